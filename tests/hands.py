"""Build hands from compact notation and score them into a small comparable dict.

    hand("123m456p789s11z", win="2z", melds=["pung:777z", "kong*:5555p"], flowers="1f")
    score("123m456p789s11z", win="2z", win_by="discard", discarder="south",
          house_rules={"seven_pairs": 4}, min_fan=0)
    -> {"kept": {id: fan}, "suppressed": {id: by}, "total": .., "raw": .., "meets_minimum": ..,
        "shape": .., "arrangement": ..}

Meld notation: "<kind><mark>:<tiles>", kind chow|pung|kong, mark "" exposed, "*" concealed
(暗槓), "+" added (加槓). Tiles in any notation rules.tiles.parse_tiles reads. Shared by the test
files and the benchmark; keep it free of pytest.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from rules.arrangements import Arrangement
from rules.hand import Hand, Meld, WinContext
from rules.ruleset import get_ruleset
from rules.scoring import ScoreResult, score_hand
from rules.table import Table, resolve_table
from rules.tiles import parse_tiles, to_compact

# Every `code` a Problem (rules.hand.validate, rules.table.resolve_table, rules.scoring.score_hand)
# may carry: the documented error codes of API.md for hands, contexts and tables.
HAND_ERROR_CODES = frozenset({
    "invalid_request", "wrong_tile_count", "too_many_copies", "invalid_meld", "bonus_tile_in_hand",
    "not_a_bonus_tile", "contradictory_context", "not_a_winning_hand",
})
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


def hand(concealed: str | Sequence[str] = "", win: str | None = None,
         melds: Iterable[str | Meld] = (), flowers: str | Sequence[str] = "") -> Hand:
    """A Hand; `concealed` excludes the winning tile `win`."""
    w = tiles(win) if win else ()
    if len(w) > 1:
        raise ValueError(f"winning tile {win!r} is more than one tile")
    return Hand(concealed=tiles(concealed), melds=tuple(meld(m) for m in melds),
                winning_tile=w[0] if w else None, flowers=tiles(flowers))


def context(**kw: Any) -> WinContext:
    """A WinContext; a discard win without a discarder gets the seat to the winner's left (上家).
    `extra={flag: value}` (an older row format) spreads into the context's fields."""
    kw = dict(kw)
    kw.update(kw.pop("extra", {}))
    if kw.get("win_by") == "discard" and "discarder" not in kw:
        order = ("east", "south", "west", "north")
        seat = kw.get("seat_wind", "east")
        kw["discarder"] = order[(order.index(seat) + 3) % 4]
    return WinContext(**kw)


def table(ruleset: str = "hk-classic", house_rules: Mapping[str, Any] | None = None, **fields: Any) -> Table:
    t = dict(fields)
    if house_rules:
        t["house_rules"] = dict(house_rules)
    return resolve_table(get_ruleset(ruleset), t)


def _split(kw: Mapping[str, Any]) -> tuple[dict, dict]:
    ctx_kw, table_kw = {}, {}
    for k, v in kw.items():
        if k in CONTEXT_FIELDS or k == "extra":
            ctx_kw[k] = v
        elif k in TABLE_FIELDS:
            table_kw[k] = v
        else:
            raise TypeError(f"unknown keyword {k!r}")
    return ctx_kw, table_kw


def score_result(concealed: str | Sequence[str] = "", win: str | None = None, melds: Iterable[str | Meld] = (),
                 flowers: str | Sequence[str] = "", *, ruleset: str = "hk-classic",
                 house_rules: Mapping[str, Any] | None = None, **kw: Any) -> ScoreResult:
    """The engine's ScoreResult for a hand in compact notation (context and table as keywords)."""
    ctx_kw, table_kw = _split(kw)
    return score_hand(hand(concealed, win, melds, flowers), context(**ctx_kw),
                      table(ruleset, house_rules, **table_kw))


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
    }


def arrangement_text(arr: Arrangement) -> str:
    """'pung:111m! chow:123p* pair:11z': '!' exposed (claimed or completed by a discard), '*' winning."""
    return " ".join(f"{b.kind}:{to_compact(b.tiles)}{'' if b.concealed else '!'}{'*' if b.winning else ''}"
                    for b in arr.blocks)


def score(concealed: str | Sequence[str] = "", win: str | None = None, melds: Iterable[str | Meld] = (),
          flowers: str | Sequence[str] = "", *, ruleset: str = "hk-classic",
          house_rules: Mapping[str, Any] | None = None, **kw: Any) -> dict[str, Any]:
    """score_result(...) in the compact form of `summary`."""
    return summary(score_result(concealed, win, melds, flowers, ruleset=ruleset, house_rules=house_rules, **kw))
