from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.batch_problem import BatchProblem
    from ..models.batch_score import BatchScore


T = TypeVar("T", bound="BatchResponse")


@_attrs_define
class BatchResponse:
    """
    Attributes:
        results (list[BatchProblem | BatchScore]): One result per request, in order: the score response, or the problem
            that request alone would get (without `instance`). `outcome` tells which.
    """

    results: list[BatchProblem | BatchScore]

    def to_dict(self) -> dict[str, Any]:
        from ..models.batch_score import BatchScore  # noqa: PLC0415

        results = []
        for results_item_data in self.results:
            results_item: dict[str, Any]
            if isinstance(results_item_data, BatchScore):
                results_item = results_item_data.to_dict()
            else:
                results_item = results_item_data.to_dict()

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
        from ..models.batch_problem import BatchProblem  # noqa: PLC0415
        from ..models.batch_score import BatchScore  # noqa: PLC0415

        d = dict(src_dict)
        results = []
        _results = d.pop("results")
        for results_item_data in _results:

            def _parse_results_item(data: object) -> BatchProblem | BatchScore:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    results_item_type_0 = BatchScore.from_dict(data)

                    return results_item_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                results_item_type_1 = BatchProblem.from_dict(data)

                return results_item_type_1

            results_item = _parse_results_item(results_item_data)

            results.append(results_item)

        batch_response = cls(
            results=results,
        )

        return batch_response
