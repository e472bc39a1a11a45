from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="Block")


@_attrs_define
class Block:
    """One part of the arrangement.

    Attributes:
        type_ (str): chow, pung, kong, pair, or a special shape's group (single, bonus ...).
        tiles (str):
        concealed (bool):
        declared (bool | Unset): A meld declared in the request.
        winning_tile (bool | Unset): The block the winning tile completed.
    """

    type_: str
    tiles: str
    concealed: bool
    declared: bool | Unset = UNSET
    winning_tile: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        tiles = self.tiles

        concealed = self.concealed

        declared = self.declared

        winning_tile = self.winning_tile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "tiles": tiles,
                "concealed": concealed,
            }
        )
        if declared is not UNSET:
            field_dict["declared"] = declared
        if winning_tile is not UNSET:
            field_dict["winning_tile"] = winning_tile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = d.pop("type")

        tiles = d.pop("tiles")

        concealed = d.pop("concealed")

        declared = d.pop("declared", UNSET)

        winning_tile = d.pop("winning_tile", UNSET)

        block = cls(
            type_=type_,
            tiles=tiles,
            concealed=concealed,
            declared=declared,
            winning_tile=winning_tile,
        )

        return block
