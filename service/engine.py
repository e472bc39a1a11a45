"""The bridge between loaded request data (schemas/) and the engine (rules/), and back to JSON.

Blueprints call `score_request(data)` with what `schemas.score.ScoreRequestSchema` loaded; the
engine's problems (HandError, TableError, PayoutError, unknown ruleset) come out as ApiProblem.
`build_hand`, `build_context`, `ruleset_or_404`, `resolve_table_or_problem`, `dump_hand` and
`ruleset_ref` are shared with other endpoints (waits, compare, settle).

Every answer body of the engine's results is built here, once: `dump_result` (a score),
`dump_waits` (the waits of a hand), `dump_patterns`, `dump_hand`, `dump_table`. Parts that repeat
between answers (a pattern's name, the ruleset reference, the echo of a table the rules keep) are
one dict shared by every answer that holds them: an answer is encoded, never changed.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from fractions import Fraction
from typing import Any

from flask import current_app, g

from rules.hand import (
    SHARED_MELDS,
    VALID_MELDS,
    Hand,
    HandError,
    Meld,
    Problem,
    WinContext,
    made,
    plain_frozen,
    validate,
    validate_parts,
)
from rules.memo import BoundedTable
from rules.payouts import PayoutError, to_json_number
from rules.ruleset import Ruleset, names, unknown_ruleset_message
from rules.scoring import ArrangementScore, CountedPattern, ScoreResult, SuppressedPattern, score_hand
from rules.settlement import score_payout
from rules.shapes import base as shapes_base
from rules.shapes.base import Arrangement, Block
from rules.table import Table, TableError, resolve_table
from rules.tiles import CODES, to_compact
from rules.waits import WaitsResult, WinValue
from schemas.score import ContextSchema
from service.i18n import DEFAULT_LANGUAGE, pattern_terms, request_language, summary_line
from service.jsonprovider import PlainNumbers, plain_json
from service.problems import ApiProblem, error_item, from_engine_problems

EXTENSION = "mahjong_rulesets"


def rulesets() -> Mapping[str, Ruleset]:
    """Every ruleset, loaded once at start-up by create_app."""
    return current_app.extensions[EXTENSION]


def ruleset_or_404(ruleset_id: str, pointer: str | None = "/ruleset") -> Ruleset:
    known = rulesets()
    if ruleset_id not in known:
        detail = unknown_ruleset_message(ruleset_id, known)
        errors = [error_item(pointer, detail, "unknown_ruleset")] if pointer is not None else None
        raise ApiProblem("unknown_ruleset", detail, errors=errors)
    return known[ruleset_id]


def ruleset_ref(ruleset: Ruleset) -> dict[str, str]:
    return {"id": ruleset.id, "version": ruleset.version}


def _meld(m: Mapping[str, Any]) -> Meld:
    return Meld(m["type"], tuple(m["tiles"]), m.get("concealed", False), m.get("added", False))


# Hand, Meld and WinContext are frozen dataclasses of plain fields: built with `rules.hand.made`
# (else by their constructors, should one of them come to check or derive anything).
_DIRECT = all(plain_frozen(c) for c in (Hand, Meld, WinContext)) and tuple(
    f.name for f in dataclasses.fields(Hand)
) == ("concealed", "melds", "winning_tile", "flowers")  # every field `build_hand` gives


def build_hand(data: Mapping[str, Any]) -> Hand:
    if not _DIRECT:
        return _build_hand(data)
    melds = data.get("melds")
    if melds:
        shared, made_melds = _SHARED_MELDS, []
        for m in melds:
            try:  # a meld as MeldSchema loads it: every field, its tiles a tuple
                meld = shared.get((m["type"], m["tiles"], m["concealed"], m["added"]))
            except (KeyError, TypeError):  # a field left out, or tiles in a list (no key)
                key = (m["type"], tuple(m["tiles"]), m.get("concealed", False), m.get("added", False))
                meld = shared.get(key)
            made_melds.append(meld or _meld(m))
        melds = tuple(made_melds)
    else:
        melds = ()
    return made(
        Hand,
        {
            "concealed": tuple(data["concealed"]),
            "melds": melds,
            "winning_tile": data.get("winning_tile"),
            "flowers": tuple(data.get("flowers", ())),
        },
    )


# Every valid meld (rules.hand.VALID_MELDS) made once (rules.hand.SHARED_MELDS): a hand's melds are
# these, shared (a Meld is frozen), and any other is made as it comes (a meld the engine refuses).
# The table keeps them alive, so no other object has one of their ids (`dump_hand` looks their
# echoes up by id, `rules.hand.tally` their counts).
_SHARED_MELDS = SHARED_MELDS


def _build_hand(data: Mapping[str, Any]) -> Hand:
    melds = tuple(_meld(m) for m in data.get("melds", ()))
    return Hand(
        concealed=tuple(data["concealed"]),
        melds=melds,
        winning_tile=data.get("winning_tile"),
        flowers=tuple(data.get("flowers", ())),
    )


def hand_part_problems(valid: Mapping[str, Any]) -> list[dict[str, str]]:
    """The problems the readable parts of a refused request's hand show (`service.body.load_with`)."""
    hand = valid.get("hand")
    if not isinstance(hand, Mapping):
        return []
    numbered = [(i, m) for i, m in enumerate(hand.get("melds") or ()) if "type" in m and "tiles" in m]
    part = Hand(
        concealed=tuple(hand.get("concealed", ())),
        melds=tuple(_meld(m) for _, m in numbered),
        winning_tile=hand.get("winning_tile"),
        flowers=tuple(hand.get("flowers", ())),
    )
    return [error_item(p.pointer, p.detail, p.code) for p in validate_parts(part, [i for i, _ in numbered])]


