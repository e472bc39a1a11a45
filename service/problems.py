"""RFC 9457 problem details: the one shape of every non-2xx answer.

Raise `ApiProblem` anywhere in a view (or a helper) and the app's error handler answers it as
`application/problem+json`: `type`, `title`, `status`, `detail`, `instance`, plus `code` (stable
snake_case), `request_id` and, for validation, `errors`: `[{pointer, detail, code}]` with JSON
pointers into the request body. The top-level `code` is the first problem's code.

New codes: `register_problem("my_code", 422, "Title")` (the status is the default for that code).

Answers stay small whatever the request: a problem lists at most MAX_ERRORS errors (the count of
the others is `errors_omitted`); a key or value of the request echoed in a pointer or a message is
cut to ECHO_CHARS characters and an ellipsis (`echo`); a `detail` is at most DETAIL_CHARS.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from flask import Response, current_app, g, has_request_context, request

PROBLEM_MIMETYPE = "application/problem+json"
TYPE_PREFIX = "tag:mahjong-scoring-service,2026:problems/"
MAX_ERRORS = 50  # errors listed in one answer (a batch's items share them); the rest are counted
ECHO_CHARS = 64  # of a key or value of the request, echoed in a pointer or a message
DETAIL_CHARS = 512  # of any detail
MAX_POINTER_TOKENS = 16  # of a pointer (deeper ones end in an ellipsis)
ELLIPSIS = "…"

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


def echo(value: object, limit: int = ECHO_CHARS) -> str:
    """`value` as text to quote back to the client: its first `limit` characters, and an ellipsis
    when it was longer."""
    text = value if isinstance(value, str) else str(value)
    return text if len(text) <= limit else text[:limit] + ELLIPSIS


def _pointer(pointer: str) -> str:
    """A JSON pointer with each reference token cut as `echo` cuts it (a key of the request may be
    any length); at most MAX_POINTER_TOKENS tokens."""
    if len(pointer) <= ECHO_CHARS:
        return pointer
    tokens = pointer.split("/")
    if len(tokens) > MAX_POINTER_TOKENS:
        tokens = tokens[:MAX_POINTER_TOKENS] + [ELLIPSIS]
    return "/".join(echo(t) for t in tokens)


def error_item(pointer: str, detail: str, code: str) -> dict[str, str]:
    return {"pointer": _pointer(pointer), "detail": echo(detail, DETAIL_CHARS), "code": code}


class ApiProblem(Exception):
    """An answer that is a problem. `errors` items are `{pointer, detail, code}`."""

    def __init__(
        self,
        code: str,
        detail: str,
        *,
        status: int | None = None,
        errors: Iterable[Mapping[str, str]] | None = None,
        title: str | None = None,
        headers: Mapping[str, str] | None = None,
    ) -> None:
        super().__init__(detail)
        self.code = code
        self.status = status or PROBLEMS.get(code, (500, ""))[0]
        self.detail = echo(detail, DETAIL_CHARS)
        self.errors: list[dict[str, str]] | None = None
        self.errors_omitted = 0
        if errors is not None:
            self.errors = []
            for e in errors:
                if len(self.errors) < MAX_ERRORS:
                    self.errors.append(error_item(e["pointer"], e["detail"], e["code"]))
                else:
                    self.errors_omitted += 1
        self.title = title or title_of(code, self.status)
        self.headers = dict(headers or {})

    @classmethod
    def from_items(
        cls, items: Sequence[Mapping[str, str]], *, status: int | None = None, summary: str | None = None
    ) -> ApiProblem:
        """One problem for several items: the first item's code is the top-level code."""
        first = items[0]
        n = len(items)
        detail = summary or (
            first["detail"] if n == 1 else f"{first['detail']} (and {n - 1} more problem{'s' if n > 2 else ''})"
        )
        return cls(first["code"], detail, status=status, errors=items)

    def body(self, *, with_instance: bool = True, max_errors: int = MAX_ERRORS) -> dict[str, Any]:
        """The problem+json object. `max_errors`: list fewer errors (a batch's items share
        MAX_ERRORS); the others are counted in `errors_omitted`."""
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
            shown = max(0, min(max_errors, len(self.errors)))
            out["errors"] = self.errors[:shown]
            omitted = self.errors_omitted + len(self.errors) - shown
            if omitted:
                out["errors_omitted"] = omitted
        return out


class ErrorBudget:
    """MAX_ERRORS shared by the problems of one answer (the items of a batch, the entries of a
    comparison): each problem lists what is left, and counts the rest in `errors_omitted`."""

    def __init__(self, errors: int = MAX_ERRORS) -> None:
        self.left = errors

    def body(self, problem: ApiProblem) -> dict[str, Any]:
        """`problem.body(with_instance=False)` listing at most the errors left."""
        out = problem.body(with_instance=False, max_errors=self.left)
        self.left -= len(out.get("errors") or ())
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
