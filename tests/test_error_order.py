"""The same request gets the same answer every time: marshmallow finds unknown fields as a set, in
the order of the process's string hashes (PYTHONHASHSEED, new at every start); the schemas put their
errors in the request's own key order (schemas.score.StrictSchema.handle_error). Each process below
starts with its own hash seed."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

HAND = {
    "concealed": "123m456p789s11z22z",
    "winning_tile": "2z",
    "qq": 1,
    "bb": 2,
    "melds": [{"type": "pung", "tiles": "111m", "x": 1, "b": 2, "k": 3}],
}
SCORE = {
    "ruleset": "hk-classic",
    "zz": 1,
    "aa": 2,
    "mm": 3,
    "hand": HAND,
    "context": {"win_by": "self_draw", "q": 1, "c": 2},
}
REQUESTS = [
    ("/v1/score", SCORE),
    ("/v1/score/batch", {"requests": [SCORE], "ee": 1, "dd": 2}),
    ("/v1/score/batch", {"requests": [SCORE, {**SCORE, "table": {"min_fan": 9, "yy": 1, "bb": 2}}]}),
    (
        "/v1/waits",
        {"ruleset": "hk-classic", "hand": {"concealed": "123m456p789s11z2z", "qq": 1, "bb": 2}, "zz": 1, "aa": 2},
    ),
    ("/v1/settle", {"ruleset": "hk-classic", "zz": 1, "aa": 2, "win": {"winner": "east", "fan": 3, "zz": 1, "aa": 2}}),
]
EXPECTED_SCORE = [
    "/hand/melds/0/x",
    "/hand/melds/0/b",
    "/hand/melds/0/k",
    "/hand/qq",
    "/hand/bb",
    "/context/q",
    "/context/c",
    "/zz",
    "/aa",
    "/mm",
]

SCRIPT = """
import json, sys
from service import create_app
client = create_app().test_client()
out = []
for path, body in json.loads(sys.stdin.read()):
    r = client.post(path, json=body, headers={"X-Request-ID": "same"})
    out.append([r.status_code, r.get_data(as_text=True)])
print(json.dumps(out))
"""


def _answers(seed: int) -> list:
    env = {**os.environ, "PYTHONHASHSEED": str(seed), "PYTHONPATH": str(ROOT)}
    r = subprocess.run(
        [sys.executable, "-c", SCRIPT],
        input=json.dumps(REQUESTS),
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return json.loads(r.stdout.strip().splitlines()[-1])


def test_unknown_fields_are_refused_in_the_request_order_whatever_the_hash_seed() -> None:
    answers = [_answers(seed) for seed in (1, 2, 3)]
    assert answers[0] == answers[1] == answers[2]
    status, body = answers[0][0]
    assert status == 422
    assert [e["pointer"] for e in json.loads(body)["errors"]] == EXPECTED_SCORE
    pointers = [[e["pointer"] for e in json.loads(b).get("errors", [])] for _, b in answers[0][1:]]
    assert pointers[0] == ["/ee", "/dd"]
    items = json.loads(answers[0][2][1])["results"]
    assert [e["pointer"] for e in items[0]["errors"]] == EXPECTED_SCORE  # a batch item's own pointers
    assert [e["pointer"] for e in items[1]["errors"]] == EXPECTED_SCORE[:7] + [
        "/table/yy",
        "/table/bb",
    ] + EXPECTED_SCORE[7:]
    assert pointers[2] == ["/hand/qq", "/hand/bb", "/zz", "/aa"]
    assert pointers[3] == ["/win/win_by", "/win/zz", "/win/aa", "/zz", "/aa"]
