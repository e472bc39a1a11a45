from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.error_item import ErrorItem


T = TypeVar("T", bound="BatchProblem")


@_attrs_define
class BatchProblem:
    """A batch result that is a problem (`outcome` is `problem`), without `instance`.

    Attributes:
        type_ (str): A URI naming the problem type: `tag:mahjong-scoring-service,2026:problems/<code>`.
        title (str):
        status (int):
        detail (str):
        code (str): Stable: malformed_json, bad_request, not_found, unknown_ruleset, method_not_allowed,
            not_acceptable, payload_too_large, batch_too_large, unsupported_media_type,
            invalid_request, invalid_tile, too_many_copies, wrong_tile_count, invalid_meld,
            bonus_tile_in_hand, not_a_bonus_tile, contradictory_context, not_a_winning_hand,
            invalid_table, unknown_house_rule, invalid_house_rule, liability_not_applicable,
            fan_above_limit, fan_below_minimum, fan_beyond_multipliers, missing_discarder,
            winner_is_discarder, duplicate_winner, penalty_fan_required, win_by_required,
            amount_too_large, internal_error, service_unavailable.
        outcome (Literal['problem']):
        instance (str | Unset): The request path.
        request_id (str | Unset):
        errors (list[ErrorItem] | Unset):
    """

    type_: str
    title: str
    status: int
    detail: str
    code: str
    outcome: Literal["problem"]
    instance: str | Unset = UNSET
    request_id: str | Unset = UNSET
    errors: list[ErrorItem] | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        title = self.title

        status = self.status

        detail = self.detail

        code = self.code

        outcome = self.outcome

        instance = self.instance

        request_id = self.request_id

        errors: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = []
            for errors_item_data in self.errors:
                errors_item = errors_item_data.to_dict()
                errors.append(errors_item)

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update(
            {
                "type": type_,
                "title": title,
                "status": status,
                "detail": detail,
                "code": code,
                "outcome": outcome,
            }
        )
        if instance is not UNSET:
            field_dict["instance"] = instance
        if request_id is not UNSET:
            field_dict["request_id"] = request_id
        if errors is not UNSET:
            field_dict["errors"] = errors

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.error_item import ErrorItem  # noqa: PLC0415

        d = dict(src_dict)
        type_ = d.pop("type")

        title = d.pop("title")

        status = d.pop("status")

        detail = d.pop("detail")

        code = d.pop("code")

        outcome = cast(Literal["problem"], d.pop("outcome"))
        if outcome != "problem":
            raise ValueError(f"outcome must match const 'problem', got '{outcome}'")

        instance = d.pop("instance", UNSET)

        request_id = d.pop("request_id", UNSET)

        _errors = d.pop("errors", UNSET)
        errors: list[ErrorItem] | Unset = UNSET
        if _errors is not UNSET:
            errors = []
            for errors_item_data in _errors:
                errors_item = ErrorItem.from_dict(errors_item_data)

                errors.append(errors_item)

        batch_problem = cls(
            type_=type_,
            title=title,
            status=status,
            detail=detail,
            code=code,
            outcome=outcome,
            instance=instance,
            request_id=request_id,
            errors=errors,
        )

        batch_problem.additional_properties = d
        return batch_problem

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
