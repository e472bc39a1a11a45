"""Every example in openapi.yaml is executed and answers as documented; the file is a valid 3.1 document.

Convention (also in docs/SERVICE.md): a request example (request body or path parameter) named N is
answered by the response example named N, under the status code it is listed at. A response example
with no request example of its name says how to provoke it in `x-request` (`body` raw text, `pad_to`
bytes of padding, `headers`, `method`, or `batch_of: {count, item}`); an operation without input is
simply called. `x-match: subset` means the documented value is an abridged form of the answer (every
documented key present and equal; documented list items found in order); otherwise the answer must
be equal, except that `request_id` (always present in problems) may be left out of the example.

Examples are promises (docs/RULES.md §7): a summary must describe the answer. The figures a summary
of a `/v1/score` or `/v1/settle` example states are read from its text (`summary_figures`) and checked
against the actual answer; a summary that states the figures of a win cannot be documented under a
problem status (a fan may be the problem; who pays whom may not), a problem example names its code
(in its name or summary), and every success
example of those two endpoints states at least one figure. The phrases read:

- `N fan` (the fan paid: `/v1/score` `fan.total`; `/v1/settle` `penalty_fan`, or a fan of the
  request), `N fan raw`, `the N fan limit` / `a N-fan limit`, `at a N fan table` (the minimum);
- `<seat> pays A`, `<seat> pays nothing`, `<seat> takes A` (its net), `<seat> takes nothing`,
  `A from each loser` (every seat but the winner pays A), `A to each` (each payee gets A);
- `payouts null`, `payouts null (<code>)` (with `payouts_unavailable.code`), `meets_minimum false`.
"""

from __future__ import annotations

import json
import re
from fractions import Fraction
from typing import Any

import pytest
from conftest import SPEC
from openapi_spec_validator import validate

METHODS = ("get", "post", "put", "patch", "delete")
FIGURE_PATHS = ("/v1/score", "/v1/settle")  # answers with a fan and payouts
SEAT = r"(east|south|west|north)"
AMOUNT = r"(\d+(?:\.\d+)?)"
FIGURES = (  # (kind, pattern): the specific patterns first; each match is cut out before the next
    ("raw", r"\b(\d+) fan raw\b"),
    ("limit", r"\b(\d+)[- ]fan limit\b"),
    ("minimum", r"\bat an? (\d+)[- ]fan (?:table|minimum)\b"),
    ("fan", r"\b(\d+)[- ]fan\b"),
    ("paid", rf"\b{SEAT} pays {AMOUNT}"),
    ("paid_nothing", rf"\b{SEAT} pays nothing\b"),
    ("net", rf"\b{SEAT} takes {AMOUNT}"),
    ("net_nothing", rf"\b{SEAT} takes nothing\b"),
    ("each_loser", rf"\b{AMOUNT} from each loser\b"),
    ("each_payee", rf"\b{AMOUNT} to each\b"),
    ("unavailable", r"\bpayouts null \((\w+)\)"),
    ("payouts_null", r"\bpayouts null\b"),
    ("not_minimum", r"\bmeets_minimum false\b"),
)


def summary_figures(summary: str) -> list[tuple[str, ...]]:
    """The figures a summary states, as (kind, *values)."""
    found: list[tuple[str, ...]] = []
    text = summary
    for kind, pattern in FIGURES:
        for m in re.finditer(pattern, text):
            found.append((kind, *m.groups()))
        text = re.sub(pattern, " ", text)
    return found


def _paid(payouts: dict[str, Any], seat: str) -> Fraction:
    return sum((Fraction(str(p["amount"])) for p in payouts["payments"] if p["from"] == seat), Fraction(0))


