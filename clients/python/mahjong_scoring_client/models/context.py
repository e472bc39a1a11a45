from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.context_win_by import ContextWinBy
from ..models.seat import Seat
from ..types import UNSET, Unset

T = TypeVar("T", bound="Context")


@_attrs_define
class Context:
    """How and when the hand was won. A field that the hand or the rest of the context contradicts
    is refused with 422 `contradictory_context`, its pointer naming the field
    (`/context/<field>`); nothing given is ignored (docs/RULES.md §7). At every table:

    - `discarder`: required for a win on a discard, and not the winner. (On a self-draw it is
      not read.)
    - `robbing_kong`: a win on a discard (the kong's owner as discarder), not with
      `kong_replacement`; the hand holds no other copy of the winning tile.
    - `kong_replacement`: a self-draw, and no more than the hand's kongs.
    - `robbing_flower`: a discard whose winning tile is a bonus tile (and a bonus tile is won on
      a discard only so).
    - `winning_tile_seen`: at least the copies of the winning tile in the winner's own exposed
      melds, at most the copies the hand does not hold, exactly 3 with `robbing_kong`. Left
      out, what the hand shows is used: a winning 4m with an exposed 444m is 絕張, a robbed
      kong is 絕張, a hand holding all four copies is 生張; otherwise it stays unknown.
    - `exhaustive_draw`: no field that describes a win (`heavenly`, `earthly`, `human`,
      `robbing_kong`, `kong_replacement`, `robbing_flower`, `first_draw_after_ready`,
      `winning_tile_seen`).

    The first-turn flags need what the ruleset's data says (each flag stands on its own: it
    counts its pattern or is refused):

    | flag | hk-classic | canton-new |
    |---|---|---|
    | `heavenly` | 天胡: the dealer, a self-draw, no claimed meld, not the last tile; not with `earthly`, `human` | 天糊:
    the same; nor with `earthly_ready` |
    | `earthly` | 地胡: a non-dealer on the dealer's (east) discard; no meld at all, no robbed kong, no kong replacement,
    not the last tile | 地糊: a non-dealer's self-draw of his first tile (天聽 implied); no meld at all, no kong
    replacement, not the last tile; not with `earthly_ready` |
    | `human` | 人胡: a non-dealer on a discard; no claimed meld, no robbed kong, not the last tile | 人糊 (天聽一發 implied): a
    non-dealer on a discard; no meld at all, no robbed kong, not the last tile; not with `earthly_ready` |
    | `heavenly_ready` | 冚手胡: no claimed meld | 天聽: a non-dealer, no claimed meld; not with `earthly_ready` |
    | `earthly_ready` | (no pattern) | 地聽: no claimed meld |
    | `first_draw_after_ready` | (no pattern) | 一發: with `heavenly_ready`, `earthly_ready`, `human` or `earthly`; not a
    robbed kong, a kong replacement or the last tile |
    | `first_go_around` | (no pattern) | not the last tile |

    A flag that holds but that the table's house rules switch off is listed in `suppressed`
    with `by: house_rule` (hk-classic: 天胡 after a concealed kong; 人胡 and 冚手胡 where the
    table does not play them).

        Attributes:
            win_by (ContextWinBy):
            seat_wind (Seat | Unset): A seat, or its wind. The dealer (莊家) is the seat whose wind is east.
            round_wind (Seat | Unset): A seat, or its wind. The dealer (莊家) is the seat whose wind is east.
            discarder (None | Seat | Unset): The seat whose discard was won (for a robbed kong, the kong's owner). Required
                for a discard win.
            robbing_kong (bool | Unset): 搶槓. Default: `false`.
            kong_replacement (int | Unset): Consecutive kongs before the winning replacement draw (1 槓上開花, 2 槓上槓). Default:
                `0`.
            last_tile (bool | Unset): Won on the last tile of the wall (海底撈月 when self-drawn). Default: `false`.
            heavenly (bool | Unset): 天胡 / 天糊 (the dealer wins on the initial deal). Default: `false`.
            earthly (bool | Unset): 地胡 (hk-classic: a non-dealer wins on the dealer's first discard) / 地糊 (canton-new: a
                non-dealer self-draws his first tile after 天聽). Default: `false`.
            human (bool | Unset): 人胡 (hk-classic, a house rule) / 人糊 (canton-new, 天聽一發 on a discard). Default: `false`.
            heavenly_ready (bool | Unset): 天聽 (canton-new, a non-dealer ready on the deal) / 冚手胡 (hk-classic, a house rule).
                Default: `false`.
            earthly_ready (bool | Unset): 地聽 (canton-new, ready declared with the first discard). Default: `false`.
            first_draw_after_ready (bool | Unset): 一發 (canton-new) — won on the first tile after 天聽 (人糊, 地糊) or 地聽 (地聽一發).
                Default: `false`.
            winning_tile_seen (int | None | Unset): Copies of the winning tile seen before the win (生張 0, 絕張 3; canton-new).
                Left out, what the hand shows is used (the winner's own exposed melds; see the context's description).
            robbing_flower (bool | Unset): 七搶一 (canton-new) — the winning tile is the bonus tile robbed from the discarder.
                Default: `false`.
            first_go_around (bool | Unset): Won in the first go-around (canton-new 十三不搭); implied by heavenly, earthly,
                human. Default: `false`.
            exhaustive_draw (bool | Unset): The hand held at an exhaustive draw (流局), scored for canton-new 流局十番: send the
                hand without `winning_tile`; only draw patterns count, settled as a self-draw. Default: `false`. Default:
                `false`.
            discards_all_terminal_or_honour_unclaimed (bool | Unset): At an exhaustive draw: every discard of this player
                was a 1, a 9 or an honour, and none was claimed (canton-new 流局十番). Default: `false`. Default: `false`.
    """

    win_by: ContextWinBy
    seat_wind: Seat | Unset = UNSET
    round_wind: Seat | Unset = UNSET
    discarder: None | Seat | Unset = UNSET
    robbing_kong: bool | Unset = UNSET
    kong_replacement: int | Unset = UNSET
    last_tile: bool | Unset = UNSET
    heavenly: bool | Unset = UNSET
    earthly: bool | Unset = UNSET
    human: bool | Unset = UNSET
    heavenly_ready: bool | Unset = UNSET
    earthly_ready: bool | Unset = UNSET
    first_draw_after_ready: bool | Unset = UNSET
    winning_tile_seen: int | None | Unset = UNSET
    robbing_flower: bool | Unset = UNSET
    first_go_around: bool | Unset = UNSET
    exhaustive_draw: bool | Unset = UNSET
    discards_all_terminal_or_honour_unclaimed: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        win_by = self.win_by.value

        seat_wind: str | Unset = UNSET
        if not isinstance(self.seat_wind, Unset):
            seat_wind = self.seat_wind.value

        round_wind: str | Unset = UNSET
        if not isinstance(self.round_wind, Unset):
            round_wind = self.round_wind.value

        discarder: None | str | Unset
        if isinstance(self.discarder, Unset):
            discarder = UNSET
        elif isinstance(self.discarder, Seat):
            discarder = self.discarder.value
        else:
            discarder = self.discarder

        robbing_kong = self.robbing_kong

        kong_replacement = self.kong_replacement

        last_tile = self.last_tile

        heavenly = self.heavenly

        earthly = self.earthly

        human = self.human

        heavenly_ready = self.heavenly_ready

        earthly_ready = self.earthly_ready

        first_draw_after_ready = self.first_draw_after_ready

        winning_tile_seen: int | None | Unset
        if isinstance(self.winning_tile_seen, Unset):
            winning_tile_seen = UNSET
        else:
            winning_tile_seen = self.winning_tile_seen

        robbing_flower = self.robbing_flower

        first_go_around = self.first_go_around

        exhaustive_draw = self.exhaustive_draw

        discards_all_terminal_or_honour_unclaimed = self.discards_all_terminal_or_honour_unclaimed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "win_by": win_by,
            }
        )
        if seat_wind is not UNSET:
            field_dict["seat_wind"] = seat_wind
        if round_wind is not UNSET:
            field_dict["round_wind"] = round_wind
        if discarder is not UNSET:
            field_dict["discarder"] = discarder
        if robbing_kong is not UNSET:
            field_dict["robbing_kong"] = robbing_kong
        if kong_replacement is not UNSET:
            field_dict["kong_replacement"] = kong_replacement
        if last_tile is not UNSET:
            field_dict["last_tile"] = last_tile
        if heavenly is not UNSET:
            field_dict["heavenly"] = heavenly
        if earthly is not UNSET:
            field_dict["earthly"] = earthly
        if human is not UNSET:
            field_dict["human"] = human
        if heavenly_ready is not UNSET:
            field_dict["heavenly_ready"] = heavenly_ready
        if earthly_ready is not UNSET:
            field_dict["earthly_ready"] = earthly_ready
        if first_draw_after_ready is not UNSET:
            field_dict["first_draw_after_ready"] = first_draw_after_ready
        if winning_tile_seen is not UNSET:
            field_dict["winning_tile_seen"] = winning_tile_seen
        if robbing_flower is not UNSET:
            field_dict["robbing_flower"] = robbing_flower
        if first_go_around is not UNSET:
            field_dict["first_go_around"] = first_go_around
        if exhaustive_draw is not UNSET:
            field_dict["exhaustive_draw"] = exhaustive_draw
        if discards_all_terminal_or_honour_unclaimed is not UNSET:
            field_dict["discards_all_terminal_or_honour_unclaimed"] = discards_all_terminal_or_honour_unclaimed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        win_by = ContextWinBy(d.pop("win_by"))

        _seat_wind = d.pop("seat_wind", UNSET)
        seat_wind: Seat | Unset
        if isinstance(_seat_wind, Unset):
            seat_wind = UNSET
        else:
            seat_wind = Seat(_seat_wind)

        _round_wind = d.pop("round_wind", UNSET)
        round_wind: Seat | Unset
        if isinstance(_round_wind, Unset):
            round_wind = UNSET
        else:
            round_wind = Seat(_round_wind)

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

        robbing_kong = d.pop("robbing_kong", UNSET)

        kong_replacement = d.pop("kong_replacement", UNSET)

        last_tile = d.pop("last_tile", UNSET)

        heavenly = d.pop("heavenly", UNSET)

        earthly = d.pop("earthly", UNSET)

        human = d.pop("human", UNSET)

        heavenly_ready = d.pop("heavenly_ready", UNSET)

        earthly_ready = d.pop("earthly_ready", UNSET)

        first_draw_after_ready = d.pop("first_draw_after_ready", UNSET)

        def _parse_winning_tile_seen(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        winning_tile_seen = _parse_winning_tile_seen(d.pop("winning_tile_seen", UNSET))

        robbing_flower = d.pop("robbing_flower", UNSET)

        first_go_around = d.pop("first_go_around", UNSET)

        exhaustive_draw = d.pop("exhaustive_draw", UNSET)

        discards_all_terminal_or_honour_unclaimed = d.pop("discards_all_terminal_or_honour_unclaimed", UNSET)

        context = cls(
            win_by=win_by,
            seat_wind=seat_wind,
            round_wind=round_wind,
            discarder=discarder,
            robbing_kong=robbing_kong,
            kong_replacement=kong_replacement,
            last_tile=last_tile,
            heavenly=heavenly,
            earthly=earthly,
            human=human,
            heavenly_ready=heavenly_ready,
            earthly_ready=earthly_ready,
            first_draw_after_ready=first_draw_after_ready,
            winning_tile_seen=winning_tile_seen,
            robbing_flower=robbing_flower,
            first_go_around=first_go_around,
            exhaustive_draw=exhaustive_draw,
            discards_all_terminal_or_honour_unclaimed=discards_all_terminal_or_honour_unclaimed,
        )

        return context
