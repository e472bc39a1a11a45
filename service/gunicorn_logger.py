"""Gunicorn logger class writing JSON lines on stdout (access and error logs alike).

Selected by gunicorn.conf.py (`logger_class`). Access lines carry the response's X-Request-ID,
so they join the app's own log lines and the `request_id` of problem bodies.

An access line is written straight to the access log's stream when that log is set up as here
(its own JSON handlers, no filters, not propagated): the line is the one `logging` would write,
without a LogRecord and the caller lookup per request. Any other set-up goes through `logging`.
"""

from __future__ import annotations

import logging
import sys
import time
from typing import Any

from gunicorn.glogging import Logger

from service.logs import JsonFormatter


class JsonLogger(Logger):
    def setup(self, cfg: Any) -> None:
        super().setup(cfg)
        formatter = JsonFormatter()
        for log in (self.error_log, self.access_log):
            for handler in log.handlers:
                if getattr(handler, "_gunicorn", False):
                    handler.setFormatter(formatter)
                    # '-' means stderr for the error log; both logs go to stdout here.
                    if isinstance(handler, logging.StreamHandler) and handler.stream is sys.stderr:
                        handler.setStream(sys.stdout)

    def access(self, resp: Any, req: Any, environ: dict, request_time: Any) -> None:
        if not self.access_log_enabled:
            return
        status = resp.status.split(None, 1)[0] if isinstance(resp.status, str) else resp.status
        request_id = None
        for name, value in resp.headers or ():
            if name.lower() == "x-request-id":
                request_id = value  # the last one, if several
        try:
            fields = {
                "request_id": request_id,
                "remote_addr": environ.get("REMOTE_ADDR"),
                "method": environ.get("REQUEST_METHOD"),
                "path": environ.get("PATH_INFO"),
                "query": environ.get("QUERY_STRING") or None,
                "protocol": environ.get("SERVER_PROTOCOL"),
                "status": int(status),
                "bytes": getattr(resp, "sent", None),
                "duration_ms": round(request_time.total_seconds() * 1000, 3),
                "user_agent": environ.get("HTTP_USER_AGENT"),
                "referer": environ.get("HTTP_REFERER"),
            }
            if not self._write_access_line(fields):
                self.access_log.info("access", extra=fields)
        except Exception:  # noqa: BLE001 - a log line must never fail a request
            self.error("access log failed", exc_info=True)

    def _write_access_line(self, fields: dict[str, Any]) -> bool:
        """Write the access line to the log's own JSON stream handlers; False if it is not set up so."""
        log = self.access_log
        if log.propagate or log.filters or log.disabled or not log.isEnabledFor(logging.INFO):
            return False
        handlers = log.handlers
        for handler in handlers:
            if (
                type(handler) is not logging.StreamHandler
                or handler.filters
                or not isinstance(handler.formatter, JsonFormatter)
                or handler.level > logging.INFO
            ):
                return False
        created = time.time()
        for handler in handlers:
            line = handler.formatter.line(created, "INFO", log.name, "access", fields)
            handler.acquire()
            try:
                handler.stream.write(line + handler.terminator)
                handler.flush()
            finally:
                handler.release()
        return True
