"""The Dockerfile's CMD, run as written (venv gunicorn, a free port given as PORT): no Docker engine here.

Also checks the image's shape (python:3.11-slim, multi-stage, pinned requirements, non-root user,
exec-form CMD without --bind so PORT and WEB_CONCURRENCY rule, a Python HEALTHCHECK on $PORT/healthz,
OCI labels, build arguments for a package index and a CA file, no pip in the final stage) and runs
the HEALTHCHECK command itself with the same PORT.
"""

from __future__ import annotations

import http.client
import json
import os
import re
import shlex
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests.dockerfile import arg_defaults, expand, instructions

ROOT = Path(__file__).resolve().parents[1]
VENV_BIN = Path(sys.executable).parent
PIP_INSTALL = re.compile(r"\bpip\b[^&;|]*\sinstall\s")
FLUSH = {"hand": {"concealed": "1123455678999s", "winning_tile": "5s"}, "context": {"win_by": "self_draw"}}


def exec_form(rest: str) -> list[str]:
    value = json.loads(rest)
    assert isinstance(value, list) and all(isinstance(x, str) for x in value), "CMD must be exec form"
    return value


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def stages() -> list[list[tuple[str, str]]]:
    """The Dockerfile's instructions by stage (what precedes the first FROM is stage 0's header)."""
    out: list[list[tuple[str, str]]] = [[]]
    for word, rest in instructions():
        if word == "FROM":
            out.append([])
        out[-1].append((word, rest))
    return out


def test_dockerfile_shape():
    ins = instructions()
    froms = [expand(rest) for word, rest in ins if word == "FROM"]
    assert len(froms) >= 2 and all(f.startswith("python:3.11-slim") for f in froms)
    assert any("--from=" in rest for word, rest in ins if word == "COPY")
    assert any("requirements.txt" in rest and PIP_INSTALL.search(rest) for word, rest in ins if word == "RUN")
    user = [rest for word, rest in ins if word == "USER"]
    assert user and not user[-1].startswith(("root", "0"))
    health = next(rest for word, rest in ins if word == "HEALTHCHECK")
    assert exec_form(health[health.index("CMD") + 3 :].strip()) == ["python", "-m", "service.healthcheck"]
    for word, rest in ins:
        if word == "COPY" and "--from=" not in rest:
            for src in shlex.split(expand(rest))[:-1]:  # build arguments at their defaults
                assert (ROOT / src).exists(), src
    for line in (ROOT / "requirements.txt").read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            assert "==" in line, f"unpinned requirement: {line}"
    ignored = (ROOT / ".dockerignore").read_text().split()
    assert ".venv" in ignored and ".git" in ignored and "clients" in ignored


def test_port_and_workers_come_from_the_environment():
    runtime = stages()[-1]
    cmd = exec_form(next(rest for word, rest in reversed(runtime) if word == "CMD"))
    # No --bind / -b: gunicorn listens on 0.0.0.0:$PORT; workers from WEB_CONCURRENCY (gunicorn.conf.py).
    assert not any(a in ("--bind", "-b", "--workers", "-w") or a.startswith(("--bind=", "--workers=")) for a in cmd)
    env = " ".join(rest for word, rest in runtime if word == "ENV")
    assert "PORT=8000" in env and "WEB_CONCURRENCY=2" in env
    assert int(next(rest for word, rest in runtime if word == "EXPOSE")) == 8000
    assert 'os.environ.get("PORT"' in (ROOT / "service" / "healthcheck.py").read_text()


def test_build_arguments_labels_and_no_pip_in_the_image():
    args = arg_defaults()
    assert {"PYTHON_IMAGE", "PIP_INDEX_URL", "CA_BUNDLE", "VERSION", "REVISION", "SOURCE"} <= set(args)
    assert args["PIP_INDEX_URL"] == "" and args["CA_BUNDLE"] == ""
    build, runtime = stages()[1], stages()[-1]
    install = next(rest for word, rest in build if word == "RUN" and "requirements.txt" in rest)
    assert "--index-url" in install and "--cert" in install and "--without-pip" in install
    assert any(word == "COPY" and "${CA_BUNDLE}" in rest for word, rest in build)
    labels = " ".join(rest for word, rest in runtime if word == "LABEL")
    for key, arg in (("version", "VERSION"), ("revision", "REVISION"), ("source", "SOURCE")):
        assert f'org.opencontainers.image.{key}="${{{arg}}}"' in labels, key
    version = re.search(r'^version = "(.*)"', (ROOT / "pyproject.toml").read_text(), re.M).group(1)
    assert args["VERSION"] == version
    # The final stage removes the base image's pip; its venv is made without one.
    assert any(word == "RUN" and "pip uninstall" in rest and "ensurepip" in rest for word, rest in runtime)
    assert not any(word == "RUN" and PIP_INSTALL.search(rest) for word, rest in runtime)
    assert not any("ARG" == word and name in rest for word, rest in runtime for name in ("PIP_INDEX_URL", "CA_BUNDLE"))


