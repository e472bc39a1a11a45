"""Reading a JSON request body: media type, size, syntax, then a marshmallow schema.

    data = load_json(MySchema())          # dict loaded by the schema, or ApiProblem raised

Problems: a body that is not `application/json` (or `+json`) is 415 `unsupported_media_type`; a
body over MAX_CONTENT_LENGTH is 413 `payload_too_large`; bytes that are not JSON (or not UTF-8,
or nested too deep, or with NaN/Infinity) are 400 `malformed_json`; a schema violation is 422 with
every problem at once (`pointer_errors`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping
from typing import Any

import orjson
from flask import request
from marshmallow import Schema, ValidationError
from werkzeug.exceptions import RequestEntityTooLarge

from service.problems import ApiProblem, echo, error_item

_SCHEMA_MARK = "_schema"


def escape_pointer_token(token: object) -> str:
    return str(token).replace("~", "~0").replace("/", "~1")


def _dotted(parts: list[str]) -> str:
    out = ""
    for p in parts:
        p = echo(p)
        out += f"[{p}]" if p.isdigit() else (f".{p}" if out else p)
    return out or "(body)"


def pointer_errors(messages: Any, prefix: str = "") -> list[dict[str, str]]:
    """marshmallow's nested error messages as `[{pointer, detail, code}]` (document order kept).

    A `schemas.fields.CodedMessage` carries its own code (e.g. `invalid_tile`); other messages are
    `invalid_request`. `_schema` (whole-object) errors point at the object itself.
    """
    out: list[dict[str, str]] = []

    def walk(node: Any, parts: list[str]) -> None:
        if isinstance(node, Mapping):
            for key, value in node.items():
                walk(value, parts if key == _SCHEMA_MARK else parts + [str(key)])
        elif isinstance(node, list | tuple):
            for msg in node:
                walk(msg, parts)
        else:
            pointer = prefix + "".join("/" + escape_pointer_token(p) for p in parts)
            code = getattr(node, "code", "invalid_request")
            text = str(node)
            if getattr(node, "name_field", False) or code == "invalid_request":
                text = f"{_dotted(parts)}: {text}"
            out.append(error_item(pointer, text, code))

    walk(messages, [])
    return out


def _reject_constant(name: str) -> None:
    raise ValueError(f"{name} is not valid JSON")


class _DuplicateKey(ValueError):
    pass


def _object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _DuplicateKey(f"the key {echo(key)!r} appears twice in one object")
            seen.add(key)
    return out


# The only way a lone surrogate gets into the parsed text: a \uD800-\uDFFF escape (UTF-8 has none).
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")


# json.loads(text, parse_constant=..., object_pairs_hook=...) makes a decoder (and its scanner) per
# call; this one is made once.
_DECODER = json.JSONDecoder(parse_constant=_reject_constant, object_pairs_hook=_object)


def parse_json_bytes(raw: bytes) -> Any:
    """The JSON value of a body, or a 400 `malformed_json` ApiProblem saying why not.

    The standard library's decoder is the reference (`parse_json_standard`): it refuses a key given
    twice in one object, NaN and Infinity, lone surrogates and bodies nested too deep, and its
    messages say where. Most bodies are read by orjson instead, in about 40 % of the time, where
    orjson is sure to give the very same value (`_quick_value`); every other body, and every body
    orjson refuses, is read by the reference, which then gives the answer.
    """
    data = _quick_value(raw)
    if data is _NOT_QUICK:
        return parse_json_standard(raw)
    return data


# `_quick_value`'s answer for a body it leaves to the standard decoder.
_NOT_QUICK: Any = object()
# Digits as "0" and every other byte as a space: a run of 19 zeros is a number of 19 digits or more.
_DIGITS_AS_ZEROS = bytes(48 if 48 <= c <= 57 else 32 for c in range(256))
_LONG_NUMBER = b"0" * 19


def _quick_value(raw: bytes) -> Any:
    """The body's value read by orjson, or `_NOT_QUICK` where that might not be the standard
    decoder's value or answer. orjson differs from it in four ways, each kept out here:
    - an escape of a lone surrogate: orjson refuses it (as it refuses any body it cannot read, the
      body goes to the standard decoder, which says why); a pair it reads as the standard decoder
      does. A `\\u003a` escape is a colon the body does not show, which would spoil the count of
      colons below: a body with one is left to the standard decoder. No other escape makes a colon;
    - an integer past 64 bits (19 digits or more: -9223372036854775809 is past) is a float to orjson;
    - nesting between the standard decoder's limit (the interpreter's recursion limit, 1,000 frames,
      shared with the frames below it) and orjson's reading limit (1,024): orjson writes no value
      nested 255 deep or more (JSONEncodeError), so such a body is left to the standard decoder;
    - a key given twice keeps its last value in orjson instead of being refused. A colon in a
      string is one colon in the body and one in orjson's compact form of the value (no escape but
      `\\u003a` makes one), a member's separator one in each: the two hold as many colons unless
      a member was dropped.
    """
    if b"\\u003" in raw and (b"\\u003a" in raw or b"\\u003A" in raw):
        return _NOT_QUICK
    if _LONG_NUMBER in raw.translate(_DIGITS_AS_ZEROS):
        return _NOT_QUICK
    try:
        data = orjson.loads(raw)
        compact = orjson.dumps(data)
    except (orjson.JSONDecodeError, orjson.JSONEncodeError):
        return _NOT_QUICK  # the standard decoder says why (or reads what orjson could not)
    if compact.count(b":") != raw.count(b":"):
        return _NOT_QUICK  # a key given twice: the standard decoder names it
    return data


def parse_json_standard(raw: bytes) -> Any:
    """`parse_json_bytes` with the standard library's decoder alone (the reference)."""
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as e:
        raise ApiProblem("malformed_json", f"the body is not UTF-8 text (byte {e.start})") from e
    if not text or text.isspace():
        raise ApiProblem("malformed_json", "the body is empty; a JSON object was expected")
    try:
        if text.startswith("\ufeff"):  # what json.loads refuses of a str before decoding it
            raise json.JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", text, 0)
        data = _DECODER.decode(text)
    except json.JSONDecodeError as e:
        raise ApiProblem(
            "malformed_json", f"the body is not valid JSON: {e.msg} at line {e.lineno} column {e.colno}"
        ) from e
    except ValueError as e:
        raise ApiProblem("malformed_json", f"the body is not valid JSON: {e}") from e
    except RecursionError as e:
        raise ApiProblem("malformed_json", "the body is not valid JSON: nested too deep") from e
    if _SURROGATE_ESCAPE.search(text) and _holds_lone_surrogate(data):  # an escape that may encode one
        raise ApiProblem(
            "malformed_json",
            "the body is not valid JSON text: a string holds a lone UTF-16 surrogate (\\ud800-\\udfff)",
        )
    return data


