"""Load and faults against gunicorn (the project's gunicorn.conf.py, its gevent workers) on 127.0.0.1.

(a) saturation: more client threads than workers, POST /v1/score and GET /healthz: no error, no 5xx,
    no worker lost, and /metrics counts exactly the requests answered;
(b) SIGTERM during load: a request a worker has taken up (its body still arriving) is answered after
    the SIGTERM; no request a worker took up is lost (failed requests are never in the access log:
    they were refused, or reset while queued in the kernel backlog, never accepted by a worker); the
    master exits within graceful_timeout;
(c) SIGKILL of a worker during load: it is replaced, no 5xx; only requests on the connections the
    killed worker held may fail, one per client at most (counted and reported);
(d) slow clients (headers byte by byte; a body slower than its deadline) are cut off by the head
    deadline (`keepalive`, GUNICORN_KEEPALIVE=3 here: closed) and the body deadline
    (GUNICORN_BODY_TIMEOUT=3: 408) while the other clients are served, no worker is killed or
    replaced; an oversized body is 413, an oversized header 431.

Short by default (LOAD_SECONDS=5, a few seconds per test, in `make test`); `make load` runs the same
with LOAD_SECONDS=60. Figures are printed (`pytest -s`) and written to bench/results/load.json.
"""

from __future__ import annotations

import json
import os
import select
import signal
import socket
import subprocess
import threading
import time
from collections import Counter
from typing import Any

import pytest
from loadkit import HOST, ROOT, Gunicorn, drive, in_background, metric, score_bodies

pytestmark = pytest.mark.load

LOAD_SECONDS = float(os.environ.get("LOAD_SECONDS", "5"))
RESULTS_PATH = ROOT / "bench" / "results" / "load.json"
GRACEFUL_TIMEOUT = 20  # gunicorn.conf.py
SLOW_TIMEOUT = 3  # GUNICORN_KEEPALIVE (head deadline) and GUNICORN_BODY_TIMEOUT of the slow-client test
RESULTS: dict[str, Any] = {}


def report(name: str, figures: dict[str, Any]) -> None:
    RESULTS[name] = figures
    print(f"\n[load] {name}: {json.dumps(figures, ensure_ascii=False)}")


@pytest.fixture(scope="module", autouse=True)
def write_results():
    yield
    if RESULTS:
        out = {
            "load_seconds": LOAD_SECONDS,
            "cpus": os.cpu_count(),
            "generated": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
            **RESULTS,
        }
        RESULTS_PATH.parent.mkdir(parents=True, exist_ok=True)
        RESULTS_PATH.write_text(json.dumps(out, indent=2) + "\n", encoding="utf-8")


def lost_requests(server: Gunicorn, result: Any) -> list[str]:
    """Failed requests that a worker took up (they are in the access log): none may exist."""
    taken = server.access_ids()
    return [o.rid for o in result.errors if o.rid in taken]


def test_saturation_no_errors_no_worker_lost():
    with Gunicorn(workers=2) as server:
        pids = server.worker_pids()
        result = drive(server.port, LOAD_SECONDS, concurrency=8, prefix="sat")
        after = server.worker_pids()
        m = server.metrics()
        scored = sum(1 for o in result.outcomes if o.path == "/v1/score" and o.status == 200)
        figures = {
            **result.summary(),
            "workers": 2,
            "client_threads": 8,
            "workers_lost": len(pids - after),
            "metrics_score_200": metric(m, "mahjong_http_requests_total", endpoint="/v1/score", status="200"),
            "client_score_200": scored,
        }
        report("saturation", figures)
        assert result.sent > 0 and not result.errors, result.error_kinds()
        assert set(result.statuses) == {200}, result.statuses
        assert after == pids, (pids, after)
        assert "WORKER TIMEOUT" not in server.log_text()
        assert figures["metrics_score_200"] == scored


def open_slow_score(port: int, body: bytes, first: int) -> socket.socket:
    """A POST /v1/score whose headers and first `first` body bytes are sent; the rest comes later."""
    s = socket.create_connection((HOST, port), timeout=30)
    head = (
        f"POST /v1/score HTTP/1.1\r\nHost: {HOST}\r\nContent-Type: application/json\r\n"
        f"X-Request-ID: inflight-probe\r\nContent-Length: {len(body)}\r\n\r\n"
    ).encode()
    s.sendall(head + body[:first])
    return s


