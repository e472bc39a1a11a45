"""Settlement of a scored hand: who pays whom, with 包 (liability) checked against the hand.

Pure library (no Flask). The money is computed by `rules.payouts.settle_win`; this module only
maps a `ScoreResult` and its table onto it, and decides whether a liability (包) claimed by the
request fits the hand that was scored (docs/RULES.md §5: "the service refuses a reason that does not
fit the scored hand").

Which situations make a player liable is data: `LIABILITY_RULES` maps every reason of the API to
what the scored hand must show. The pattern ids are the ids both rulesets use (hk-classic and
canton-new name 清一色, 字一色, 清么九, 大三元, 大四喜, 十八羅漢 the same way); a ruleset that
names them differently would move this map into its YAML `payout:` block.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from rules.hand import HandError, Problem
from rules.payouts import SEATS, Settlement, settle_win
from rules.scoring import ArrangementScore, ScoreResult

__all__ = [
    "LIABILITY_REASONS",
    "LIABILITY_RULES",
    "LiabilityRule",
    "dealer_pays_extra_fan",
    "liability_problems",
    "matched_pattern_ids",
    "settle_score",
]


@dataclass(frozen=True)
class LiabilityRule:
    """What a scored hand must show for a liability reason to fit.

    - `patterns`: at least one of these pattern ids matched (kept, or suppressed by anything:
      a 清一色 suppressed by 九子連環 or by the limit is still a 清一色). Empty: no pattern needed.
    - `exposed_melds`: at least this many declared melds that are not concealed (落地).
    - `kong_replacement`: the hand was won on a kong replacement draw (context.kong_replacement >= 1).
    - `exposed_kongs`: at least this many exposed kongs claimed from a discard (明槓: not concealed,
      not added to a pung).
    - `requirement`: the sentence used when the rule does not fit ("... needs <requirement>").
    """

    zh: str
    requirement: str
    patterns: tuple[str, ...] = ()
    exposed_melds: int = 0
    kong_replacement: bool = False
    exposed_kongs: int = 0


_LIMIT_LANDED = ("full_flush", "all_honours", "all_terminals")

LIABILITY_RULES: Mapping[str, LiabilityRule] = MappingProxyType({
    # seed 003 包牌規則 (全銃制): 清一色落地 / 清么九落地 / 字一色落地: 十二章落地 (the seat that fed the
    # fourth meld) 包自摸, "如果唔係食出清一色就唔使包" (likewise 清么九, 字一色). seed 002: 十二章包.
    "twelve_tiles": LiabilityRule(
        "十二張落地", "four exposed melds and a 清一色 (full_flush), 字一色 (all_honours) or 清么九 "
        "(all_terminals) hand", patterns=_LIMIT_LANDED, exposed_melds=4),
    # seed 001 (陪銃制): 九張落地 + a designated hand (指定牌型) 包輸; seed 003: 九章落地包出銃.
    # The same designated hands as 十二張落地.
    "nine_tiles": LiabilityRule(
        "九張落地", "three exposed melds and a 清一色 (full_flush), 字一色 (all_honours) or 清么九 "
        "(all_terminals) hand", patterns=_LIMIT_LANDED, exposed_melds=3),
    # seed 001 包大三元 (即食即包 / 包到尾), seed 002 大三元包, seed 003 大三元落地包自摸.
    "big_three_dragons": LiabilityRule(
        "大三元", "a 大三元 (big_three_dragons) hand", patterns=("big_three_dragons",)),
    # seed 001 大四喜, seed 003 大四喜落地包自摸.
    "big_four_winds": LiabilityRule(
        "大四喜", "a 大四喜 (big_four_winds) hand", patterns=("big_four_winds",)),
    # seed 003 十八羅漢落地: 四槓落地包自摸.
    "four_kongs": LiabilityRule(
        "十八羅漢", "a 十八羅漢 (four_kongs) hand", patterns=("four_kongs",)),
    # seed 003 槓上開花: "明槓出槓者包" (also 槓上槓: 第一槓係明槓 ... 當包自摸計). seed 003 names
    # 明槓 / 暗槓 / 加槓 apart and makes only the 明槓's feeder liable: an added kong's fourth tile was
    # drawn, not discarded, so it does not count.
    "exposed_kong_replacement": LiabilityRule(
        "槓上開花 (明槓)", "a win on a kong replacement draw (kong_replacement >= 1) with an exposed kong "
        "claimed from a discard (a meld of type kong, not concealed, not added)",
        kong_replacement=True, exposed_kongs=1),
    # A table's own rule: the request takes responsibility for it (docs/RULES.md §5: a table choice).
    "other": LiabilityRule("其他", "nothing"),
})

LIABILITY_REASONS: tuple[str, ...] = tuple(LIABILITY_RULES)


def matched_pattern_ids(score: ArrangementScore) -> frozenset[str]:
    """Every pattern that matched the arrangement: counted, or suppressed (by a pattern, the
    limit or a house rule)."""
    return frozenset(p.id for p in score.patterns) | frozenset(s.id for s in score.suppressed)


def _exposed_melds(score: ArrangementScore) -> int:
    return sum(1 for b in score.arrangement.blocks if b.declared and not b.concealed)


def _exposed_kongs(score: ArrangementScore) -> int:
    return sum(1 for b in score.arrangement.blocks
               if b.declared and b.kind == "kong" and not b.concealed and not b.added)


def liability_problems(result: ScoreResult, seat: str, reason: str) -> list[Problem]:
    """Every reason why liability `(seat, reason)` does not fit `result` (empty: it fits)."""
    problems: list[Problem] = []
    winner = result.context.seat_wind
    if seat not in SEATS:
        problems.append(Problem("invalid_request", "/liability/seat",
                                f"the liable seat must be one of {', '.join(SEATS)}; got {seat!r}"))
    elif seat == winner:
        problems.append(Problem("liability_not_applicable", "/liability/seat",
                                f"the winner ({winner}) cannot be liable for its own win"))
    rule = LIABILITY_RULES.get(reason)
    if rule is None:
        problems.append(Problem("invalid_request", "/liability/reason",
                                f"the liability reason must be one of {', '.join(LIABILITY_REASONS)}; "
                                f"got {reason!r}"))
        return problems
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
        problems.append(Problem(
            "liability_not_applicable", "/liability/reason",
            f"liability '{reason}' ({rule.zh}) needs {rule.requirement}; {'; '.join(missing)}"))
    return problems


def dealer_pays_extra_fan(result: ScoreResult) -> bool:
    """新章 dealer rule (seed 000 莊家), read from the ruleset's `payout` data."""
    return bool(result.table.rules.ruleset.payout.get("dealer_pays_extra_fan", False))


