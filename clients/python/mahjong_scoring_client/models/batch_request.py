from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.score_request import ScoreRequest


T = TypeVar("T", bound="BatchRequest")


@_attrs_define
class BatchRequest:
    """
    Attributes:
        requests (list[ScoreRequest]): Score requests. An item that is not a valid one does not refuse the batch: its
            result is the problem that request alone would get.
    """

    requests: list[ScoreRequest]

    def to_dict(self) -> dict[str, Any]:
        requests = []
        for requests_item_data in self.requests:
            requests_item = requests_item_data.to_dict()
            requests.append(requests_item)

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "requests": requests,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.score_request import ScoreRequest  # noqa: PLC0415

        d = dict(src_dict)
        requests = []
        _requests = d.pop("requests")
        for requests_item_data in _requests:
            requests_item = ScoreRequest.from_dict(requests_item_data)

            requests.append(requests_item)

        batch_request = cls(
            requests=requests,
        )

        return batch_request
