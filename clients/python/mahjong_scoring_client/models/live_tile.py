from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LiveTile")


@_attrs_define
class LiveTile:
    """
    Attributes:
        tile (str):
        live (int):
    """

    tile: str
    live: int

    def to_dict(self) -> dict[str, Any]:
        tile = self.tile

        live = self.live

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tile": tile,
                "live": live,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        tile = d.pop("tile")

        live = d.pop("live")

        live_tile = cls(
            tile=tile,
            live=live,
        )

        return live_tile