def settle_score(result: ScoreResult, liability: tuple[str, str] | None = None) -> Settlement | None:
    """Who pays whom for a scored win; None when the hand is below the table's minimum.

    `liability` is ``(seat, reason)`` (包); it is checked against the scored hand first, even for a
    hand below the minimum (a request naming a liability that does not fit is wrong either way),
    and refused with `HandError` (codes ``liability_not_applicable`` / ``invalid_request``).
    The fan paid is ``result.best.total`` (already capped at the limit); a win the scorer pays as
    a self-draw (e.g. a flower-only hand) is settled as one (``result.paid_as``).
    """
    liable_seat: str | None = None
    if liability is not None:
        seat, reason = liability
        problems = liability_problems(result, seat, reason)
        if problems:
            raise HandError(problems)
        liable_seat = seat
    if not result.meets_minimum:
        return None
    table = result.table
    scale = table.multipliers if table.scale == "custom" and table.multipliers is not None else table.scale
    ctx = result.context
    return settle_win(
        ctx.seat_wind, result.best.total, result.paid_as,
        ctx.discarder if result.paid_as == "discard" else None,
        base=table.base, scale=scale, payment=table.payment, liable_seat=liable_seat,
        dealer_pays_extra_fan=dealer_pays_extra_fan(result), limit_fan=table.limit_fan,
    )