def _holds_lone_surrogate(value: Any) -> bool:
    """Whether a key or string in `value` holds a lone surrogate (which is no UTF-8 text). A walk
    with a stack of its own: a value the decoder just managed to read, near the recursion limit, is
    checked without recursing (re-encoding it with json.dumps would need more frames than that)."""
    stack = [value]
    try:
        while stack:
            item = stack.pop()
            if type(item) is str:
                item.encode("utf-8")
            elif type(item) is list:
                stack.extend(item)
            elif type(item) is dict:
                for key, member in item.items():
                    key.encode("utf-8")
                    stack.append(member)
    except UnicodeEncodeError:
        return True
    return False


def require_json_content_type() -> None:
    environ = request.environ
    if environ.get("CONTENT_TYPE") == "application/json" and "HTTP_CONTENT_ENCODING" not in environ:
        return  # the usual request: JSON, UTF-8 (the default), not encoded
    mt = request.mimetype or ""
    if not (mt == "application/json" or (mt.startswith("application/") and mt.endswith("+json"))):
        shown = echo(request.content_type or "none")
        raise ApiProblem("unsupported_media_type", f"the body must be application/json (Content-Type was {shown})")
    charset = (request.mimetype_params.get("charset") or "utf-8").lower()
    if charset not in ("utf-8", "utf8"):
        raise ApiProblem("unsupported_media_type", f"the body must be UTF-8 (charset was {echo(charset)})")
    encoding = (request.headers.get("Content-Encoding") or "identity").strip().lower()
    if encoding != "identity":
        raise ApiProblem(
            "unsupported_media_type",
            f"the body must not be encoded (Content-Encoding was {echo(encoding)}); send plain JSON",
        )


