"""Every curl example of README.md runs against the app and answers as the README says."""

from __future__ import annotations

import json
import re
import shlex
from pathlib import Path
from urllib.parse import urlsplit

import pytest

README = Path(__file__).resolve().parent.parent / "README.md"


def curl_examples() -> list[tuple[str, dict]]:
    """(name, {method, path, headers, body, status}) for each curl command in README's sh blocks."""
    text = README.read_text(encoding="utf-8")
    out = []
    for block in re.findall(r"```sh\n(.*?)```", text, flags=re.S):
        lines = block.splitlines()
        i = 0
        while i < len(lines):
            if not lines[i].startswith("curl "):
                i += 1
                continue
            command = lines[i]
            while command.count("'") % 2:  # a quoted body spans lines
                i += 1
                command += "\n" + lines[i]
            i += 1
            status = 200
            if i < len(lines) and (m := re.match(r"# -> (\d{3})", lines[i])):
                status = int(m.group(1))
            args = shlex.split(command)
            url = next(a for a in args if a.startswith("http"))
            headers = {}
            body = None
            for j, a in enumerate(args):
                if a == "-H":
                    k, v = args[j + 1].split(":", 1)
                    headers[k.strip()] = v.strip()
                if a in ("-d", "--data"):
                    body = args[j + 1]
            method = "POST" if body is not None else "GET"
            path = urlsplit(url).path
            out.append(
                (
                    f"{method} {path} #{len(out)}",
                    {"method": method, "path": path, "headers": headers, "body": body, "status": status},
                )
            )
    return out


EXAMPLES = curl_examples()


def test_the_readme_has_an_example_for_every_endpoint() -> None:
    paths = {e["path"] for _, e in EXAMPLES}
    for path in (
        "/v1/score",
        "/v1/score/batch",
        "/v1/waits",
        "/v1/discards",
        "/v1/score/compare",
        "/v1/settle",
        "/v1/rulesets",
        "/v1/rulesets/canton-new",
        "/healthz",
        "/readyz",
        "/openapi.yaml",
        "/openapi.json",
        "/docs",
    ):
        assert path in paths, f"README has no curl example for {path}"


def test_the_readme_names_the_two_commands() -> None:
    text = README.read_text(encoding="utf-8")
    assert "make serve" in text and "make test" in text
    ci = (README.parent / ".ci" / "run").read_text()
    assert "make test" in ci


@pytest.mark.parametrize("example", [e for _, e in EXAMPLES], ids=[n for n, _ in EXAMPLES])
def test_readme_example(client, example: dict) -> None:
    if example["body"] is not None:
        json.loads(example["body"])  # the README's body is valid JSON
    r = client.open(example["path"], method=example["method"], data=example["body"], headers=example["headers"])
    assert r.status_code == example["status"], r.get_data(as_text=True)[:500]


def test_the_score_example_answers_as_described(client) -> None:
    body = next(e for _, e in EXAMPLES if e["path"] == "/v1/score")["body"]
    r = client.post("/v1/score", data=body, headers={"Content-Type": "application/json"})
    out = r.get_json()
    assert {p["id"]: p["fan"] for p in out["patterns"]} == {"seat_flower": 1, "self_drawn": 1, "dragon_pung": 1}
    assert out["fan"]["total"] == 3
    assert out["payouts"]["net"] == {"east": 24, "south": -8, "west": -8, "north": -8}


def test_the_discards_example_answers_as_described(client) -> None:
    body = next(e for _, e in EXAMPLES if e["path"] == "/v1/discards")["body"]
    out = client.post("/v1/discards", data=body, headers={"Content-Type": "application/json"}).get_json()
    first, second = out["discards"][:2]
    waits = [w["tile"] for w in first["waits"]]
    assert (first["tile"], waits, first["summary"]["winning_live"]) == ("6m", ["5m", "8p"], 4)
    assert {p["id"] for p in first["waits"][0]["discard"]["patterns"]} >= {"all_pungs"}
    assert first["waits"][0]["discard"]["fan"] == 4
    assert (second["tile"], second["improving_live"], second["summary"]["winning_live"]) == ("5m", 8, 0)
    assert second["waits"][0]["discard"]["fan"] == 1
