"""HTTP benchmark: the service under gunicorn (the project's gunicorn.conf.py, WEB_CONCURRENCY=2
workers) on 127.0.0.1, loaded with `wrk`.

    .venv/bin/python bench/bench_http.py [--json PATH]
    env: BENCH_SECONDS (default 10, per run), BENCH_CONNECTIONS (default 4), BENCH_THREADS (wrk, default 1)

Runs, each BENCH_SECONDS long:
1. GET /healthz, POST /v1/score (a wrk Lua script cycling over 300 corpus hands, alternately
   hk-classic and canton-new, each one legal under its ruleset), POST /v1/score/batch (batches of
   100 of those hands; hands/s = requests/s × 100): requests/s and p50/p99 latency (wrk --latency).
2. p99 latency of a single POST /v1/score at half the measured peak rate: `wrk -R` when the wrk
   installed has it (wrk2), else an open-loop Python client (one thread, selectors) that starts
   requests on a fixed schedule and measures each latency from its scheduled start (no coordinated
   omission). It sends
   each request on an idle kept-alive connection, opening one when none is idle (as wrk measured
   the peak, and as an app's HTTP client pool does); then, for information, the same rate with a new
   connection for every request.
3. Resident memory (VmRSS, and the peak VmHWM) of each worker from /proc/<pid>/status after the load.
4. Where the time of one POST /v1/score goes, in process: the WSGI app called directly with a
   prepared environ, against JSON parsing, marshmallow load (ScoreRequestSchema), the engine
   (score_hand), settlement, the response dump (dump_result) and JSON encoding.

wrk: Debian package `wrk`. When missing and running as root, the script runs `apt-get update` and
`apt-get install -y wrk`; if that fails it falls back to a Python asyncio load generator (and says
so: it is slower than wrk and shares the two CPUs with the workers, so its figures are a floor).
Gunicorn's access log (JSON lines on stdout, as in production) goes to /dev/null.
"""

from __future__ import annotations

import argparse
import asyncio
import http.client
import json
import os
import re
import selectors
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.common import ROOT, _cpu_times, median, percentile, print_targets, target, write_summary  # noqa: E402
from bench.corpus import corpus  # noqa: E402

SECONDS = float(os.environ.get("BENCH_SECONDS", "10"))
CONNECTIONS = int(os.environ.get("BENCH_CONNECTIONS", "4"))
THREADS = int(os.environ.get("BENCH_THREADS", "1"))
WORKERS = 2
RULESETS = ("hk-classic", "canton-new")
HOST = "127.0.0.1"


# --- requests -------------------------------------------------------------------------------------


def score_bodies(n: int = 300) -> list[dict]:
    """`n` score requests, alternately under each ruleset, each legal under its ruleset."""
    from bench.bench_scoring import to_domain
    from rules.hand import HandError
    from rules.ruleset import all_rulesets
    from rules.scoring import score_hand
    from rules.table import resolve_table

    tables = {rid: resolve_table(all_rulesets()[rid], {"min_fan": 0}) for rid in RULESETS}
    out = []
    for i, req in enumerate(corpus(2 * n, seed=20261202)):
        rid = RULESETS[i % 2]
        hand, ctx = to_domain(req)
        try:
            score_hand(hand, ctx, tables[rid])
        except HandError:
            continue
        out.append({"ruleset": rid, **req})
        if len(out) == n:
            break
    return out


def batch_bodies(bodies: list[dict], size: int = 100) -> list[dict]:
    return [
        {"requests": [bodies[(start + j) % len(bodies)] for j in range(size)]} for start in range(0, len(bodies), size)
    ]


# --- gunicorn -------------------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return s.getsockname()[1]


def start_gunicorn(port: int, log: Path) -> subprocess.Popen:
    exe = Path(sys.executable).parent / "gunicorn"
    cmd = [
        str(exe) if exe.exists() else "gunicorn",
        "--config",
        "gunicorn.conf.py",
        "--bind",
        f"{HOST}:{port}",
        "service:create_app()",
    ]
    env = {**os.environ, "WEB_CONCURRENCY": str(WORKERS), "LOG_LEVEL": os.environ.get("LOG_LEVEL", "info")}
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=log.open("wb"))
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise SystemExit(f"gunicorn exited with {proc.returncode}; see {log}")
        try:
            status, _ = request("GET", "/healthz", port)
            if status == 200 and len(worker_pids(proc.pid)) == WORKERS:
                return proc
        except OSError:
            pass
        time.sleep(0.2)
    proc.terminate()
    raise SystemExit("gunicorn did not answer /healthz within 30 s")


