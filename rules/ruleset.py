"""Rulesets as data: loaded and checked once at start-up, then immutable.

A ruleset file (YAML) lists its patterns (id, Chinese and English names, fan, 例牌 flag, kind,
what each suppresses, a note citing its seed) and its house-rule switches with defaults. The
loader refuses unknown ids, suppression cycles, missing names and malformed switches, naming the
file and the line. A `Rules` object is a ruleset compiled for one set of switch values; it is
cached, so per-request work is a dictionary look-up.
"""

from __future__ import annotations

import dataclasses
import difflib
import hashlib
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from types import MappingProxyType
from typing import Any

import yaml

from rules.arrangements import SHAPES
from rules.hand import FlagRule, WinContext
from rules.memo import bounded_cache
from rules.patterns import CONDITIONS, NEEDS, PREDICATES, load_all
from rules.view import ALL_FACTS, SHAPE_DECIDED, SHAPE_FACTS

RULESET_DIR = Path(__file__).parent / "rulesets"
PATTERN_KINDS = ("hand", "win", "bonus", "draw")
# Switches the engine itself reads (the others act through the data: enables, removes, pattern fan).
ENGINE_SWITCHES = {
    "limit_hands": ("add", "limit"),
    "concealed_kong_breaks_concealed": (True, False),  # also read by HandView.concealed_hand
    "bonus_fan_counts_to_minimum": (True, False),
    "liability_on_discard": ("none", "half", "all"),  # read by rules.payouts (Table.terms)
}
SWITCH_TYPES = ("boolean", "choice", "fan")
# The languages of every name: zh is Traditional Chinese (zh-Hant), as the public contract has it.
NAME_LANGS = ("zh", "zh-Hans", "en")


def names(zh: str, zh_hans: str, en: str) -> dict[str, str]:
    """A name object as every answer writes it: {"zh": Traditional, "zh-Hans": Simplified, "en": English}."""
    return {"zh": zh, "zh-Hans": zh_hans, "en": en}


class RulesetError(ValueError):
    """A ruleset file that is not valid; the message names the file and line."""


class UnknownRuleset(KeyError):
    def __init__(self, ruleset_id: str, known: list[str]) -> None:
        super().__init__(ruleset_id)
        self.ruleset_id = ruleset_id
        self.known = known


