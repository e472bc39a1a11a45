from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.reachable_way import ReachableWay

if TYPE_CHECKING:
    from ..models.coach_win_value import CoachWinValue


T = TypeVar("T", bound="Reachable")


@_attrs_define
class Reachable:
    """Over the live improving tiles (the draw), the discards then leaving the hand ready and their live waits, the way of
    winning that meets the minimum with the most fan, then the larger receipt (ties: the lower draw, discard and wait in
    tile order, self-draw first).

        Attributes:
            draw (str): The tile to draw (one of `improving`).
            discard (str): The tile to discard then, leaving the hand ready.
            wait (str): The winning tile.
            way (ReachableWay):
            value (CoachWinValue): A `WinValue` of `/v1/waits` (the completed hand scored as `POST /v1/score` scores it)
                with what the player would receive.
    """

    draw: str
    discard: str
    wait: str
    way: ReachableWay
    value: CoachWinValue

    def to_dict(self) -> dict[str, Any]:
        draw = self.draw

        discard = self.discard

        wait = self.wait

        way = self.way.value

        value = self.value.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "draw": draw,
                "discard": discard,
                "wait": wait,
                "way": way,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.coach_win_value import CoachWinValue  # noqa: PLC0415

        d = dict(src_dict)
        draw = d.pop("draw")

        discard = d.pop("discard")

        wait = d.pop("wait")

        way = ReachableWay(d.pop("way"))

        value = CoachWinValue.from_dict(d.pop("value"))

        reachable = cls(
            draw=draw,
            discard=discard,
            wait=wait,
            way=way,
            value=value,
        )

        return reachable
