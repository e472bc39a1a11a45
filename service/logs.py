"""JSON-lines logging on stdout, with the request id of the current request on every line."""

from __future__ import annotations

import json
import logging
import sys
import time
from typing import Any

from flask import g, has_request_context, request

LOGGER = "service"
_RESERVED = set(vars(logging.LogRecord("", 0, "", 0, "", (), None))) | {"message", "asctime", "taskName"}


class JsonFormatter(logging.Formatter):
    """One JSON object per line: time, level, logger, message, request_id and any `extra` fields."""

    def format(self, record: logging.LogRecord) -> str:
        out: dict[str, Any] = {
            "time": time.strftime("%Y-%m-%dT%H:%M:%S", time.gmtime(record.created))
            + f".{int(record.msecs):03d}Z",
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        for key, value in vars(record).items():
            if key not in _RESERVED and not key.startswith("_"):
                out[key] = value
        if record.exc_info:
            out["exception"] = self.formatException(record.exc_info)
        return json.dumps(out, ensure_ascii=False, default=str)


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
