"""Flask's JSON provider with orjson for answers, byte for byte what the standard one writes.

`app.json` (set in create_app) encodes a view's answer with orjson (compact, UTF-8, keys in
insertion order, a final newline: what `DefaultJSONProvider` writes with `compact`,
`ensure_ascii=False` and `sort_keys=False`). Where the two encoders would write different bytes the
standard encoder is used: a float below 1e-4 (orjson writes `0.000025` and `9e-8` where `json`
writes `2.5e-05` and `9e-08`), an integer beyond 64 bits, a lone surrogate, or a type orjson does
not know. (A float that is not finite, which orjson writes as null and `json` as Infinity or NaN, is
not looked for: no answer holds one, the schemas refuse them.) Parsing is service/body.py's: orjson
where it is sure to read what the standard decoder reads, and the standard decoder, the reference,
for the rest (its duplicate-key, NaN and error-position answers are part of the contract).

An answer known to hold no such number is not looked at: a `PlainNumbers` object (whoever makes one
vouches for every number in it, e.g. a score whose settlement and table echo were checked when they
were made), or an object of one member holding a list of them (a batch's results).
"""

from __future__ import annotations

import json
import re
from typing import Any

import orjson
from flask import Response
from flask.json.provider import DefaultJSONProvider

# In orjson's output, a number that `json` writes otherwise: a float below 1e-4, as a negative
# exponent (9e-8) or a fraction (0.000025). A string that merely looks like one costs the slow path.
_RISKY = re.compile(rb"[0-9]e-[0-9]|(?<![0-9.])0\.0000")


_DIGITS = b"0123456789"
# Their literal parts, which the regex engine finds faster than bytes.find finds "e-" in text.
_EXPONENT = re.compile(rb"e-[0-9]")
_FRACTION = re.compile(rb"0\.0000")


def _risky(out: bytes) -> bool:
    """Whether orjson's `out` may hold such a number (a regex over a batch's answer costs more
    than encoding it: a short pattern first, the full regex only where one is found)."""
    for found in _EXPONENT.finditer(out):
        i = found.start()
        if i > 0 and out[i - 1] in _DIGITS:
            return True
    return _FRACTION.search(out) is not None and _RISKY.search(out) is not None


class PlainNumbers(dict[str, Any]):
    """A JSON object every number of which (nested ones too) orjson writes as `json` does
    (`plain_number`): `OrjsonProvider.encode` does not look for other numbers in its bytes. Who makes
    one vouches for what it holds, and nothing is added to it afterwards but plain numbers, strings,
    booleans, null and objects and lists of these."""

    __slots__ = ()


def plain_number(value: object) -> bool:
    """Whether orjson writes `value` (a JSON scalar) as `json` does: anything but a float that
    they write differently (below 1e-4, or not finite)."""
    return type(value) is not float or orjson.dumps(value) == json.dumps(value).encode()


def plain_json(value: object) -> bool:
    """Whether every number in `value` (dicts, lists and scalars, nested) is a `plain_number`."""
    if isinstance(value, dict):
        return all(plain_json(v) for v in value.values())
    if isinstance(value, list | tuple):
        return all(plain_json(v) for v in value)
    return plain_number(value)


_ONLY_PLAIN = {PlainNumbers}


def _plain(obj: Any) -> bool:
    """Whether `obj` is known to hold plain numbers only: a `PlainNumbers`, or an object of one
    member whose value is a non-empty list of them (a batch's results)."""
    if type(obj) is PlainNumbers:
        return True
    if type(obj) is not dict or len(obj) != 1:
        return False
    for value in obj.values():
        return type(value) is list and set(map(type, value)) == _ONLY_PLAIN
    return False


class OrjsonProvider(DefaultJSONProvider):
    """DefaultJSONProvider whose answers are encoded by orjson (see the module doc)."""

    def encode(self, obj: Any) -> bytes:
        """`obj` as compact UTF-8 JSON, the bytes `dumps(obj, separators=(",", ":"))` gives."""
        try:
            out = orjson.dumps(obj)
        except (TypeError, orjson.JSONEncodeError):
            return self.dumps(obj, separators=(",", ":")).encode("utf-8")
        if not _plain(obj) and _risky(out):
            return self.dumps(obj, separators=(",", ":")).encode("utf-8")
        return out

    def response(self, *args: Any, **kwargs: Any) -> Response:
        if not self.compact or self.ensure_ascii or self.sort_keys:
            return super().response(*args, **kwargs)  # type: ignore[return-value]
        obj = self._prepare_response_obj(args, kwargs)
        return self._app.response_class(self.encode(obj) + b"\n", mimetype=self.mimetype)  # type: ignore[return-value,arg-type]