CONTEXT_FIELDS = tuple(f.name for f in dataclasses.fields(WinContext))


def build_context(data: Mapping[str, Any]) -> WinContext:
    """The request's `context` (loaded by schemas.score.ContextSchema, same field names) as a WinContext."""
    if type(data) is dict and tuple(data) == _LOADED_CONTEXT:  # as loaded: every field of WinContext once
        # The loaded dict itself holds the context's fields (no copy of its eighteen): a WinContext
        # is frozen, and a loaded request is only read, never changed.
        return made(WinContext, data)
    if _CONTEXT_KEYS.issuperset(data):  # WinContext's fields, each once
        return WinContext(**data)
    return WinContext(**{k: data[k] for k in CONTEXT_FIELDS if k in data})


_CONTEXT_KEYS = frozenset(CONTEXT_FIELDS)
# The fields of a context in the order ContextSchema loads them, when they are WinContext's fields
# and its dict may be one's fields (the usual request, told by one comparison of its keys); else None,
# which no tuple of keys equals (an empty context must not become a WinContext without fields).
_LOADED_CONTEXT: tuple[str, ...] | None = tuple(ContextSchema().load_fields) if _DIRECT else None
if _LOADED_CONTEXT is not None and set(_LOADED_CONTEXT) != _CONTEXT_KEYS:
    _LOADED_CONTEXT = None


def _loaded_context(data: Mapping[str, Any]) -> WinContext:
    """`build_context` of a context ContextSchema loaded, the only kind `_score` is given (every
    request it scores was loaded by ScoreRequestSchema): a dict of every field of WinContext, told
    from any other by its length alone (no tuple of its eighteen keys made and compared)."""
    if type(data) is dict and len(data) == _LOADED_SIZE:
        return made(WinContext, data)
    return build_context(data)


# The number of fields of a loaded context when its dict may be a WinContext's fields; else -1.
_LOADED_SIZE = len(_LOADED_CONTEXT) if _LOADED_CONTEXT is not None else -1


def resolve_table_or_problems(ruleset: Ruleset, table: Mapping[str, Any] | None) -> tuple[Table | None, list[Problem]]:
    try:
        return resolve_table(ruleset, table), []
    except TableError as e:
        return None, list(e.problems)


def resolve_table_or_problem(ruleset: Ruleset, table: Mapping[str, Any] | None) -> Table:
    resolved, problems = resolve_table_or_problems(ruleset, table)
    if problems:
        raise from_engine_problems(problems)
    assert resolved is not None
    return resolved


def analysis_request(data: Mapping[str, Any]) -> tuple[Ruleset, Hand, WinContext, Table]:
    """The ruleset, hand, context and table of a loaded analysis request (`/v1/waits`,
    `/v1/discards`); an unknown ruleset is 404, table problems 422."""
    ruleset = ruleset_or_404(data["ruleset"])
    hand = build_hand(data["hand"])
    ctx = build_context(data["context"])
    return ruleset, hand, ctx, resolve_table_or_problem(ruleset, data.get("table"))


