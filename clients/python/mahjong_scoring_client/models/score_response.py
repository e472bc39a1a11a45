from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.score_response_paid_as import ScoreResponsePaidAs
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.alternative import Alternative
    from ..models.block import Block
    from ..models.counted_pattern import CountedPattern
    from ..models.fan import Fan
    from ..models.hand_echo import HandEcho
    from ..models.payouts import Payouts
    from ..models.payouts_unavailable import PayoutsUnavailable
    from ..models.ruleset_ref import RulesetRef
    from ..models.suppressed_pattern import SuppressedPattern
    from ..models.table_echo import TableEcho


T = TypeVar("T", bound="ScoreResponse")


@_attrs_define
class ScoreResponse:
    """
    Attributes:
        ruleset (RulesetRef):
        winning (Literal[True]):
        summary (str): The score in one line a player can read, in the language of `Accept-Language` (`Content-Language`
            says which): each counted pattern with its fan, the total, the fan counted after the limit or the minimum
            missed, and who pays what; e.g. `對對胡 3 + 番牌 1 + 無花 1 = 5 番，出銃者付 48`, `对对胡 3 + 番牌 1 + 无花 1 = 5 番，出铳者付 48`, `All
            Pungs 3 + Dragon Pung 1 + No Bonus Tiles 1 = 5 fan; the discarder pays 48`. Meant for people: read the
            structured fields in code.
        arrangement (list[Block]):
        patterns (list[CountedPattern]):
        suppressed (list[SuppressedPattern]):
        fan (Fan):
        paid_as (ScoreResponsePaidAs): How the win is settled (a flower win is paid as a self-draw).
        alternatives (list[Alternative]): The next best arrangements, best first.
        table (TableEcho): The table as resolved (request over ruleset defaults).
        hand (HandEcho): The hand in canonical compact form.
        payouts (None | Payouts): Who pays whom; null when the hand is paid nothing (`payouts_unavailable` says why).
        outcome (Literal['score'] | Unset): In batch results only (`POST /v1/score/batch`), where it tells a score from
            a problem.
        payouts_unavailable (PayoutsUnavailable | Unset): Present exactly when `payouts` is null: why the winning hand
            is paid nothing here, and the request fields (JSON pointers) whose change would pay it. The hand's patterns,
            trace and fan are answered all the same (docs/RULES.md §7).
    """

    ruleset: RulesetRef
    winning: Literal[True]
    summary: str
    arrangement: list[Block]
    patterns: list[CountedPattern]
    suppressed: list[SuppressedPattern]
    fan: Fan
    paid_as: ScoreResponsePaidAs
    alternatives: list[Alternative]
    table: TableEcho
    hand: HandEcho
    payouts: None | Payouts
    outcome: Literal["score"] | Unset = UNSET
    payouts_unavailable: PayoutsUnavailable | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.payouts import Payouts  # noqa: PLC0415

        ruleset = self.ruleset.to_dict()

        winning = self.winning

        summary = self.summary

        arrangement = []
        for arrangement_item_data in self.arrangement:
            arrangement_item = arrangement_item_data.to_dict()
            arrangement.append(arrangement_item)

        patterns = []
        for patterns_item_data in self.patterns:
            patterns_item = patterns_item_data.to_dict()
            patterns.append(patterns_item)

        suppressed = []
        for suppressed_item_data in self.suppressed:
            suppressed_item = suppressed_item_data.to_dict()
            suppressed.append(suppressed_item)

        fan = self.fan.to_dict()

        paid_as = self.paid_as.value

        alternatives = []
        for alternatives_item_data in self.alternatives:
            alternatives_item = alternatives_item_data.to_dict()
            alternatives.append(alternatives_item)

        table = self.table.to_dict()

        hand = self.hand.to_dict()

        payouts: dict[str, Any] | None
        if isinstance(self.payouts, Payouts):
            payouts = self.payouts.to_dict()
        else:
            payouts = self.payouts

        outcome = self.outcome

        payouts_unavailable: dict[str, Any] | Unset = UNSET
        if not isinstance(self.payouts_unavailable, Unset):
            payouts_unavailable = self.payouts_unavailable.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "winning": winning,
                "summary": summary,
                "arrangement": arrangement,
                "patterns": patterns,
                "suppressed": suppressed,
                "fan": fan,
                "paid_as": paid_as,
                "alternatives": alternatives,
                "table": table,
                "hand": hand,
                "payouts": payouts,
            }
        )
        if outcome is not UNSET:
            field_dict["outcome"] = outcome
        if payouts_unavailable is not UNSET:
            field_dict["payouts_unavailable"] = payouts_unavailable

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.alternative import Alternative  # noqa: PLC0415
        from ..models.block import Block  # noqa: PLC0415
        from ..models.counted_pattern import CountedPattern  # noqa: PLC0415
        from ..models.fan import Fan  # noqa: PLC0415
        from ..models.hand_echo import HandEcho  # noqa: PLC0415
        from ..models.payouts import Payouts  # noqa: PLC0415
        from ..models.payouts_unavailable import PayoutsUnavailable  # noqa: PLC0415
        from ..models.ruleset_ref import RulesetRef  # noqa: PLC0415
        from ..models.suppressed_pattern import SuppressedPattern  # noqa: PLC0415
        from ..models.table_echo import TableEcho  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = RulesetRef.from_dict(d.pop("ruleset"))

        winning = cast(Literal[True], d.pop("winning"))
        if winning != True:
            raise ValueError(f"winning must match const True, got '{winning}'")

        summary = d.pop("summary")

        arrangement = []
        _arrangement = d.pop("arrangement")
        for arrangement_item_data in _arrangement:
            arrangement_item = Block.from_dict(arrangement_item_data)

            arrangement.append(arrangement_item)

        patterns = []
        _patterns = d.pop("patterns")
        for patterns_item_data in _patterns:
            patterns_item = CountedPattern.from_dict(patterns_item_data)

            patterns.append(patterns_item)

        suppressed = []
        _suppressed = d.pop("suppressed")
        for suppressed_item_data in _suppressed:
            suppressed_item = SuppressedPattern.from_dict(suppressed_item_data)

            suppressed.append(suppressed_item)

        fan = Fan.from_dict(d.pop("fan"))

        paid_as = ScoreResponsePaidAs(d.pop("paid_as"))

        alternatives = []
        _alternatives = d.pop("alternatives")
        for alternatives_item_data in _alternatives:
            alternatives_item = Alternative.from_dict(alternatives_item_data)

            alternatives.append(alternatives_item)

        table = TableEcho.from_dict(d.pop("table"))

        hand = HandEcho.from_dict(d.pop("hand"))

        def _parse_payouts(data: object) -> None | Payouts:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                payouts_type_0 = Payouts.from_dict(data)

                return payouts_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Payouts, data)

        payouts = _parse_payouts(d.pop("payouts"))

        outcome = cast(Literal["score"] | Unset, d.pop("outcome", UNSET))
        if outcome != "score" and not isinstance(outcome, Unset):
            raise ValueError(f"outcome must match const 'score', got '{outcome}'")

        _payouts_unavailable = d.pop("payouts_unavailable", UNSET)
        payouts_unavailable: PayoutsUnavailable | Unset
        if isinstance(_payouts_unavailable, Unset):
            payouts_unavailable = UNSET
        else:
            payouts_unavailable = PayoutsUnavailable.from_dict(_payouts_unavailable)

        score_response = cls(
            ruleset=ruleset,
            winning=winning,
            summary=summary,
            arrangement=arrangement,
            patterns=patterns,
            suppressed=suppressed,
            fan=fan,
            paid_as=paid_as,
            alternatives=alternatives,
            table=table,
            hand=hand,
            payouts=payouts,
            outcome=outcome,
            payouts_unavailable=payouts_unavailable,
        )

        return score_response