class SwitchError(ValueError):
    """A table's house_rules entry that the ruleset does not know, or with a wrong value."""

    def __init__(self, code: str, name: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.name = name
        self.message = message


@dataclass(frozen=True)
class Suppression:
    """What a counted pattern takes away from another one that also matched.

    Whole (`per` None, `fan` None): the target is not counted at all. `per` n: n of the target's
    counts per count of this pattern. `fan` n: the two share n fan (`shares` names the pattern both
    include, e.g. the self-draw inside 槓上開花 and 海底撈月): counted once, so the smaller of the
    pair (later in the credit order) counts n fan less; among several patterns that all include it,
    each but the first gives it up once.
    """

    target: str
    per: int | None = None
    note: str = ""
    fan: int | None = None
    shares: str | None = None

    def public(self) -> str | dict[str, Any]:
        if self.per is None and self.fan is None:
            return self.target
        out: dict[str, Any] = {"id": self.target}
        if self.per is not None:
            out["per_count"] = self.per
        if self.fan is not None:
            out["fan"] = self.fan
            out["shares"] = self.shares
        return out


@dataclass(frozen=True)
class PatternDef:
    id: str
    zh: str
    en: str
    fan: int
    limit_hand: bool
    kind: str
    suppresses: tuple[Suppression, ...]
    note: str
    enabled: bool
    line: int
    aliases: tuple[str, ...] = ()
    decision: str = ""
    file: str = ""  # the file of a directory ruleset that lists the pattern
    on_bonus_wins: bool = False  # also evaluated on a bonus-tile win (花胡), e.g. 莊家
    zh_hans: str = ""  # the Simplified name (scripts/zh_hans.py writes it from zh)

    def public(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "id": self.id,
            "name": names(self.zh, self.zh_hans, self.en),
            "fan": self.fan,
            "limit_hand": self.limit_hand,
            "kind": self.kind,
            "enabled_by_default": self.enabled,
            "suppresses": [s.public() for s in self.suppresses],
            "note": self.note,
        }
        if self.aliases:
            out["aliases"] = list(self.aliases)
        if self.decision:
            out["decision"] = self.decision
        return out


@dataclass(frozen=True)
class Removal:
    """A pattern a boolean house rule takes away (listed as suppressed by house_rule): from every hand,
    or only from the hands that meet `condition` (a name in rules.patterns.CONDITIONS)."""

    target: str
    condition: str | None = None

    def public(self) -> str | dict[str, str]:
        return self.target if self.condition is None else {"id": self.target, "if": self.condition}


@dataclass(frozen=True)
class SwitchDef:
    id: str
    zh: str
    en: str
    type: str
    default: Any
    note: str
    values: tuple[Any, ...] = ()
    pattern: str | None = None
    effects: Mapping[Any, Any] = field(default_factory=dict)
    enables: tuple[str, ...] = ()
    shapes: tuple[str, ...] = ()
    removes_when_false: tuple[Removal, ...] = ()
    removes_when_true: tuple[Removal, ...] = ()
    zh_hans: str = ""

    def public(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "id": self.id,
            "name": names(self.zh, self.zh_hans, self.en),
            "type": self.type,
            "default": self.default,
            "note": self.note,
        }
        if self.values:
            out["values"] = list(self.values)
        if self.pattern:
            out["pattern"] = self.pattern
        if self.enables:
            out["enables"] = list(self.enables)
        return out

    def normalise(self, value: Any) -> Any:
        """Check a table's value for this switch and return it in canonical form."""
        if self.type == "boolean":
            if not isinstance(value, bool):
                raise SwitchError("invalid_house_rule", self.id, f"house rule '{self.id}' takes true or false")
            return value
        if self.type == "fan":
            if value is None or (isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 1000):
                return value
            raise SwitchError(
                "invalid_house_rule", self.id, f"house rule '{self.id}' takes null (off) or a fan count from 0"
            )
        # The value's JSON type counts: 8 is a choice where "8" is not.
        for choice in self.values:
            if type(choice) is type(value) and choice == value:
                return choice
        shown = ", ".join(repr(v) if isinstance(v, str) else str(v) for v in self.values)
        raise SwitchError("invalid_house_rule", self.id, f"house rule '{self.id}' takes one of {shown}")


@dataclass(frozen=True, eq=False)
class Ruleset:
    id: str
    version: str
    zh: str
    en: str
    description: str
    sources: tuple[str, ...]
    defaults: Mapping[str, Any]
    shapes: tuple[str, ...]
    fallback: str | None
    patterns: Mapping[str, PatternDef]
    switches: Mapping[str, SwitchDef]
    payout: Mapping[str, Any]
    etag: str
    zh_hans: str = ""
    context_flags: Mapping[str, FlagRule] = field(default_factory=dict)

    def public(self, detail: bool = True) -> dict[str, Any]:
        out: dict[str, Any] = {
            "id": self.id,
            "version": self.version,
            "name": names(self.zh, self.zh_hans, self.en),
            "description": self.description,
            "defaults": dict(self.defaults),
        }
        if detail:
            out["sources"] = list(self.sources)
            out["shapes"] = list(self.shapes)
            out["patterns"] = [p.public() for p in self.patterns.values()]
            out["house_rules"] = [s.public() for s in self.switches.values()]
        return out

    def switch_values(self, overrides: Mapping[str, Any] | None) -> tuple[tuple[str, Any], ...]:
        """Defaults overlaid with a table's house_rules, checked; a hashable, ordered form."""
        values = {k: s.default for k, s in self.switches.items()}
        for name, value in (overrides or {}).items():
            if name not in self.switches:
                known = ", ".join(sorted(self.switches))
                raise SwitchError(
                    "unknown_house_rule", name, f"'{name}' is not a house rule of {self.id} (known: {known})"
                )
            values[name] = self.switches[name].normalise(value)
        return tuple(sorted(values.items()))

    def compile(self, overrides: Mapping[str, Any] | None = None) -> Rules:
        if not overrides:
            return self.default_rules
        return _compile(self, self.switch_values(overrides))

    @cached_property
    def default_rules(self) -> Rules:
        """The rules at the ruleset's own switch values (most tables): compiled once, kept with the
        ruleset."""
        return _compile(self, self.switch_values(None))


@dataclass(frozen=True)
class ActivePattern:
    id: str
    fan: int | str  # an int, or "limit": the table's limit
    limit_hand: bool
    kind: str
    suppresses: tuple[Suppression, ...]
    definition: PatternDef


@dataclass(frozen=True, eq=False)
class Rules:
    """A ruleset with one set of switch values applied: what the scorer runs."""

    ruleset: Ruleset
    switches: Mapping[str, Any]
    active: tuple[ActivePattern, ...]
    by_id: Mapping[str, ActivePattern]
    shapes: tuple[str, ...]
    house_rule_removed: tuple[Removal, ...]
    order: Mapping[str, int]
    evaluators: tuple[tuple[str, Any], ...] = ()  # (id, predicate) for tile shapes
    bonus_evaluators: tuple[tuple[str, Any], ...] = ()  # (id, predicate) for a bonus-tile win
    draw_evaluators: tuple[tuple[str, Any], ...] = ()  # (id, predicate) for a hand held at an exhaustive draw
    # `win` patterns (read from the context) a house rule switches off at this table: still evaluated,
    # and listed as suppressed by house_rule when they match, so that no flag given is ignored.
    switched_off: tuple[tuple[str, Any], ...] = ()
    # Per shape, the predicates that can count on it, grouped by the facts they need (rules.view):
    # ((needs, ((id, predicate), ...)), ...). A group runs only when the arrangement has all its facts.
    groups: Mapping[str, tuple[tuple[int, tuple[tuple[str, Any], ...]], ...]] = field(default_factory=dict)
    wanted_facts: int = ALL_FACTS  # every fact a pattern of these rules needs (rules.view.HandFeatures)


@bounded_cache(maxsize=32, entry_bytes=120_000)
def _compile(ruleset: Ruleset, values: tuple[tuple[str, Any], ...]) -> Rules:
    switches = dict(values)
    enabled = {pid for pid, p in ruleset.patterns.items() if p.enabled}
    fans: dict[str, tuple[int | str, bool]] = {pid: (p.fan, p.limit_hand) for pid, p in ruleset.patterns.items()}
    shapes = list(ruleset.shapes)
    removed: list[Removal] = []
    for sid, s in ruleset.switches.items():
        value = switches[sid]
        if s.type == "boolean":
            if value:
                enabled.update(s.enables)
                shapes.extend(x for x in s.shapes if x not in shapes)
                removed.extend(s.removes_when_true)
            else:
                removed.extend(s.removes_when_false)
        elif s.type == "fan" and s.pattern:
            if value is None:
                enabled.discard(s.pattern)
            else:
                enabled.add(s.pattern)
                fans[s.pattern] = (value, fans[s.pattern][1])
                shapes.extend(x for x in s.shapes if x not in shapes)
        elif s.type == "choice" and s.pattern:
            effect = s.effects.get(value)
            if effect is None:
                enabled.discard(s.pattern)
            else:
                enabled.add(s.pattern)
                fans[s.pattern] = (effect["fan"], bool(effect.get("limit_hand", False)))
                shapes.extend(x for x in effect.get("shapes", ()) if x not in shapes)
    active = tuple(
        ActivePattern(pid, fans[pid][0], fans[pid][1], p.kind, p.suppresses, p)
        for pid, p in ruleset.patterns.items()
        if pid in enabled
    )
    evaluators = tuple((a.id, PREDICATES[a.id]) for a in active if a.id != ruleset.fallback and a.kind != "draw")
    bonus_evaluators = tuple(
        (a.id, PREDICATES[a.id]) for a in active if a.kind == "bonus" or a.definition.on_bonus_wins
    )
    draw_evaluators = tuple((a.id, PREDICATES[a.id]) for a in active if a.kind == "draw")
    switched_off = tuple(
        (pid, PREDICATES[pid]) for pid, p in ruleset.patterns.items() if pid not in enabled and p.kind == "win"
    )
    groups = {
        name: _groups(
            bonus_evaluators if name == "bonus_tiles" else draw_evaluators if name == "exhaustive_draw" else evaluators,
            facts,
        )
        for name, facts in SHAPE_FACTS.items()
    }
    return Rules(
        ruleset,
        MappingProxyType(switches),
        active,
        MappingProxyType({a.id: a for a in active}),
        tuple(shapes),
        tuple(removed),
        MappingProxyType({a.id: i for i, a in enumerate(active)}),
        evaluators,
        bonus_evaluators,
        draw_evaluators,
        switched_off,
        MappingProxyType(groups),
        _wanted(a.id for a in active),
    )


def _wanted(pattern_ids: Any) -> int:
    wanted = 0
    for pid in pattern_ids:
        wanted |= NEEDS.get(pid, 0)
    return wanted


def _groups(
    evaluators: tuple[tuple[str, Any], ...], shape_facts: int
) -> tuple[tuple[int, tuple[tuple[str, Any], ...]], ...]:
    """The evaluators that can count on a shape with `shape_facts`, grouped by the rest of their needs."""
    out: dict[int, list[tuple[str, Any]]] = {}
    for pid, predicate in evaluators:
        needs = NEEDS.get(pid, 0)
        if needs & SHAPE_DECIDED & ~shape_facts:
            continue  # it needs a shape fact this shape never has
        out.setdefault(needs & ~SHAPE_DECIDED, []).append((pid, predicate))
    return tuple((needs, tuple(group)) for needs, group in out.items())


# --- loading and checking -------------------------------------------------------------------------


class _LineLoader(yaml.SafeLoader):
    """A YAML loader that records the line of every mapping as '__line__'."""


def _construct_mapping(loader: _LineLoader, node: yaml.MappingNode) -> dict:
    mapping = loader.construct_mapping(node, deep=True)
    mapping["__line__"] = node.start_mark.line + 1
    return mapping


_LineLoader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)