def analysis_answer(out: dict[str, Any], ruleset: Ruleset) -> tuple[dict[str, Any], int]:
    """A 200 analysis answer, counted by the metrics hook (`mahjong_hands_analysed_total`)."""
    g.setdefault("analysed_rulesets", []).append(ruleset.id)
    return out, 200


def _dump_meld(m: Meld) -> dict[str, Any]:
    return {"type": m.kind, "tiles": to_compact(m.tiles), "concealed": m.concealed, "added": m.added}


# The echo of every valid meld (rules.hand.VALID_MELDS: by kind, tiles in order, concealed, added),
# made once: the answers share them. By the id of its shared Meld (`build_hand`), else by its fields.
_MELD_ECHOES = {key: _dump_meld(Meld(*key)) for key in VALID_MELDS}
_SHARED_ECHOES = {id(meld): _MELD_ECHOES[key] for key, meld in _SHARED_MELDS.items()}


def dump_hand(hand: Hand) -> dict[str, Any]:
    """The canonical echo of a hand: compact strings, sorted. Its melds' echoes are looked up by
    `map` (a comprehension is a function made and called each time), any meld not shared after."""
    melds = hand.melds
    if melds:
        echoes: list[Any] = list(map(_SHARED_ECHOES.get, map(id, melds)))
        if None in echoes:
            for i, m in enumerate(melds):
                if echoes[i] is None:
                    echoes[i] = _MELD_ECHOES.get((m.kind, m.tiles, m.concealed, m.added)) or _dump_meld(m)
    else:
        echoes = []
    winning_tile = hand.winning_tile
    if winning_tile is None:  # a hand held at an exhaustive draw
        return {"concealed": to_compact(hand.concealed), "melds": echoes, "flowers": to_compact(hand.flowers)}
    return {
        "concealed": to_compact(hand.concealed),
        "melds": echoes,
        "winning_tile": CODES[winning_tile],
        "flowers": to_compact(hand.flowers),
    }


def dump_table(table: Table) -> dict[str, Any]:
    """The echo of a resolved table. A table at its ruleset's own switches and without its own
    multipliers (which `rules.table` resolves once and gives out all day) is dumped once: the
    answers share that dict."""
    return _table_echo(table)[0]


def _table_echo(table: Table) -> tuple[dict[str, Any], bool]:
    """`dump_table`, and whether every number of the echo is plain (`service.jsonprovider`): made
    once with the shared echo, looked at each time for any other."""
    # Keyed by the table's id, the table kept with its dump: while it is kept, no other object has
    # its id (and only a shared table is kept: one found is one).
    kept = _TABLE_DUMPS.get(id(table))
    if kept is not None:
        return kept[1], kept[2]
    echo = _dump_table(table)
    if table.multipliers is not None or table.rules is not table.rules.ruleset.default_rules:
        return echo, plain_json(echo)
    kept = _TABLE_DUMPS.put(id(table), (table, echo, plain_json(echo)))
    return kept[1], kept[2]


# A plain dict's look-up (the same few tables all day); emptied when full.
_TABLE_DUMPS = BoundedTable(__name__, "_TABLE_DUMPS", 16, entry_bytes=1_500)


def _dump_table(table: Table) -> dict[str, Any]:
    out: dict[str, Any] = {
        "min_fan": table.min_fan,
        "limit_fan": table.limit_fan,
        "scale": table.scale,
        "payment": table.payment,
        "base": to_json_number(Fraction(table.base)),
        "house_rules": dict(table.house_rules),
    }
    if table.multipliers is not None:
        out["multipliers"] = list(table.multipliers)
    if table.stake is not None:
        out["stake"] = table.stake
    return out


def _name(zh: str, zh_hans: str, en: str) -> dict[str, str]:
    """A pattern's name object (`rules.ruleset.names`), one per name: the answers share it."""
    key = (zh, zh_hans, en)
    out = _NAMES.get(key)
    if out is None:
        out = _NAMES[key] = names(zh, zh_hans, en)
    return out


# The names of the rulesets' patterns (ruleset data, a few hundred: never a request's values).
_NAMES: dict[tuple[str, str, str], dict[str, str]] = {}


