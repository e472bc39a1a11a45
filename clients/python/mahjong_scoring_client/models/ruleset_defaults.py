from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="RulesetDefaults")


@_attrs_define
class RulesetDefaults:
    """The table defaults (min_fan, limit_fan, scale, payment, stake).

    Attributes:
        min_fan (int):
        limit_fan (int | None):
    """

    min_fan: int
    limit_fan: int | None
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        min_fan = self.min_fan

        limit_fan: int | None
        limit_fan = self.limit_fan

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "min_fan": min_fan,
                "limit_fan": limit_fan,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        min_fan = d.pop("min_fan")

        def _parse_limit_fan(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        limit_fan = _parse_limit_fan(d.pop("limit_fan"))

        ruleset_defaults = cls(
            min_fan=min_fan,
            limit_fan=limit_fan,
        )

        ruleset_defaults.additional_properties = d
        return ruleset_defaults

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
