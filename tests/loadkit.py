"""Helpers for the tests that run the real server: gunicorn with the project's gunicorn.conf.py on a
free loopback port (`Gunicorn`), its worker pids (`ps --ppid`), its JSON log, its memory (`pss_mib`),
a small threaded HTTP load generator (`drive`) that records every request's outcome, connections
that hold the server without sending a request (`SlowClients`: idle ones, and ones that drip their
headers a byte at a time) and health probes (`probe`).

Used by tests/test_metrics.py (multiprocess metrics), tests/test_load.py (load and faults),
tests/test_slow_clients.py and the scripts of bench/ (bench_slow_clients.py, soak.py). Everything
talks to 127.0.0.1 only, for a bounded time.
"""

from __future__ import annotations

import http.client
import json
import os
import random
import selectors
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

    def __init__(
        self,
        workers: int = 2,
        env: dict[str, str] | None = None,
        start_timeout: float = 30,
        args: list[str] | tuple[str, ...] = (),
    ) -> None:
        """`args`: more gunicorn command-line options (they override gunicorn.conf.py's settings)."""
        self.port = free_port()
        self.metrics_port = free_port()  # METRICS_PORT: the metrics-only server of gunicorn's master
        self.workers = workers
        self.metrics_dir = tempfile.mkdtemp(prefix="mahjong-test-metrics-")
        self.log_file = tempfile.NamedTemporaryFile(prefix="gunicorn-", suffix=".log", delete=False)
        argv = [
            str(VENV_BIN / "gunicorn"),
            "--config",
            "gunicorn.conf.py",
            "--bind",
            f"{HOST}:{self.port}",
            "--no-control-socket",
            *args,
            "service:create_app()",
        ]
        full_env = {
            **os.environ,
            "WEB_CONCURRENCY": str(workers),
            "PYTHONUNBUFFERED": "1",
            "PROMETHEUS_MULTIPROC_DIR": self.metrics_dir,
            "METRICS_PORT": str(self.metrics_port),
            "METRICS_HOST": HOST,
            **(env or {}),
        }
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
        out = subprocess.run(
            ["ps", "--ppid", str(self.proc.pid), "-o", "pid=,stat="], capture_output=True, text=True
        ).stdout
        # Zombies (exited, not yet reaped) are not workers.
        return {
            int(pid)
            for pid, stat in (line.split() for line in out.splitlines() if line.strip())
            if not stat.startswith("Z")
        }

    def pss_mib(self) -> float:
        """Proportional set size of the master and its workers together, in MiB (what a container's
        memory limit counts: shared pages divided among the processes sharing them)."""
        return round(sum(pss_kib(pid) for pid in (self.proc.pid, *self.worker_pids())) / 1024, 1)

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
    def request(
        self,
        method: str,
        path: str,
        body: bytes | None = None,
        headers: dict[str, str] | None = None,
        timeout: float = 10,
    ) -> tuple[int, dict[str, str], bytes]:
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


def pss_kib(pid: int) -> int:
    """Pss of one process in KiB (/proc/<pid>/smaps_rollup); 0 when it is gone."""
    try:
        for line in Path(f"/proc/{pid}/smaps_rollup").read_text().splitlines():
            if line.startswith("Pss:"):
                return int(line.split()[1])
    except (OSError, ValueError):
        pass
    return 0


def cpu_seconds(pids: set[int] | list[int]) -> float:
    """User and system CPU time of these processes so far (/proc/<pid>/stat)."""
    total = 0
    for pid in pids:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        total += int(fields[11]) + int(fields[12])
    return total / os.sysconf("SC_CLK_TCK")


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
        return {
            "requests_sent": self.sent,
            "ok_2xx": ok,
            "status_counts": {str(k): v for k, v in sorted(self.statuses.items())},
            "errors": len(self.errors),
            "error_kinds": dict(self.error_kinds()),
            "responses_5xx": self.five_xx,
            "seconds": round(self.seconds, 2),
            "requests_per_second": round(ok / self.seconds, 1) if self.seconds else 0.0,
            "latency_ms_p50": self.latency_ms(0.5),
            "latency_ms_p99": self.latency_ms(0.99),
        }


def drive(
    port: int,
    seconds: float,
    concurrency: int,
    prefix: str,
    stop: threading.Event | None = None,
    healthz_share: float = 0.2,
    timeout: float = 15,
    keepalive: bool = True,
    bodies: list[bytes] | None = None,
) -> LoadResult:
    """`concurrency` threads send POST /v1/score hands (and GET /healthz) for `seconds` (or until `stop`).

    Each thread keeps one http.client connection (keep-alive asked, unless `keepalive` is False: then
    every request asks `Connection: close`, and a new connection is made for the next one).
    Every request carries X-Request-ID `<prefix>-<thread>-<n>`.
    """
    bodies = bodies or score_bodies()
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
            if not keepalive:
                hdrs["Connection"] = "close"
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

    run_threads(worker, range(concurrency))
    result.seconds = time.monotonic() - t0
    return result


