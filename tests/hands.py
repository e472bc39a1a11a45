"""Build hands from compact notation, score them into a small comparable dict, and check a
pattern test's rows.

    hand("123m456p789s11z", win="2z", melds=["pung:777z", "kong*:5555p"], flowers="1f")
    score("123m456p789s11z", win="2z", win_by="discard", discarder="south",
          house_rules={"seven_pairs": 4}, min_fan=0)
    -> {"kept": {id: fan}, "suppressed": {id: by}, "total": .., "raw": .., "meets_minimum": ..,
        "shape": .., "arrangement": .., "paid_as": ..}

Meld notation: "<kind><mark>:<tiles>", kind chow|pung|kong, mark "" exposed, "*" concealed
(暗槓), "+" added (加槓). Tiles in any notation rules.tiles.parse_tiles reads. Context fields,
context fields (`CONTEXT_FIELDS`) and table fields are keywords of `score`.

A pattern test is a table of `Case` rows, `h(...)` hands and `check(case, defaults)` (the
defaults of the file: `CANTON_NEW` for the canton-new files); hands that are near misses because
they do not win at all are `(pattern id, h(...))` pairs in a `NOT_WINNING` list.
tests/test_ruleset_consistency.py reads those tables. Shared by the test files and the
benchmark; keep it free of pytest.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, NamedTuple

from rules.arrangements import Arrangement
from rules.hand import Hand, HandError, Meld, WinContext
from rules.ruleset import get_ruleset
from rules.scoring import ScoreResult, score_hand
from rules.table import Table, resolve_table
from rules.tiles import SEATS, parse_tiles, to_compact

# Every `code` a Problem (rules.hand.validate, rules.table.resolve_table, rules.scoring.score_hand)
# may carry: the documented error codes of API.md for hands, contexts and tables.
HAND_ERROR_CODES = frozenset(
    {
        "invalid_request",
        "wrong_tile_count",
        "too_many_copies",
        "invalid_meld",
        "bonus_tile_in_hand",
        "not_a_bonus_tile",
        "contradictory_context",
        "not_a_winning_hand",
    }
)
TABLE_ERROR_CODES = frozenset({"invalid_table", "invalid_house_rule", "unknown_house_rule"})
ERROR_CODES = HAND_ERROR_CODES | TABLE_ERROR_CODES | {"unknown_ruleset"}

CONTEXT_FIELDS = frozenset(f.name for f in dataclasses.fields(WinContext))
TABLE_FIELDS = frozenset({"min_fan", "limit_fan", "scale", "multipliers", "payment", "stake", "base"})


def tiles(text: str | Sequence[str] | None) -> tuple[int, ...]:
    if text is None or text == "":
        return ()
    return tuple(parse_tiles(text))


def meld(spec: str | Meld) -> Meld:
    """'pung:777z' (exposed), 'kong*:5555p' (concealed), 'kong+:5555p' (added), 'chow:123m'."""
    if isinstance(spec, Meld):
        return spec
    head, _, body = spec.partition(":")
    concealed = head.endswith("*")
    added = head.endswith("+")
    kind = head.rstrip("*+")
    return Meld(kind, tiles(body), concealed=concealed, added=added)


def hand(
    concealed: str | Sequence[str] = "",
    win: str | None = None,
    melds: Iterable[str | Meld] = (),
    flowers: str | Sequence[str] = "",
) -> Hand:
    """A Hand; `concealed` excludes the winning tile `win`."""
    w = tiles(win) if win else ()
    if len(w) > 1:
        raise ValueError(f"winning tile {win!r} is more than one tile")
    return Hand(
        concealed=tiles(concealed),
        melds=tuple(meld(m) for m in melds),
        winning_tile=w[0] if w else None,
        flowers=tiles(flowers),
    )


def context(**kw: Any) -> WinContext:
    """A WinContext; a discard win without a discarder gets the seat to the winner's left (上家).
    `extra={flag: value}` (an older row format) spreads into the context's fields."""
    kw = dict(kw)
    kw.update(kw.pop("extra", {}))
    if kw.get("win_by") == "discard" and "discarder" not in kw:
        seat = kw.get("seat_wind", "east")
        kw["discarder"] = SEATS[(SEATS.index(seat) + 3) % 4]
    return WinContext(**kw)


def table(ruleset: str = "hk-classic", house_rules: Mapping[str, Any] | None = None, **fields: Any) -> Table:
    t = dict(fields)
    if house_rules:
        t["house_rules"] = dict(house_rules)
    return resolve_table(get_ruleset(ruleset), t)


def _split(kw: Mapping[str, Any]) -> tuple[dict, dict]:
    ctx_kw, table_kw = {}, {}
    for k, v in kw.items():
        if k in CONTEXT_FIELDS:
            ctx_kw[k] = v
        elif k in TABLE_FIELDS:
            table_kw[k] = v
        else:
            raise TypeError(f"unknown keyword {k!r}")
    return ctx_kw, table_kw


