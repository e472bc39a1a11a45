from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.table_payment import TablePayment
from ..models.table_scale import TableScale
from ..models.table_stake import TableStake
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.table_house_rules import TableHouseRules


T = TypeVar("T", bound="Table")


@_attrs_define
class Table:
    """Table rules (枱規); every field has the ruleset's default.

    Attributes:
        min_fan (int | Unset): The minimum (起糊).
        limit_fan (int | None | Unset): The limit (爆棚); null is no limit.
        scale (TableScale | Unset): 半辣上 (default) or 辣辣上.
        multipliers (list[int] | Unset): The table's own multiplier for each fan from 0 (instead of `scale`).
        payment (TablePayment | Unset): 全銃 (the discarder pays all) or 半銃 (the others pay half their share).
        stake (TableStake | Unset): A named base (½, 1, 2).
        base (float | Unset): The money value of multiplier 1 (must agree with `stake` when both are given); at most 4
            decimal places, so that every amount stays exact (`invalid_table` otherwise). An amount beyond 2^53 cannot be
            written exactly: `/v1/score` answers `payouts: null` with `payouts_unavailable` (`amount_too_large`),
            `/v1/settle` refuses it (422 `amount_too_large`).
        house_rules (TableHouseRules | Unset): House-rule switches of the ruleset (ids and values in `GET
            /v1/rulesets/{id}`). Both rulesets have `liability_on_discard` (包牌出銃): what a 包自摸 liable seat pays when the hand
            is won on another seat's discard: `none` (default, seed 002: nothing; the discarder pays as the table says),
            `half` (seed 003: it takes over half of what the discarder pays) or `all` (the whole win).
    """

    min_fan: int | Unset = UNSET
    limit_fan: int | None | Unset = UNSET
    scale: TableScale | Unset = UNSET
    multipliers: list[int] | Unset = UNSET
    payment: TablePayment | Unset = UNSET
    stake: TableStake | Unset = UNSET
    base: float | Unset = UNSET
    house_rules: TableHouseRules | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        min_fan = self.min_fan

        limit_fan: int | None | Unset
        if isinstance(self.limit_fan, Unset):
            limit_fan = UNSET
        else:
            limit_fan = self.limit_fan

        scale: str | Unset = UNSET
        if not isinstance(self.scale, Unset):
            scale = self.scale.value

        multipliers: list[int] | Unset = UNSET
        if not isinstance(self.multipliers, Unset):
            multipliers = self.multipliers

        payment: str | Unset = UNSET
        if not isinstance(self.payment, Unset):
            payment = self.payment.value

        stake: str | Unset = UNSET
        if not isinstance(self.stake, Unset):
            stake = self.stake.value

        base = self.base

        house_rules: dict[str, Any] | Unset = UNSET
        if not isinstance(self.house_rules, Unset):
            house_rules = self.house_rules.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if min_fan is not UNSET:
            field_dict["min_fan"] = min_fan
        if limit_fan is not UNSET:
            field_dict["limit_fan"] = limit_fan
        if scale is not UNSET:
            field_dict["scale"] = scale
        if multipliers is not UNSET:
            field_dict["multipliers"] = multipliers
        if payment is not UNSET:
            field_dict["payment"] = payment
        if stake is not UNSET:
            field_dict["stake"] = stake
        if base is not UNSET:
            field_dict["base"] = base
        if house_rules is not UNSET:
            field_dict["house_rules"] = house_rules

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.table_house_rules import TableHouseRules  # noqa: PLC0415

        d = dict(src_dict)
        min_fan = d.pop("min_fan", UNSET)

        def _parse_limit_fan(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        limit_fan = _parse_limit_fan(d.pop("limit_fan", UNSET))

        _scale = d.pop("scale", UNSET)
        scale: TableScale | Unset
        if isinstance(_scale, Unset):
            scale = UNSET
        else:
            scale = TableScale(_scale)

        multipliers = cast(list[int], d.pop("multipliers", UNSET))

        _payment = d.pop("payment", UNSET)
        payment: TablePayment | Unset
        if isinstance(_payment, Unset):
            payment = UNSET
        else:
            payment = TablePayment(_payment)

        _stake = d.pop("stake", UNSET)
        stake: TableStake | Unset
        if isinstance(_stake, Unset):
            stake = UNSET
        else:
            stake = TableStake(_stake)

        base = d.pop("base", UNSET)

        _house_rules = d.pop("house_rules", UNSET)
        house_rules: TableHouseRules | Unset
        if isinstance(_house_rules, Unset):
            house_rules = UNSET
        else:
            house_rules = TableHouseRules.from_dict(_house_rules)

        table = cls(
            min_fan=min_fan,
            limit_fan=limit_fan,
            scale=scale,
            multipliers=multipliers,
            payment=payment,
            stake=stake,
            base=base,
            house_rules=house_rules,
        )

        return table