def dump_patterns(patterns: Iterable[CountedPattern]) -> list[dict[str, Any]]:
    """The counted patterns of an arrangement (a score's, or a wait's value): their rows."""
    rows = _PATTERN_ROWS.get
    return [(rows(p) or _pattern_row(p))[0] for p in patterns]


def _pattern_row(pattern: CountedPattern) -> tuple[dict[str, Any], Mapping[str, str]]:
    """A counted pattern's row in the answers and its term in the summary, by language, made once
    per row (the pattern, its count and its fan at the table: ruleset data and a table's limit);
    the answers share the row. Read by unpacking (3.11 reads a named tuple's field by name through
    the generic attribute look-up)."""
    row = _PATTERN_ROWS.get(pattern)
    if row is None:
        pattern_id, zh, en, _fan_each, count, fan, limit_hand, _kind, zh_hans = pattern
        name = _NAMES.get((zh, zh_hans, en)) or _name(zh, zh_hans, en)
        answer = {"id": pattern_id, "name": name, "fan": fan, "count": count, "limit_hand": limit_hand}
        row = _PATTERN_ROWS.put(pattern, (answer, pattern_terms(name, fan)))
    return row


# By the counted pattern's value (a named tuple of ruleset data and small ints): a few hundred rows
# all day, more only at tables of many limits; emptied when full.
_PATTERN_ROWS = BoundedTable(__name__, "_PATTERN_ROWS", 512, entry_bytes=1_100)


def _suppressed(score: ArrangementScore) -> list[dict[str, Any]]:
    get_row = _SUPPRESSED_ROWS.get
    return [get_row(s) or _suppressed_row(s) for s in score.suppressed]


def _suppressed_row(suppressed: SuppressedPattern) -> dict[str, Any]:
    """A suppressed pattern's row in the answers, made once per row (like `_pattern_row`)."""
    pattern_id, zh, en, fan, count, by, reason, shares, zh_hans = suppressed
    item: dict[str, Any] = {
        "id": pattern_id,
        "name": _NAMES.get((zh, zh_hans, en)) or _name(zh, zh_hans, en),
        "fan": fan,
        "count": count,
        "by": by,
        "reason": reason,
    }
    if shares is not None:
        item["shares"] = shares
    return _SUPPRESSED_ROWS.put(suppressed, item)


# By the suppressed pattern's value (ruleset data, small ints, the id of the pattern that
# suppresses it): as `_PATTERN_ROWS`; emptied when full.
_SUPPRESSED_ROWS = BoundedTable(__name__, "_SUPPRESSED_ROWS", 512, entry_bytes=600)


# The unpacking above reads the fields in this order.
assert CountedPattern._fields == ("id", "zh", "en", "fan_each", "count", "fan", "limit_hand", "kind", "zh_hans")
assert SuppressedPattern._fields == ("id", "zh", "en", "fan", "count", "by", "reason", "shares", "zh_hans")


# The description of every block the shapes share (rules.shapes.base: each set and pair, each
# with the winning tile, each declared meld's), by the block's id, made once: the answers share
# them. The table keeps the blocks alive, so no other object has one of their ids. (Should the
# shapes stop sharing them, every block is described as it comes: the same answers.)
_SHARED_BLOCKS = tuple(
    b
    for name in ("PART_BLOCKS", "WINNING_BLOCKS", "MELD_BLOCKS")
    for b in getattr(shapes_base, name, {}).values()
    if isinstance(b, Block)
)
_DESCRIBED = {id(b): b.describe() for b in _SHARED_BLOCKS}


def describe(arrangement: Arrangement) -> list[dict[str, Any]]:
    """`Arrangement.describe`, the shared blocks' descriptions looked up (about 9 blocks in 10):
    by `map` (a comprehension is a function made and called each time), the few others after."""
    blocks = arrangement[1]  # (shape, blocks): a named tuple's field by name is a generic look-up
    out: list[Any] = list(map(_DESCRIBED.get, map(id, blocks)))
    if None in out:
        for i, b in enumerate(blocks):
            if out[i] is None:
                out[i] = b.describe()
    return out


def _ruleset_of(result: ScoreResult) -> dict[str, str]:
    key = (result.ruleset_id, result.ruleset_version)
    out = _RULESET_REFS.get(key)
    if out is None:
        out = _RULESET_REFS[key] = {"id": key[0], "version": key[1]}
    return out


_RULESET_REFS: dict[tuple[str, str], dict[str, str]] = {}  # one per loaded ruleset