def score_result(
    concealed: str | Sequence[str] = "",
    win: str | None = None,
    melds: Iterable[str | Meld] = (),
    flowers: str | Sequence[str] = "",
    *,
    ruleset: str = "hk-classic",
    house_rules: Mapping[str, Any] | None = None,
    **kw: Any,
) -> ScoreResult:
    """The engine's ScoreResult for a hand in compact notation (context and table as keywords)."""
    ctx_kw, table_kw = _split(kw)
    return score_hand(hand(concealed, win, melds, flowers), context(**ctx_kw), table(ruleset, house_rules, **table_kw))


def summary(result: ScoreResult) -> dict[str, Any]:
    """The compact comparable form of a ScoreResult."""
    best = result.best
    suppressed: dict[str, str] = {}
    for s in best.suppressed:
        suppressed.setdefault(s.id, s.by)
    return {
        "kept": {p.id: p.fan for p in best.patterns},
        "suppressed": suppressed,
        "total": best.total,
        "raw": best.raw,
        "meets_minimum": result.meets_minimum,
        "shape": best.arrangement.shape,
        "arrangement": arrangement_text(best.arrangement),
        "paid_as": result.paid_as,
    }


def arrangement_text(arr: Arrangement) -> str:
    """'pung:111m! chow:123p* pair:11z': '!' exposed (claimed or completed by a discard), '*' winning."""
    return " ".join(
        f"{b.kind}:{to_compact(b.tiles)}{'' if b.concealed else '!'}{'*' if b.winning else ''}" for b in arr.blocks
    )


def score(
    concealed: str | Sequence[str] = "",
    win: str | None = None,
    melds: Iterable[str | Meld] = (),
    flowers: str | Sequence[str] = "",
    *,
    ruleset: str = "hk-classic",
    house_rules: Mapping[str, Any] | None = None,
    **kw: Any,
) -> dict[str, Any]:
    """score_result(...) in the compact form of `summary`."""
    return summary(score_result(concealed, win, melds, flowers, ruleset=ruleset, house_rules=house_rules, **kw))


# --- pattern tests: rows of hands with their whole expected result -------------------------------


class Case(NamedTuple):
    name: str
    covers: tuple[str, ...]  # pattern ids this row shows counting; "!id": a near miss, not counted
    hand: dict[str, Any]
    kept: dict[str, int]
    suppressed: dict[str, str]
    total: int
    extra: dict[str, Any] = {}  # raw, meets_minimum, shape, arrangement, paid_as


def h(concealed: str, win: str | None, *melds: str, **kw: Any) -> dict[str, Any]:
    """The keywords of `score`: h("123m456p789s2z", "2z", "pung:777z", flowers="1f", win_by="discard")."""
    return {"concealed": concealed, "win": win, "melds": list(melds), **kw}


# canton-new pattern tests: a non-dealer (south) in the east round wins on the discard of east (上家),
# holding 梅 (1f, not his: neither 無花 nor 正花), at a table with no minimum.
CANTON_NEW: dict[str, Any] = {
    "ruleset": "canton-new",
    "min_fan": 0,
    "seat_wind": "south",
    "win_by": "discard",
    "flowers": "1f",
}


def with_defaults(hand: Mapping[str, Any], defaults: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """The keywords `score` gets for a row's hand: the file's defaults, then the row's own."""
    return {**(defaults or {}), **hand}


def check(case: Case, defaults: Mapping[str, Any] | None = None) -> None:
    """Score the row's hand and compare the whole result with the row."""
    got = score(**with_defaults(case.hand, defaults))
    for pid in case.covers:
        assert (pid.lstrip("!") in got["kept"]) != pid.startswith("!"), pid
    assert got["kept"] == case.kept, got["arrangement"]
    assert got["suppressed"] == case.suppressed, got["arrangement"]
    assert got["total"] == case.total
    for key, value in case.extra.items():
        assert got[key] == value, key
    if "raw" not in case.extra:
        assert got["raw"] == sum(case.kept.values())


def check_not_winning(hand: Mapping[str, Any], defaults: Mapping[str, Any] | None = None) -> None:
    """A near miss that is no winning hand at all: refused with not_a_winning_hand alone."""
    try:
        score(**with_defaults(hand, defaults))
    except HandError as e:
        assert [p.code for p in e.problems] == ["not_a_winning_hand"], e.problems
    else:
        raise AssertionError("the hand wins")


def check_canton_pattern(pid: str, zh: str, fan: int) -> None:
    """A canton-new pattern as seed 000 gives it: its zh name and fan, not a 例牌 (新章 marks none),
    and a note citing seed 000."""
    p = get_ruleset("canton-new").patterns[pid]
    assert (p.zh, p.fan, p.limit_hand) == (zh, fan, False), pid
    assert p.note.startswith("seed 000"), pid
