"""Prometheus metrics: text format; request, latency, hand and problem counts with bounded labels.

Not on the public port: the app has no /metrics unless METRICS_ROUTE is set (these in-process tests
set it); under gunicorn, METRICS_PORT serves them from the master on a port of their own, and every
worker's requests are counted in every answer (prometheus_client multiprocess).
"""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest
from loadkit import Gunicorn, metric
from prometheus_client.parser import text_string_to_metric_families

HK = {
    "ruleset": "hk-classic",
    "hand": {"concealed": "1123455678999s", "winning_tile": "5s"},
    "context": {"win_by": "self_draw", "seat_wind": "south"},
}
CN = {**HK, "ruleset": "canton-new"}


@pytest.fixture(scope="module")
def app():
    from conftest import ValidatingClient

    from service import create_app

    application = create_app({"TESTING": True, "METRICS_ROUTE": True})
    application.test_client_class = ValidatingClient
    return application


def samples(client) -> dict[tuple[str, frozenset], float]:
    client.validate = False  # /metrics is not part of the public contract
    try:
        r = client.get("/metrics")
    finally:
        client.validate = True
    assert r.status_code == 200
    assert r.headers["Content-Type"] == "text/plain; version=0.0.4; charset=utf-8"
    assert r.headers["Cache-Control"] == "no-store"
    out = {}
    for family in text_string_to_metric_families(r.get_data(as_text=True)):
        for s in family.samples:
            out[(s.name, frozenset(s.labels.items()))] = s.value
    return out


def delta(before, after, name, **labels):
    return metric(after, name, **labels) - metric(before, name, **labels)


def test_not_on_the_public_port_by_default():
    from service import create_app

    r = create_app({"TESTING": True}).test_client().get("/metrics")
    assert r.status_code == 404 and r.get_json()["code"] == "not_found"


def test_in_process_serves_its_own_registry(client):
    from service import metrics

    assert metrics.MULTIPROCESS is bool(os.environ.get("PROMETHEUS_MULTIPROC_DIR"))
    if not metrics.MULTIPROCESS:
        assert any(name.startswith("process_") or name.startswith("python_") for name, _ in samples(client))


def test_requests_latency_and_hands_are_counted(client):
    before = samples(client)
    assert client.post("/v1/score", json=HK).status_code == 200
    assert client.post("/v1/score", json=CN).status_code == 200
    assert client.post("/v1/score", json=CN).status_code == 200
    assert client.get("/healthz").status_code == 200
    after = samples(client)
    req = "mahjong_http_requests_total"
    assert delta(before, after, req, endpoint="/v1/score", method="POST", status="200") == 3
    assert delta(before, after, req, endpoint="/healthz", method="GET", status="200") == 1
    assert (
        delta(
            before,
            after,
            "mahjong_http_request_duration_seconds_count",
            endpoint="/v1/score",
            method="POST",
            status="200",
        )
        == 3
    )
    assert delta(before, after, "mahjong_http_request_duration_seconds_sum", endpoint="/v1/score") > 0
    assert (
        delta(
            before, after, "mahjong_http_request_duration_seconds_bucket", endpoint="/v1/score", status="200", le="+Inf"
        )
        == 3
    )
    assert delta(before, after, "mahjong_hands_scored_total", endpoint="/v1/score", ruleset="hk-classic") == 1
    assert delta(before, after, "mahjong_hands_scored_total", endpoint="/v1/score", ruleset="canton-new") == 2
    # The previous /metrics request is counted too.
    assert delta(before, after, req, endpoint="/metrics", method="GET", status="200") == 1


def test_batch_and_compare_count_each_scored_hand(client):
    before = samples(client)
    bad = {**HK, "hand": {"concealed": "1123455678999s", "winning_tile": "1z"}}
    r = client.post("/v1/score/batch", json={"requests": [HK, CN, bad, CN]})
    assert r.status_code == 200
    after = samples(client)
    assert delta(before, after, "mahjong_hands_scored_total", endpoint="/v1/score/batch") == 3
    assert delta(before, after, "mahjong_hands_scored_total", endpoint="/v1/score/batch", ruleset="canton-new") == 2
    before = after
    compare = {"hand": HK["hand"], "context": HK["context"]}
    r = client.post("/v1/score/compare", json=compare)
    assert r.status_code == 200, r.get_json()
    scored = [e for e in r.get_json()["results"] if "result" in e]
    after = samples(client)
    assert delta(before, after, "mahjong_hands_scored_total", endpoint="/v1/score/compare") == len(scored) > 0