def _dump_into(
    out: dict[str, Any],
    result: ScoreResult,
    hand: Hand,
    payouts: dict[str, Any] | None,
    payouts_unavailable: dict[str, Any] | None,
    summary_slot: bool,
    terms: list[str] | None = None,
    table_echo: dict[str, Any] | None = None,
    language: str = DEFAULT_LANGUAGE,
) -> dict[str, Any]:
    """`dump_result` written into `out` (which may hold fields already); `summary_slot`: a
    `summary` key right after `winning`, for the caller to fill in (its place in the answer).
    `terms`: a list to which each counted pattern's summary term in `language` is added
    (`pattern_terms`); `table_echo`: the table's echo, when the caller has it (`_table_echo`).
    The result and its best arrangement are read by unpacking (named tuples, see `_pattern_row`)."""
    ruleset_id, version, best, alternatives, minimum, limit, meets_minimum, paid_as, table, _ = result
    arrangement, patterns, suppressed, raw, total, capped, _, counted_for_minimum = best
    out["ruleset"] = _RULESET_REFS.get((ruleset_id, version)) or _ruleset_of(result)
    out["winning"] = True
    if summary_slot:
        out["summary"] = ""
    out["arrangement"] = describe(arrangement)
    get_row = _PATTERN_ROWS.get
    if terms is None:
        out["patterns"] = [(get_row(p) or _pattern_row(p))[0] for p in patterns]
    else:  # one pass for the rows and the terms (each comprehension is a function call)
        answers: list[dict[str, Any]] = []
        out["patterns"] = answers
        for p in patterns:
            row, said = get_row(p) or _pattern_row(p)
            answers.append(row)
            terms.append(said[language])
    out["suppressed"] = _suppressed(best) if suppressed else []
    out["fan"] = {
        "raw": raw,
        "total": total,
        "minimum": minimum,
        "limit": limit,
        "capped": capped,
        "meets_minimum": meets_minimum,
        "counted_for_minimum": counted_for_minimum,
    }
    out["paid_as"] = paid_as
    out["alternatives"] = (
        [
            {
                "arrangement": describe(a.arrangement),
                "fan": {"raw": a.raw, "total": a.total},
                "patterns": [p.id for p in a.patterns],
            }
            for a in alternatives
        ]
        if alternatives
        else []
    )
    out["table"] = dump_table(table) if table_echo is None else table_echo
    out["hand"] = dump_hand(hand)
    out["payouts"] = payouts
    if payouts_unavailable is not None:
        out["payouts_unavailable"] = payouts_unavailable
    return out


# The unpacking above reads ScoreResult and ArrangementScore in their field order
# (tests/test_engine_fast_paths.py pins the order every reader unpacks).


def dump_result(
    result: ScoreResult, hand: Hand, payouts: dict[str, Any] | None, payouts_unavailable: dict[str, Any] | None = None
) -> dict[str, Any]:
    """A score's answer (without its summary). Parts that repeat between answers (a pattern's
    name, the ruleset reference, a table's echo) are shared dicts: an answer is never changed."""
    return _dump_into({}, result, hand, payouts, payouts_unavailable, summary_slot=False)


def dump_win_value(v: WinValue | None) -> dict[str, Any] | None:
    if v is None:
        return None
    return {
        "fan": v.fan,
        "raw": v.raw,
        "meets_minimum": v.meets_minimum,
        "limit_hand": v.limit_hand,
        "patterns": dump_patterns(v.patterns),
    }


def dump_waits(result: WaitsResult, table: Table, hand: Hand, discarded: Sequence[int]) -> dict[str, Any]:
    """The answer of `POST /v1/waits`: the waits of `hand`, with the table and hand echoed."""
    return {
        "ruleset": {"id": result.ruleset_id, "version": result.ruleset_version},
        "ready": result.ready,
        "shanten": result.shanten,
        "shanten_by_shape": dict(result.shanten_by_shape),
        "waits": [
            {
                "tile": CODES[w.tile],
                "live": w.live,
                "discard": dump_win_value(w.discard),
                "self_draw": dump_win_value(w.self_draw),
            }
            for w in result.waits
        ],
        "live_total": result.live_total,
        "discarder": result.discarder,
        "table": dump_table(table),
        "hand": dump_hand(hand),
        "discarded": to_compact(discarded),
    }


