from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.coach_win_value import CoachWinValue


T = TypeVar("T", bound="CoachWait")


@_attrs_define
class CoachWait:
    """
    Attributes:
        tile (str): The tile kind that completes the hand (canonical code).
        live (int): Copies not in the hand, the melds, `discarded` or the tile this option discards.
        discard (CoachWinValue | None): Won on a discard from `discarder`; null when the context makes that impossible.
        self_draw (CoachWinValue | None): Won by self-draw; null when the context makes that impossible.
    """

    tile: str
    live: int
    discard: CoachWinValue | None
    self_draw: CoachWinValue | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.coach_win_value import CoachWinValue  # noqa: PLC0415

        tile = self.tile

        live = self.live

        discard: dict[str, Any] | None
        if isinstance(self.discard, CoachWinValue):
            discard = self.discard.to_dict()
        else:
            discard = self.discard

        self_draw: dict[str, Any] | None
        if isinstance(self.self_draw, CoachWinValue):
            self_draw = self.self_draw.to_dict()
        else:
            self_draw = self.self_draw

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tile": tile,
                "live": live,
                "discard": discard,
                "self_draw": self_draw,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.coach_win_value import CoachWinValue  # noqa: PLC0415

        d = dict(src_dict)
        tile = d.pop("tile")

        live = d.pop("live")

        def _parse_discard(data: object) -> CoachWinValue | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                discard_type_0 = CoachWinValue.from_dict(data)

                return discard_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CoachWinValue | None, data)

        discard = _parse_discard(d.pop("discard"))

        def _parse_self_draw(data: object) -> CoachWinValue | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                self_draw_type_0 = CoachWinValue.from_dict(data)

                return self_draw_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CoachWinValue | None, data)

        self_draw = _parse_self_draw(d.pop("self_draw"))

        coach_wait = cls(
            tile=tile,
            live=live,
            discard=discard,
            self_draw=self_draw,
        )

        return coach_wait
