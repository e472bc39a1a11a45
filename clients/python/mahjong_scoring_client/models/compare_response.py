from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="CompareResponse")


@_attrs_define
class CompareResponse:
    """
    Attributes:
        results (list[Any]):
    """

    results: list[Any]

    def to_dict(self) -> dict[str, Any]:
        results = []
        for results_item_data in self.results:
            results_item: Any
            results_item = results_item_data
            results.append(results_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "results": results,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        results = []
        _results = d.pop("results")
        for results_item_data in _results:

            def _parse_results_item(data: object) -> Any:
                return cast(Any, data)

            results_item = _parse_results_item(results_item_data)

            results.append(results_item)

        compare_response = cls(
            results=results,
        )

        return compare_response
