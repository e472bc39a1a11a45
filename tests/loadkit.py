"""Helpers for the tests that run the real server: gunicorn with the project's gunicorn.conf.py on a
free loopback port (`Gunicorn`), its worker pids (`ps --ppid`), its JSON log, and a small threaded
HTTP load generator (`drive`) that records every request's outcome.

Used by tests/test_metrics.py (multiprocess metrics) and tests/test_load.py (load and faults).
"""

from __future__ import annotations

import http.client
import json
import os
import random
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
VENV_BIN = Path(sys.executable).parent
HOST = "127.0.0.1"


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


def score_bodies() -> list[bytes]:
    """The /v1/score request examples of openapi.yaml answered with 200, under both rulesets."""
    spec = yaml.safe_load((ROOT / "openapi.yaml").read_text(encoding="utf-8"))
    op = spec["paths"]["/v1/score"]["post"]
    requests = op["requestBody"]["content"]["application/json"]["examples"]
    ok = op["responses"]["200"]["content"]["application/json"]["examples"]
    bodies = []
    for name, ex in requests.items():
        if name in ok:
            value = dict(ex["value"])
            bodies.append(json.dumps(value).encode())
            if "ruleset" not in value and "table" not in value:
                bodies.append(json.dumps({**value, "ruleset": "canton-new"}).encode())
    return bodies


class Gunicorn:
    """`gunicorn --config gunicorn.conf.py --bind 127.0.0.1:<free> --no-control-socket 'service:create_app()'`."""

    def __init__(self, workers: int = 2, env: dict[str, str] | None = None, start_timeout: float = 30) -> None:
        self.port = free_port()
        self.metrics_port = free_port()  # METRICS_PORT: the metrics-only server of gunicorn's master
        self.workers = workers
        self.metrics_dir = tempfile.mkdtemp(prefix="mahjong-test-metrics-")
        self.log_file = tempfile.NamedTemporaryFile(prefix="gunicorn-", suffix=".log", delete=False)
        argv = [str(VENV_BIN / "gunicorn"), "--config", "gunicorn.conf.py", "--bind", f"{HOST}:{self.port}",
                "--no-control-socket", "service:create_app()"]
        full_env = {**os.environ, "WEB_CONCURRENCY": str(workers), "PYTHONUNBUFFERED": "1",
                    "PROMETHEUS_MULTIPROC_DIR": self.metrics_dir, "METRICS_PORT": str(self.metrics_port),
                    "METRICS_HOST": HOST, **(env or {})}
        self.proc = subprocess.Popen(argv, cwd=ROOT, env=full_env, stdout=self.log_file, stderr=subprocess.STDOUT)
        deadline = time.monotonic() + start_timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise AssertionError(f"gunicorn exited at start:\n{self.log_text()[-4000:]}")
            try:
                if self.get("/healthz")[0] == 200 and len(self.worker_pids()) == workers:
                    return
            except OSError:
                pass
            time.sleep(0.1)
        self.stop()
        raise AssertionError(f"gunicorn not ready within {start_timeout} s:\n{self.log_text()[-4000:]}")

    # -- the process ------------------------------------------------------------------------
    def worker_pids(self) -> set[int]:
        out = subprocess.run(["ps", "--ppid", str(self.proc.pid), "-o", "pid=,stat="], capture_output=True,
                             text=True).stdout
        # Zombies (exited, not yet reaped) are not workers.
        return {int(pid) for pid, stat in (line.split() for line in out.splitlines() if line.strip())
                if not stat.startswith("Z")}

    def wait_for_workers(self, n: int, exclude: set[int] = frozenset(), timeout: float = 15) -> set[int]:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            pids = self.worker_pids()
            if len(pids) == n and not pids & exclude:
                return pids
            time.sleep(0.05)
        raise AssertionError(f"workers: {self.worker_pids()} (wanted {n}, none of {exclude})")

    def terminate(self, timeout: float) -> float:
        """SIGTERM the master; seconds until it exited (AssertionError past `timeout`)."""
        started = time.monotonic()
        self.proc.send_signal(signal.SIGTERM)
        try:
            self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            self.stop()
            raise AssertionError(f"gunicorn did not exit within {timeout} s of SIGTERM") from None
        return time.monotonic() - started

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(timeout=25)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        self.log_file.close()

    def cleanup(self) -> None:
        self.stop()
        import shutil

        shutil.rmtree(self.metrics_dir, ignore_errors=True)
        Path(self.log_file.name).unlink(missing_ok=True)

    def __enter__(self) -> Gunicorn:
        return self

    def __exit__(self, *exc: object) -> None:
        self.cleanup()

    # -- the log --------------------------------------------------------------------------------
    def log_text(self) -> str:
        self.log_file.flush()
        return Path(self.log_file.name).read_text(encoding="utf-8", errors="replace")

    def log_lines(self) -> list[dict[str, Any]]:
        out = []
        for line in self.log_text().splitlines():
            try:
                out.append(json.loads(line))
            except ValueError:
                out.append({"message": line})
        return out

    def access_ids(self) -> set[str]:
        """Request ids of the access log: every request a worker took up and answered (or tried to)."""
        return {d["request_id"] for d in self.log_lines() if d.get("message") == "access" and d.get("request_id")}

    # -- requests -------------------------------------------------------------------------------
    def request(self, method: str, path: str, body: bytes | None = None, headers: dict[str, str] | None = None,
                timeout: float = 10) -> tuple[int, dict[str, str], bytes]:
        conn = http.client.HTTPConnection(HOST, self.port, timeout=timeout)
        try:
            hdrs = {"Content-Type": "application/json"} if body is not None else {}
            hdrs.update(headers or {})
            conn.request(method, path, body=body, headers=hdrs)
            r = conn.getresponse()
            return r.status, {k.lower(): v for k, v in r.getheaders()}, r.read()
        finally:
            conn.close()

    def get(self, path: str, **kw: Any) -> tuple[int, dict[str, str], bytes]:
        return self.request("GET", path, **kw)

    def metrics(self) -> dict[tuple[str, frozenset], float]:
        """`/metrics` of the metrics port as {(sample name, frozenset of label items): value}."""
        from prometheus_client.parser import text_string_to_metric_families

        conn = http.client.HTTPConnection(HOST, self.metrics_port, timeout=10)
        try:
            conn.request("GET", "/metrics")
            r = conn.getresponse()
            status, headers, body = r.status, {k.lower(): v for k, v in r.getheaders()}, r.read()
        finally:
            conn.close()
        assert status == 200 and headers["content-type"].startswith("text/plain; version=0.0.4"), (status, headers)
        out = {}
        for family in text_string_to_metric_families(body.decode()):
            for s in family.samples:
                out[(s.name, frozenset(s.labels.items()))] = s.value
        return out


