from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="HandEchoMeldsItem")


@_attrs_define
class HandEchoMeldsItem:
    """
    Attributes:
        type_ (str):
        tiles (str):
        concealed (bool):
        added (bool):
    """

    type_: str
    tiles: str
    concealed: bool
    added: bool

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        tiles = self.tiles

        concealed = self.concealed

        added = self.added

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "tiles": tiles,
                "concealed": concealed,
                "added": added,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = d.pop("type")

        tiles = d.pop("tiles")

        concealed = d.pop("concealed")

        added = d.pop("added")

        hand_echo_melds_item = cls(
            type_=type_,
            tiles=tiles,
            concealed=concealed,
            added=added,
        )

        return hand_echo_melds_item
