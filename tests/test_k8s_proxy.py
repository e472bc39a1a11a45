"""deploy/k8s/nginx.conf run for real (the pod's front), when an nginx binary is installed
(Debian: apt-get install nginx-light; skipped otherwise): nginx on a free loopback port in front of
gunicorn with the project's gunicorn.conf.py, the ports of the file swapped for free ones.

Scores pass through; a body over 256 KiB is refused by nginx as the app would (413 problem+json);
with gunicorn gone, nginx answers 503 service_unavailable (problem+json, Retry-After) at once.
"""

from __future__ import annotations

import http.client
import json
import re
import shutil
import subprocess
import time
from pathlib import Path

import pytest
from loadkit import HOST, ROOT, Gunicorn, free_port, score_bodies

NGINX = shutil.which("nginx") or ("/usr/sbin/nginx" if Path("/usr/sbin/nginx").exists() else None)
pytestmark = pytest.mark.skipif(NGINX is None, reason="no nginx binary (apt-get install nginx-light)")

MAIN = """worker_processes 2;
pid {d}/nginx.pid;
error_log {d}/error.log warn;
events {{ worker_connections 1024; }}
http {{
    client_body_temp_path {d}/body;
    proxy_temp_path {d}/proxy;
    fastcgi_temp_path {d}/fastcgi;
    uwsgi_temp_path {d}/uwsgi;
    scgi_temp_path {d}/scgi;
    access_log off;
    include {d}/default.conf;
}}
"""


@pytest.fixture(scope="module")
def front(tmp_path_factory):
    d = tmp_path_factory.mktemp("nginx")
    with Gunicorn(workers=2) as server:
        port = free_port()
        conf = (ROOT / "deploy" / "k8s" / "nginx.conf").read_text()
        conf = re.sub(r"listen 8080;", f"listen {HOST}:{port};", conf)
        conf = re.sub(r"server 127\.0\.0\.1:8000 ", f"server 127.0.0.1:{server.port} ", conf)
        (d / "default.conf").write_text(conf)
        (d / "nginx.conf").write_text(MAIN.format(d=d))
        proc = subprocess.Popen([NGINX, "-c", str(d / "nginx.conf"), "-g", "daemon off;"], stderr=subprocess.PIPE)
        try:
            deadline = time.monotonic() + 10
            while time.monotonic() < deadline:
                try:
                    if request(port, "GET", "/nginx-healthz")[0] == 200:
                        break
                except OSError:
                    time.sleep(0.1)
            yield port, server
        finally:
            proc.terminate()
            proc.wait(timeout=10)


def request(port: int, method: str, path: str, body: bytes | None = None) -> tuple[int, dict[str, str], bytes]:
    conn = http.client.HTTPConnection(HOST, port, timeout=10)
    try:
        conn.request(method, path, body=body, headers={"Content-Type": "application/json"} if body else {})
        r = conn.getresponse()
        return r.status, {k.lower(): v for k, v in r.getheaders()}, r.read()
    finally:
        conn.close()


def test_a_score_passes_through(front):
    port, _ = front
    status, headers, body = request(port, "POST", "/v1/score", score_bodies()[0])
    assert status == 200 and json.loads(body)["fan"]["total"] >= 0 and headers["x-request-id"]


def test_a_body_over_the_limit_is_refused_by_nginx_as_by_the_app(front):
    port, _ = front
    status, headers, body = request(port, "POST", "/v1/score", b" " * (256 * 1024 + 1))
    assert status == 413 and headers["content-type"] == "application/problem+json"
    assert json.loads(body)["code"] == "payload_too_large"


def test_without_gunicorn_nginx_answers_503_at_once(front):  # last: it stops gunicorn
    port, server = front
    server.stop()
    started = time.monotonic()
    status, headers, body = request(port, "POST", "/v1/score", score_bodies()[0])
    assert status == 503 and headers["retry-after"] == "1" and time.monotonic() - started < 3
    assert headers["content-type"] == "application/problem+json"
    assert json.loads(body)["code"] == "service_unavailable"
