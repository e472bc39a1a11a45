from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="Fan")


@_attrs_define
class Fan:
    """
    Attributes:
        raw (int): The sum of the counted patterns.
        total (int): The fan counted, after the limit.
        minimum (int):
        limit (int | None):
        capped (bool):
        meets_minimum (bool):
        counted_for_minimum (int): The fan compared with the minimum (without bonus-tile fan when the table says so).
    """

    raw: int
    total: int
    minimum: int
    limit: int | None
    capped: bool
    meets_minimum: bool
    counted_for_minimum: int

    def to_dict(self) -> dict[str, Any]:
        raw = self.raw

        total = self.total

        minimum = self.minimum

        limit: int | None
        limit = self.limit

        capped = self.capped

        meets_minimum = self.meets_minimum

        counted_for_minimum = self.counted_for_minimum

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "raw": raw,
                "total": total,
                "minimum": minimum,
                "limit": limit,
                "capped": capped,
                "meets_minimum": meets_minimum,
                "counted_for_minimum": counted_for_minimum,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        raw = d.pop("raw")

        total = d.pop("total")

        minimum = d.pop("minimum")

        def _parse_limit(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        limit = _parse_limit(d.pop("limit"))

        capped = d.pop("capped")

        meets_minimum = d.pop("meets_minimum")

        counted_for_minimum = d.pop("counted_for_minimum")

        fan = cls(
            raw=raw,
            total=total,
            minimum=minimum,
            limit=limit,
            capped=capped,
            meets_minimum=meets_minimum,
            counted_for_minimum=counted_for_minimum,
        )

        return fan
