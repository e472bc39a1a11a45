from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="WaitsResponseShantenByShape")


@_attrs_define
class WaitsResponseShantenByShape:
    """Shanten per shape the table plays (`standard`; with no meld `seven_pairs`, `thirteen_orphans`, and for canton-new
    `knitted_honours` 全不靠, `knitted_straight` 組合龍, `thirteen_pyramid` 十三金字塔). 十三不搭 (first go-around only) and the
    unkonged-quads shapes are not given a shanten number.

    """

    additional_properties: dict[str, int] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        waits_response_shanten_by_shape = cls()

        waits_response_shanten_by_shape.additional_properties = d
        return waits_response_shanten_by_shape

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> int:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: int) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