def run_threads(fn: Any, args: Any) -> None:
    """fn(arg) in a thread for each arg, all at once; returns when all are done."""
    threads = [threading.Thread(target=fn, args=(a,), daemon=True) for a in args]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


def in_background(fn: Any, *args: Any, **kw: Any) -> tuple[threading.Thread, list[Any]]:
    """Run fn(*args, **kw) in a thread; its return value lands in the list."""
    box: list[Any] = []
    t = threading.Thread(target=lambda: box.append(fn(*args, **kw)), daemon=True)
    t.start()
    return t, box


# -- connections that hold the server ---------------------------------------------------------------
DRIP_HEAD = (
    f"GET /healthz HTTP/1.1\r\nHost: {HOST}\r\nUser-Agent: drip\r\n" + "X-Pad: " + "x" * 200 + "\r\n\r\n"
).encode()


class SlowClients:
    """`idle` connections that send nothing and `drip` connections that send a request head one byte
    every `interval` seconds, all held open (re-opened at once when the server closes one) by one
    thread, until `stop()` or `seconds` (a bound: it stops by itself). Counts what the server did.

        with SlowClients(port, idle=200, drip=50):
            ...   # measure the others meanwhile
    """

    def __init__(
        self,
        port: int,
        idle: int = 200,
        drip: int = 50,
        interval: float = 1.0,
        seconds: float = 900,
        source: str = "127.0.0.2",
    ) -> None:
        self.port, self.idle, self.drip, self.interval, self.seconds = port, idle, drip, interval, seconds
        # From another loopback address than the clients measured: the server closes these
        # connections first, and its TIME_WAIT entries must not collide with the measured
        # clients' new connections (same 4-tuple: a SYN answered late, ~1-3 s).
        self.source = source
        self.opened = 0
        self.closed_by_server = 0
        self.answered = 0  # closes that came with bytes (e.g. an answer to a finished drip)
        self.refused = 0
        self.max_open = 0
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> SlowClients:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(timeout=10)

    def summary(self) -> dict[str, int]:
        return {
            "idle": self.idle,
            "drip": self.drip,
            "opened": self.opened,
            "closed_by_server": self.closed_by_server,
            "answered": self.answered,
            "refused": self.refused,
            "max_open": self.max_open,
        }

    def _open(self, sel: selectors.BaseSelector, kind: str) -> None:
        s = socket.socket()
        s.setblocking(False)
        try:
            s.bind((self.source, 0))
            s.connect((HOST, self.port))
        except BlockingIOError:
            pass
        except OSError:
            self.refused += 1
            s.close()
            return
        self.opened += 1
        sel.register(s, selectors.EVENT_READ, {"kind": kind, "sent": 0, "opened": time.monotonic()})

    def _run(self) -> None:
        sel = selectors.DefaultSelector()
        deadline = time.monotonic() + self.seconds
        for _ in range(self.idle):
            self._open(sel, "idle")
        for _ in range(self.drip):
            self._open(sel, "drip")
        next_drip = time.monotonic() + self.interval
        try:
            while not self._stop.is_set() and time.monotonic() < deadline:
                self.max_open = max(self.max_open, len(sel.get_map()))
                for key, _ in sel.select(timeout=min(0.1, max(0.0, next_drip - time.monotonic()))):
                    s, data = key.fileobj, key.data
                    try:
                        got = s.recv(65536)
                    except BlockingIOError:
                        continue
                    except OSError:
                        got = b""
                    if got:
                        self.answered += 1
                        while True:  # read the rest, then the close
                            try:
                                if not s.recv(65536):
                                    break
                            except BlockingIOError:
                                break
                            except OSError:
                                break
                    self.closed_by_server += 1
                    sel.unregister(s)
                    s.close()
                    if not self._stop.is_set():
                        self._open(sel, data["kind"])
                if time.monotonic() >= next_drip:
                    next_drip += self.interval
                    for key in list(sel.get_map().values()):
                        data = key.data
                        if data["kind"] == "drip" and data["sent"] < len(DRIP_HEAD):
                            try:
                                key.fileobj.send(DRIP_HEAD[data["sent"] : data["sent"] + 1])
                                data["sent"] += 1
                            except (BlockingIOError, OSError):
                                pass
        finally:
            for key in list(sel.get_map().values()):
                key.fileobj.close()
            sel.close()