def check_figures(path: str, summary: str, request: Any, answer: dict[str, Any]) -> None:
    """Every figure `summary` states holds in `answer` (the answer to `request` at `path`)."""
    payouts = answer.get("payouts")
    fans = answer.get("fan") or {}
    requested = [w.get("fan") for w in ([request.get("win")] if request.get("win") else request.get("wins") or [])]
    for kind, *values in summary_figures(summary):
        what = f"{summary!r} states {kind} {values}"
        if kind in ("raw", "limit", "minimum", "fan"):
            n = int(values[0])
            if path == "/v1/score":
                assert fans.get({"fan": "total"}.get(kind, kind)) == n, f"{what}; answered fan {fans}"
            elif kind == "limit":
                assert answer["table"]["limit_fan"] == n, what
            elif kind == "minimum":
                assert answer["table"]["min_fan"] == n, what
            else:
                assert kind == "fan" and n in (answer.get("penalty_fan"), *requested), f"{what}; not in the answer"
        elif kind in ("unavailable", "payouts_null"):
            assert payouts is None, f"{what}; answered payouts {payouts}"
            if kind == "unavailable":
                assert (answer.get("payouts_unavailable") or {}).get("code") == values[0], what
        elif kind == "not_minimum":
            assert fans.get("meets_minimum") is False, what
        else:
            assert payouts is not None, f"{what}; answered payouts null"
            net = {seat: Fraction(str(v)) for seat, v in payouts["net"].items()}
            if kind == "paid":
                assert _paid(payouts, values[0]) == Fraction(values[1]), f"{what}; answered {payouts}"
            elif kind == "paid_nothing":
                assert _paid(payouts, values[0]) == 0, f"{what}; answered {payouts}"
            elif kind == "net":
                assert net[values[0]] == Fraction(values[1]), f"{what}; answered {payouts}"
            elif kind == "net_nothing":
                assert net[values[0]] == 0, f"{what}; answered {payouts}"
            elif kind == "each_loser":
                winner = max(net, key=lambda seat: net[seat])
                assert all(_paid(payouts, seat) == Fraction(values[0]) for seat in net if seat != winner), (
                    f"{what}; answered {payouts}"
                )
            else:  # each_payee
                received = {p["to"] for p in payouts["payments"]}
                assert len(received) == 3 and all(net[seat] == Fraction(values[0]) for seat in received), (
                    f"{what}; answered {payouts}"
                )


def test_spec_is_valid_openapi_31():
    validate(SPEC)
    assert SPEC["openapi"].startswith("3.1")


def _cases() -> list[Any]:
    cases = []
    for path, item in SPEC["paths"].items():
        for method in METHODS:
            op = item.get(method)
            if not op:
                continue
            requests: dict[str, tuple[str, Any]] = {}
            body = op.get("requestBody", {}).get("content", {}).get("application/json", {})
            for name, ex in (body.get("examples") or {}).items():
                requests[name] = ("body", ex["value"])
            for param in op.get("parameters", []):
                if param.get("in") == "path":
                    for name, ex in (param.get("examples") or {}).items():
                        requests[name] = ("path", (param["name"], ex["value"]))
            responses: dict[str, tuple[int, dict]] = {}
            for status, resp in op["responses"].items():
                for content in (resp.get("content") or {}).values():
                    for name, ex in (content.get("examples") or {}).items():
                        assert name not in responses, f"{method} {path}: response example {name} twice"
                        responses[name] = (int(status), ex)
            for name in requests:
                assert name in responses, f"{method.upper()} {path}: request example {name!r} has no response example"
            request_summaries = {name: ex.get("summary", "") for name, ex in (body.get("examples") or {}).items()}
            for name, (status, ex) in responses.items():
                summaries = tuple(x for x in (request_summaries.get(name), ex.get("summary")) if x)
                cases.append(
                    pytest.param(
                        path,
                        method,
                        name,
                        requests.get(name),
                        status,
                        ex,
                        summaries,
                        id=f"{method.upper()} {path} {name}",
                    )
                )
    return cases


def _matches(doc: Any, actual: Any, subset: bool, where: str = "") -> None:
    if isinstance(doc, dict):
        assert isinstance(actual, dict), f"{where}: expected an object, got {actual!r}"
        extra = set(actual) - set(doc) - {"request_id"}
        if not subset:
            assert not extra, f"{where}: undocumented keys {sorted(extra)}"
        for k, v in doc.items():
            assert k in actual, f"{where}: missing key {k!r}"
            _matches(v, actual[k], subset, f"{where}/{k}")
    elif isinstance(doc, list) and subset:
        assert isinstance(actual, list), f"{where}: expected a list"
        pos = 0
        for i, d in enumerate(doc):
            while pos < len(actual):
                try:
                    _matches(d, actual[pos], subset, f"{where}/{pos}")
                    break
                except AssertionError:
                    pos += 1
            else:
                raise AssertionError(f"{where}: documented item {i} not found in order: {d!r}")
            pos += 1
    elif isinstance(doc, list):
        assert isinstance(actual, list) and len(actual) == len(doc), f"{where}: {actual!r} != {doc!r}"
        for i, (d, a) in enumerate(zip(doc, actual, strict=True)):
            _matches(d, a, subset, f"{where}/{i}")
    else:
        assert (
            doc == actual
            and type(doc) is type(actual)
            or (isinstance(doc, int | float) and not isinstance(doc, bool) and doc == actual)
        ), f"{where}: answered {actual!r}, documented {doc!r}"


