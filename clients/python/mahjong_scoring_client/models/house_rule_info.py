from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.house_rule_info_type import HouseRuleInfoType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.name import Name


T = TypeVar("T", bound="HouseRuleInfo")


@_attrs_define
class HouseRuleInfo:
    """
    Attributes:
        id (str):
        name (Name): A name in every language the service speaks: `zh` Traditional Chinese (zh-Hant, as the rule sources
            write it), `zh-Hans` Simplified Chinese, `en` English.
        type_ (HouseRuleInfoType):
        default (Any): The value when the table does not set it.
        note (str):
        values (list[int | str] | Unset): The values a `choice` switch takes.
        pattern (str | Unset):
        enables (list[str] | Unset):
    """

    id: str
    name: Name
    type_: HouseRuleInfoType
    default: Any
    note: str
    values: list[int | str] | Unset = UNSET
    pattern: str | Unset = UNSET
    enables: list[str] | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name.to_dict()

        type_ = self.type_.value

        default = self.default

        note = self.note

        values: list[int | str] | Unset = UNSET
        if not isinstance(self.values, Unset):
            values = []
            for values_item_data in self.values:
                values_item: int | str
                values_item = values_item_data
                values.append(values_item)

        pattern = self.pattern

        enables: list[str] | Unset = UNSET
        if not isinstance(self.enables, Unset):
            enables = self.enables

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "type": type_,
                "default": default,
                "note": note,
            }
        )
        if values is not UNSET:
            field_dict["values"] = values
        if pattern is not UNSET:
            field_dict["pattern"] = pattern
        if enables is not UNSET:
            field_dict["enables"] = enables

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.name import Name  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = Name.from_dict(d.pop("name"))

        type_ = HouseRuleInfoType(d.pop("type"))

        default = d.pop("default")

        note = d.pop("note")

        _values = d.pop("values", UNSET)
        values: list[int | str] | Unset = UNSET
        if _values is not UNSET:
            values = []
            for values_item_data in _values:

                def _parse_values_item(data: object) -> int | str:
                    return cast(int | str, data)

                values_item = _parse_values_item(values_item_data)

                values.append(values_item)

        pattern = d.pop("pattern", UNSET)

        enables = cast(list[str], d.pop("enables", UNSET))

        house_rule_info = cls(
            id=id,
            name=name,
            type_=type_,
            default=default,
            note=note,
            values=values,
            pattern=pattern,
            enables=enables,
        )

        return house_rule_info