def worker_pids(master: int) -> list[int]:
    pids = []
    for d in Path("/proc").iterdir():
        if not d.name.isdigit():
            continue
        try:
            stat = (d / "stat").read_text()
        except OSError:
            continue
        ppid = int(stat.rsplit(")", 1)[1].split()[1])
        if ppid == master:
            pids.append(int(d.name))
    return sorted(pids)


def memory_kb(pid: int) -> dict[str, int]:
    out = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key = line.split(":", 1)[0]
        if key in ("VmRSS", "VmHWM", "RssAnon", "RssFile", "RssShmem"):
            out[key] = int(line.split()[1])
    return out


def request(method: str, path: str, port: int, body: bytes | None = None) -> tuple[int, bytes]:
    conn = http.client.HTTPConnection(HOST, port, timeout=30)
    try:
        conn.request(method, path, body=body, headers={"Content-Type": "application/json"} if body else {})
        r = conn.getresponse()
        return r.status, r.read()
    finally:
        conn.close()


# --- wrk ------------------------------------------------------------------------------------------


def ensure_wrk() -> tuple[str | None, str]:
    """The wrk executable, or None, and a note of what happened."""
    found = shutil.which("wrk")
    if found:
        return found, "wrk found"
    if os.geteuid() != 0 or not shutil.which("apt-get"):
        return None, "wrk missing and cannot install it (not root or no apt-get)"
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    try:
        subprocess.run(
            ["apt-get", "update"],
            check=True,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=300,
        )
        subprocess.run(
            ["apt-get", "install", "-y", "wrk"],
            check=True,
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            timeout=300,
        )
    except (subprocess.SubprocessError, OSError) as e:
        return None, f"apt-get install -y wrk failed ({e})"
    found = shutil.which("wrk")
    return found, "wrk installed with apt-get" if found else "apt-get ran but wrk is not on PATH"


def wrk_has_rate(wrk: str) -> bool:
    r = subprocess.run([wrk, "--help"], capture_output=True, text=True)
    return "--rate" in (r.stdout + r.stderr)


def lua_script(path: str, bodies: list[bytes], folder: Path, name: str) -> Path:
    lines = ["local bodies = {"]
    for b in bodies:
        text = b.decode()
        assert "]==]" not in text
        lines.append(f"[==[{text}]==],")
    lines.append("}")
    lines.append(f"""local i = math.random(#bodies) - 1
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
request = function()
  i = i % #bodies + 1
  return wrk.format("POST", "{path}", nil, bodies[i])
end
""")
    script = folder / f"{name}.lua"
    script.write_text("\n".join(lines))
    return script


_UNITS = {"us": 1e-3, "ms": 1.0, "s": 1e3, "m": 60e3}


def _ms(text: str) -> float:
    m = re.fullmatch(r"([\d.]+)(us|ms|s|m)", text)
    if not m:
        raise ValueError(text)
    return float(m.group(1)) * _UNITS[m.group(2)]


def parse_wrk(out: str) -> dict:
    res: dict = {"non_2xx": 0, "socket_errors": 0}
    for line in out.splitlines():
        s = line.strip()
        if s.startswith("Requests/sec:"):
            res["rps"] = float(s.split()[1])
        elif re.match(r"^(50|75|90|99|99\.000|50\.000|99\.900)%", s):
            pct, val = s.split()[:2]
            key = {"50.000": "50", "99.000": "99", "99.900": "99.9"}.get(pct.rstrip("%"), pct.rstrip("%"))
            res[f"p{key}_ms"] = _ms(val)
        elif s.startswith("Non-2xx or 3xx responses:"):
            res["non_2xx"] = int(s.split(":")[1])
        elif s.startswith("Socket errors:"):
            res["socket_errors"] = sum(int(x) for x in re.findall(r"\d+", s))
        elif re.match(r"^\d+ requests in", s):
            res["requests"] = int(s.split()[0])
    return res


def _proc_cpu_s(pid: int) -> float:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime


