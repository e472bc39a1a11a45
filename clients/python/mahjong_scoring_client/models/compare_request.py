from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.compare_request_tables import CompareRequestTables
    from ..models.context import Context
    from ..models.hand import Hand
    from ..models.liability import Liability
    from ..models.table import Table


T = TypeVar("T", bound="CompareRequest")


@_attrs_define
class CompareRequest:
    """
    Attributes:
        hand (Hand): The winning hand. `winning_tile` is required, except for the hand held at an exhaustive draw
            (`context.exhaustive_draw`, canton-new 流局十番), which has 13 tiles (plus one per kong) and no winning tile.
        context (Context): How and when the hand was won. A field that the hand or the rest of the context contradicts
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
            | `heavenly` | 天胡: the dealer, a self-draw, no claimed meld, not the last tile; not with `earthly`, `human` |
            天糊: the same; nor with `earthly_ready` |
            | `earthly` | 地胡: a non-dealer on the dealer's (east) discard; no meld at all, no robbed kong, no kong
            replacement, not the last tile | 地糊: a non-dealer's self-draw of his first tile (天聽 implied); no meld at all, no
            kong replacement, not the last tile; not with `earthly_ready` |
            | `human` | 人胡: a non-dealer on a discard; no claimed meld, no robbed kong, not the last tile | 人糊 (天聽一發
            implied): a non-dealer on a discard; no meld at all, no robbed kong, not the last tile; not with `earthly_ready`
            |
            | `heavenly_ready` | 冚手胡: no claimed meld | 天聽: a non-dealer, no claimed meld; not with `earthly_ready` |
            | `earthly_ready` | (no pattern) | 地聽: no claimed meld |
            | `first_draw_after_ready` | (no pattern) | 一發: with `heavenly_ready`, `earthly_ready`, `human` or `earthly`;
            not a robbed kong, a kong replacement or the last tile |
            | `first_go_around` | (no pattern) | not the last tile |

            A flag that holds but that the table's house rules switch off is listed in `suppressed`
            with `by: house_rule` (hk-classic: 天胡 after a concealed kong; 人胡 and 冚手胡 where the
            table does not play them).
        rulesets (list[str] | Unset): The rulesets to compare, in order (default every ruleset, by id).
        table (Table | Unset): Table rules (枱規); every field has the ruleset's default.
        tables (CompareRequestTables | Unset): A table (or a list of 1 to 8 tables) per ruleset id; replaces `table` for
            that ruleset.
        liability (Liability | None | Unset):
    """

    hand: Hand
    context: Context
    rulesets: list[str] | Unset = UNSET
    table: Table | Unset = UNSET
    tables: CompareRequestTables | Unset = UNSET
    liability: Liability | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.liability import Liability  # noqa: PLC0415

        hand = self.hand.to_dict()

        context = self.context.to_dict()

        rulesets: list[str] | Unset = UNSET
        if not isinstance(self.rulesets, Unset):
            rulesets = self.rulesets

        table: dict[str, Any] | Unset = UNSET
        if not isinstance(self.table, Unset):
            table = self.table.to_dict()

        tables: dict[str, Any] | Unset = UNSET
        if not isinstance(self.tables, Unset):
            tables = self.tables.to_dict()

        liability: dict[str, Any] | None | Unset
        if isinstance(self.liability, Unset):
            liability = UNSET
        elif isinstance(self.liability, Liability):
            liability = self.liability.to_dict()
        else:
            liability = self.liability

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "hand": hand,
                "context": context,
            }
        )
        if rulesets is not UNSET:
            field_dict["rulesets"] = rulesets
        if table is not UNSET:
            field_dict["table"] = table
        if tables is not UNSET:
            field_dict["tables"] = tables
        if liability is not UNSET:
            field_dict["liability"] = liability

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.compare_request_tables import CompareRequestTables  # noqa: PLC0415
        from ..models.context import Context  # noqa: PLC0415
        from ..models.hand import Hand  # noqa: PLC0415
        from ..models.liability import Liability  # noqa: PLC0415
        from ..models.table import Table  # noqa: PLC0415

        d = dict(src_dict)
        hand = Hand.from_dict(d.pop("hand"))

        context = Context.from_dict(d.pop("context"))

        rulesets = cast(list[str], d.pop("rulesets", UNSET))

        _table = d.pop("table", UNSET)
        table: Table | Unset
        if isinstance(_table, Unset):
            table = UNSET
        else:
            table = Table.from_dict(_table)

        _tables = d.pop("tables", UNSET)
        tables: CompareRequestTables | Unset
        if isinstance(_tables, Unset):
            tables = UNSET
        else:
            tables = CompareRequestTables.from_dict(_tables)

        def _parse_liability(data: object) -> Liability | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                liability_type_0 = Liability.from_dict(data)

                return liability_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(Liability | None | Unset, data)

        liability = _parse_liability(d.pop("liability", UNSET))

        compare_request = cls(
            hand=hand,
            context=context,
            rulesets=rulesets,
            table=table,
            tables=tables,
            liability=liability,
        )

        return compare_request
