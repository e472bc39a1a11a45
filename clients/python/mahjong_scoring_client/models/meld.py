from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.meld_type import MeldType
from ..types import UNSET, Unset

T = TypeVar("T", bound="Meld")


@_attrs_define
class Meld:
    """
    Attributes:
        type_ (MeldType):
        tiles (list[str] | str): Tiles in any notation: a compact string (`"123m456p11z"`, separators allowed) or a list
            of
            single-tile strings (`["1m", "E", "中"]`). At most 24 tiles.
        concealed (bool | Unset): A concealed kong (暗槓). Melds are exposed unless this is true. Default: `false`.
        added (bool | Unset): A kong added to an exposed pung (加槓). Default: `false`.
    """

    type_: MeldType
    tiles: list[str] | str
    concealed: bool | Unset = UNSET
    added: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        tiles: list[str] | str
        if isinstance(self.tiles, list):
            tiles = self.tiles

        else:
            tiles = self.tiles

        concealed = self.concealed

        added = self.added

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
                "tiles": tiles,
            }
        )
        if concealed is not UNSET:
            field_dict["concealed"] = concealed
        if added is not UNSET:
            field_dict["added"] = added

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = MeldType(d.pop("type"))

        def _parse_tiles(data: object) -> list[str] | str:
            try:
                if not isinstance(data, list):
                    raise TypeError()
                componentsschemas_tiles_type_1 = cast(list[str], data)

                return componentsschemas_tiles_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[str] | str, data)

        tiles = _parse_tiles(d.pop("tiles"))

        concealed = d.pop("concealed", UNSET)

        added = d.pop("added", UNSET)

        meld = cls(
            type_=type_,
            tiles=tiles,
            concealed=concealed,
            added=added,
        )

        return meld
