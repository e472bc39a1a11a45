"""Settlement: who pays whom for a scored hand (`/v1/score`) or a settle request (`/v1/settle`).

Pure library (no Flask). The money and every check of it are `rules.payouts`'; this module
builds what it settles, from a `ScoreResult` (`settle_score`, `score_payout`) or from a loaded
settle request (`SettleRequest.from_request`, `settle_request`), and decides whether a liability
(包) fits the hand that was scored and the way it was won (docs/RULES.md §5: the service refuses a
reason that does not fit).

Which situations make a player liable is data: `LIABILITY_RULES` maps every reason of the API to
what the scored hand must show and what the liability covers (包自摸, or 包出銃 for 九張落地). The
pattern ids are the ids both rulesets use (hk-classic and canton-new name 清一色, 字一色, 清么九,
大三元, 大四喜, 十八羅漢 the same way); a ruleset that names them differently would move this map
into its YAML `payout:` block.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from rules import payouts
from rules.hand import HandError
from rules.payouts import (
    SEATS,
    FalseWin,
    Liability,
    MultiSettlement,
    PayoutError,
    Settlement,
    Terms,
    Win,
    amount_problems,
    settle_false_win,
    settle_multiple,
    settle_win,
    settle_win_at,
)
from rules.problems import Problem
from rules.scoring import ArrangementScore, ScoreResult
from rules.table import Table

__all__ = [
    "LIABILITY_REASONS",
    "LIABILITY_RULES",
    "LiabilityRule",
    "SettleOutcome",
    "SettleRequest",
    "Unpaid",
    "dealer_pays_extra_fan",
    "liability_of",
    "liability_problems",
    "matched_pattern_ids",
    "score_payout",
    "settle_request",
    "settle_score",
]


@dataclass(frozen=True)
class LiabilityRule:
    """What a scored hand must show for a liability reason to fit, and what it covers.

    - `patterns`: at least one of these pattern ids matched (kept, or suppressed by anything:
      a 清一色 suppressed by 九子連環 or by the limit is still a 清一色). Empty: no pattern needed.
    - `exposed_melds`: at least this many declared melds that are not concealed (落地).
    - `kong_replacement`: the hand was won on a kong replacement draw (context.kong_replacement >= 1),
      which is a self-draw.
    - `exposed_kongs`: at least this many exposed kongs claimed from a discard (明槓: not concealed,
      not added to a pung).
    - `requirement`: the sentence used when the rule does not fit ("... needs <requirement>").
    - `covers`: ``self_draw`` (包自摸, the default) or ``discard`` (包出銃): see rules.payouts.
    """

    zh: str
    requirement: str
    patterns: tuple[str, ...] = ()
    exposed_melds: int = 0
    kong_replacement: bool = False
    exposed_kongs: int = 0
    covers: str = "self_draw"


_LIMIT_LANDED = ("full_flush", "all_honours", "all_terminals")

LIABILITY_RULES: Mapping[str, LiabilityRule] = MappingProxyType(
    {
        # seed 003 包牌規則 (全銃制): 清一色落地 / 清么九落地 / 字一色落地: 十二章落地 (the seat that fed the
        # fourth meld) 包自摸, "如果唔係食出清一色就唔使包" (likewise 清么九, 字一色). seed 002: 十二章包.
        "twelve_tiles": LiabilityRule(
            "十二張落地",
            "four exposed melds and a 清一色 (full_flush), 字一色 (all_honours) or 清么九 (all_terminals) hand",
            patterns=_LIMIT_LANDED,
            exposed_melds=4,
        ),
        # seed 001 (陪銃制): 九張落地 + a designated hand (指定牌型) 包輸; seed 003: 九章落地包出銃.
        # The same designated hands as 十二張落地. 包出銃 (docs/RULES.md §5): under 半銃 the discarder who
        # deals in pays everything, under 全銃 nothing changes, never on a self-draw.
        "nine_tiles": LiabilityRule(
            "九張落地",
            "three exposed melds and a 清一色 (full_flush), 字一色 (all_honours) or 清么九 (all_terminals) hand",
            patterns=_LIMIT_LANDED,
            exposed_melds=3,
            covers="discard",
        ),
        # seed 001 包大三元 (即食即包 / 包到尾), seed 002 大三元包, seed 003 大三元落地包自摸.
        "big_three_dragons": LiabilityRule(
            "大三元", "a 大三元 (big_three_dragons) hand", patterns=("big_three_dragons",)
        ),
        # seed 001 大四喜, seed 003 大四喜落地包自摸.
        "big_four_winds": LiabilityRule("大四喜", "a 大四喜 (big_four_winds) hand", patterns=("big_four_winds",)),
        # seed 003 十八羅漢落地: 四槓落地包自摸.
        "four_kongs": LiabilityRule("十八羅漢", "a 十八羅漢 (four_kongs) hand", patterns=("four_kongs",)),
        # seed 003 槓上開花: "明槓出槓者包" (also 槓上槓: 第一槓係明槓 ... 當包自摸計). seed 003 names
        # 明槓 / 暗槓 / 加槓 apart and makes only the 明槓's feeder liable: an added kong's fourth tile was
        # drawn, not discarded, so it does not count.
        "exposed_kong_replacement": LiabilityRule(
            "槓上開花 (明槓)",
            "a win on a kong replacement draw (kong_replacement >= 1) with an exposed kong "
            "claimed from a discard (a meld of type kong, not concealed, not added)",
            kong_replacement=True,
            exposed_kongs=1,
        ),
        # A table's own rule: the request takes responsibility for it (docs/RULES.md §5: a table choice).
        "other": LiabilityRule("其他", "nothing"),
    }
)

LIABILITY_REASONS: tuple[str, ...] = tuple(LIABILITY_RULES)


def matched_pattern_ids(score: ArrangementScore) -> frozenset[str]:
    """Every pattern that matched the arrangement: counted, or suppressed (by a pattern, the
    limit or a house rule)."""
    return frozenset(p.id for p in score.patterns) | frozenset(s.id for s in score.suppressed)


def _exposed_melds(score: ArrangementScore) -> int:
    return sum(1 for b in score.arrangement.blocks if b.declared and not b.concealed)


def _exposed_kongs(score: ArrangementScore) -> int:
    return sum(
        1 for b in score.arrangement.blocks if b.declared and b.kind == "kong" and not b.concealed and not b.added
    )


def liability_of(seat: str, reason: str | None) -> Liability:
    """The liability a request names, with what its reason covers (包自摸 when no reason is given)."""
    rule = LIABILITY_RULES.get(reason) if reason is not None else None
    return Liability(seat, reason, rule.covers if rule is not None else "self_draw")


def _way_problems(reason: str | None, win_by: str, at: str) -> list[Problem]:
    """A reason that no win of this way can have (槓上開花 is a self-draw), for requests without a
    hand; with a hand, `liability_problems` finds it in the hand."""
    rule = LIABILITY_RULES.get(reason) if reason is not None else None
    if rule is None or not rule.kong_replacement or win_by == "self_draw":
        return []
    return [
        Problem(
            "liability_not_applicable",
            f"{at}/reason",
            f"liability '{reason}' ({rule.zh}) needs a win on a kong replacement draw, which is a "
            "self-draw; this win is on a discard",
        )
    ]


def liability_problems(result: ScoreResult, seat: str, reason: str) -> list[Problem]:
    """Every reason why liability `(seat, reason)` does not fit `result` (empty: it fits): the way
    the hand was won (rules.payouts.liability_problems) and what the hand shows."""
    problems: list[Problem] = []
    winner = result.context.seat_wind
    if seat not in SEATS:
        problems.append(
            Problem(
                "invalid_request", "/liability/seat", f"the liable seat must be one of {', '.join(SEATS)}; got {seat!r}"
            )
        )
    rule = LIABILITY_RULES.get(reason)
    if rule is None:
        problems.append(
            Problem(
                "invalid_request",
                "/liability/reason",
                f"the liability reason must be one of {', '.join(LIABILITY_REASONS)}; got {reason!r}",
            )
        )
    if problems:
        return problems
    assert rule is not None
    discarder = result.context.discarder if result.paid_as == "discard" else None
    problems += payouts.liability_problems(winner, result.paid_as, discarder, liability_of(seat, reason), "/liability")
    best = result.best
    missing: list[str] = []
    if rule.patterns and not (matched_pattern_ids(best) & set(rule.patterns)):
        missing.append("the hand has none of the patterns " + ", ".join(rule.patterns))
    if rule.exposed_melds and _exposed_melds(best) < rule.exposed_melds:
        missing.append(f"the hand has {_exposed_melds(best)} exposed melds, fewer than {rule.exposed_melds}")
    if rule.kong_replacement and result.context.kong_replacement < 1:
        missing.append("the hand was not won on a kong replacement draw")
    if rule.exposed_kongs and _exposed_kongs(best) < rule.exposed_kongs:
        missing.append("the hand has no exposed kong claimed from a discard")
    if missing:
        problems.append(
            Problem(
                "liability_not_applicable",
                "/liability/reason",
                f"liability '{reason}' ({rule.zh}) needs {rule.requirement}; {'; '.join(missing)}",
            )
        )
    return problems


def dealer_pays_extra_fan(result: ScoreResult) -> bool:
    """新章 dealer rule (seed 000 莊家), read from the ruleset's `payout` data."""
    return result.table.terms.dealer_pays_extra_fan