@dataclass
class ProbeResult:
    sent: int = 0
    latencies_ms: list[float] = field(default_factory=list)  # of the probes answered 200 in time
    failures: Counter = field(default_factory=Counter)

    @property
    def answered_share(self) -> float:
        return len(self.latencies_ms) / self.sent if self.sent else 0.0

    def p(self, q: float) -> float:
        done = sorted(self.latencies_ms)
        return round(done[min(len(done) - 1, int(q * len(done)))], 2) if done else float("inf")

    def summary(self) -> dict[str, Any]:
        return {
            "probes": self.sent,
            "answered_share": round(self.answered_share, 4),
            "p50_ms": self.p(0.5),
            "p99_ms": self.p(0.99),
            "max_ms": self.p(1.0),
            "failures": dict(self.failures),
        }


def probe(
    port: int,
    seconds: float,
    interval: float = 0.1,
    timeout: float = 1.0,
    path: str = "/healthz",
    stop: threading.Event | None = None,
) -> ProbeResult:
    """GET `path` every `interval` s on a new connection each (as a kubelet probes), for `seconds`:
    how many were answered 200 within `timeout`, and how fast."""
    out = ProbeResult()
    stop = stop or threading.Event()
    deadline = time.monotonic() + seconds
    next_at = time.monotonic()
    while time.monotonic() < deadline and not stop.is_set():
        out.sent += 1
        started = time.monotonic()
        conn = http.client.HTTPConnection(HOST, port, timeout=timeout)
        try:
            conn.request("GET", path, headers={"User-Agent": "probe", "Connection": "close"})
            r = conn.getresponse()
            r.read()
            if r.status == 200:
                out.latencies_ms.append((time.monotonic() - started) * 1000)
            else:
                out.failures[str(r.status)] += 1
        except (OSError, http.client.HTTPException) as e:
            out.failures[type(e).__name__] += 1
        finally:
            conn.close()
        next_at += interval
        time.sleep(max(0.0, next_at - time.monotonic()))
    return out


def hold_slow_clients(port: int, idle: int, drip: int, seconds: float) -> subprocess.Popen:
    """`SlowClients` in a child process (so that they do not share the measuring process's GIL) for
    at most `seconds`; it prints its summary as JSON on stdout when it ends (SIGTERM ends it early)."""
    code = (
        "import json, signal, sys, threading; from tests.loadkit import SlowClients; "
        "done = threading.Event(); signal.signal(signal.SIGTERM, lambda *a: done.set()); "
        f"h = SlowClients({port}, idle={idle}, drip={drip}, seconds={seconds} + 5); h.__enter__(); "
        f"done.wait({seconds}); h.stop(); print(json.dumps(h.summary()))"
    )
    return subprocess.Popen(
        [sys.executable, "-c", code],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )


def stop_slow_clients(proc: subprocess.Popen) -> dict[str, Any]:
    proc.send_signal(signal.SIGTERM)
    out, _ = proc.communicate(timeout=30)
    try:
        return json.loads(out.strip().splitlines()[-1])
    except (ValueError, IndexError):
        return {}


# -- traffic of distinct requests (bench/traffic.py) ---------------------------------------------------
@dataclass
class BlastResult:
    sent: int = 0
    statuses: Counter = field(default_factory=Counter)
    errors: Counter = field(default_factory=Counter)
    seconds: float = 0.0
    request_bytes: int = 0

    def summary(self) -> dict[str, Any]:
        return {
            "sent": self.sent,
            "statuses": {str(k): v for k, v in sorted(self.statuses.items())},
            "errors": dict(self.errors),
            "seconds": round(self.seconds, 1),
            "per_second": round(self.sent / self.seconds, 1) if self.seconds else 0.0,
            "request_mib": round(self.request_bytes / 2**20, 1),
        }


def blast(port: int, sources: list[Any], seconds: float | None = None, timeout: float = 30) -> BlastResult:
    """One thread per iterator of (path, body) in `sources`, each on its own keep-alive connection,
    until its iterator ends or `seconds` pass. Counts statuses and connection errors."""
    out = BlastResult()
    lock = threading.Lock()
    t0 = time.monotonic()
    deadline = t0 + seconds if seconds is not None else float("inf")

    def worker(source: Any) -> None:
        conn = http.client.HTTPConnection(HOST, port, timeout=timeout)
        statuses: Counter = Counter()
        errors: Counter = Counter()
        sent = size = 0
        for path, body in source:
            if time.monotonic() >= deadline:
                break
            sent += 1
            size += len(body)
            try:
                conn.request("POST", path, body=body, headers={"Content-Type": "application/json"})
                r = conn.getresponse()
                r.read()
                statuses[r.status] += 1
                if r.will_close:
                    conn.close()
            except (OSError, http.client.HTTPException) as e:
                errors[type(e).__name__] += 1
                conn.close()
                conn = http.client.HTTPConnection(HOST, port, timeout=timeout)
        conn.close()
        with lock:
            out.sent += sent
            out.request_bytes += size
            out.statuses.update(statuses)
            out.errors.update(errors)

    run_threads(worker, sources)
    out.seconds = time.monotonic() - t0
    return out
