from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.seat import Seat

if TYPE_CHECKING:
    from ..models.coach_win import CoachWin
    from ..models.discard_option import DiscardOption
    from ..models.hand_echo import HandEcho
    from ..models.ruleset_ref import RulesetRef
    from ..models.table_echo import TableEcho


T = TypeVar("T", bound="DiscardsResponse")


@_attrs_define
class DiscardsResponse:
    """
    Attributes:
        ruleset (RulesetRef):
        shanten (int): Of the 14 tiles; -1 when they already win, else the lowest of the discards'.
        complete (bool): The 14 tiles already form a winning hand.
        win (CoachWin | None): The win in hand, self-drawn; null when the tiles do not win.
        discards (list[DiscardOption]): Every distinct discard, best first (the sort policy of the operation's
            description).
        discarder (Seat): A seat, or its wind. The dealer (莊家) is the seat whose wind is east.
        table (TableEcho): The table as resolved (request over ruleset defaults).
        hand (HandEcho): The hand in canonical compact form.
        discarded (str): `discarded` in canonical compact form.
    """

    ruleset: RulesetRef
    shanten: int
    complete: bool
    win: CoachWin | None
    discards: list[DiscardOption]
    discarder: Seat
    table: TableEcho
    hand: HandEcho
    discarded: str

    def to_dict(self) -> dict[str, Any]:
        from ..models.coach_win import CoachWin  # noqa: PLC0415

        ruleset = self.ruleset.to_dict()

        shanten = self.shanten

        complete = self.complete

        win: dict[str, Any] | None
        if isinstance(self.win, CoachWin):
            win = self.win.to_dict()
        else:
            win = self.win

        discards = []
        for discards_item_data in self.discards:
            discards_item = discards_item_data.to_dict()
            discards.append(discards_item)

        discarder = self.discarder.value

        table = self.table.to_dict()

        hand = self.hand.to_dict()

        discarded = self.discarded

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ruleset": ruleset,
                "shanten": shanten,
                "complete": complete,
                "win": win,
                "discards": discards,
                "discarder": discarder,
                "table": table,
                "hand": hand,
                "discarded": discarded,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.coach_win import CoachWin  # noqa: PLC0415
        from ..models.discard_option import DiscardOption  # noqa: PLC0415
        from ..models.hand_echo import HandEcho  # noqa: PLC0415
        from ..models.ruleset_ref import RulesetRef  # noqa: PLC0415
        from ..models.table_echo import TableEcho  # noqa: PLC0415

        d = dict(src_dict)
        ruleset = RulesetRef.from_dict(d.pop("ruleset"))

        shanten = d.pop("shanten")

        complete = d.pop("complete")

        def _parse_win(data: object) -> CoachWin | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                win_type_0 = CoachWin.from_dict(data)

                return win_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(CoachWin | None, data)

        win = _parse_win(d.pop("win"))

        discards = []
        _discards = d.pop("discards")
        for discards_item_data in _discards:
            discards_item = DiscardOption.from_dict(discards_item_data)

            discards.append(discards_item)

        discarder = Seat(d.pop("discarder"))

        table = TableEcho.from_dict(d.pop("table"))

        hand = HandEcho.from_dict(d.pop("hand"))

        discarded = d.pop("discarded")

        discards_response = cls(
            ruleset=ruleset,
            shanten=shanten,
            complete=complete,
            win=win,
            discards=discards,
            discarder=discarder,
            table=table,
            hand=hand,
            discarded=discarded,
        )

        return discards_response