def measured(master: int, fn, *args) -> dict:
    """Run fn(*args) (a dict of figures) and add the share of the CPUs that processes other than
    this benchmark, gunicorn and wrk used meanwhile (the machine may be shared)."""
    import resource

    def ours() -> float:
        own = resource.getrusage(resource.RUSAGE_SELF)
        kids = resource.getrusage(resource.RUSAGE_CHILDREN)  # wrk, once waited for
        tree = _proc_cpu_s(master) + sum(_proc_cpu_s(p) for p in worker_pids(master))
        return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime + tree

    ticks = os.sysconf("SC_CLK_TCK")
    total0, idle0 = _cpu_times()
    ours0, t0 = ours(), time.monotonic()
    out = fn(*args)
    total1, idle1 = _cpu_times()
    elapsed = time.monotonic() - t0
    busy = ((total1 - total0) - (idle1 - idle0)) / ticks
    out["our_cpu_share"] = round((ours() - ours0) / (elapsed * (os.cpu_count() or 1)), 3)
    out["other_cpu_share"] = round(max(0.0, busy - (ours() - ours0)) / (elapsed * (os.cpu_count() or 1)), 3)
    return out


def quiesce(port: int) -> None:
    """Let requests still in flight from the previous run finish (a batch takes up to a second):
    two consecutive /healthz answers within 50 ms each."""
    deadline = time.monotonic() + 30
    fast = 0
    while fast < 2 and time.monotonic() < deadline:
        t0 = time.monotonic()
        request("GET", "/healthz", port)
        fast = fast + 1 if time.monotonic() - t0 < 0.05 else 0
        time.sleep(0.2)


def run_wrk(wrk: str, url: str, script: Path | None, seconds: float, rate: float | None = None) -> dict:
    cmd = [wrk, f"-t{THREADS}", f"-c{CONNECTIONS}", f"-d{max(1, round(seconds))}s", "--latency", "--timeout", "10s"]
    if rate:
        cmd += ["-R", str(int(rate))]
    if script:
        cmd += ["-s", str(script)]
    cmd.append(url)
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=seconds + 60)
    if r.returncode != 0:
        raise RuntimeError(f"wrk failed: {r.stderr.strip() or r.stdout.strip()}")
    return parse_wrk(r.stdout)


# --- the Python load generators ------------------------------------------------------------------


async def _one(port: int, raw: bytes) -> int:
    reader, writer = await asyncio.open_connection(HOST, port)
    try:
        writer.write(raw)
        await writer.drain()
        head = await reader.readuntil(b"\r\n\r\n")
        status = int(head.split(b" ", 2)[1])
        m = re.search(rb"(?i)\r\ncontent-length:\s*(\d+)", head)
        if m:
            await reader.readexactly(int(m.group(1)))
        else:
            await reader.read()
        return status
    finally:
        writer.close()


def raw_request(method: str, path: str, port: int, body: bytes | None, keepalive: bool = False) -> bytes:
    head = f"{method} {path} HTTP/1.1\r\nHost: {HOST}:{port}\r\n" + ("" if keepalive else "Connection: close\r\n")
    if body is not None:
        head += f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n"
    return head.encode() + b"\r\n" + (body or b"")


async def _closed_loop(port: int, raws: list[bytes], seconds: float, conns: int) -> dict:
    lat: list[float] = []
    bad = 0
    end = time.perf_counter() + seconds

    async def worker(k: int) -> None:
        nonlocal bad
        i = k
        while time.perf_counter() < end:
            t0 = time.perf_counter()
            status = await _one(port, raws[i % len(raws)])
            lat.append((time.perf_counter() - t0) * 1e3)
            bad += status >= 300
            i += conns

    t0 = time.perf_counter()
    await asyncio.gather(*(worker(k) for k in range(conns)))
    elapsed = time.perf_counter() - t0
    return {
        "rps": len(lat) / elapsed,
        "p50_ms": median(lat),
        "p99_ms": percentile(lat, 99),
        "non_2xx": bad,
        "requests": len(lat),
        "socket_errors": 0,
    }


def closed_loop(port: int, raws: list[bytes], seconds: float) -> dict:
    return asyncio.run(_closed_loop(port, raws, seconds, CONNECTIONS))


