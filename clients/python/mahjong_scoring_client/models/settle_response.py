from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.seat import Seat
from ..models.settle_response_kind import SettleResponseKind
from ..models.settle_response_mode import SettleResponseMode
from ..models.settle_response_variant import SettleResponseVariant
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.payouts import Payouts
    from ..models.per_winner import PerWinner
    from ..models.ruleset_ref import RulesetRef
    from ..models.table_echo import TableEcho


T = TypeVar("T", bound="SettleResponse")


@_attrs_define
class SettleResponse:
    """
    Attributes:
        ruleset (RulesetRef):
        kind (SettleResponseKind): What was settled.
        payouts (Payouts):
        table (TableEcho): The table as resolved (request over ruleset defaults).
        dealer_pays_extra_fan (bool | Unset): `win` / `wins`: whether the ruleset's 新章 dealer rule applied (whatever the
            dealer pays for another seat's win, it pays at fan + 1; every other payer at the fan).
        mode (SettleResponseMode | Unset): `wins` only.
        variant (SettleResponseVariant | Unset): `false_win` only.
        penalty_fan (int | Unset): `false_win` only: the fan each portion was computed at.
        paid_winners (list[Seat] | Unset): `wins` only: the winners paid, in play order after the discarder.
        unpaid_winners (list[Seat] | Unset): `wins` only: winners not paid (截糊).
        per_winner (list[PerWinner] | Unset): `wins` only: each paid winner's own payments (they sum to `payouts`).
    """

    ruleset: RulesetRef
    kind: SettleResponseKind
    payouts: Payouts
    table: TableEcho
    dealer_pays_extra_fan: bool | Unset = UNSET
    mode: SettleResponseMode | Unset = UNSET
    variant: SettleResponseVariant | Unset = UNSET
    penalty_fan: int | Unset = UNSET
    paid_winners: list[Seat] | Unset = UNSET
    unpaid_winners: list[Seat] | Unset = UNSET
    per_winner: list[PerWinner] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset.to_dict()

        kind = self.kind.value

        payouts = self.payouts.to_dict()

        table = self.table.to_dict()

        dealer_pays_extra_fan = self.dealer_pays_extra_fan

        mode: str | Unset = UNSET
        if not isinstance(self.mode, Unset):
            mode = self.mode.value

        variant: str | Unset = UNSET
        if not isinstance(self.variant, Unset):
            variant = self.variant.value

        penalty_fan = self.penalty_fan

        paid_winners: list[str] | Unset = UNSET
        if not isinstance(self.paid_winners, Unset):
            paid_winners = []
            for paid_winners_item_data in self.paid_winners:
                paid_winners_item = paid_winners_item_data.value
                paid_winners.append(paid_winners_item)

        unpaid_winners: list[str] | Unset = UNSET
        if not isinstance(self.unpaid_winners, Unset):
            unpaid_winners = []
            for unpaid_winners_item_data in self.unpaid_winners:
                unpaid_winners_item = unpaid_winners_item_data.value
                unpaid_winners.append(unpaid_winners_item)

        per_winner: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.per_winner, Unset):
            per_winner = []
            for per_winner_item_data in self.per_winner:
                per_winner_item = per_winner_item_data.to_dict()
                per_winner.append(per_winner_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "kind": kind,
                "payouts": payouts,
                "table": table,
            }
        )
        if dealer_pays_extra_fan is not UNSET:
            field_dict["dealer_pays_extra_fan"] = dealer_pays_extra_fan
        if mode is not UNSET:
            field_dict["mode"] = mode
        if variant is not UNSET:
            field_dict["variant"] = variant
        if penalty_fan is not UNSET:
            field_dict["penalty_fan"] = penalty_fan
        if paid_winners is not UNSET:
            field_dict["paid_winners"] = paid_winners
        if unpaid_winners is not UNSET:
            field_dict["unpaid_winners"] = unpaid_winners
        if per_winner is not UNSET:
            field_dict["per_winner"] = per_winner

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.payouts import Payouts  # noqa: PLC0415
        from ..models.per_winner import PerWinner  # noqa: PLC0415
        from ..models.ruleset_ref import RulesetRef  # noqa: PLC0415
        from ..models.table_echo import TableEcho  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = RulesetRef.from_dict(d.pop("ruleset"))

        kind = SettleResponseKind(d.pop("kind"))

        payouts = Payouts.from_dict(d.pop("payouts"))

        table = TableEcho.from_dict(d.pop("table"))

        dealer_pays_extra_fan = d.pop("dealer_pays_extra_fan", UNSET)

        _mode = d.pop("mode", UNSET)
        mode: SettleResponseMode | Unset
        if isinstance(_mode, Unset):
            mode = UNSET
        else:
            mode = SettleResponseMode(_mode)

        _variant = d.pop("variant", UNSET)
        variant: SettleResponseVariant | Unset
        if isinstance(_variant, Unset):
            variant = UNSET
        else:
            variant = SettleResponseVariant(_variant)

        penalty_fan = d.pop("penalty_fan", UNSET)

        _paid_winners = d.pop("paid_winners", UNSET)
        paid_winners: list[Seat] | Unset = UNSET
        if _paid_winners is not UNSET:
            paid_winners = []
            for paid_winners_item_data in _paid_winners:
                paid_winners_item = Seat(paid_winners_item_data)

                paid_winners.append(paid_winners_item)

        _unpaid_winners = d.pop("unpaid_winners", UNSET)
        unpaid_winners: list[Seat] | Unset = UNSET
        if _unpaid_winners is not UNSET:
            unpaid_winners = []
            for unpaid_winners_item_data in _unpaid_winners:
                unpaid_winners_item = Seat(unpaid_winners_item_data)

                unpaid_winners.append(unpaid_winners_item)

        _per_winner = d.pop("per_winner", UNSET)
        per_winner: list[PerWinner] | Unset = UNSET
        if _per_winner is not UNSET:
            per_winner = []
            for per_winner_item_data in _per_winner:
                per_winner_item = PerWinner.from_dict(per_winner_item_data)

                per_winner.append(per_winner_item)

        settle_response = cls(
            ruleset=ruleset,
            kind=kind,
            payouts=payouts,
            table=table,
            dealer_pays_extra_fan=dealer_pays_extra_fan,
            mode=mode,
            variant=variant,
            penalty_fan=penalty_fan,
            paid_winners=paid_winners,
            unpaid_winners=unpaid_winners,
            per_winner=per_winner,
        )

        return settle_response
