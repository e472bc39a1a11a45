from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

T = TypeVar("T", bound="TableHouseRules")


@_attrs_define
class TableHouseRules:
    """House-rule switches of the ruleset (ids and values in `GET /v1/rulesets/{id}`). Both rulesets have
    `liability_on_discard` (包牌出銃): what a 包自摸 liable seat pays when the hand is won on another seat's discard: `none`
    (default, seed 002: nothing; the discarder pays as the table says), `half` (seed 003: it takes over half of what the
    discarder pays) or `all` (the whole win).

    """

    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        table_house_rules = cls()

        table_house_rules.additional_properties = d
        return table_house_rules

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
