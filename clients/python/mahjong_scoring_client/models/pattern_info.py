from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.name import Name
    from ..models.pattern_info_suppresses_item_type_1 import PatternInfoSuppressesItemType1
    from ..models.pattern_info_suppresses_item_type_2 import PatternInfoSuppressesItemType2


T = TypeVar("T", bound="PatternInfo")


@_attrs_define
class PatternInfo:
    """
    Attributes:
        id (str):
        name (Name): A name in every language the service speaks: `zh` Traditional Chinese (zh-Hant, as the rule sources
            write it), `zh-Hans` Simplified Chinese, `en` English.
        fan (int | Literal['limit']): A fan count, or `limit` (the table's limit).
        limit_hand (bool):
        kind (str): `hand` (the tiles), `win` (how or when it was won), `bonus` (the flowers), `draw` (scores
            an exhaustive draw, not a win: canton-new 流局十番); rulesets may add kinds.
        enabled_by_default (bool):
        suppresses (list[PatternInfoSuppressesItemType1 | PatternInfoSuppressesItemType2 | str]): What this pattern
            takes away when it counts: a pattern id (not counted at all), `{id, per_count}` (that many of its counts per
            count of this one), or `{id, fan, shares}`: both include the pattern `shares` (槓上開花 and 海底撈月 the self-draw),
            which is counted once, so the smaller of the two counts `fan` less.
        note (str):
        aliases (list[str] | Unset):
        decision (str | Unset):
    """

    id: str
    name: Name
    fan: int | Literal["limit"]
    limit_hand: bool
    kind: str
    enabled_by_default: bool
    suppresses: list[PatternInfoSuppressesItemType1 | PatternInfoSuppressesItemType2 | str]
    note: str
    aliases: list[str] | Unset = UNSET
    decision: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.pattern_info_suppresses_item_type_1 import PatternInfoSuppressesItemType1  # noqa: PLC0415
        from ..models.pattern_info_suppresses_item_type_2 import PatternInfoSuppressesItemType2  # noqa: PLC0415

        id = self.id

        name = self.name.to_dict()

        fan: int | Literal["limit"]
        fan = self.fan

        limit_hand = self.limit_hand

        kind = self.kind

        enabled_by_default = self.enabled_by_default

        suppresses = []
        for suppresses_item_data in self.suppresses:
            suppresses_item: dict[str, Any] | str
            if isinstance(suppresses_item_data, PatternInfoSuppressesItemType1):
                suppresses_item = suppresses_item_data.to_dict()
            elif isinstance(suppresses_item_data, PatternInfoSuppressesItemType2):
                suppresses_item = suppresses_item_data.to_dict()
            else:
                suppresses_item = suppresses_item_data
            suppresses.append(suppresses_item)

        note = self.note

        aliases: list[str] | Unset = UNSET
        if not isinstance(self.aliases, Unset):
            aliases = self.aliases

        decision = self.decision

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "fan": fan,
                "limit_hand": limit_hand,
                "kind": kind,
                "enabled_by_default": enabled_by_default,
                "suppresses": suppresses,
                "note": note,
            }
        )
        if aliases is not UNSET:
            field_dict["aliases"] = aliases
        if decision is not UNSET:
            field_dict["decision"] = decision

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.name import Name  # noqa: PLC0415
        from ..models.pattern_info_suppresses_item_type_1 import PatternInfoSuppressesItemType1  # noqa: PLC0415
        from ..models.pattern_info_suppresses_item_type_2 import PatternInfoSuppressesItemType2  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = Name.from_dict(d.pop("name"))

        def _parse_fan(data: object) -> int | Literal["limit"]:
            fan_type_1 = cast(Literal["limit"], data)
            if fan_type_1 != "limit":
                raise ValueError(f"fan_type_1 must match const 'limit', got '{fan_type_1}'")
            return fan_type_1
            return cast(int | Literal["limit"], data)

        fan = _parse_fan(d.pop("fan"))

        limit_hand = d.pop("limit_hand")

        kind = d.pop("kind")

        enabled_by_default = d.pop("enabled_by_default")

        suppresses = []
        _suppresses = d.pop("suppresses")
        for suppresses_item_data in _suppresses:

            def _parse_suppresses_item(
                data: object,
            ) -> PatternInfoSuppressesItemType1 | PatternInfoSuppressesItemType2 | str:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    suppresses_item_type_1 = PatternInfoSuppressesItemType1.from_dict(data)

                    return suppresses_item_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    suppresses_item_type_2 = PatternInfoSuppressesItemType2.from_dict(data)

                    return suppresses_item_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                return cast(PatternInfoSuppressesItemType1 | PatternInfoSuppressesItemType2 | str, data)

            suppresses_item = _parse_suppresses_item(suppresses_item_data)

            suppresses.append(suppresses_item)

        note = d.pop("note")

        aliases = cast(list[str], d.pop("aliases", UNSET))

        decision = d.pop("decision", UNSET)

        pattern_info = cls(
            id=id,
            name=name,
            fan=fan,
            limit_hand=limit_hand,
            kind=kind,
            enabled_by_default=enabled_by_default,
            suppresses=suppresses,
            note=note,
            aliases=aliases,
            decision=decision,
        )

        return pattern_info
