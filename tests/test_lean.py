"""The lean path of POST /v1/score (service/lean.py) answers what Flask answers, byte for byte:
status, every header in the same order, body, and the same metrics; it stands only for the app
create_app makes, and everything it does not answer reaches Flask untouched."""

from __future__ import annotations

import re
from typing import Any

import pytest
from prometheus_client import REGISTRY
from werkzeug.test import EnvironBuilder, run_wsgi_app

from service import create_app
from service.lean import LeanScore
from tests import golden

RID = "lean-test"


@pytest.fixture(scope="module")
def app() -> Any:
    return create_app()


def _environ(body: bytes | None, headers: dict[str, str], terminated: bool) -> dict[str, Any]:
    environ = EnvironBuilder(path="/v1/score", method="POST", data=body, headers=headers).get_environ()
    if terminated:  # gunicorn's input: the server ends it at the body's end
        environ["wsgi.input_terminated"] = True
    return environ


def _answer(wsgi: Any, environ: dict[str, Any]) -> tuple[str, list[tuple[str, str]], bytes]:
    app_iter, status, headers = run_wsgi_app(wsgi, environ)
    try:
        body = b"".join(app_iter)
    finally:
        if hasattr(app_iter, "close"):
            app_iter.close()
    return status, list(headers.items()), body


def _both(app: Any, body: bytes | None, headers: dict[str, str], terminated: bool = False) -> tuple[Any, Any]:
    lean = _answer(app.wsgi_app, _environ(body, headers, terminated))
    flask = _answer(app.wsgi_app.flask_app, _environ(body, headers, terminated))
    return lean, flask


def _score_requests() -> list[dict[str, Any]]:
    return [r for r in golden.load() if r["path"] == "/v1/score" and r["method"] == "POST"]


def test_the_lean_path_stands_in_the_app() -> None:
    assert isinstance(create_app().wsgi_app, LeanScore)


def test_every_score_of_the_corpus_is_the_same_answer(app: Any) -> None:
    rows = _score_requests()
    assert sum(r["status"] == 200 for r in rows) > 1000
    for i, row in enumerate(rows):
        body = golden.body_bytes(row)
        headers = {"X-Request-ID": RID}
        if row.get("accept"):
            headers["Accept"] = row["accept"]
        if body is not None:
            headers["Content-Type"] = row.get("content_type", "application/json")
        lean, flask = _both(app, body, headers, terminated=i % 2 == 0)
        assert lean == flask, golden.describe(row, 300)


@pytest.mark.parametrize(
    "headers",
    [
        {},
        {"Accept-Language": "en"},
        {"Accept-Language": "zh-CN, en;q=0.5"},
        {"Accept-Language": "fr"},
        {"Accept": "*/*"},
        {"Accept": "application/problem+json"},
        {"Accept": "application/json;q=0.9, text/html"},  # negotiated by Flask
        {"Accept": "text/html"},  # 406, by Flask
        {"Origin": "https://example.org"},  # CORS, by Flask
        {"X-Request-ID": "bad id!"},
        {"X-Request-ID": "x" * 128},
        {"Content-Type": "application/json; charset=utf-8"},  # by Flask
        {"Content-Encoding": "gzip"},  # 415, by Flask
    ],
)
def test_headers_of_the_request_make_the_same_answer(app: Any, headers: dict[str, str]) -> None:
    body = golden.body_bytes(next(r for r in _score_requests() if r["status"] == 200))
    headers = {"Content-Type": "application/json", **headers}
    for terminated in (False, True):
        lean, flask = _both(app, body, headers, terminated)
        if "X-Request-ID" not in headers or not re.fullmatch(r"[A-Za-z0-9._-]{1,128}", headers["X-Request-ID"]):
            lean, flask = _without_request_id(lean), _without_request_id(flask)
        assert lean == flask


def _without_request_id(answer: tuple[str, list[tuple[str, str]], bytes]) -> tuple[Any, ...]:
    status, headers, body = answer
    rid = dict(headers)["X-Request-ID"]
    assert re.fullmatch(r"[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}", rid) or rid == "x" * 128
    return status, [(k, v) for k, v in headers if k != "X-Request-ID"], body.replace(rid.encode(), b"<rid>")