def _strip(obj: Any) -> Any:
    if isinstance(obj, dict):
        return {k: _strip(v) for k, v in obj.items() if k != "__line__"}
    if isinstance(obj, list):
        return [_strip(v) for v in obj]
    return obj


def load_ruleset(path: Path) -> Ruleset:
    """Read and check one ruleset file (or a directory of files whose pattern lists are joined)."""
    load_all()
    files = sorted(path.glob("*.yaml")) if path.is_dir() else [path]
    if not files:
        raise RulesetError(f"{path}: no ruleset files")
    docs = []
    for f in files:
        try:
            docs.append((f, yaml.load(f.read_text(encoding="utf-8"), Loader=_LineLoader) or {}))
        except yaml.YAMLError as e:
            raise RulesetError(f"{f}: not valid YAML: {e}") from e
    head_file, head = docs[0]

    def where(f: Path, item: Mapping) -> str:
        return f"{f.name}:{item.get('__line__', '?')}"

    for key in ("id", "version", "name", "defaults"):
        if key not in head:
            raise RulesetError(f"{where(head_file, head)}: ruleset is missing '{key}'")
    raw_patterns: list[tuple[Path, dict]] = []
    raw_switches: list[tuple[Path, dict]] = []
    for f, doc in docs:
        raw_patterns.extend((f, p) for p in doc.get("patterns", []) or [])
        raw_switches.extend((f, s) for s in doc.get("house_rules", []) or [])

    patterns: dict[str, PatternDef] = {}
    for f, p in raw_patterns:
        at = where(f, p)
        pid = p.get("id")
        if not isinstance(pid, str) or not pid.replace("_", "").isalnum() or pid.lower() != pid:
            raise RulesetError(f"{at}: pattern id {pid!r} is not a lower_snake id")
        if pid in patterns:
            raise RulesetError(f"{at}: pattern '{pid}' is listed twice")
        if pid not in PREDICATES:
            raise RulesetError(f"{at}: pattern '{pid}' has no predicate in rules/patterns")
        name = _names(p.get("name"), f"{at}: pattern '{pid}'")
        if not isinstance(p.get("note"), str) or not p["note"].strip():
            raise RulesetError(f"{at}: pattern '{pid}' is missing its note (which seed, which line)")
        fan = p.get("fan")
        if not (fan == "limit" or (isinstance(fan, int) and not isinstance(fan, bool) and fan >= 0)):
            raise RulesetError(f"{at}: pattern '{pid}' has fan {fan!r}; a whole number or 'limit'")
        kind = p.get("kind", "hand")
        if kind not in PATTERN_KINDS:
            raise RulesetError(f"{at}: pattern '{pid}' has kind {kind!r}; one of {PATTERN_KINDS}")
        sup = []
        for s in p.get("suppresses", []) or []:
            if isinstance(s, str):
                sup.append(Suppression(s))
            elif isinstance(s, dict) and isinstance(s.get("id"), str):
                per, part, shares = s.get("per_count"), s.get("fan"), s.get("shares")
                if per is not None and not (isinstance(per, int) and per > 0):
                    raise RulesetError(f"{at}: suppression of {s['id']} has per_count {per!r}")
                if part is not None and not (isinstance(part, int) and not isinstance(part, bool) and part > 0):
                    raise RulesetError(f"{at}: suppression of {s['id']} has fan {part!r}; a whole number from 1")
                if (part is None) != (shares is None) or (part is not None and per is not None):
                    raise RulesetError(
                        f"{at}: suppression of {s['id']}: a shared part needs both 'fan' and "
                        "'shares' (the pattern both include), and no per_count"
                    )
                sup.append(Suppression(s["id"], per, s.get("note", ""), part, shares))
            else:
                raise RulesetError(f"{at}: pattern '{pid}' has a malformed suppression {_strip(s)!r}")
        patterns[pid] = PatternDef(
            id=pid,
            zh=name["zh"].strip(),
            en=name["en"].strip(),
            fan=fan,
            limit_hand=bool(p.get("limit_hand", False)),
            kind=kind,
            suppresses=tuple(sup),
            note=p["note"].strip(),
            enabled=bool(p.get("enabled", True)),
            line=p.get("__line__", 0),
            aliases=tuple(name.get("aliases", []) or ()),
            decision=(p.get("decision") or "").strip(),
            file=f.name,
            on_bonus_wins=bool(p.get("on_bonus_wins", False)),
            zh_hans=name["zh-Hans"].strip(),
        )
    for pid, pdef in patterns.items():
        for s in pdef.suppresses:
            if s.target not in patterns:
                raise RulesetError(f"{pdef.file}:{pdef.line}: pattern '{pid}' suppresses unknown pattern '{s.target}'")
            if s.target == pid:
                raise RulesetError(f"{pdef.file}:{pdef.line}: pattern '{pid}' suppresses itself")
            if s.shares is not None and s.shares not in patterns:
                raise RulesetError(
                    f"{pdef.file}:{pdef.line}: pattern '{pid}' shares unknown pattern '{s.shares}' with '{s.target}'"
                )
    _check_cycles(patterns, head_file.name)

    switches: dict[str, SwitchDef] = {}
    for f, s in raw_switches:
        sd = _switch(f, s, patterns, where(f, s))
        if sd.id in switches:
            raise RulesetError(f"{where(f, s)}: house rule '{sd.id}' is listed twice")
        switches[sd.id] = sd

    shapes = tuple(head.get("shapes", ["standard"]))
    for sh in shapes + tuple(x for s in switches.values() for x in s.shapes):
        if sh not in SHAPES:
            raise RulesetError(f"{where(head_file, head)}: unknown shape '{sh}'")
    fallback = head.get("fallback")
    if fallback is not None and fallback not in patterns:
        raise RulesetError(f"{where(head_file, head)}: fallback '{fallback}' is not a pattern")
    name = _names(head.get("name"), f"{where(head_file, head)}: ruleset '{head['id']}'")
    defaults = _strip(head["defaults"])
    for key in ("min_fan", "limit_fan"):
        if key not in defaults:
            raise RulesetError(f"{where(head_file, head)}: defaults are missing '{key}'")
    context_flags = _context_flags(head.get("context_flags") or {}, where(head_file, head))
    digest = hashlib.sha256()
    for f, _ in docs:
        digest.update(f.name.encode() + b"\0" + f.read_bytes())
    etag = digest.hexdigest()[:20]
    return Ruleset(
        id=head["id"],
        version=str(head["version"]),
        zh=name["zh"],
        en=name["en"],
        zh_hans=name["zh-Hans"],
        description=(head.get("description") or "").strip(),
        sources=tuple(head.get("sources", [])),
        defaults=MappingProxyType(defaults),
        shapes=shapes,
        fallback=fallback,
        patterns=MappingProxyType(patterns),
        switches=MappingProxyType(switches),
        payout=MappingProxyType(_strip(head.get("payout", {}))),
        etag=etag,
        context_flags=MappingProxyType(context_flags),
    )


