from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ReadyzResponse200")


@_attrs_define
class ReadyzResponse200:
    """
    Attributes:
        status (Literal['ready']):
        rulesets (list[str]):
    """

    status: Literal["ready"]
    rulesets: list[str]

    def to_dict(self) -> dict[str, Any]:
        status = self.status

        rulesets = self.rulesets

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
                "rulesets": rulesets,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = cast(Literal["ready"], d.pop("status"))
        if status != "ready":
            raise ValueError(f"status must match const 'ready', got '{status}'")

        rulesets = cast(list[str], d.pop("rulesets"))

        readyz_response_200 = cls(
            status=status,
            rulesets=rulesets,
        )

        return readyz_response_200