@pytest.mark.parametrize(
    ("body", "status"),
    [
        (b"", "400"),
        (b"{", "400"),
        (b"[]", "422"),
        (b'{"ruleset": "hk-classic"}', "422"),
        (b"\xff", "400"),
        (b"{}" + b" " * (300 * 1024), "413"),
    ],
)
def test_refused_bodies_are_the_apps_answer(app: Any, body: bytes, status: str) -> None:
    headers = {"Content-Type": "application/json", "X-Request-ID": RID}
    for terminated in (False, True):
        lean, flask = _both(app, body, headers, terminated)
        assert lean == flask
        assert lean[0][:3] == status
        assert _handed_to_flask(app, body, headers, terminated) == 1


def _handed_to_flask(app: Any, body: bytes | None, headers: dict[str, str], terminated: bool = True) -> int:
    """How many times the lean path handed the request to Flask."""
    lean = app.wsgi_app
    calls = []
    flask_app = lean.flask_app

    def counted(environ: dict[str, Any], start_response: Any) -> Any:
        calls.append(1)
        return flask_app(environ, start_response)

    lean.flask_app = counted
    try:
        _answer(lean, _environ(body, headers, terminated))
    finally:
        lean.flask_app = flask_app
    return len(calls)


def test_the_lean_path_answers_the_ordinary_score_itself(app: Any) -> None:
    """Without this the comparisons above would hold for a lean path that always handed over."""
    rows = [r for r in _score_requests() if r["status"] == 200 and not r.get("accept")][:20]
    assert len(rows) == 20
    for row in rows:
        headers = {"Content-Type": "application/json", "X-Request-ID": RID}
        assert _handed_to_flask(app, golden.body_bytes(row), headers) == 0, golden.describe(row, 300)
        for other in ({"Origin": "https://example.org"}, {"Accept": "text/html"}):  # Flask's to answer
            assert _handed_to_flask(app, golden.body_bytes(row), {**headers, **other}) == 1


def _samples() -> dict[tuple[str, tuple[tuple[str, str], ...]], float]:
    out = {}
    for metric in REGISTRY.collect():
        if metric.name.startswith("mahjong_"):
            for s in metric.samples:
                if "/v1/score" in s.labels.values() and not s.name.endswith("_created"):
                    out[(s.name, tuple(sorted(s.labels.items())))] = s.value
    return out


def _counted(wsgi: Any, environ: dict[str, Any]) -> dict[Any, float]:
    before = _samples()
    _answer(wsgi, environ)
    after = _samples()
    moved = {k: v - before.get(k, 0.0) for k, v in after.items() if v != before.get(k, 0.0)}
    # Durations differ (the lean path is quicker), their count does not.
    return {k: v for k, v in moved.items() if not k[0].endswith(("_sum", "_bucket")) or ("le", "+Inf") in k[1]}


def test_the_same_metrics_are_counted(app: Any) -> None:
    rows = [r for r in _score_requests() if r["status"] == 200][:6]
    for row in rows:
        body = golden.body_bytes(row)
        headers = {"Content-Type": "application/json", "X-Request-ID": RID}
        lean = _counted(app.wsgi_app, _environ(body, headers, True))
        flask = _counted(app.wsgi_app.flask_app, _environ(body, headers, True))
        assert lean == flask
        assert any(k[0] == "mahjong_hands_scored_total" for k in lean)


def test_not_for_an_app_with_other_hooks_or_its_own_access_log() -> None:
    app = create_app()
    app.before_request(lambda: None)
    assert not LeanScore.stands(app, *_hooks(app))
    assert not create_app({"ACCESS_LOG": True}).wsgi_app.enabled


def _hooks(app: Any) -> tuple[Any, Any, Any]:
    return app.before_request_funcs[None][0], app.after_request_funcs[None][0], app.after_request_funcs["score"][0]