_BOOL_FLAGS = frozenset(f.name for f in dataclasses.fields(WinContext) if f.type == "bool")
_FLAG_CHOICES: dict[str, tuple[Any, ...]] = {
    "seat": ("dealer", "non_dealer"),
    "win_by": ("self_draw", "discard"),
    "discarder": ("dealer",),
    "claimed_melds": (False,),
    "melds": (False,),
    "robbing_kong": (False,),
    "kong_replacement": (False,),
    "last_tile": (False,),
}


def _context_flags(raw: Any, at: str) -> dict[str, FlagRule]:
    """The head's `context_flags`: for each first-turn flag, what it needs (rules.hand.FlagRule)."""
    if not isinstance(raw, dict):
        raise RulesetError(f"{at}: context_flags must map flag names to their requirements")
    out: dict[str, FlagRule] = {}
    for flag, spec in raw.items():
        if flag == "__line__":
            continue
        where = f"{at.split(':')[0]}:{spec.get('__line__', '?') if isinstance(spec, dict) else '?'}"
        if flag not in _BOOL_FLAGS:
            raise RulesetError(f"{where}: context flag '{flag}' is not a true/false field of the context")
        if not isinstance(spec, dict) or not isinstance(spec.get("name"), str) or not isinstance(spec.get("note"), str):
            raise RulesetError(f"{where}: context flag '{flag}' needs a name and a note")
        spec = _strip(spec)
        kwargs: dict[str, Any] = {}
        for key, value in spec.items():
            if key in ("name", "note", "decision"):
                continue
            if key in ("excludes", "needs_one_of"):
                if not isinstance(value, list) or any(v not in _BOOL_FLAGS or v == flag for v in value):
                    raise RulesetError(f"{where}: context flag '{flag}': {key} must list other context flags")
                kwargs[key] = tuple(value)
            elif key in _FLAG_CHOICES:
                if value not in _FLAG_CHOICES[key] or type(value) is not type(_FLAG_CHOICES[key][0]):
                    raise RulesetError(f"{where}: context flag '{flag}': {key} takes one of {_FLAG_CHOICES[key]}")
                kwargs[key] = value
            else:
                raise RulesetError(f"{where}: context flag '{flag}' has an unknown requirement '{key}'")
        out[flag] = FlagRule(
            flag=flag,
            name=spec["name"],
            note=spec["note"].strip(),
            decision=(spec.get("decision") or "").strip(),
            **kwargs,
        )
    return out


