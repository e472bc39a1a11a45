from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.hand_echo_melds_item import HandEchoMeldsItem


T = TypeVar("T", bound="HandEcho")


@_attrs_define
class HandEcho:
    """The hand in canonical compact form.

    Attributes:
        concealed (str):
        melds (list[HandEchoMeldsItem]):
        flowers (str):
        winning_tile (str | Unset):
    """

    concealed: str
    melds: list[HandEchoMeldsItem]
    flowers: str
    winning_tile: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        concealed = self.concealed

        melds = []
        for melds_item_data in self.melds:
            melds_item = melds_item_data.to_dict()
            melds.append(melds_item)

        flowers = self.flowers

        winning_tile = self.winning_tile

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "concealed": concealed,
                "melds": melds,
                "flowers": flowers,
            }
        )
        if winning_tile is not UNSET:
            field_dict["winning_tile"] = winning_tile

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hand_echo_melds_item import HandEchoMeldsItem  # noqa: PLC0415

        d = dict(src_dict)
        concealed = d.pop("concealed")

        melds = []
        _melds = d.pop("melds")
        for melds_item_data in _melds:
            melds_item = HandEchoMeldsItem.from_dict(melds_item_data)

            melds.append(melds_item)

        flowers = d.pop("flowers")

        winning_tile = d.pop("winning_tile", UNSET)

        hand_echo = cls(
            concealed=concealed,
            melds=melds,
            flowers=flowers,
            winning_tile=winning_tile,
        )

        return hand_echo
