"""Flask's JSON provider with orjson for answers, byte for byte what the standard one writes.

`app.json` (set in create_app) encodes a view's answer with orjson (compact, UTF-8, keys in
insertion order, a final newline: what `DefaultJSONProvider` writes with `compact`,
`ensure_ascii=False` and `sort_keys=False`). Where the two encoders would write different bytes
the standard encoder is used: a float below 1e-4 (orjson writes `0.000025` and `9e-8` where
`json` writes `2.5e-05` and `9e-08`), an integer beyond 64 bits, a lone surrogate, or a type
orjson does not know. Parsing stays with the standard library (service/body.py: its duplicate-key,
NaN and error-position answers are part of the contract).
"""

from __future__ import annotations

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


class OrjsonProvider(DefaultJSONProvider):
    """DefaultJSONProvider whose answers are encoded by orjson (see the module doc)."""

    def encode(self, obj: Any) -> bytes:
        """`obj` as compact UTF-8 JSON, the bytes `dumps(obj, separators=(",", ":"))` gives."""
        try:
            out = orjson.dumps(obj)
        except (TypeError, orjson.JSONEncodeError):
            return self.dumps(obj, separators=(",", ":")).encode("utf-8")
        if _risky(out):
            return self.dumps(obj, separators=(",", ":")).encode("utf-8")
        return out

    def response(self, *args: Any, **kwargs: Any) -> Response:
        if not self.compact or self.ensure_ascii or self.sort_keys:
            return super().response(*args, **kwargs)  # type: ignore[return-value]
        obj = self._prepare_response_obj(args, kwargs)
        return self._app.response_class(self.encode(obj) + b"\n", mimetype=self.mimetype)  # type: ignore[return-value,arg-type]
