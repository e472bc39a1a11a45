from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.seat import Seat

if TYPE_CHECKING:
    from ..models.hand_echo import HandEcho
    from ..models.ruleset_ref import RulesetRef
    from ..models.table_echo import TableEcho
    from ..models.wait import Wait
    from ..models.waits_response_shanten_by_shape import WaitsResponseShantenByShape


T = TypeVar("T", bound="WaitsResponse")


@_attrs_define
class WaitsResponse:
    """
    Attributes:
        ruleset (RulesetRef):
        ready (bool): 聽牌 — at least one tile kind completes the hand.
        shanten (int): 0 when ready, else the fewest tiles to change (the minimum of `shanten_by_shape`).
        shanten_by_shape (WaitsResponseShantenByShape): Shanten per shape the table plays (`standard`; with no meld
            `seven_pairs`, `thirteen_orphans`, and for canton-new `knitted_honours` 全不靠, `knitted_straight` 組合龍,
            `thirteen_pyramid` 十三金字塔). 十三不搭 (first go-around only) and the unkonged-quads shapes are not given a shanten
            number.
        waits (list[Wait]): Every wait, in tile order; empty when not ready.
        live_total (int): The sum of the waits' live counts.
        discarder (Seat): A seat, or its wind. The dealer (莊家) is the seat whose wind is east.
        table (TableEcho): The table as resolved (request over ruleset defaults).
        hand (HandEcho): The hand in canonical compact form.
        discarded (str): `discarded` in canonical compact form.
    """

    ruleset: RulesetRef
    ready: bool
    shanten: int
    shanten_by_shape: WaitsResponseShantenByShape
    waits: list[Wait]
    live_total: int
    discarder: Seat
    table: TableEcho
    hand: HandEcho
    discarded: str

    def to_dict(self) -> dict[str, Any]:
        ruleset = self.ruleset.to_dict()

        ready = self.ready

        shanten = self.shanten

        shanten_by_shape = self.shanten_by_shape.to_dict()

        waits = []
        for waits_item_data in self.waits:
            waits_item = waits_item_data.to_dict()
            waits.append(waits_item)

        live_total = self.live_total

        discarder = self.discarder.value

        table = self.table.to_dict()

        hand = self.hand.to_dict()

        discarded = self.discarded

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "ready": ready,
                "shanten": shanten,
                "shanten_by_shape": shanten_by_shape,
                "waits": waits,
                "live_total": live_total,
                "discarder": discarder,
                "table": table,
                "hand": hand,
                "discarded": discarded,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.hand_echo import HandEcho  # noqa: PLC0415
        from ..models.ruleset_ref import RulesetRef  # noqa: PLC0415
        from ..models.table_echo import TableEcho  # noqa: PLC0415
        from ..models.wait import Wait  # noqa: PLC0415
        from ..models.waits_response_shanten_by_shape import WaitsResponseShantenByShape  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = RulesetRef.from_dict(d.pop("ruleset"))

        ready = d.pop("ready")

        shanten = d.pop("shanten")

        shanten_by_shape = WaitsResponseShantenByShape.from_dict(d.pop("shanten_by_shape"))

        waits = []
        _waits = d.pop("waits")
        for waits_item_data in _waits:
            waits_item = Wait.from_dict(waits_item_data)

            waits.append(waits_item)

        live_total = d.pop("live_total")

        discarder = Seat(d.pop("discarder"))

        table = TableEcho.from_dict(d.pop("table"))

        hand = HandEcho.from_dict(d.pop("hand"))

        discarded = d.pop("discarded")

        waits_response = cls(
            ruleset=ruleset,
            ready=ready,
            shanten=shanten,
            shanten_by_shape=shanten_by_shape,
            waits=waits,
            live_total=live_total,
            discarder=discarder,
            table=table,
            hand=hand,
            discarded=discarded,
        )

        return waits_response
