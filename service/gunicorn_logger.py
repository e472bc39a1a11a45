"""Gunicorn logger class writing JSON lines on stdout (access and error logs alike).

Selected by gunicorn.conf.py (`logger_class`). Access lines carry the response's X-Request-ID,
so they join the app's own log lines and the `request_id` of problem bodies.
"""

from __future__ import annotations

import logging
import sys
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
        headers = dict((k.lower(), v) for k, v in (resp.headers or []))
        try:
            self.access_log.info(
                "access",
                extra={
                    "request_id": headers.get("x-request-id"),
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
                },
            )
        except Exception:  # noqa: BLE001 - a log line must never fail a request
            self.error("access log failed", exc_info=True)
