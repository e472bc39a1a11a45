from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.payouts_unavailable_code import PayoutsUnavailableCode

T = TypeVar("T", bound="PayoutsUnavailable")


@_attrs_define
class PayoutsUnavailable:
    """Present exactly when `payouts` is null: why the winning hand is paid nothing here, and the request fields (JSON
    pointers) whose change would pay it. The hand's patterns, trace and fan are answered all the same (docs/RULES.md
    §7).

        Attributes:
            code (PayoutsUnavailableCode): `below_minimum`: the fan counted toward the minimum is below `min_fan` (no win is
                paid); `amount_too_large`: an amount is beyond 2^53, which a JSON number does not hold exactly (set a limit,
                give a multipliers list or lower the base); `fan_beyond_multipliers`: the table's own `multipliers` end before
                the fan paid (a longer list, or a limit).
            detail (str):
            fixes (list[str]): JSON pointers into the request of the table fields that would make the hand payable.
    """

    code: PayoutsUnavailableCode
    detail: str
    fixes: list[str]

    def to_dict(self) -> dict[str, Any]:
        code = self.code.value

        detail = self.detail

        fixes = self.fixes

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "detail": detail,
                "fixes": fixes,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = PayoutsUnavailableCode(d.pop("code"))

        detail = d.pop("detail")

        fixes = cast(list[str], d.pop("fixes"))

        payouts_unavailable = cls(
            code=code,
            detail=detail,
            fixes=fixes,
        )

        return payouts_unavailable
