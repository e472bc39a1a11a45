from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.meld import Meld


T = TypeVar("T", bound="Hand")


@_attrs_define
class Hand:
    """The winning hand. `winning_tile` is required, except for the hand held at an exhaustive draw
    (`context.exhaustive_draw`, canton-new 流局十番), which has 13 tiles (plus one per kong) and no winning tile.

        Attributes:
            concealed (list[str] | str): Tiles in any notation: a compact string (`"123m456p11z"`, separators allowed) or a
                list of
                single-tile strings (`["1m", "E", "中"]`). At most 24 tiles.
            melds (list[Meld] | Unset): The declared melds (concealed kongs included). Default: `[]`, none.
            winning_tile (str | Unset): Exactly one tile, in any notation (`"9s"`, `"S"`, `"九索"`).
            flowers (list[str] | str | Unset): Tiles in any notation: a compact string (`"123m456p11z"`, separators allowed)
                or a list of
                single-tile strings (`["1m", "E", "中"]`). At most 24 tiles.
    """

    concealed: list[str] | str
    melds: list[Meld] | Unset = UNSET
    winning_tile: str | Unset = UNSET
    flowers: list[str] | str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        concealed: list[str] | str
        if isinstance(self.concealed, list):
            concealed = self.concealed

        else:
            concealed = self.concealed

        melds: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.melds, Unset):
            melds = []
            for melds_item_data in self.melds:
                melds_item = melds_item_data.to_dict()
                melds.append(melds_item)

        winning_tile = self.winning_tile

        flowers: list[str] | str | Unset
        if isinstance(self.flowers, Unset):
            flowers = UNSET
        elif isinstance(self.flowers, list):
            flowers = self.flowers

        else:
            flowers = self.flowers

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "concealed": concealed,
            }
        )
        if melds is not UNSET:
            field_dict["melds"] = melds
        if winning_tile is not UNSET:
            field_dict["winning_tile"] = winning_tile
        if flowers is not UNSET:
            field_dict["flowers"] = flowers

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.meld import Meld  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_concealed(data: object) -> list[str] | str:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                componentsschemas_tiles_type_1 = cast(list[str], data)

                return componentsschemas_tiles_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | str, data)

        concealed = _parse_concealed(d.pop("concealed"))

        _melds = d.pop("melds", UNSET)
        melds: list[Meld] | Unset = UNSET
        if _melds is not UNSET:
            melds = []
            for melds_item_data in _melds:
                melds_item = Meld.from_dict(melds_item_data)

                melds.append(melds_item)

        winning_tile = d.pop("winning_tile", UNSET)

        def _parse_flowers(data: object) -> list[str] | str | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                componentsschemas_tiles_type_1 = cast(list[str], data)

                return componentsschemas_tiles_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | str | Unset, data)

        flowers = _parse_flowers(d.pop("flowers", UNSET))

        hand = cls(
            concealed=concealed,
            melds=melds,
            winning_tile=winning_tile,
            flowers=flowers,
        )

        return hand