@pytest.fixture(scope="module")
def served():
    ins = instructions()
    cmd = exec_form(next(rest for word, rest in reversed(ins) if word == "CMD"))
    workdir = next(rest for word, rest in reversed(ins) if word == "WORKDIR")
    assert workdir == "/app"  # the COPYs put the repo's files there: run from the repo root
    assert cmd[0] == "gunicorn"
    port = free_port()
    argv = [str(VENV_BIN / "gunicorn")] + cmd[1:]  # as written: gunicorn binds 0.0.0.0:$PORT
    env = {**os.environ, "PORT": str(port), "WEB_CONCURRENCY": "3", "PYTHONUNBUFFERED": "1"}
    env.pop("METRICS_PORT", None)
    proc = subprocess.Popen(argv, cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                break
        except OSError:
            if proc.poll() is not None:
                raise AssertionError(proc.stdout.read().decode()) from None
            time.sleep(0.1)
    else:
        proc.kill()
        raise AssertionError("gunicorn did not listen within 20 s")
    yield proc, port, ins, env
    if proc.poll() is None:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=25)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def request(port, method, path, body=None, headers=None):
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    data = json.dumps(body).encode() if body is not None else None
    hdrs = {"Content-Type": "application/json"} if data is not None else {}
    hdrs.update(headers or {})
    conn.request(method, path, body=data, headers=hdrs)
    r = conn.getresponse()
    out = r.status, dict(r.getheaders()), r.read()
    conn.close()
    return out


def test_cmd_serves_health_and_score(served):
    _, port, _, _ = served
    status, headers, body = request(port, "GET", "/healthz", headers={"X-Request-ID": "container-1"})
    assert status == 200 and json.loads(body) == {"status": "ok"} and headers["X-Request-ID"] == "container-1"
    status, headers, body = request(port, "POST", "/v1/score", FLUSH)
    assert status == 200
    d = json.loads(body)
    assert d["fan"]["total"] == 10 and d["payouts"]["net"]["east"] == 384


def test_cmd_honours_port_and_web_concurrency(served):
    proc, port, _, env = served
    deadline = time.monotonic() + 15
    while True:  # workers are forked one after the other
        out = subprocess.run(["ps", "--ppid", str(proc.pid), "-o", "pid="], capture_output=True, text=True).stdout
        if len(out.split()) == int(env["WEB_CONCURRENCY"]) == 3 or time.monotonic() > deadline:
            break
        time.sleep(0.1)
    assert len(out.split()) == 3
    status, _, _ = request(port, "GET", "/metrics")
    assert status == 404  # no metrics on the public port


def test_healthcheck_command_passes(served):
    _, port, ins, env = served
    health = next(rest for word, rest in ins if word == "HEALTHCHECK")
    cmd = exec_form(health[health.index("CMD") + 3 :].strip())
    assert cmd[0] == "python"
    cmd = [sys.executable] + cmd[1:]
    assert subprocess.run(cmd, timeout=10, cwd=ROOT, env=env).returncode == 0
    # The check follows PORT: another port (nothing listening) fails it.
    other = {**env, "PORT": str(free_port())}
    assert subprocess.run(cmd, timeout=10, cwd=ROOT, env=other, capture_output=True).returncode == 1


def test_chunked_body_over_the_limit_is_413_not_500(served):
    _, port, _, _ = served
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    conn.putrequest("POST", "/v1/score")
    conn.putheader("Content-Type", "application/json")
    conn.putheader("Transfer-Encoding", "chunked")
    conn.endheaders()
    chunk = b" " * 65536
    try:
        for _ in range(6):  # 384 KiB > 256 KiB
            conn.send(b"%x\r\n%s\r\n" % (len(chunk), chunk))
        conn.send(b"0\r\n\r\n")
    except (BrokenPipeError, ConnectionResetError):
        pass  # the server may answer and close before the body ends
    r = conn.getresponse()
    body = json.loads(r.read())
    assert r.status == 413 and body["code"] == "payload_too_large"
    assert r.getheader("Content-Type") == "application/problem+json"
    conn.close()


@pytest.mark.parametrize("raw", [b"zz\r\n{}\r\n0\r\n\r\n", b'7\r\n{"a":1}XX\r\n0\r\n\r\n'])
def test_a_malformed_chunked_body_is_400_not_500(served, raw: bytes):
    _, port, _, _ = served
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(
            b"POST /v1/score HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            b"Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n" + raw
        )
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
    status = int(answer.split(b" ", 2)[1])
    assert 400 <= status < 500, answer[:300]


def test_content_length_over_the_limit_is_413(served):
    _, port, _, _ = served
    status, headers, body = request(port, "POST", "/v1/score/batch", {"requests": [FLUSH] * 4000})
    assert status == 413 and json.loads(body)["code"] == "payload_too_large"


def test_gunicorn_limits_refuse_huge_request_lines(served):
    _, port, _, _ = served
    status, _, _ = request(port, "GET", "/healthz?" + "x" * 5000)
    assert status in (400, 414)  # limit_request_line: gunicorn answers before the app (414 in gunicorn 27)


def test_gunicorn_limits_refuse_too_many_headers(served):
    _, port, _, _ = served
    status, _, _ = request(port, "GET", "/healthz", headers={f"X-Pad-{i}": "x" for i in range(60)})
    assert status in (400, 431)  # limit_request_fields = 50
    status, _, _ = request(port, "GET", "/healthz", headers={"X-Big": "x" * 9000})
    assert status in (400, 431)  # limit_request_field_size = 8190


# Last: it stops the server.
def test_json_access_log_and_graceful_stop(served):
    proc, port, _, _ = served
    request(port, "GET", "/healthz", headers={"X-Request-ID": "log-line-check"})
    time.sleep(0.3)
    proc.send_signal(signal.SIGTERM)
    out, _ = proc.communicate(timeout=25)
    assert proc.returncode == 0
    lines = [json.loads(x) for x in out.decode().splitlines() if x.strip()]  # every line is JSON
    access = [x for x in lines if x.get("logger") == "gunicorn.access"]
    assert any(x["request_id"] == "log-line-check" and x["status"] == 200 and x["path"] == "/healthz" for x in access)
    assert any(re.search("Listening at", x["message"]) for x in lines)