class _Exchange:
    """One request in flight on one socket of the open-loop client."""

    __slots__ = ("k", "at", "started", "sock", "raw", "buf", "need", "status", "closing", "new", "retried")

    def __init__(self, k: int, at: float, started: float, sock: socket.socket, raw: bytes, new: bool) -> None:
        self.k, self.at, self.started, self.sock, self.raw, self.new = k, at, started, sock, raw, new
        self.buf = bytearray()
        self.need = -1  # bytes of the whole answer, once its head is read
        self.status = 0
        self.closing = False
        self.retried = False


def _connect(port: int) -> socket.socket:
    sock = socket.create_connection((HOST, port))
    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    sock.setblocking(False)
    return sock


def open_loop(port: int, raws: list[bytes], rate: float, seconds: float, keepalive: bool = True) -> dict:
    """Start request k at t0 + k/rate, whatever the earlier ones are doing (open loop), and time it
    from that scheduled start (no coordinated omission). `keepalive`: a request goes on an idle
    kept-alive connection when there is one, else on a new one (as an app's HTTP client pool does,
    and as wrk measured the peak); else every request opens its own connection.

    One thread, non-blocking sockets and `selectors`: the client shares the two CPUs with the
    workers, so it does as little as it can per request (no event-loop tasks, no regex per answer).
    """
    n = max(1, int(rate * seconds))
    lat: list[float] = []
    lat_new: list[float] = []  # the requests that opened their connection
    lat_kept: list[float] = []  # the requests on a kept-alive connection
    service: list[float] = []
    lag: list[float] = []
    idle: list[socket.socket] = []
    sel = selectors.DefaultSelector()
    opened = 0
    retried = 0  # requests sent again on a new connection: the pooled one had been closed
    bad = 0
    clock = time.perf_counter

    def send(x: _Exchange) -> None:
        x.sock.sendall(x.raw)  # a request fits the socket's buffer: this does not block
        sel.register(x.sock, selectors.EVENT_READ, x)

    def start(k: int, at: float) -> None:
        nonlocal opened
        started = clock()
        lag.append((started - at) * 1e3)
        raw = raws[k % len(raws)]
        new = not (keepalive and idle)
        if new:
            sock = _connect(port)
            opened += 1
        else:
            sock = idle.pop()
        x = _Exchange(k, at, started, sock, raw, new)
        try:
            send(x)
        except OSError:  # a pooled connection the server has closed meanwhile
            retry(x)

    def retry(x: _Exchange) -> None:
        nonlocal opened, retried
        if x.retried or x.new:
            raise RuntimeError(f"request {x.k}: the server closed a new connection without answering")
        x.sock.close()
        x.sock = _connect(port)
        opened += 1
        retried += 1
        x.new = x.retried = True
        x.buf.clear()
        send(x)

    def readable(x: _Exchange) -> None:
        nonlocal bad
        try:
            chunk = x.sock.recv(262144)
        except (BlockingIOError, InterruptedError):
            return
        except ConnectionError:
            chunk = b""
        if not chunk:
            sel.unregister(x.sock)
            if not x.buf:  # closed before any answer: a kept-alive connection that had timed out
                retry(x)
                return
            raise RuntimeError(f"request {x.k}: the answer was cut short")
        x.buf += chunk
        if x.need < 0:
            end = x.buf.find(b"\r\n\r\n")
            if end < 0:
                return
            head = bytes(x.buf[:end]).lower()
            x.status = int(head[9:12])
            i = head.find(b"\r\ncontent-length:")
            if i < 0:
                raise RuntimeError(f"request {x.k}: an answer without Content-Length")
            j = head.find(b"\r\n", i + 2)
            x.need = end + 4 + int(head[i + 17 : j if j > 0 else len(head)])
            x.closing = b"\r\nconnection: close" in head
        if len(x.buf) < x.need:
            return
        done = clock()
        sel.unregister(x.sock)
        if keepalive and not x.closing:
            idle.append(x.sock)
        else:
            x.sock.close()
        ms = (done - x.at) * 1e3  # from the scheduled start: queueing at the client counts
        lat.append(ms)
        (lat_new if x.new else lat_kept).append(ms)
        service.append((done - x.started) * 1e3)
        bad += x.status >= 300

    cpu0 = time.process_time()
    t0 = clock() + 0.05
    k = 0
    give_up = t0 + seconds + 30  # answers still missing by then: the server is stuck
    while k < n or sel.get_map():
        now = clock()
        if now > give_up:
            raise RuntimeError(f"{len(sel.get_map())} requests unanswered 30 s after the last was due")
        while k < n and t0 + k / rate <= now:
            start(k, t0 + k / rate)
            k += 1
        timeout = max(0.0, t0 + k / rate - clock()) if k < n else 1.0
        for key, _ in sel.select(timeout):
            readable(key.data)
    elapsed = clock() - t0
    achieved = n / elapsed
    for sock in idle:
        sock.close()
    sel.close()
    out = {
        "rate": rate,
        "achieved_rate": achieved,
        "requests": n,
        "connections_opened": opened,
        "retried": retried,
        "p50_ms": median(lat),
        "p99_ms": percentile(lat, 99),
        "max_ms": max(lat),
        "service_p99_ms": percentile(service, 99),
        "client_lag_p99_ms": percentile(lag, 99),
        "non_2xx": bad,
        "client_cpu_share": (time.process_time() - cpu0) / elapsed,  # of one CPU
    }
    if keepalive and lat_new and lat_kept:
        out["p99_ms_kept_alive_only"] = percentile(lat_kept, 99)
        out["p99_ms_new_connection_only"] = percentile(lat_new, 99)
    return out