# --- /v1/score: a scored hand ----------------------------------------------------------------------


@dataclass(frozen=True)
class Unpaid:
    """Why a winning hand's `payouts` are null, and which request fields would make them payable
    (JSON pointers): ``below_minimum``, ``amount_too_large`` or ``fan_beyond_multipliers``."""

    code: str
    detail: str
    fixes: tuple[str, ...]

    def to_json(self) -> dict[str, Any]:
        return {"code": self.code, "detail": self.detail, "fixes": list(self.fixes)}


# What each reason for null payouts points the client at.
_FIXES: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {
        "below_minimum": ("/table/min_fan",),
        "amount_too_large": ("/table/limit_fan", "/table/multipliers", "/table/base"),
        "fan_beyond_multipliers": ("/table/multipliers", "/table/limit_fan"),
    }
)


def _check_liability(result: ScoreResult, liability: tuple[str, str] | None) -> Liability | None:
    if liability is None:
        return None
    problems = liability_problems(result, *liability)
    if problems:
        raise HandError(problems)
    return liability_of(*liability)


def settle_scored(result: ScoreResult, liable: Liability | None = None) -> Settlement:
    """The exact settlement of a scored win that meets the minimum, however large its amounts (the
    coach ranks by them); `PayoutError` for a fan past the table's multipliers list."""
    ctx = result.context
    return settle_win(
        ctx.seat_wind,
        result.best.total,
        result.paid_as,
        ctx.discarder if result.paid_as == "discard" else None,
        liable_seat=liable,
        terms=result.table.terms,
    )


