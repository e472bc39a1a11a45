from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.table_echo_payment import TableEchoPayment
from ..models.table_echo_scale import TableEchoScale
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.table_echo_house_rules import TableEchoHouseRules


T = TypeVar("T", bound="TableEcho")


@_attrs_define
class TableEcho:
    """The table as resolved (request over ruleset defaults).

    Attributes:
        min_fan (int):
        limit_fan (int | None):
        scale (TableEchoScale):
        payment (TableEchoPayment):
        base (float):
        house_rules (TableEchoHouseRules):
        multipliers (list[int] | Unset):
        stake (str | Unset):
    """

    min_fan: int
    limit_fan: int | None
    scale: TableEchoScale
    payment: TableEchoPayment
    base: float
    house_rules: TableEchoHouseRules
    multipliers: list[int] | Unset = UNSET
    stake: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        min_fan = self.min_fan

        limit_fan: int | None
        limit_fan = self.limit_fan

        scale = self.scale.value

        payment = self.payment.value

        base = self.base

        house_rules = self.house_rules.to_dict()

        multipliers: list[int] | Unset = UNSET
        if not isinstance(self.multipliers, Unset):
            multipliers = self.multipliers

        stake = self.stake

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "min_fan": min_fan,
                "limit_fan": limit_fan,
                "scale": scale,
                "payment": payment,
                "base": base,
                "house_rules": house_rules,
            }
        )
        if multipliers is not UNSET:
            field_dict["multipliers"] = multipliers
        if stake is not UNSET:
            field_dict["stake"] = stake

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.table_echo_house_rules import TableEchoHouseRules  # noqa: PLC0415

        d = dict(src_dict)
        min_fan = d.pop("min_fan")

        def _parse_limit_fan(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        limit_fan = _parse_limit_fan(d.pop("limit_fan"))

        scale = TableEchoScale(d.pop("scale"))

        payment = TableEchoPayment(d.pop("payment"))

        base = d.pop("base")

        house_rules = TableEchoHouseRules.from_dict(d.pop("house_rules"))

        multipliers = cast(list[int], d.pop("multipliers", UNSET))

        stake = d.pop("stake", UNSET)

        table_echo = cls(
            min_fan=min_fan,
            limit_fan=limit_fan,
            scale=scale,
            payment=payment,
            base=base,
            house_rules=house_rules,
            multipliers=multipliers,
            stake=stake,
        )

        return table_echo
