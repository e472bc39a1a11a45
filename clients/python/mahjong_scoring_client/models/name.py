from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="Name")


@_attrs_define
class Name:
    """A name in every language the service speaks: `zh` Traditional Chinese (zh-Hant, as the rule sources write it), `zh-
    Hans` Simplified Chinese, `en` English.

        Attributes:
            zh (str): Traditional Chinese (zh-Hant).
            zh_hans (str): Simplified Chinese.
            en (str):
    """

    zh: str
    zh_hans: str
    en: str

    def to_dict(self) -> dict[str, Any]:
        zh = self.zh

        zh_hans = self.zh_hans

        en = self.en

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "zh": zh,
                "zh-Hans": zh_hans,
                "en": en,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        zh = d.pop("zh")

        zh_hans = d.pop("zh-Hans")

        en = d.pop("en")

        name = cls(
            zh=zh,
            zh_hans=zh_hans,
            en=en,
        )

        return name