@pytest.mark.parametrize(
    ("send", "endpoint", "code", "status"),
    [
        (
            lambda c: c.post("/v1/score", data="{", content_type="application/json"),
            "/v1/score",
            "malformed_json",
            "400",
        ),
        (lambda c: c.post("/v1/score", json={**HK, "ruleset": "nope"}), "/v1/score", "unknown_ruleset", "404"),
        (
            lambda c: c.post("/v1/score", json={**HK, "hand": {"concealed": "1123455678999s", "winning_tile": "9z"}}),
            "/v1/score",
            None,
            "422",
        ),
        (lambda c: c.get("/v1/rulesets/nope"), "/v1/rulesets/<ruleset_id>", "unknown_ruleset", "404"),
        (lambda c: c.get("/no/such/path/12345"), "unmatched", "not_found", "404"),
        (lambda c: c.delete("/v1/score"), "unmatched", "method_not_allowed", "405"),
        (lambda c: c.get("/healthz", headers={"Accept": "text/html"}), "/healthz", "not_acceptable", "406"),
    ],
)
def test_problems_by_code_and_route_rule(client, send, endpoint, code, status):
    before = samples(client)
    r = send(client)
    assert str(r.status_code) == status
    code = code or r.get_json()["code"]
    after = samples(client)
    assert delta(before, after, "mahjong_problems_total", endpoint=endpoint, code=code, status=status) == 1
    assert delta(before, after, "mahjong_http_requests_total", endpoint=endpoint, status=status) == 1
    assert delta(before, after, "mahjong_http_request_duration_seconds_count", endpoint=endpoint, status=status) == 1


def test_preflight_and_head_are_counted_without_error(client, caplog):
    before = samples(client)
    r = client.options("/v1/score", headers={"Origin": "https://app.example", "Access-Control-Request-Method": "POST"})
    assert r.status_code == 200
    assert client.head("/healthz").status_code == 200
    after = samples(client)
    assert delta(before, after, "mahjong_http_requests_total", endpoint="/v1/score", method="OPTIONS") == 1
    assert delta(before, after, "mahjong_http_requests_total", endpoint="/healthz", method="HEAD") == 1
    assert delta(before, after, "mahjong_hands_scored_total") == 0
    assert not [rec for rec in caplog.records if "metrics" in rec.getMessage()]


def test_labels_are_bounded(client):
    client.get("/v1/rulesets/some-id-1")
    client.get("/v1/rulesets/some-id-2")
    client.get("/x/random-path-abc")
    client.open("/v1/score", method="BREW")
    after = samples(client)
    endpoints = {dict(lab)["endpoint"] for (name, lab) in after if name == "mahjong_http_requests_total"}
    methods = {dict(lab)["method"] for (name, lab) in after if name == "mahjong_http_requests_total"}
    assert not any("some-id" in e or "random-path" in e for e in endpoints), endpoints
    assert "BREW" not in methods and "other" in methods
    assert "/v1/rulesets/<ruleset_id>" in endpoints and "unmatched" in endpoints


def test_metrics_under_gunicorn_count_every_worker():
    """Two workers; concurrent requests land on both; each /metrics answer counts them all."""
    with Gunicorn(workers=2) as server:
        pids = server.worker_pids()
        assert len(pids) == 2
        n_threads, per_thread = 6, 25
        body = json.dumps(HK).encode()
        statuses: list[int] = []
        lock = threading.Lock()

        def send() -> None:
            mine = [server.request("POST", "/v1/score", body)[0] for _ in range(per_thread)]
            with lock:
                statuses.extend(mine)

        threads = [threading.Thread(target=send) for _ in range(n_threads)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
        assert statuses == [200] * (n_threads * per_thread)
        # The public port has no /metrics; the metrics port has nothing else to say.
        assert server.get("/metrics")[0] == 404
        # Both workers answered some (each process writes its own counter file) ...
        files = {p.name for p in Path(server.metrics_dir).iterdir()}
        assert {f"counter_{pid}.db" for pid in pids} <= files, (files, pids)
        # ... and every /metrics answer, whichever worker serves it, counts all of them.
        for _ in range(4):
            m = server.metrics()
            assert metric(m, "mahjong_http_requests_total", endpoint="/v1/score", status="200") == 150
            assert metric(m, "mahjong_hands_scored_total", ruleset="hk-classic") == 150
            assert metric(m, "mahjong_http_request_duration_seconds_count", endpoint="/v1/score") == 150
        # A dead worker's counts stay counted: kill one, its replacement's /metrics still sees 150.
        victim = min(pids)
        os.kill(victim, 9)
        server.wait_for_workers(2, exclude={victim})
        m = server.metrics()
        assert metric(m, "mahjong_http_requests_total", endpoint="/v1/score", status="200") == 150