def settle(
    result: ScoreResult, liability: tuple[str, str] | None
) -> tuple[dict[str, Any] | None, dict[str, Any] | None]:
    """Payouts of a scored win, or None and why (`payouts_unavailable`: below the minimum, or
    amounts beyond exact JSON numbers); liability refusals become 422."""
    try:
        settlement, unpaid = score_payout(result, liability)
    except (HandError, PayoutError) as e:
        raise from_engine_problems(e.problems) from e
    return (settlement.to_json() if settlement is not None else None, unpaid.to_json() if unpaid is not None else None)


def score_request(data: Mapping[str, Any], outcome: str | None = None) -> dict[str, Any]:
    """Score one loaded `ScoreRequestSchema` payload; every problem of the hand and table at once.
    `outcome`: the answer starts with `"outcome": outcome` (a batch item's discriminator)."""
    scored: list[str] = []
    out = _score(data, outcome, rulesets(), scored, request_language())
    g.setdefault("scored_rulesets", []).extend(scored)  # counted by the metrics hook
    return out


class Scorer:
    """`score_request` for the many requests of one HTTP request (a batch): the app's rulesets,
    the answer's language and the metrics' list of scored hands looked up once, not per item.
    `done()` hands the hands scored to the metrics hook (as `score_request` does for each)."""

    def __init__(self) -> None:
        self.known = rulesets()
        self.language = request_language()
        self.scored: list[str] = []

    def score(self, data: Mapping[str, Any], outcome: str | None = None) -> dict[str, Any]:
        return _score(data, outcome, self.known, self.scored, self.language)

    def done(self) -> None:
        if self.scored:
            g.setdefault("scored_rulesets", []).extend(self.scored)


def _score(
    data: Mapping[str, Any], outcome: str | None, known: Mapping[str, Ruleset], scored: list[str], language: str
) -> dict[str, Any]:
    """`score_request` with the request's rulesets, its list of scored rulesets (the metrics'
    count) and its language given."""
    ruleset_id = data["ruleset"]
    ruleset = known[ruleset_id] if ruleset_id in known else ruleset_or_404(ruleset_id)
    hand = build_hand(data["hand"])
    ctx = _loaded_context(data["context"])
    try:
        table = resolve_table(ruleset, data.get("table"))
    except TableError as e:  # the hand's and context's problems first, then the table's
        problems = validate(hand, ctx, expect_winning_tile=not ctx.exhaustive_draw, flags=ruleset.context_flags)
        raise from_engine_problems(problems + list(e.problems)) from e
    try:
        # Validated by `score_hand` (`rules.hand.checked`, with the ruleset's context_flags, as
        # `validate` above): the hand's tiles are counted once, for the check and the scorer.
        result = score_hand(hand, ctx, table)
    except HandError as e:
        raise from_engine_problems(e.problems) from e
    liability = data.get("liability")
    try:
        settlement, unpaid = score_payout(result, (liability["seat"], liability["reason"]) if liability else None)
    except (HandError, PayoutError) as e:
        raise from_engine_problems(e.problems) from e
    payouts = settlement.to_json() if settlement is not None else None
    scored.append(ruleset.id)
    table_echo, plain = _table_echo(table)
    if plain and settlement is not None and not settlement.whole:  # whole amounts: ints in its JSON
        plain = settlement.kept(_PLAIN_PAYOUTS, plain_json, payouts)
    # Every number of a score answer but its payouts' and its table echo's is an int (fans, counts),
    # and payouts_unavailable holds strings: with those two plain, the answer is.
    out: dict[str, Any] = PlainNumbers() if plain else {}
    if outcome is not None:
        out["outcome"] = outcome
    terms: list[str] = []
    unpaid_json = unpaid.to_json() if unpaid is not None else None
    _dump_into(out, result, hand, payouts, unpaid_json, True, terms, table_echo, language)
    _, _, best, _, minimum, _, meets_minimum, paid_as, _, _ = result  # as `_dump_into` reads them
    out["summary"] = summary_line(
        language,
        terms,
        best.raw,
        best.total,
        meets_minimum,
        minimum,
        payouts,
        paid_as,
        discarder=ctx.discarder,
        liable=liability["seat"] if liability else None,
        settlement=settlement,
    )
    return out


# The key under which a settlement keeps whether its JSON holds plain numbers only (`Settlement.kept`).
_PLAIN_PAYOUTS = ("plain_numbers",)
