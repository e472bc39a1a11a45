from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.house_rule_info import HouseRuleInfo
    from ..models.name import Name
    from ..models.pattern_info import PatternInfo
    from ..models.ruleset_defaults import RulesetDefaults


T = TypeVar("T", bound="RulesetDetail")


@_attrs_define
class RulesetDetail:
    """
    Attributes:
        id (str):
        version (str):
        name (Name): A name in every language the service speaks: `zh` Traditional Chinese (zh-Hant, as the rule sources
            write it), `zh-Hans` Simplified Chinese, `en` English.
        description (str):
        defaults (RulesetDefaults): The table defaults (min_fan, limit_fan, scale, payment, stake).
        sources (list[str]):
        shapes (list[str]):
        patterns (list[PatternInfo]):
        house_rules (list[HouseRuleInfo]):
    """

    id: str
    version: str
    name: Name
    description: str
    defaults: RulesetDefaults
    sources: list[str]
    shapes: list[str]
    patterns: list[PatternInfo]
    house_rules: list[HouseRuleInfo]

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        version = self.version

        name = self.name.to_dict()

        description = self.description

        defaults = self.defaults.to_dict()

        sources = self.sources

        shapes = self.shapes

        patterns = []
        for patterns_item_data in self.patterns:
            patterns_item = patterns_item_data.to_dict()
            patterns.append(patterns_item)

        house_rules = []
        for house_rules_item_data in self.house_rules:
            house_rules_item = house_rules_item_data.to_dict()
            house_rules.append(house_rules_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "version": version,
                "name": name,
                "description": description,
                "defaults": defaults,
                "sources": sources,
                "shapes": shapes,
                "patterns": patterns,
                "house_rules": house_rules,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.house_rule_info import HouseRuleInfo  # noqa: PLC0415
        from ..models.name import Name  # noqa: PLC0415
        from ..models.pattern_info import PatternInfo  # noqa: PLC0415
        from ..models.ruleset_defaults import RulesetDefaults  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        version = d.pop("version")

        name = Name.from_dict(d.pop("name"))

        description = d.pop("description")

        defaults = RulesetDefaults.from_dict(d.pop("defaults"))

        sources = cast(list[str], d.pop("sources"))

        shapes = cast(list[str], d.pop("shapes"))

        patterns = []
        _patterns = d.pop("patterns")
        for patterns_item_data in _patterns:
            patterns_item = PatternInfo.from_dict(patterns_item_data)

            patterns.append(patterns_item)

        house_rules = []
        _house_rules = d.pop("house_rules")
        for house_rules_item_data in _house_rules:
            house_rules_item = HouseRuleInfo.from_dict(house_rules_item_data)

            house_rules.append(house_rules_item)

        ruleset_detail = cls(
            id=id,
            version=version,
            name=name,
            description=description,
            defaults=defaults,
            sources=sources,
            shapes=shapes,
            patterns=patterns,
            house_rules=house_rules,
        )

        return ruleset_detail