@pytest.mark.parametrize(("path", "method", "name", "request_ex", "status", "example", "summaries"), _cases())
def test_example_answers_as_documented(client, path, method, name, request_ex, status, example, summaries):
    kwargs: dict[str, Any] = {"method": method.upper()}
    url = path
    xr = example.get("x-request")
    if request_ex is not None:
        kind, value = request_ex
        if kind == "body":
            kwargs["json"] = value
        else:
            pname, pvalue = value
            url = path.replace("{" + pname + "}", pvalue)
    elif xr is not None:
        kwargs["method"] = xr.get("method", kwargs["method"])
        kwargs["headers"] = xr.get("headers", {})
        if "batch_of" in xr:
            kwargs["json"] = {"requests": [xr["batch_of"]["item"]] * xr["batch_of"]["count"]}
        elif "body" in xr:
            raw = xr["body"].encode()
            kwargs["data"] = raw + b" " * max(0, xr.get("pad_to", 0) - len(raw))
    else:
        assert "{" not in path and "requestBody" not in SPEC["paths"][path][method], (
            f"response example {name} needs a request example or x-request"
        )
    figures = [f for summary in summaries for f in summary_figures(summary)] if path in FIGURE_PATHS else []
    if status >= 400:
        paid = [f for f in figures if f[0] not in ("raw", "limit", "minimum", "fan")]
        assert not paid, (
            f"{name}: its summary states the payments of a win {paid}, but it is documented as a {status} problem"
        )
        code = example["value"].get("code", "")
        assert code in name or any(code in summary for summary in summaries), (
            f"{name}: a problem example names its code ({code}) in its name or summary"
        )
    elif path in FIGURE_PATHS and example["value"].get("winning", True):
        assert figures, f"{name}: a success example of {path} states its key figures (fan, amounts) in its summary"
    r = client.open(url, **kwargs)
    assert r.status_code == status, json.dumps(r.get_json(), ensure_ascii=False)[:2000]
    _matches(example["value"], r.get_json(), example.get("x-match") == "subset")
    body = r.get_json()
    if 200 <= status < 300 and path in FIGURE_PATHS:
        for summary in summaries:
            check_figures(path, summary, kwargs.get("json") or {}, body)


@pytest.mark.parametrize(
    ("summary", "figures"),
    [
        ("清一色 self-drawn by south: 10 fan, 128 from each loser", [("fan", "10"), ("each_loser", "128")]),
        ("22 fan raw, paid at the 13 fan limit", [("raw", "22"), ("limit", "13")]),
        (
            "1 fan at a 3 fan table: meets_minimum false and payouts null (below_minimum)",
            [("minimum", "3"), ("fan", "1"), ("unavailable", "below_minimum"), ("not_minimum",)],
        ),
        (
            "west pays 12, east pays 6 and north pays nothing; south takes 18.5",
            [("paid", "west", "12"), ("paid", "east", "6"), ("paid_nothing", "north"), ("net", "south", "18.5")],
        ),
        ("詐糊 at a 10-fan limit: 256 to each", [("limit", "10"), ("each_payee", "256")]),
    ],
)
def test_summary_figures_are_read(summary: str, figures: list[tuple[str, ...]]) -> None:
    assert sorted(summary_figures(summary)) == sorted(figures)


def test_a_summary_that_lies_fails(client) -> None:
    """The guard itself: the broken examples of the past (a win documented as a wrong tile count, a
    figure that differs from the answer) are caught."""
    request = {
        "hand": {"concealed": "123m456p789s23s55z", "winning_tile": "1s"},
        "context": {"win_by": "discard", "seat_wind": "west", "discarder": "north"},
    }
    answer = client.post("/v1/score", json=request).get_json()
    with pytest.raises(AssertionError):
        check_figures("/v1/score", "1 fan at a 3 fan table: payouts null", request, answer)
    with pytest.raises(AssertionError):
        check_figures("/v1/score", "3 fan, north pays 12", request, answer)
    check_figures("/v1/score", "3 fan, north pays 16", request, answer)


def test_every_operation_with_input_has_examples():
    for path, item in SPEC["paths"].items():
        for method in METHODS:
            op = item.get(method)
            if op and "requestBody" in op:
                assert op["requestBody"]["content"]["application/json"].get("examples"), (method, path)
