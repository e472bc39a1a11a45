from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="AlternativeFan")


@_attrs_define
class AlternativeFan:
    """
    Attributes:
        raw (int):
        total (int):
    """

    raw: int
    total: int

    def to_dict(self) -> dict[str, Any]:
        raw = self.raw

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "raw": raw,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        raw = d.pop("raw")

        total = d.pop("total")

        alternative_fan = cls(
            raw=raw,
            total=total,
        )

        return alternative_fan
