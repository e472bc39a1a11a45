from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.unavailable_code import UnavailableCode

T = TypeVar("T", bound="Unavailable")


@_attrs_define
class Unavailable:
    """Why an amount is null, and what fixes it.

    Attributes:
        code (UnavailableCode): `amount_too_large`: beyond 2^53, what JSON clients read exactly (a limit, a multipliers
            list or a lower base fixes it); `fan_beyond_multipliers`: the fan is past the table's `multipliers` list (a
            longer list or a limit fixes it).
        detail (str):
    """

    code: UnavailableCode
    detail: str

    def to_dict(self) -> dict[str, Any]:
        code = self.code.value

        detail = self.detail

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "detail": detail,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = UnavailableCode(d.pop("code"))

        detail = d.pop("detail")

        unavailable = cls(
            code=code,
            detail=detail,
        )

        return unavailable
