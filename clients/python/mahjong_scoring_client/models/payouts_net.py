from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PayoutsNet")


@_attrs_define
class PayoutsNet:
    """What each seat wins (positive) or loses; sums to zero.

    Attributes:
        east (float):
        south (float):
        west (float):
        north (float):
    """

    east: float
    south: float
    west: float
    north: float

    def to_dict(self) -> dict[str, Any]:
        east = self.east

        south = self.south

        west = self.west

        north = self.north

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "east": east,
                "south": south,
                "west": west,
                "north": north,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        east = d.pop("east")

        south = d.pop("south")

        west = d.pop("west")

        north = d.pop("north")

        payouts_net = cls(
            east=east,
            south=south,
            west=west,
            north=north,
        )

        return payouts_net
