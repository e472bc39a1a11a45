from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.false_win_variant import FalseWinVariant
from ..models.false_win_win_by_type_1 import FalseWinWinByType1
from ..models.false_win_win_by_type_2_type_1 import FalseWinWinByType2Type1
from ..models.false_win_win_by_type_3_type_1 import FalseWinWinByType3Type1
from ..models.seat import Seat
from ..types import UNSET, Unset

T = TypeVar("T", bound="FalseWin")


@_attrs_define
class FalseWin:
    """
    Attributes:
        offender (Seat): A seat, or its wind. The dealer (莊家) is the seat whose wind is east.
        variant (FalseWinVariant | Unset): Default: `limit_self_draw`.
        win_by (FalseWinWinByType1 | FalseWinWinByType2Type1 | FalseWinWinByType3Type1 | None | Unset): How the false
            win was claimed; required by `half`.
        discarder (None | Seat | Unset): The discard claimed on (with `win_by` discard).
        claimed_fan (int | None | Unset): The fan claimed (variant `minimum_three`; missing counts as 3).
        penalty_fan (int | None | Unset): The fan a false win pays at (default the table's limit; required with no
            limit; not with `minimum_three`).
    """

    offender: Seat
    variant: FalseWinVariant | Unset = UNSET
    win_by: FalseWinWinByType1 | FalseWinWinByType2Type1 | FalseWinWinByType3Type1 | None | Unset = UNSET
    discarder: None | Seat | Unset = UNSET
    claimed_fan: int | None | Unset = UNSET
    penalty_fan: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        offender = self.offender.value

        variant: str | Unset = UNSET
        if not isinstance(self.variant, Unset):
            variant = self.variant.value

        win_by: None | str | Unset
        if isinstance(self.win_by, Unset):
            win_by = UNSET
        elif isinstance(self.win_by, FalseWinWinByType1):
            win_by = self.win_by.value
        elif isinstance(self.win_by, FalseWinWinByType2Type1):
            win_by = self.win_by.value
        elif isinstance(self.win_by, FalseWinWinByType3Type1):
            win_by = self.win_by.value
        else:
            win_by = self.win_by

        discarder: None | str | Unset
        if isinstance(self.discarder, Unset):
            discarder = UNSET
        elif isinstance(self.discarder, Seat):
            discarder = self.discarder.value
        else:
            discarder = self.discarder

        claimed_fan: int | None | Unset
        if isinstance(self.claimed_fan, Unset):
            claimed_fan = UNSET
        else:
            claimed_fan = self.claimed_fan

        penalty_fan: int | None | Unset
        if isinstance(self.penalty_fan, Unset):
            penalty_fan = UNSET
        else:
            penalty_fan = self.penalty_fan

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "offender": offender,
            }
        )
        if variant is not UNSET:
            field_dict["variant"] = variant
        if win_by is not UNSET:
            field_dict["win_by"] = win_by
        if discarder is not UNSET:
            field_dict["discarder"] = discarder
        if claimed_fan is not UNSET:
            field_dict["claimed_fan"] = claimed_fan
        if penalty_fan is not UNSET:
            field_dict["penalty_fan"] = penalty_fan

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        offender = Seat(d.pop("offender"))

        _variant = d.pop("variant", UNSET)
        variant: FalseWinVariant | Unset
        if isinstance(_variant, Unset):
            variant = UNSET
        else:
            variant = FalseWinVariant(_variant)

        def _parse_win_by(
            data: object,
        ) -> FalseWinWinByType1 | FalseWinWinByType2Type1 | FalseWinWinByType3Type1 | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                win_by_type_1 = FalseWinWinByType1(data)

                return win_by_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                win_by_type_2_type_1 = FalseWinWinByType2Type1(data)

                return win_by_type_2_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, str):
                    raise TypeError()
                win_by_type_3_type_1 = FalseWinWinByType3Type1(data)

                return win_by_type_3_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(FalseWinWinByType1 | FalseWinWinByType2Type1 | FalseWinWinByType3Type1 | None | Unset, data)

        win_by = _parse_win_by(d.pop("win_by", UNSET))

        def _parse_discarder(data: object) -> None | Seat | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                discarder_type_0 = Seat(data)

                return discarder_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Seat | Unset, data)

        discarder = _parse_discarder(d.pop("discarder", UNSET))

        def _parse_claimed_fan(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        claimed_fan = _parse_claimed_fan(d.pop("claimed_fan", UNSET))

        def _parse_penalty_fan(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        penalty_fan = _parse_penalty_fan(d.pop("penalty_fan", UNSET))

        false_win = cls(
            offender=offender,
            variant=variant,
            win_by=win_by,
            discarder=discarder,
            claimed_fan=claimed_fan,
            penalty_fan=penalty_fan,
        )

        return false_win