def _score_settlement(result: ScoreResult, liable: Liability | None) -> Settlement:
    settlement = settle_scored(result, liable)
    problems = amount_problems(settlement)
    if problems:
        raise PayoutError(problems)
    return settlement


def win_payout(
    winner: str, fan: int, paid_as: str, discarder: str | None, terms: Terms, liable: Liability | str | None = None
) -> tuple[Settlement | None, Unpaid | None]:
    """The payments of a win that meets the minimum, or None and why (`Unpaid`) when its amounts
    cannot be written exactly or its fan is past the table's multipliers (docs/RULES.md §7)."""
    seat = Liability(liable) if isinstance(liable, str) else liable  # a seat, as settle_win takes it
    try:
        settlement = settle_win_at(winner, fan, paid_as, discarder if paid_as == "discard" else None, seat, terms)
        if settlement.largest_inexact is not None:
            raise PayoutError(amount_problems(settlement))
        return settlement, None
    except PayoutError as e:
        first = e.problems[0]
        if first.code not in _FIXES:
            raise
        return None, Unpaid(first.code, first.detail, _FIXES[first.code])


def score_payout(
    result: ScoreResult, liability: tuple[str, str] | None = None
) -> tuple[Settlement | None, Unpaid | None]:
    """The payments of a scored win, or None and why (`Unpaid`): below the table's minimum, or
    amounts that cannot be written exactly (the hand is still a win, docs/RULES.md §7).

    `liability` is ``(seat, reason)`` (包); it is checked against the scored hand and the way it was
    won first, even for a hand below the minimum (a request naming a liability that does not fit is
    wrong either way), and refused with `HandError` (``liability_not_applicable``, ``invalid_request``).
    """
    liable = _check_liability(result, liability) if liability is not None else None
    # Read by unpacking: 3.11 reads a named tuple's field by name through the generic attribute look-up.
    _, _, best, _, minimum, _, meets_minimum, paid_as, table, ctx = result
    if not meets_minimum:
        return None, Unpaid(
            "below_minimum",
            f"the hand counts {best.counted_for_minimum} fan toward the table's minimum of "
            f"{minimum}: it is paid nothing at this table",
            _FIXES["below_minimum"],
        )
    _, _, _, _, total, _, _, _ = best
    return win_payout(ctx.seat_wind, total, paid_as, ctx.discarder, table.terms, liable)


# `score_payout` reads ScoreResult and ArrangementScore by unpacking, in their field order
# (tests/test_engine_fast_paths.py pins the order every reader unpacks).


