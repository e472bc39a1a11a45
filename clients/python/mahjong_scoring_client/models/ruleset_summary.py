from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.name import Name
    from ..models.ruleset_defaults import RulesetDefaults


T = TypeVar("T", bound="RulesetSummary")


@_attrs_define
class RulesetSummary:
    """
    Attributes:
        id (str):
        version (str):
        name (Name): A name in every language the service speaks: `zh` Traditional Chinese (zh-Hant, as the rule sources
            write it), `zh-Hans` Simplified Chinese, `en` English.
        description (str):
        defaults (RulesetDefaults): The table defaults (min_fan, limit_fan, scale, payment, stake).
    """

    id: str
    version: str
    name: Name
    description: str
    defaults: RulesetDefaults

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        name = self.name.to_dict()

        description = self.description

        defaults = self.defaults.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "version": version,
                "name": name,
                "description": description,
                "defaults": defaults,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.name import Name  # noqa: PLC0415
        from ..models.ruleset_defaults import RulesetDefaults  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        name = Name.from_dict(d.pop("name"))

        description = d.pop("description")

        defaults = RulesetDefaults.from_dict(d.pop("defaults"))

        ruleset_summary = cls(
            id=id,
            version=version,
            name=name,
            description=description,
            defaults=defaults,
        )

        return ruleset_summary
