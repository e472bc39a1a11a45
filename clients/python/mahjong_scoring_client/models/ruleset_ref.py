from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RulesetRef")


@_attrs_define
class RulesetRef:
    """
    Attributes:
        id (str):
        version (str):
    """

    id: str
    version: str

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        ruleset_ref = cls(
            id=id,
            version=version,
        )

        return ruleset_ref
