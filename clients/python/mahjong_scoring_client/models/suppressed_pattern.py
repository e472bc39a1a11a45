from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.suppressed_pattern_reason import SuppressedPatternReason
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.name import Name


T = TypeVar("T", bound="SuppressedPattern")


@_attrs_define
class SuppressedPattern:
    """A pattern that matched but does not count, or counts less. Nothing the hand or the context shows disappears: a
    pattern a house rule takes away (天胡 after a concealed kong at an hk-classic table; 人胡, 冚手胡 or 鐘鼓齊鳴 where the table
    does not play them) is listed with `by: house_rule`.

        Attributes:
            id (str):
            name (Name): A name in every language the service speaks: `zh` Traditional Chinese (zh-Hant, as the rule sources
                write it), `zh-Hans` Simplified Chinese, `en` English.
            fan (int): The fan it does not count (for `shared`, the part it gives up).
            count (int):
            by (str): The pattern id that suppressed it, `limit` or `house_rule`.
            reason (SuppressedPatternReason): `implied`: the `by` pattern includes it. `shared`: it and the `by` pattern
                both include the pattern named in `shares`, which is counted once (槓上開花 2 + 海底撈月 2 share the self-draw: 2 + 1).
                `limit`: a 例牌 scores exactly the limit. `house_rule`: the table's house rules take it away.
            shares (str | Unset): With reason `shared`, the pattern both include (e.g. `self_drawn`).
    """

    id: str
    name: Name
    fan: int
    count: int
    by: str
    reason: SuppressedPatternReason
    shares: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        name = self.name.to_dict()

        fan = self.fan

        count = self.count

        by = self.by

        reason = self.reason.value

        shares = self.shares

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "name": name,
                "fan": fan,
                "count": count,
                "by": by,
                "reason": reason,
            }
        )
        if shares is not UNSET:
            field_dict["shares"] = shares

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.name import Name  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        name = Name.from_dict(d.pop("name"))

        fan = d.pop("fan")

        count = d.pop("count")

        by = d.pop("by")

        reason = SuppressedPatternReason(d.pop("reason"))

        shares = d.pop("shares", UNSET)

        suppressed_pattern = cls(
            id=id,
            name=name,
            fan=fan,
            count=count,
            by=by,
            reason=reason,
            shares=shares,
        )

        return suppressed_pattern