# --- in-process breakdown -------------------------------------------------------------------------


def breakdown(bodies: list[bytes], batches: list[bytes], repeat: int = 3) -> dict:
    """µs per POST /v1/score in process: the WSGI call and its parts (medians over the bodies)."""
    from werkzeug.test import EnvironBuilder

    from bench.bench_scoring import to_domain
    from rules.hand import validate
    from rules.ruleset import all_rulesets
    from rules.scoring import score_hand
    from rules.table import resolve_table
    from schemas.score import ScoreRequestSchema
    from service import create_app
    from service.engine import dump_result, settle

    app = create_app()
    schema = ScoreRequestSchema()
    rulesets = all_rulesets()

    def environ(path: str, body: bytes | None) -> dict:
        b = EnvironBuilder(
            path=path,
            method="POST" if body else "GET",
            data=body,
            content_type="application/json" if body else None,
            headers={"Accept": "application/json"},
        )
        return b.get_environ()

    def wsgi(env: dict) -> None:
        chunks = app(env, lambda status, headers, exc=None: None)
        for _ in chunks:
            pass
        if hasattr(chunks, "close"):
            chunks.close()

    parts: dict[str, list[float]] = {
        k: []
        for k in (
            "wsgi_total",
            "json_parse",
            "marshmallow_load",
            "validate_and_table",
            "engine_score_hand",
            "settlement",
            "dump_result",
            "json_encode",
            "healthz_wsgi",
        )
    }
    with app.app_context():
        for body in bodies:
            best = {k: float("inf") for k in parts}
            for _ in range(repeat):
                env = environ("/v1/score", body)
                t = time.perf_counter_ns()
                wsgi(env)
                best["wsgi_total"] = min(best["wsgi_total"], time.perf_counter_ns() - t)
                env = environ("/healthz", None)
                t = time.perf_counter_ns()
                wsgi(env)
                best["healthz_wsgi"] = min(best["healthz_wsgi"], time.perf_counter_ns() - t)
                t = time.perf_counter_ns()
                data = json.loads(body)
                best["json_parse"] = min(best["json_parse"], time.perf_counter_ns() - t)
                t = time.perf_counter_ns()
                loaded = schema.load(data)
                best["marshmallow_load"] = min(best["marshmallow_load"], time.perf_counter_ns() - t)
                hand, ctx = to_domain(data)
                t = time.perf_counter_ns()
                validate(hand, ctx)
                table = resolve_table(rulesets[loaded["ruleset"]], loaded.get("table"))
                best["validate_and_table"] = min(best["validate_and_table"], time.perf_counter_ns() - t)
                t = time.perf_counter_ns()
                result = score_hand(hand, ctx, table)
                best["engine_score_hand"] = min(best["engine_score_hand"], time.perf_counter_ns() - t)
                t = time.perf_counter_ns()
                payouts = settle(result, None)
                best["settlement"] = min(best["settlement"], time.perf_counter_ns() - t)
                t = time.perf_counter_ns()
                out = dump_result(result, hand, payouts)
                best["dump_result"] = min(best["dump_result"], time.perf_counter_ns() - t)
                t = time.perf_counter_ns()
                encode = getattr(app.json, "encode", None)  # the orjson provider's (service/jsonprovider.py)
                encode(out) if encode is not None else app.json.dumps(out)
                best["json_encode"] = min(best["json_encode"], time.perf_counter_ns() - t)
            for k, v in best.items():
                parts[k].append(v / 1000)
        batch_times = []
        for body in batches:
            best_b = float("inf")
            for _ in range(repeat):
                env = environ("/v1/score/batch", body)
                t = time.perf_counter_ns()
                wsgi(env)
                best_b = min(best_b, time.perf_counter_ns() - t)
            batch_times.append(best_b / 1000)

        import cProfile
        import io
        import pstats

        prof = cProfile.Profile()
        for body in bodies:
            env = environ("/v1/score", body)
            prof.enable()
            wsgi(env)
            prof.disable()
        text = io.StringIO()
        pstats.Stats(prof, stream=text).sort_stats("tottime").print_stats(15)
        profile_text = text.getvalue()[text.getvalue().find("   ncalls") :]
        prof = cProfile.Profile()
        for _ in range(300):
            env = environ("/healthz", None)
            prof.enable()
            wsgi(env)
            prof.disable()
        text = io.StringIO()
        pstats.Stats(prof, stream=text).sort_stats("tottime").print_stats(12)
        healthz_text = text.getvalue()[text.getvalue().find("   ncalls") :]
    med: dict = {k: round(median(v), 1) for k, v in parts.items()}
    med["profile_top15_tottime"] = profile_text
    med["healthz_profile_top12_tottime"] = healthz_text
    med["batch_wsgi_per_batch"] = round(median(batch_times), 1)
    med["batch_wsgi_per_hand"] = round(median(batch_times) / 100, 1)
    accounted = sum(
        med[k]
        for k in (
            "json_parse",
            "marshmallow_load",
            "validate_and_table",
            "engine_score_hand",
            "settlement",
            "dump_result",
            "json_encode",
        )
    )
    med["flask_werkzeug_and_rest"] = round(med["wsgi_total"] - accounted, 1)
    return med


