"""Every answer of the golden corpus (tests/golden.py, tests/data/golden.jsonl.gz) is still given,
byte for byte: status, media type and body of about 6,000 requests over every endpoint.

A failure lists the requests whose answer moved (endpoint and request; the old answer where the
corpus keeps it). Where an answer is meant to move (a rules correction), regenerate the corpus with
`make golden` in the same commit and say which answers moved and why.
"""

from __future__ import annotations

import json

from tests import golden

SHOWN = 25


def test_corpus_is_large_and_covers_every_endpoint() -> None:
    rows = golden.load()
    assert len(rows) >= 5000
    paths = {r["path"] for r in rows}
    assert {"/v1/score", "/v1/score/batch", "/v1/waits", "/v1/score/compare", "/v1/settle"} <= paths
    assert sum(r["status"] >= 400 for r in rows) > 500  # problem answers are recorded too


def test_every_answer_is_unchanged() -> None:
    rows = golden.load()
    moved = golden.replay(rows)
    if not moved:
        return
    lines = [f"{len(moved)} of {len(rows)} answers moved (`python -m tests.golden --check` lists them all):"]
    for row in moved[:SHOWN]:
        now = row["now"]
        lines.append(f"- {golden.describe(row, 400)}")
        lines.append(f"  status {row['status']} -> {now['status']}; now: {now['answer'][:400]}")
        if "answer" in row:
            lines.append(f"  was: {row['answer'][:400]}")
            _first_difference(row["answer"], now["answer"], lines)
    if len(moved) > SHOWN:
        lines.append(f"... and {len(moved) - SHOWN} more")
    raise AssertionError("\n".join(lines))


def _first_difference(was: str, now: str, lines: list[str]) -> None:
    try:
        a, b = json.loads(was), json.loads(now)
    except ValueError:
        return
    path = _diff(a, b, "")
    if path is not None:
        lines.append(f"  first difference at {path or '(top)'}")


def _diff(a: object, b: object, at: str) -> str | None:
    if type(a) is not type(b):
        return at
    if isinstance(a, dict) and isinstance(b, dict):
        if list(a) != list(b):
            return f"{at} (keys {list(a)} -> {list(b)})"
        for k in a:
            d = _diff(a[k], b[k], f"{at}/{k}")
            if d is not None:
                return d
        return None
    if isinstance(a, list) and isinstance(b, list):
        if len(a) != len(b):
            return f"{at} (length {len(a)} -> {len(b)})"
        for i, (x, y) in enumerate(zip(a, b, strict=True)):
            d = _diff(x, y, f"{at}/{i}")
            if d is not None:
                return d
        return None
    return None if a == b else at