def _names(name: Any, what: str) -> dict[str, str]:
    """A `name` mapping with a non-empty name in every language of NAME_LANGS, stripped."""
    if not isinstance(name, dict):
        raise RulesetError(f"{what} has no name {{zh, zh-Hans, en}}")
    for lang in NAME_LANGS:
        if not isinstance(name.get(lang), str) or not name[lang].strip():
            hint = " (scripts/zh_hans.py --write adds it)" if lang == "zh-Hans" else ""
            raise RulesetError(f"{what} is missing its {lang} name{hint}")
    return {lang: name[lang].strip() for lang in NAME_LANGS}


def _switch(f: Path, s: dict, patterns: Mapping[str, PatternDef], at: str) -> SwitchDef:
    sid = s.get("id")
    if not isinstance(sid, str):
        raise RulesetError(f"{at}: house rule without an id")
    name = _names(s.get("name"), f"{at}: house rule '{sid}'")
    stype = s.get("type")
    if stype not in SWITCH_TYPES:
        raise RulesetError(f"{at}: house rule '{sid}' has type {stype!r}; one of {SWITCH_TYPES}")
    if not isinstance(s.get("note"), str):
        raise RulesetError(f"{at}: house rule '{sid}' is missing its note")
    pattern = s.get("pattern")
    if pattern is not None and pattern not in patterns:
        raise RulesetError(f"{at}: house rule '{sid}' names unknown pattern '{pattern}'")
    for pid in list(s.get("enables", []) or []):
        if pid not in patterns:
            raise RulesetError(f"{at}: house rule '{sid}' names unknown pattern '{pid}'")
    removals: dict[str, tuple[Removal, ...]] = {}
    for key in ("removes_when_false", "removes_when_true"):
        found = []
        for r in s.get(key, []) or []:
            pid, cond = (
                (r, None) if isinstance(r, str) else (r.get("id"), r.get("if")) if isinstance(r, dict) else (None, None)
            )
            if not isinstance(pid, str) or pid not in patterns:
                raise RulesetError(f"{at}: house rule '{sid}' {key} names unknown pattern {pid!r}")
            if cond is not None and cond not in CONDITIONS:
                raise RulesetError(
                    f"{at}: house rule '{sid}' {key}: unknown condition {cond!r} "
                    f"(known: {', '.join(sorted(CONDITIONS))})"
                )
            found.append(Removal(pid, cond))
        if found and stype != "boolean":
            raise RulesetError(f"{at}: house rule '{sid}': only a boolean house rule has {key}")
        removals[key] = tuple(found)
    values: tuple[Any, ...] = ()
    effects: dict[Any, Any] = {}
    if stype == "choice":
        raw = s.get("values")
        if isinstance(raw, dict):
            for k, eff in raw.items():
                if k == "__line__":
                    continue
                values += (k,)
                if eff is not None:
                    eff = _strip(eff)
                    if not (eff.get("fan") == "limit" or isinstance(eff.get("fan"), int)):
                        raise RulesetError(f"{at}: house rule '{sid}' value {k!r} needs a fan")
                effects[k] = eff
        elif isinstance(raw, list):
            values = tuple(raw)
        else:
            raise RulesetError(f"{at}: house rule '{sid}' of type choice needs values")
        if effects and pattern is None:
            raise RulesetError(f"{at}: house rule '{sid}' sets fan but names no pattern")
    default = s.get("default")
    sd = SwitchDef(
        id=sid,
        zh=name["zh"],
        en=name["en"],
        zh_hans=name["zh-Hans"],
        type=stype,
        default=default,
        note=s["note"].strip(),
        values=values,
        pattern=pattern,
        effects=MappingProxyType(effects),
        enables=tuple(s.get("enables", []) or ()),
        shapes=tuple(s.get("shapes", []) or ()),
        removes_when_false=removals["removes_when_false"],
        removes_when_true=removals["removes_when_true"],
    )
    try:
        sd.normalise(default)
    except SwitchError as e:
        raise RulesetError(f"{at}: default of '{sid}' is not valid: {e.message}") from e
    if sid in ENGINE_SWITCHES and default not in ENGINE_SWITCHES[sid]:
        raise RulesetError(f"{at}: engine switch '{sid}' default must be one of {ENGINE_SWITCHES[sid]}")
    if not (
        sid in ENGINE_SWITCHES or pattern or sd.enables or sd.shapes or sd.removes_when_false or sd.removes_when_true
    ):
        raise RulesetError(f"{at}: house rule '{sid}' has no effect (no pattern, enables, shapes or removes)")
    return sd


