"""JSON-lines logging on stdout, with the request id of the current request on every line.

One record is one line for every reader: JSON already escapes C0 controls (CR, LF, ...); the
formatter also escapes DEL, the C1 controls (U+0080-U+009F, NEL U+0085 among them), the line and
paragraph separators U+2028/U+2029 (Python's `splitlines()` and JavaScript split on those) and lone
surrogates (not writable as UTF-8), wherever they come from: path, query, headers, request id,
messages. Request paths and headers reach the log as WSGI's latin-1 text, so a raw byte 0x85 in a
URL is U+0085 here.
"""

from __future__ import annotations

import json
import logging
import sys
import time
from typing import Any

from flask import g, has_request_context, request

LOGGER = "service"
# What json.dumps(ensure_ascii=False) leaves raw but must not be: DEL and the C1 controls, the line and
# paragraph separators, surrogates. Each becomes its JSON escape (the same string once parsed).
_ESCAPE = {c: f"\\u{c:04x}" for c in (*range(0x7F, 0xA0), 0x2028, 0x2029, *range(0xD800, 0xE000))}


def one_line(text: str) -> str:
    """JSON text with every character that a reader may take for a line break, or that cannot be
    written, escaped (text that is pure ASCII is returned as is)."""
    return text if text.isascii() else text.translate(_ESCAPE)


_RESERVED = set(vars(logging.LogRecord("", 0, "", 0, "", (), None))) | {"message", "asctime", "taskName"}


# json.dumps(obj, ensure_ascii=False, default=str), without making an encoder for each record.
_ENCODER = json.JSONEncoder(ensure_ascii=False, default=str)


class JsonFormatter(logging.Formatter):
    """One JSON object per line: time, level, logger, message, request_id and any `extra` fields."""

    _second: tuple[int, str] = (-1, "")  # the last second written, and its text

    def _time(self, created: float, msecs: float) -> str:
        """UTC time with milliseconds; the text of the second is made once a second."""
        second, text = self._second
        if int(created) != second:
            second, text = int(created), time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(created))
            self._second = (second, text)
        return f"{text}.{int(msecs):03d}Z"

    def format(self, record: logging.LogRecord) -> str:
        fields = {k: v for k, v in vars(record).items() if k not in _RESERVED and not k.startswith("_")}
        exception = self.formatException(record.exc_info) if record.exc_info else None
        return self.line(record.created, record.levelname, record.name, record.getMessage(), fields, exception)

    def line(
        self,
        created: float,
        level: str,
        logger: str,
        message: str,
        fields: dict[str, Any],
        exception: str | None = None,
    ) -> str:
        """The line of a record made at `created` (time.time()) with these `extra` fields."""
        out: dict[str, Any] = {
            "time": self._time(created, (created - int(created)) * 1000),
            "level": level.lower(),
            "logger": logger,
            "message": message,
        }
        out.update(fields)
        if exception is not None:
            out["exception"] = exception
        return one_line(_ENCODER.encode(out))


class RequestContextFilter(logging.Filter):
    """Adds request_id, method and path when a record is made inside a request."""

    def filter(self, record: logging.LogRecord) -> bool:
        if has_request_context():
            if not hasattr(record, "request_id"):
                record.request_id = g.get("request_id")
            if not hasattr(record, "method"):
                record.method = request.method
            if not hasattr(record, "path"):
                record.path = request.path
        return True


def configure(level: str = "INFO") -> logging.Logger:
    """The `service` logger writes JSON lines to stdout (idempotent)."""
    logger = logging.getLogger(LOGGER)
    if not any(getattr(h, "_service_json", False) for h in logger.handlers):
        handler = logging.StreamHandler(sys.stdout)
        handler.setFormatter(JsonFormatter())
        handler.addFilter(RequestContextFilter())
        handler._service_json = True  # type: ignore[attr-defined]
        logger.addHandler(handler)
        logger.addFilter(RequestContextFilter())  # records of `service` itself carry it to caplog too
    logger.setLevel(level.upper())
    logger.propagate = True  # pytest's caplog still sees the records
    return logger
