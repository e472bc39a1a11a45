from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ErrorItem")


@_attrs_define
class ErrorItem:
    """
    Attributes:
        pointer (str): A JSON pointer (RFC 6901) into the request body; "" is the body itself.
        detail (str):
        code (str):
    """

    pointer: str
    detail: str
    code: str

    def to_dict(self) -> dict[str, Any]:
        pointer = self.pointer

        detail = self.detail

        code = self.code

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "pointer": pointer,
                "detail": detail,
                "code": code,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        pointer = d.pop("pointer")

        detail = d.pop("detail")

        code = d.pop("code")

        error_item = cls(
            pointer=pointer,
            detail=detail,
            code=code,
        )

        return error_item