def _check_cycles(patterns: Mapping[str, PatternDef], fname: str) -> None:
    state: dict[str, int] = {}

    def visit(pid: str, path: list[str]) -> None:
        if state.get(pid) == 2:
            return
        if state.get(pid) == 1:
            cycle = " -> ".join(path[path.index(pid) :] + [pid])
            raise RulesetError(f"{patterns[pid].file or fname}:{patterns[pid].line}: suppression cycle {cycle}")
        state[pid] = 1
        for s in patterns[pid].suppresses:
            visit(s.target, path + [pid])
        state[pid] = 2

    for pid in patterns:
        visit(pid, [])


@bounded_cache(maxsize=1, entry_bytes=600)
def all_rulesets() -> Mapping[str, Ruleset]:
    """Every ruleset under rules/rulesets (a .yaml file or a directory), loaded once."""
    out: dict[str, Ruleset] = {}
    for entry in sorted(RULESET_DIR.iterdir()):
        if entry.suffix == ".yaml" or (entry.is_dir() and any(entry.glob("*.yaml"))):
            rs = load_ruleset(entry)
            if rs.id in out:
                raise RulesetError(f"{entry}: ruleset id '{rs.id}' is used twice")
            out[rs.id] = rs
    return MappingProxyType(out)


_ID_SEPARATORS = re.compile(r"[\s_.]+")
_SHOWN_ID = 64  # a longer id is shown cut (it came from the request)


