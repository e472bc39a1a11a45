from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.coach_summary import CoachSummary
    from ..models.coach_wait import CoachWait
    from ..models.discard_option_shanten_by_shape import DiscardOptionShantenByShape
    from ..models.live_tile import LiveTile
    from ..models.reachable import Reachable


T = TypeVar("T", bound="DiscardOption")


@_attrs_define
class DiscardOption:
    """
    Attributes:
        tile (str): The tile discarded (canonical code).
        shanten (int): Of the 13 tiles left, as `POST /v1/waits` gives it (0 when ready).
        shanten_by_shape (DiscardOptionShantenByShape): As `POST /v1/waits` gives it for the 13 tiles left.
        ready (bool):
        improving (list[LiveTile]): 受入 — the tile kinds whose draw lowers `shanten` (a ready hand's waits), in tile
            order.
        improving_live (int): The sum of the improving tiles' live counts.
        waits (list[CoachWait]): Every wait, in tile order, when the hand is ready (as `/v1/waits` lists them); else
            empty.
        summary (CoachSummary | None): The value of a ready hand in a few numbers; null when not ready.
        best_reachable (None | Reachable | Unset): Only when the request asks for it: for a discard that leaves the hand
            one exchange from ready, the best win it can reach; null for the other discards, or when no reachable win meets
            the minimum.
    """

    tile: str
    shanten: int
    shanten_by_shape: DiscardOptionShantenByShape
    ready: bool
    improving: list[LiveTile]
    improving_live: int
    waits: list[CoachWait]
    summary: CoachSummary | None
    best_reachable: None | Reachable | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.coach_summary import CoachSummary  # noqa: PLC0415
        from ..models.reachable import Reachable  # noqa: PLC0415

        tile = self.tile

        shanten = self.shanten

        shanten_by_shape = self.shanten_by_shape.to_dict()

        ready = self.ready

        improving = []
        for improving_item_data in self.improving:
            improving_item = improving_item_data.to_dict()
            improving.append(improving_item)

        improving_live = self.improving_live

        waits = []
        for waits_item_data in self.waits:
            waits_item = waits_item_data.to_dict()
            waits.append(waits_item)

        summary: dict[str, Any] | None
        if isinstance(self.summary, CoachSummary):
            summary = self.summary.to_dict()
        else:
            summary = self.summary

        best_reachable: dict[str, Any] | None | Unset
        if isinstance(self.best_reachable, Unset):
            best_reachable = UNSET
        elif isinstance(self.best_reachable, Reachable):
            best_reachable = self.best_reachable.to_dict()
        else:
            best_reachable = self.best_reachable

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "tile": tile,
                "shanten": shanten,
                "shanten_by_shape": shanten_by_shape,
                "ready": ready,
                "improving": improving,
                "improving_live": improving_live,
                "waits": waits,
                "summary": summary,
            }
        )
        if best_reachable is not UNSET:
            field_dict["best_reachable"] = best_reachable

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.coach_summary import CoachSummary  # noqa: PLC0415
        from ..models.coach_wait import CoachWait  # noqa: PLC0415
        from ..models.discard_option_shanten_by_shape import DiscardOptionShantenByShape  # noqa: PLC0415
        from ..models.live_tile import LiveTile  # noqa: PLC0415
        from ..models.reachable import Reachable  # noqa: PLC0415

        d = dict(src_dict)
        tile = d.pop("tile")

        shanten = d.pop("shanten")

        shanten_by_shape = DiscardOptionShantenByShape.from_dict(d.pop("shanten_by_shape"))

        ready = d.pop("ready")

        improving = []
        _improving = d.pop("improving")
        for improving_item_data in _improving:
            improving_item = LiveTile.from_dict(improving_item_data)

            improving.append(improving_item)

        improving_live = d.pop("improving_live")

        waits = []
        _waits = d.pop("waits")
        for waits_item_data in _waits:
            waits_item = CoachWait.from_dict(waits_item_data)

            waits.append(waits_item)

        def _parse_summary(data: object) -> CoachSummary | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                summary_type_0 = CoachSummary.from_dict(data)

                return summary_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CoachSummary | None, data)

        summary = _parse_summary(d.pop("summary"))

        def _parse_best_reachable(data: object) -> None | Reachable | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                best_reachable_type_0 = Reachable.from_dict(data)

                return best_reachable_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Reachable | Unset, data)

        best_reachable = _parse_best_reachable(d.pop("best_reachable", UNSET))

        discard_option = cls(
            tile=tile,
            shanten=shanten,
            shanten_by_shape=shanten_by_shape,
            ready=ready,
            improving=improving,
            improving_live=improving_live,
            waits=waits,
            summary=summary,
            best_reachable=best_reachable,
        )

        return discard_option