def _too_large(limit: int | None) -> ApiProblem:
    return ApiProblem("payload_too_large", f"the body is larger than {limit} bytes")


def read_body() -> bytes:
    """The raw body, at most MAX_CONTENT_LENGTH bytes, with or without a Content-Length.

    A streamed (chunked) body is read from the server's terminated input up to one byte past the
    limit: werkzeug's own reader stops at the limit and silently truncates such a body.
    """
    req = request._get_current_object()  # type: ignore[attr-defined]
    limit = req.max_content_length
    environ = req.environ
    length = req.content_length
    if length is not None and limit is not None and length <= limit and environ.get("wsgi.input_terminated"):
        # The server ends the input at the body's end: one read of the whole body (werkzeug's
        # reader reads on until the end, each read through the worker's body deadline).
        data = req.__dict__.get("_cached_data")
        if data is None:
            data = req._cached_data = environ["wsgi.input"].read(length)
        return data
    if length is None and environ.get("wsgi.input_terminated") and limit is not None:
        cached = getattr(req, "_mahjong_body", None)
        if cached is not None:
            return cached
        data = _read_terminated(environ["wsgi.input"], limit)
        req._mahjong_body = data
        return data
    try:
        return req.get_data(cache=True)
    except RequestEntityTooLarge as e:
        raise _too_large(limit) from e


def _read_terminated(stream: Any, limit: int) -> bytes:
    """A streamed body, read up to one byte past `limit` (413 past it)."""
    chunks: list[bytes] = []
    total = 0
    while True:
        try:
            chunk = stream.read(min(64 * 1024, limit + 1 - total))
        except Exception as e:  # the server's chunked parser: bad chunk sizes, a cut-off body
            raise ApiProblem("malformed_json", "the chunked body is malformed or incomplete") from e
        if not chunk:
            break
        chunks.append(chunk)
        total += len(chunk)
        if total > limit:
            raise _too_large(limit)
    return b"".join(chunks)


# What the parts of a refused request that could be read show on their own: (valid_data) -> items.
PartChecks = Callable[[Any], list[dict[str, str]]]


def load_json(schema: Schema | None = None, *, prefix: str = "", also: PartChecks | None = None) -> Any:
    """The request's JSON body, loaded by `schema` when given (refusing unknown fields)."""
    require_json_content_type()
    data = parse_json_bytes(read_body())
    if schema is None:
        return data
    return load_with(schema, data, prefix=prefix, also=also)


def load_with(schema: Schema, data: Any, *, prefix: str = "", also: PartChecks | None = None) -> Any:
    """`schema.load(data)`; a ValidationError becomes a 422 ApiProblem with pointers.

    `also` adds the problems of the parts that did load (e.g. an invalid chow beside a tile that
    cannot be read), so that one refused field does not hide the others.
    """
    if not isinstance(data, dict):
        raise ApiProblem(
            "invalid_request",
            "the body must be a JSON object",
            errors=[error_item(prefix, "(body): Must be a JSON object.", "invalid_request")],
        )
    try:
        return schema.load(data)
    except ValidationError as e:
        items = pointer_errors(e.messages, prefix)
        if also is not None and isinstance(e.valid_data, dict):
            seen = {(i["pointer"], i["code"]) for i in items}
            items.extend(i for i in also(e.valid_data) if (i["pointer"], i["code"]) not in seen)
        raise ApiProblem.from_items(items) from e