def nearest_ruleset(value: str, known: Iterable[str]) -> str | None:
    """The known id a mistyped one most likely means ('HK-Classic', 'hk_classic' -> 'hk-classic')."""
    ids = list(known)
    if len(value) > 4 * _SHOWN_ID:
        return None
    wanted = _ID_SEPARATORS.sub("-", value.strip().lower())
    if wanted in ids:
        return wanted
    close = difflib.get_close_matches(wanted, ids, n=1, cutoff=0.6)
    if close:
        return close[0]
    # A part of an id ('hk', 'classic', 'canton') names it when only one id has that part.
    parts = [i for i in ids if wanted and (wanted in i or any(len(p) > 1 and p in wanted for p in i.split("-")))]
    return parts[0] if len(parts) == 1 else None


def unknown_ruleset_message(value: str, known: Iterable[str], *, malformed: bool = False) -> str:
    """What a client is told about a ruleset id that names no ruleset: the known ids and the nearest."""
    ids = sorted(known)
    shown = value if len(value) <= _SHOWN_ID else value[:_SHOWN_ID] + "…"
    what = "is not a ruleset id (lower-case letters, digits and '-')" if malformed else "is not a ruleset"
    text = f"'{shown}' {what}; known: {', '.join(ids)}"
    hint = nearest_ruleset(value, ids)
    return f"{text}; did you mean '{hint}'?" if hint else text


def get_ruleset(ruleset_id: str) -> Ruleset:
    rulesets = all_rulesets()
    if ruleset_id not in rulesets:
        raise UnknownRuleset(ruleset_id, sorted(rulesets))
    return rulesets[ruleset_id]