def settle_score(result: ScoreResult, liability: tuple[str, str] | None = None) -> Settlement | None:
    """Who pays whom for a scored win; None when the hand is below the table's minimum.

    As `score_payout`, but amounts that cannot be written exactly raise `PayoutError`. The fan
    paid is ``result.best.total`` (already capped at the limit); a win the scorer pays as a
    self-draw (e.g. a flower-only hand) is settled as one (``result.paid_as``).
    """
    liable = _check_liability(result, liability)
    return _score_settlement(result, liable) if result.meets_minimum else None


# --- /v1/settle: fan counts without tiles ----------------------------------------------------------


@dataclass(frozen=True)
class SettleRequest:
    """What a settle request asks: one win (`kind` ``win``: `wins` holds it, with `win_by` and
    `discarder`), several wins on one `discarder` (``wins``, with `mode`) or a false win."""

    kind: str
    wins: tuple[Win, ...] = ()
    win_by: str = "discard"
    discarder: str | None = None
    mode: str = "all"
    false_win: FalseWin | None = None

    @classmethod
    def from_request(cls, data: Mapping[str, Any]) -> SettleRequest:
        """Build it from what `schemas.settle.SettleRequestSchema` loaded."""

        def win(w: Mapping[str, Any]) -> Win:
            liability = w.get("liability")
            liable = liability_of(liability["seat"], liability.get("reason")) if liability else None
            return Win(w["winner"], w["fan"], liable)

        if "win" in data:
            w = data["win"]
            return cls("win", (win(w),), w["win_by"], w.get("discarder"))
        if "wins" in data:
            return cls(
                "wins", tuple(win(w) for w in data["wins"]), "discard", data["discarder"], data.get("mode") or "all"
            )
        fw = data["false_win"]
        return cls(
            "false_win",
            false_win=FalseWin(
                fw["offender"],
                fw.get("variant") or "limit_self_draw",
                fw.get("win_by"),
                fw.get("discarder"),
                fw.get("claimed_fan"),
                fw.get("penalty_fan"),
            ),
        )

    def problems(self, terms: Terms, min_fan: int = 0) -> list[Problem]:
        """Every problem of the request under `terms` and the table's `min_fan`, with pointers into
        the request body."""
        if self.kind == "false_win":
            assert self.false_win is not None
            return payouts.false_win_problems(self.false_win, terms, "/false_win")
        if self.kind == "win":
            [w] = self.wins
            liability = w.liability
            problems = payouts.win_problems(
                w.winner, w.fan, self.win_by, self.discarder, liability, terms, "/win", min_fan
            )
            return problems + _way_problems(liability.reason if liability else None, self.win_by, "/win/liability")
        problems = payouts.wins_problems(self.wins, self.discarder, self.mode, terms, min_fan=min_fan)
        for i, w in enumerate(self.wins):
            liability = w.liability
            problems += _way_problems(liability.reason if liability else None, "discard", f"/wins/{i}/liability")
        return problems


@dataclass(frozen=True)
class SettleOutcome:
    """A settled request: the summed `settlement`, and for ``wins`` the per-winner detail
    (`multi`), for ``false_win`` the fan each portion was computed at (`penalty_fan`)."""

    request: SettleRequest
    settlement: Settlement
    dealer_pays_extra_fan: bool
    multi: MultiSettlement | None = None
    penalty_fan: int | None = None


def settle_request(request: SettleRequest, table: Table) -> SettleOutcome:
    """Settle a request at `table`; every problem at once as `PayoutError` (pointers into the
    request), including amounts that cannot be written exactly (``amount_too_large``)."""
    terms = table.terms
    problems = request.problems(terms, table.min_fan)
    if problems:
        raise PayoutError(problems)
    multi: MultiSettlement | None = None
    penalty_fan: int | None = None
    if request.kind == "win":
        [w] = request.wins
        settlement = settle_win(
            w.winner, w.fan, request.win_by, request.discarder, liable_seat=w.liability, terms=terms
        )
    elif request.kind == "wins":
        assert request.discarder is not None
        multi = settle_multiple(request.wins, request.discarder, request.mode, terms=terms)
        settlement = multi.settlement
    else:
        assert request.false_win is not None
        settlement = settle_false_win(request.false_win, terms=terms)
        penalty_fan = request.false_win.fan(terms)
    too_large = amount_problems(settlement)
    if multi is not None:
        too_large += [p for _, s in multi.per_winner for p in amount_problems(s)]
    if too_large:
        raise PayoutError(too_large[:1])
    return SettleOutcome(request, settlement, terms.dealer_pays_extra_fan, multi, penalty_fan)
