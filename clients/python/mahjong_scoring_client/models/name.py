from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Name")


@_attrs_define
class Name:
    """
    Attributes:
        zh (str):
        en (str):
    """

    zh: str
    en: str

    def to_dict(self) -> dict[str, Any]:
        zh = self.zh

        en = self.en

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "zh": zh,
                "en": en,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        zh = d.pop("zh")

        en = d.pop("en")

        name = cls(
            zh=zh,
            en=en,
        )

        return name
