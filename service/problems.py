"""RFC 9457 problem details: the one shape of every non-2xx answer.

Raise `ApiProblem` anywhere in a view (or a helper) and the app's error handler answers it as
`application/problem+json`: `type`, `title`, `status`, `detail`, `instance`, plus `code` (stable
snake_case), `request_id` and, for validation, `errors`: `[{pointer, detail, code}]` with JSON
pointers into the request body. The top-level `code` is the first problem's code.

New codes: `register_problem("my_code", 422, "Title")` (the status is the default for that code).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from flask import Response, current_app, g, has_request_context, request

PROBLEM_MIMETYPE = "application/problem+json"
TYPE_PREFIX = "tag:mahjong-scoring-service,2026:problems/"

# code -> (default status, title)
PROBLEMS: dict[str, tuple[int, str]] = {}


def register_problem(code: str, status: int, title: str) -> None:
    PROBLEMS[code] = (status, title)


for _code, _status, _title in (
    ("malformed_json", 400, "Malformed JSON"),
    ("bad_request", 400, "Bad request"),
    ("not_found", 404, "Not found"),
    ("unknown_ruleset", 404, "Unknown ruleset"),
    ("method_not_allowed", 405, "Method not allowed"),
    ("not_acceptable", 406, "Not acceptable"),
    ("payload_too_large", 413, "Payload too large"),
    ("batch_too_large", 413, "Batch too large"),
    ("unsupported_media_type", 415, "Unsupported media type"),
    ("invalid_request", 422, "Invalid request"),
    ("invalid_tile", 422, "Invalid tile"),
    ("too_many_copies", 422, "Too many copies of a tile"),
    ("wrong_tile_count", 422, "Wrong number of tiles"),
    ("invalid_meld", 422, "Invalid meld"),
    ("bonus_tile_in_hand", 422, "Bonus tile in hand"),
    ("not_a_bonus_tile", 422, "Not a bonus tile"),
    ("contradictory_context", 422, "Contradictory context"),
    ("not_a_winning_hand", 422, "Not a winning hand"),
    ("invalid_table", 422, "Invalid table"),
    ("unknown_house_rule", 422, "Unknown house rule"),
    ("invalid_house_rule", 422, "Invalid house rule"),
    ("liability_not_applicable", 422, "Liability not applicable"),
    ("internal_error", 500, "Internal server error"),
    ("service_unavailable", 503, "Service unavailable"),
):
    register_problem(_code, _status, _title)


def title_of(code: str, status: int) -> str:
    if code in PROBLEMS:
        return PROBLEMS[code][1]
    from werkzeug.http import HTTP_STATUS_CODES

    return HTTP_STATUS_CODES.get(status, "Error")


def error_item(pointer: str, detail: str, code: str) -> dict[str, str]:
    return {"pointer": pointer, "detail": detail, "code": code}


class ApiProblem(Exception):
    """An answer that is a problem. `errors` items are `{pointer, detail, code}`."""

    def __init__(self, code: str, detail: str, *, status: int | None = None,
                 errors: Iterable[Mapping[str, str]] | None = None, title: str | None = None,
                 headers: Mapping[str, str] | None = None) -> None:
        super().__init__(detail)
        self.code = code
        self.status = status or PROBLEMS.get(code, (500, ""))[0]
        self.detail = detail
        self.errors = [dict(e) for e in errors] if errors is not None else None
        self.title = title or title_of(code, self.status)
        self.headers = dict(headers or {})

    @classmethod
    def from_items(cls, items: Sequence[Mapping[str, str]], *, status: int | None = None,
                   summary: str | None = None) -> ApiProblem:
        """One problem for several items: the first item's code is the top-level code."""
        first = items[0]
        n = len(items)
        detail = summary or (first["detail"] if n == 1 else f"{first['detail']} (and {n - 1} more problem"
                                                            f"{'s' if n > 2 else ''})")
        return cls(first["code"], detail, status=status, errors=items)

    def body(self, *, with_instance: bool = True) -> dict[str, Any]:
        out: dict[str, Any] = {
            "type": TYPE_PREFIX + self.code,
            "title": self.title,
            "status": self.status,
            "detail": self.detail,
            "code": self.code,
        }
        if has_request_context():
            if with_instance:
                out["instance"] = request.path
            rid = g.get("request_id")
            if rid:
                out["request_id"] = rid
        if self.errors is not None:
            out["errors"] = self.errors
        return out


def problem_response(problem: ApiProblem) -> Response:
    body = json.dumps(problem.body(), ensure_ascii=False, separators=(",", ":"))
    try:
        body.encode("utf-8")
    except UnicodeEncodeError:  # a lone surrogate echoed from the request: escape it, never a 500
        body = json.dumps(problem.body(), ensure_ascii=True, separators=(",", ":"))
    resp = current_app.response_class(body, status=problem.status, mimetype=PROBLEM_MIMETYPE)
    # Read by the metrics hook (no need to parse the body again); an attribute of our own on the response.
    resp.problem_code = problem.code  # type: ignore[attr-defined]
    for k, v in problem.headers.items():
        resp.headers[k] = v
    return resp


def from_engine_problems(problems: Iterable[Any], *, status: int | None = None) -> ApiProblem:
    """`rules.hand.Problem`s (code, pointer, detail) as one ApiProblem (422 unless told)."""
    items = [error_item(p.pointer, p.detail, p.code) for p in problems]
    first_status = PROBLEMS.get(items[0]["code"], (422, ""))[0]
    return ApiProblem.from_items(items, status=status or (first_status if first_status < 500 else 422))
