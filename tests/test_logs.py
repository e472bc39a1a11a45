"""Every log record is one line, whatever a client puts in its path, query, headers or request id:
CR, LF and the other C0 controls (JSON escapes them), DEL, the C1 controls (NEL U+0085 among them),
U+2028 and U+2029 (which Python's splitlines() and JavaScript take for line breaks) and lone
surrogates are written as JSON escapes, and the record parses back to the exact text."""

from __future__ import annotations

import json
import logging
import socket
import time

from loadkit import HOST, Gunicorn

from service.logs import JsonFormatter

SEPARATORS = "".join(chr(c) for c in (*range(0x00, 0x20), 0x7F, *range(0x80, 0xA0), 0x2028, 0x2029))
NASTY = "a" + SEPARATORS + "\ud800" + "é中🀄z"


def record(**extra: object) -> logging.LogRecord:
    r = logging.LogRecord("gunicorn.access", logging.INFO, __file__, 1, "access %s", (NASTY,), None)
    for k, v in extra.items():
        setattr(r, k, v)
    return r


def raw_breaks(line: str) -> list[str]:
    """Characters of a written line that some reader takes for a line break or a control."""
    return [c for c in line if c in SEPARATORS or "\ud800" <= c <= "\udfff"]


def test_every_separator_and_control_is_escaped():
    fields = {
        "path": NASTY,
        "query": NASTY,
        "user_agent": NASTY,
        "referer": NASTY,
        "request_id": NASTY,
        "method": NASTY,
    }
    line = JsonFormatter().format(record(**fields))
    assert line.splitlines() == [line] and raw_breaks(line) == []
    line.encode("utf-8")  # writable: no lone surrogate left raw
    parsed = json.loads(line)
    assert parsed["message"] == "access " + NASTY
    assert all(parsed[k] == NASTY for k in fields)  # nothing lost: the escapes parse back
    assert "é中🀄" in line  # other text stays as it is (ensure_ascii off)


def test_the_exception_trace_is_one_line_too():
    try:
        raise ValueError(NASTY)
    except ValueError:
        import sys

        r = record()
        r.exc_info = sys.exc_info()
    line = JsonFormatter().format(r)
    assert line.splitlines() == [line] and raw_breaks(line) == []
    assert NASTY in json.loads(line)["exception"]


def send(port: int, raw: bytes) -> bytes:
    with socket.create_connection((HOST, port), timeout=10) as s:
        s.sendall(raw)
        out = b""
        while chunk := s.recv(65536):
            out += chunk
    return out


def test_gunicorn_and_app_logs_stay_one_record_a_line():
    # NEL, U+2028 and U+2029 as raw bytes in headers (WSGI reads them as latin-1: \x85 is U+0085)
    # and percent-encoded in the path (the app decodes them), plus CR LF and a lone surrogate.
    heads = [
        b"GET /healthz?q=a%C2%85b%E2%80%A8c%0D%0A HTTP/1.1\r\nHost: x\r\nUser-Agent: ua\x85\xe2\x80\xa9\x9fz\r\n"
        b"Referer: r\x85\xe2\x80\xa8\r\nX-Request-ID: id\x85x\r\nConnection: close\r\n\r\n",
        b"GET /nope/%E2%80%A8/%C2%85/%E2%80%A9/%0D%0A/%ED%A0%80 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
        b"GET /bad\x85line HTTP/1.1\r\nHost: x\r\n\r\n",  # refused by gunicorn, logged by it
    ]
    with Gunicorn(workers=1, env={"APP_ACCESS_LOG": "1"}) as server:
        answers = [send(server.port, h) for h in heads]
        time.sleep(0.5)
        text = server.log_text()
    assert [a.split(b" ", 2)[1] for a in answers] == [b"200", b"404", b"400"]
    lines = text.split("\n")
    assert lines[-1] == "" and text.splitlines() == lines[:-1]  # no reader sees a line break inside a record
    records = [json.loads(line) for line in lines[:-1]]
    assert not [c for line in lines for c in raw_breaks(line)]
    access = [r for r in records if r.get("logger") == "gunicorn.access"]
    mine = next(r for r in access if r.get("query", "") and r["query"].startswith("q=a"))
    assert mine["user_agent"] == "ua\x85\xe2\x80\xa9\x9fz" and mine["referer"] == "r\x85\xe2\x80\xa8"
    app = [r for r in records if r.get("logger") == "service.access"]
    assert any(r["path"] == "/nope/\u2028/\x85/\u2029/\r\n/\ufffd\ufffd\ufffd" for r in app), [r["path"] for r in app]
    assert any("Invalid" in r["message"] and "bad" in r["message"] for r in records)