# --- main -----------------------------------------------------------------------------------------


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--json", default=None)
    args = ap.parse_args()

    bodies = score_bodies(300)
    score_raw = [json.dumps(b, ensure_ascii=False).encode() for b in bodies]
    batches = batch_bodies(bodies)
    batch_raw = [json.dumps(b, ensure_ascii=False).encode() for b in batches]
    wrk, wrk_note = ensure_wrk()
    print(f"load generator: {wrk_note}" + ("" if wrk else "; falling back to the Python asyncio load generator"))
    rate_tool = "wrk -R" if wrk and wrk_has_rate(wrk) else "python open-loop client (selectors)"

    folder = Path(tempfile.mkdtemp(prefix="bench_http_"))
    port = free_port()
    log = folder / "gunicorn.stderr"
    proc = start_gunicorn(port, log)
    summary: dict = {
        "seconds_per_run": SECONDS,
        "workers": WORKERS,
        "connections": CONNECTIONS,
        "wrk_threads": THREADS,
        "load_generator": "wrk" if wrk else "python asyncio (closed loop)",
        "load_generator_note": wrk_note,
        "half_peak_generator": rate_tool,
    }
    try:
        workers = worker_pids(proc.pid)
        summary["rss_kb_after_start"] = {str(p): memory_kb(p) for p in workers}
        # every body answers 200 before any load (a refused hand would time a 422, not a score)
        for raw in score_raw:
            status, out = request("POST", "/v1/score", port, raw)
            if status != 200:
                raise SystemExit(f"POST /v1/score answered {status}: {out[:300]!r}")
        for raw in batch_raw:
            status, out = request("POST", "/v1/score/batch", port, raw)
            results = json.loads(out)["results"] if status == 200 else []
            if status != 200 or len(results) != 100:
                raise SystemExit(f"POST /v1/score/batch answered {status}: {out[:300]!r}")
            problems = [r for r in results if "type" in r and "code" in r]
            if problems:
                raise SystemExit(f"a batch item was refused: {problems[0]}")

        url = f"http://{HOST}:{port}"
        runs: dict[str, dict] = {}
        if wrk:
            scripts = {
                "score": lua_script("/v1/score", score_raw, folder, "score"),
                "batch": lua_script("/v1/score/batch", batch_raw, folder, "batch"),
            }
            m = proc.pid
            runs["GET /healthz"] = measured(m, run_wrk, wrk, f"{url}/healthz", None, SECONDS)
            quiesce(port)
            runs["POST /v1/score"] = measured(m, run_wrk, wrk, f"{url}/v1/score", scripts["score"], SECONDS)
            quiesce(port)
            runs["POST /v1/score/batch"] = measured(m, run_wrk, wrk, f"{url}/v1/score/batch", scripts["batch"], SECONDS)
        else:
            m = proc.pid
            runs["GET /healthz"] = measured(m, closed_loop, port, [raw_request("GET", "/healthz", port, None)], SECONDS)
            quiesce(port)
            runs["POST /v1/score"] = measured(
                m, closed_loop, port, [raw_request("POST", "/v1/score", port, b) for b in score_raw], SECONDS
            )
            quiesce(port)
            runs["POST /v1/score/batch"] = measured(
                m, closed_loop, port, [raw_request("POST", "/v1/score/batch", port, b) for b in batch_raw], SECONDS
            )
        quiesce(port)
        peak = runs["POST /v1/score"]["rps"]
        half = peak / 2
        half_new_conn: dict | None = None
        if rate_tool == "wrk -R":
            assert wrk
            half_run = measured(proc.pid, run_wrk, wrk, f"{url}/v1/score", scripts["score"], SECONDS, half)
            half_run["rate"] = half
        else:
            kept = [raw_request("POST", "/v1/score", port, b, keepalive=True) for b in score_raw]
            half_run = measured(proc.pid, open_loop, port, kept, half, SECONDS)
            quiesce(port)
            closing = [raw_request("POST", "/v1/score", port, b) for b in score_raw]
            half_new_conn = measured(proc.pid, open_loop, port, closing, half, SECONDS, False)
        rss = {str(p): memory_kb(p) for p in worker_pids(proc.pid)}
        summary["rss_kb_after_load"] = rss
        summary["master_rss_kb"] = memory_kb(proc.pid)
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
        shutil.rmtree(folder, ignore_errors=True)

    health_rps = runs["GET /healthz"]["rps"]
    score_rps = runs["POST /v1/score"]["rps"]
    hands_per_s = runs["POST /v1/score/batch"]["rps"] * 100
    worst_rss_mb = max(m["VmRSS"] for m in rss.values()) / 1024
    summary["runs"] = {
        k: {kk: round(vv, 3) if isinstance(vv, float) else vv for kk, vv in v.items()} for k, v in runs.items()
    }
    summary["batch_hands_per_s"] = round(hands_per_s, 1)
    summary["score_to_healthz_ratio"] = round(score_rps / health_rps, 3)
    summary["half_peak"] = {k: round(v, 3) if isinstance(v, float) else v for k, v in half_run.items()}
    if half_new_conn:
        summary["half_peak_new_connection_per_request"] = {
            k: round(v, 3) if isinstance(v, float) else v for k, v in half_new_conn.items()
        }

    gen = "wrk" if wrk else "python asyncio"
    print(f"gunicorn, {WORKERS} gevent workers, 127.0.0.1, {gen} -t{THREADS} -c{CONNECTIONS}, {SECONDS:g} s per run")
    print(
        f"{'run':24} {'req/s':>10} {'p50 ms':>8} {'p99 ms':>8} {'requests':>9} {'non-2xx':>8} {'sock err':>8} "
        f"{'CPU ours':>9} {'CPU others':>10}"
    )
    for name, r in runs.items():
        print(
            f"{name:24} {r['rps']:10.1f} {r.get('p50_ms', 0):8.2f} {r.get('p99_ms', 0):8.2f} "
            f"{r.get('requests', 0):9d} {r['non_2xx']:8d} {r['socket_errors']:8d} {r['our_cpu_share']:9.0%} "
            f"{r['other_cpu_share']:10.0%}"
        )
    print(f"batch hands/s: {hands_per_s:.0f}   score/healthz: {score_rps / health_rps:.2f}")
    print(
        f"single score at half peak ({half:.0f} req/s, {rate_tool}): p50 {half_run['p50_ms']:.2f} ms, "
        f"p99 {half_run['p99_ms']:.2f} ms"
        + (
            f", max {half_run['max_ms']:.2f} ms, server-side p99 "
            f"{half_run['service_p99_ms']:.2f} ms, client lag p99 "
            f"{half_run['client_lag_p99_ms']:.2f} ms"
            if "service_p99_ms" in half_run
            else ""
        )
        + (f", completed at {half_run['achieved_rate']:.0f} req/s" if "achieved_rate" in half_run else "")
        + f", non-2xx {half_run['non_2xx']}; other processes used {half_run['other_cpu_share']:.0%} of the CPUs"
    )
    if half_new_conn:
        print(
            f"  the same with a new connection per request (informational: the client's own connects share "
            f"the CPUs): p50 {half_new_conn['p50_ms']:.2f} ms, p99 {half_new_conn['p99_ms']:.2f} ms, server-side p99 "
            f"{half_new_conn['service_p99_ms']:.2f} ms, completed at {half_new_conn['achieved_rate']:.0f} req/s; "
            f"other processes used {half_new_conn['other_cpu_share']:.0%} of the CPUs"
        )
    for pid, m in rss.items():
        print(
            f"worker {pid}: VmRSS {m['VmRSS'] / 1024:.1f} MB (peak VmHWM {m['VmHWM'] / 1024:.1f} MB; anon "
            f"{m.get('RssAnon', 0) / 1024:.1f} MB, file {m.get('RssFile', 0) / 1024:.1f} MB)"
        )

    parts = breakdown(score_raw[:100], batch_raw)
    summary["inprocess_breakdown_us"] = parts
    per_req_worker_us = WORKERS / score_rps * 1e6
    summary["worker_us_per_score_at_peak"] = round(per_req_worker_us, 1)
    print(
        "\nwhere a POST /v1/score goes (in process, median µs over 100 bodies, best of 3; caches warm as in the "
        "wrk cycle):"
    )
    for k in (
        "json_parse",
        "marshmallow_load",
        "validate_and_table",
        "engine_score_hand",
        "settlement",
        "dump_result",
        "json_encode",
        "flask_werkzeug_and_rest",
        "wsgi_total",
        "healthz_wsgi",
        "batch_wsgi_per_hand",
    ):
        share = (
            f"{100 * parts[k] / per_req_worker_us:5.1f}% of a worker's time per request at peak"
            if (k not in ("healthz_wsgi", "batch_wsgi_per_hand"))
            else ""
        )
        if k == "batch_wsgi_per_hand":
            share = (
                f"(a batch of 100: {parts['batch_wsgi_per_batch'] / 1000:.1f} ms in process; under gunicorn "
                f"{WORKERS / runs['POST /v1/score/batch']['rps'] * 1e3:.0f} ms of a worker per batch)"
            )
        print(f"  {k:28} {parts[k]:8.1f}  {share}")
    print(
        f"  {'gunicorn+HTTP+wrk CPU share':28} {per_req_worker_us - parts['wsgi_total']:8.1f}  (= {WORKERS} workers"
        f" / {score_rps:.0f} req/s - wsgi_total; the load generator shares the {os.cpu_count()} CPUs)"
    )

    print(f"\ncProfile of the WSGI call of POST /v1/score over {min(100, len(score_raw))} bodies, top 15 by tottime:")
    print(parts["profile_top15_tottime"].rstrip())
    print("\ncProfile of the WSGI call of GET /healthz (300 calls), top 12 by tottime:")
    print(parts["healthz_profile_top12_tottime"].rstrip())

    targets = [
        target("POST /v1/score req/s / GET /healthz req/s", score_rps / health_rps, ">=", 0.7, "x"),
        target("batch hands/s (2 workers)", hands_per_s, ">=", 20000, ""),
        target("p99 single score at half peak", half_run["p99_ms"], "<", 10, "ms"),
        target("RSS per worker (largest)", worst_rss_mb, "<", 80, "MB"),
    ]
    summary["targets"] = targets
    print_targets(targets)
    write_summary("http", summary, args.json)


if __name__ == "__main__":
    main()