def metric(samples: dict[tuple[str, frozenset], float], name: str, **labels: str) -> float:
    """Sum of the samples called `name` whose labels include `labels`."""
    want = set(labels.items())
    return sum(v for (n, lab), v in samples.items() if n == name and want <= lab)


# -- load generator -------------------------------------------------------------------------------
@dataclass
class Outcome:
    rid: str
    path: str
    started: float
    ended: float
    status: int | None = None
    error: str | None = None


@dataclass
class LoadResult:
    outcomes: list[Outcome] = field(default_factory=list)
    seconds: float = 0.0

    @property
    def sent(self) -> int:
        return len(self.outcomes)

    @property
    def statuses(self) -> Counter:
        return Counter(o.status for o in self.outcomes if o.status is not None)

    @property
    def errors(self) -> list[Outcome]:
        return [o for o in self.outcomes if o.error is not None]

    @property
    def five_xx(self) -> int:
        return sum(n for s, n in self.statuses.items() if s >= 500)

    def error_kinds(self) -> Counter:
        return Counter(o.error for o in self.errors)

    def latency_ms(self, q: float) -> float:
        done = sorted(o.ended - o.started for o in self.outcomes if o.status is not None)
        return round(done[min(len(done) - 1, int(q * len(done)))] * 1000, 2) if done else 0.0

    def summary(self) -> dict[str, Any]:
        ok = sum(n for s, n in self.statuses.items() if 200 <= s < 300)
        return {"requests_sent": self.sent, "ok_2xx": ok, "status_counts": {str(k): v for k, v in
                                                                            sorted(self.statuses.items())},
                "errors": len(self.errors), "error_kinds": dict(self.error_kinds()), "responses_5xx": self.five_xx,
                "seconds": round(self.seconds, 2), "requests_per_second": round(ok / self.seconds, 1)
                if self.seconds else 0.0, "latency_ms_p50": self.latency_ms(0.5),
                "latency_ms_p99": self.latency_ms(0.99)}


def drive(port: int, seconds: float, concurrency: int, prefix: str, stop: threading.Event | None = None,
          healthz_share: float = 0.2, timeout: float = 15) -> LoadResult:
    """`concurrency` threads send POST /v1/score hands (and GET /healthz) for `seconds` (or until `stop`).

    Each thread keeps one http.client connection (keep-alive asked; gunicorn's sync workers close it
    after each answer and http.client reconnects). Every request carries X-Request-ID `<prefix>-<thread>-<n>`.
    """
    bodies = score_bodies()
    stop = stop or threading.Event()
    result = LoadResult()
    lock = threading.Lock()
    t0 = time.monotonic()
    deadline = t0 + seconds

    def worker(k: int) -> None:
        rng = random.Random(k)
        conn = http.client.HTTPConnection(HOST, port, timeout=timeout)
        mine: list[Outcome] = []
        n = 0
        while not stop.is_set() and time.monotonic() < deadline:
            n += 1
            rid = f"{prefix}-{k}-{n}"
            if rng.random() < healthz_share:
                method, path, body, hdrs = "GET", "/healthz", None, {"X-Request-ID": rid}
            else:
                method, path, body = "POST", "/v1/score", rng.choice(bodies)
                hdrs = {"X-Request-ID": rid, "Content-Type": "application/json"}
            o = Outcome(rid, path, time.monotonic(), 0.0)
            try:
                conn.request(method, path, body=body, headers=hdrs)
                r = conn.getresponse()
                r.read()
                o.status = r.status
                if r.will_close:
                    conn.close()
            except (OSError, http.client.HTTPException) as e:
                o.error = type(e).__name__
                conn.close()
                conn = http.client.HTTPConnection(HOST, port, timeout=timeout)
                if isinstance(e, ConnectionRefusedError):
                    time.sleep(0.01)
            o.ended = time.monotonic()
            mine.append(o)
        conn.close()
        with lock:
            result.outcomes.extend(mine)

    threads = [threading.Thread(target=worker, args=(k,), daemon=True) for k in range(concurrency)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    result.seconds = time.monotonic() - t0
    return result


def in_background(fn: Any, *args: Any, **kw: Any) -> tuple[threading.Thread, list[Any]]:
    """Run fn(*args, **kw) in a thread; its return value lands in the list."""
    box: list[Any] = []
    t = threading.Thread(target=lambda: box.append(fn(*args, **kw)), daemon=True)
    t.start()
    return t, box