def read_response(s: socket.socket) -> bytes:
    chunks = []
    while True:
        chunk = s.recv(65536)
        if not chunk:
            return b"".join(chunks)
        chunks.append(chunk)


def test_sigterm_lets_in_flight_requests_finish():
    body = score_bodies()[0]
    server = Gunicorn(workers=2)
    try:
        stop = threading.Event()
        loader, box = in_background(drive, server.port, 60, 6, "term", stop=stop)
        time.sleep(max(0.5, min(LOAD_SECONDS / 2, 10) - 1))
        # A request a worker has taken up, its body held back until after SIGTERM (within the body's
        # deadline, GUNICORN_BODY_TIMEOUT).
        probe = open_slow_score(server.port, body, len(body) // 2)
        time.sleep(1)
        sent_at = time.monotonic()
        server.proc.send_signal(signal.SIGTERM)
        time.sleep(0.5)
        probe.sendall(body[len(body) // 2 :])
        answer = read_response(probe)
        probe.close()
        try:
            server.proc.wait(timeout=GRACEFUL_TIMEOUT + 5)
        except subprocess.TimeoutExpired:
            pass
        exit_seconds = time.monotonic() - sent_at
        stop.set()
        loader.join()
        result = box[0]
        lost = lost_requests(server, result)
        after_term = [o for o in result.outcomes if o.started > sent_at]
        figures = {
            **result.summary(),
            "workers": 2,
            "client_threads": 6,
            "master_exit_seconds": round(exit_seconds, 2),
            "graceful_timeout": GRACEFUL_TIMEOUT,
            "in_flight_probe_status": answer.split(b" ", 2)[1].decode() if answer else None,
            "lost_after_accept": len(lost),
            "errors_refused_after_close": sum(1 for o in result.errors if o.error == "ConnectionRefusedError"),
            "errors_reset_unaccepted": sum(1 for o in result.errors if o.error != "ConnectionRefusedError"),
            "errors_started_before_sigterm": sum(1 for o in result.errors if o.started < sent_at),
            "requests_started_after_sigterm": len(after_term),
        }
        report("sigterm", figures)
        assert server.proc.returncode == 0, server.log_text()[-3000:]
        assert answer.startswith(b"HTTP/1.1 200 "), answer[:300]
        assert json.loads(answer.split(b"\r\n\r\n", 1)[1])["fan"]["total"] >= 0
        assert exit_seconds < GRACEFUL_TIMEOUT
        assert result.five_xx == 0
        assert not lost, lost[:10]
        # The other errors: refused once the listener is closed, or reset while queued in the kernel's
        # backlog (connected, never taken up by a worker) when the last worker exits. Nothing else.
        assert set(result.error_kinds()) <= {
            "ConnectionRefusedError",
            "ConnectionResetError",
            "RemoteDisconnected",
            "BrokenPipeError",
        }, result.error_kinds()
    finally:
        server.cleanup()


def test_killed_worker_is_replaced_and_survivors_answer():
    with Gunicorn(workers=2) as server:
        pids = server.worker_pids()
        loader, box = in_background(drive, server.port, LOAD_SECONDS, 6, "kill")
        time.sleep(LOAD_SECONDS / 2)
        victim = min(pids)
        killed_at = time.monotonic()
        os.kill(victim, signal.SIGKILL)
        new = server.wait_for_workers(2, exclude={victim})
        replaced_seconds = time.monotonic() - killed_at
        loader.join()
        result = box[0]
        after = server.worker_pids()
        lost = lost_requests(server, result)
        m = server.metrics()
        figures = {
            **result.summary(),
            "workers": 2,
            "client_threads": 6,
            "killed_pid": victim,
            "replacement_seconds": round(replaced_seconds, 2),
            "workers_after": len(after),
            "errors_on_killed_worker": len(result.errors),
            "lost_after_answer": len(lost),
            "metrics_requests_total": metric(m, "mahjong_http_requests_total"),
        }
        report("sigkill_worker", figures)
        assert result.five_xx == 0, result.statuses
        # A gevent worker holds several clients' connections: each client whose connection the killed
        # worker held loses the one request on it (in flight, or sent on the dead kept-alive
        # connection); none loses more, and nothing answered is lost.
        per_client = Counter(o.rid.split("-")[1] for o in result.errors)
        assert all(n == 1 for n in per_client.values()), per_client
        assert set(result.error_kinds()) <= {
            "ConnectionResetError",
            "IncompleteRead",
            "RemoteDisconnected",
            "BrokenPipeError",
        }, result.error_kinds()
        assert not lost
        assert len(new) == 2 and victim not in after and len(after) == 2
        assert (pids - {victim}) <= after  # the survivor lives on
        assert "WORKER TIMEOUT" not in server.log_text()


def slow_client(port: int, kind: str, step: float = 0.2) -> dict[str, Any]:
    """Send a request too slowly (headers byte by byte, or a body); time until the server cuts it off."""
    body = score_bodies()[0]
    head = (
        f"POST /v1/score HTTP/1.1\r\nHost: {HOST}\r\nContent-Type: application/json\r\n"
        f"X-Request-ID: slow-{kind}\r\nContent-Length: {len(body)}\r\n\r\n"
    ).encode()
    s = socket.create_connection((HOST, port), timeout=5)
    started = time.monotonic()
    if kind == "headers":
        pending = head + body
    else:
        s.sendall(head)
        pending = body
    got = b""
    how = "still open"
    try:
        for i in range(len(pending)):
            if time.monotonic() - started > SLOW_TIMEOUT + 10:
                break
            s.sendall(pending[i : i + 1])
            readable, _, _ = select.select([s], [], [], step)
            if readable:
                got = s.recv(65536)
                how = "answered" if got else "closed"
                break
    except OSError as e:
        how = type(e).__name__
    finally:
        s.close()
    return {
        "kind": kind,
        "cut_off_seconds": round(time.monotonic() - started, 2),
        "how": how,
        "answer": got.split(b"\r\n", 1)[0].decode(errors="replace"),
    }


def test_slow_clients_are_cut_off_and_others_served():
    env = {"GUNICORN_KEEPALIVE": str(SLOW_TIMEOUT), "GUNICORN_BODY_TIMEOUT": str(SLOW_TIMEOUT)}
    with Gunicorn(workers=2, env=env) as server:
        pids = server.worker_pids()
        t1, slow_headers = in_background(slow_client, server.port, "headers")
        t2, slow_body = in_background(slow_client, server.port, "body")
        time.sleep(0.3)  # both slow clients are taken up; the workers go on serving everyone else
        result = drive(server.port, SLOW_TIMEOUT + 2, concurrency=3, prefix="beside-slow")
        t1.join()
        t2.join()
        after = server.wait_for_workers(2, exclude=set())
        # Oversized body: 413 from the app; oversized header: 431 from gunicorn.
        big = b'{"pad":"' + b"x" * (300 * 1024) + b'"}'
        status_body, _, answer = server.request("POST", "/v1/score", big)
        status_header = server.get("/healthz", headers={"X-Big": "y" * 9000})[0]
        timeouts = server.log_text().count("WORKER TIMEOUT")
        figures = {
            **result.summary(),
            "workers": 2,
            "deadlines": SLOW_TIMEOUT,
            "slow_headers": slow_headers[0],
            "slow_body": slow_body[0],
            "worker_timeouts_logged": timeouts,
            "workers_replaced": len(pids - after),
            "workers_after": len(after),
            "oversized_body_status": status_body,
            "oversized_header_status": status_header,
        }
        report("slow_clients", figures)
        for slow in (slow_headers[0], slow_body[0]):
            assert slow["how"] != "still open", slow
            assert SLOW_TIMEOUT - 0.5 <= slow["cut_off_seconds"] <= SLOW_TIMEOUT + 3, slow
        # no answer to half a head: closed (a reset when the client was still sending)
        assert slow_headers[0]["how"] in ("closed", "ConnectionResetError", "BrokenPipeError"), slow_headers
        assert slow_headers[0]["answer"] == "", slow_headers
        assert slow_body[0]["answer"] == "HTTP/1.1 408 Request Timeout", slow_body
        assert not result.errors and set(result.statuses) == {200}, (result.error_kinds(), result.statuses)
        assert result.sent > 10
        assert timeouts == 0 and after == pids  # nobody was killed: the deadlines did it
        assert status_body == 413 and json.loads(answer)["code"] == "payload_too_large"
        assert status_header == 431
