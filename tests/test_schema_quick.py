"""The quick way through the request schemas (schemas/quick.py) loads what marshmallow loads.

Every request body of the golden corpus, and seeded variations of the valid ones (a value of another
JSON type, a null, an unknown or a missing field, an item more or less), goes through each request
schema both ways: where the quick way accepts a body, marshmallow alone accepts it too and loads
the same value (same keys in the same order, same types); where marshmallow refuses it, the quick
way gives it up (it never decides a refusal).
"""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from marshmallow import ValidationError

from schemas.discards import DiscardsRequestSchema
from schemas.quick import NO, QuickLoadSchema
from schemas.score import ScoreRequestSchema
from schemas.settle import SettleRequestSchema
from schemas.waits import CompareRequestSchema, WaitsRequestSchema
from tests import golden

SCHEMAS: dict[str, QuickLoadSchema] = {
    "/v1/score": ScoreRequestSchema(),
    "/v1/waits": WaitsRequestSchema(),
    "/v1/discards": DiscardsRequestSchema(),
    "/v1/score/compare": CompareRequestSchema(),
    "/v1/settle": SettleRequestSchema(),
}
NAMES = ("extra", "winning_tile", "discarder", "house_rules", "concealed", "liability")
VARIED = 300
VARIANTS_PER_BODY = 4
ODD_VALUES: tuple[Any, ...] = (None, True, False, 0, 1, -1, 1.5, "", "east", "1m", [], ["1m"], {}, {"x": 1}, 10**13)


def _bodies() -> list[tuple[str, Any]]:
    out: list[tuple[str, Any]] = []
    for row in golden.load():
        if "body" not in row:
            continue
        if row["path"] in SCHEMAS:
            out.append((row["path"], row["body"]))
        elif row["path"] == "/v1/score/batch" and isinstance(row["body"], dict):
            items = row["body"].get("requests")
            out.extend(("/v1/score", item) for item in items or () if isinstance(items, list))
    return out


BODIES = _bodies()


def _marshmallow_alone(schema: QuickLoadSchema, body: Any) -> tuple[bool, Any]:
    QuickLoadSchema.quick = False
    try:
        return True, schema.load(body)
    except ValidationError as e:
        return False, e.messages
    finally:
        QuickLoadSchema.quick = True


def _shape(value: Any) -> Any:
    """The value with its types and key order made comparable (a dict's keys in order)."""
    if isinstance(value, dict):
        return ("dict", [(k, _shape(v)) for k, v in value.items()])
    if isinstance(value, list | tuple):
        return (type(value).__name__, [_shape(v) for v in value])
    return (type(value).__name__, value)


def _check(path: str, body: Any) -> bool:
    schema = SCHEMAS[path]
    quick = schema.quick_load(body)
    ok, full = _marshmallow_alone(schema, body)
    if quick is NO:
        return False
    assert ok, (path, body, full)
    assert _shape(quick) == _shape(full), (path, body)
    return True


def _vary(body: Any, rng: random.Random) -> Any:
    """One change somewhere in a copy of `body`."""
    body = copy.deepcopy(body)
    parents: list[dict | list] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict | list):
            parents.append(node)
            for child in node.values() if isinstance(node, dict) else node:
                walk(child)

    walk(body)
    node = rng.choice(parents)
    move = rng.randrange(4)
    if isinstance(node, dict):
        keys = list(node)
        if move == 0 or not keys:
            node[rng.choice(NAMES)] = rng.choice(ODD_VALUES)
        elif move == 1:
            del node[rng.choice(keys)]
        else:
            node[rng.choice(keys)] = rng.choice(ODD_VALUES)
    elif move == 0 or not node:
        node.append(rng.choice(ODD_VALUES))
    elif move == 1:
        node.pop(rng.randrange(len(node)))
    else:
        node[rng.randrange(len(node))] = rng.choice(ODD_VALUES)
    return body


def test_every_corpus_body_loads_the_same_both_ways() -> None:
    quick = [(path, body) for path, body in BODIES if _check(path, body)]
    assert len(quick) > len(BODIES) // 2  # most requests are valid, and go the quick way
    VALID.extend(quick)


VALID: list[tuple[str, Any]] = []  # the bodies the quick way loads, found by the test above


@pytest.mark.parametrize("seed", range(3))
def test_varied_bodies_load_the_same_both_ways(seed: int) -> None:
    rng = random.Random(seed)
    valid = VALID or [(p, b) for p, b in BODIES if SCHEMAS[p].quick_load(b) is not NO]
    for path, body in rng.sample(valid, min(len(valid), VARIED)):
        for _ in range(VARIANTS_PER_BODY):
            _check(path, _vary(body, rng))


@pytest.mark.parametrize("seed", range(2))
def test_generated_loader_loads_what_the_interpreter_loads(seed: int) -> None:
    """Each schema's generated loader (`quick_load`) and `interpreted_load` agree on every body
    and its variations: both give it up, or both load the same value."""
    rng = random.Random(100 + seed)
    objects = [(p, b) for p, b in BODIES if isinstance(b, dict) and b]
    bodies = BODIES if seed == 0 else [(p, _vary(b, rng)) for p, b in rng.sample(objects, 2000) for _ in range(3)]
    for path, body in bodies:
        schema = SCHEMAS[path]
        fast, slow = schema.quick_load(body), schema.interpreted_load(body)
        assert (fast is NO) == (slow is NO), (path, body)
        if fast is not NO:
            assert _shape(fast) == _shape(slow), (path, body)


def test_a_hooks_quick_form_accepts_what_the_hook_accepts() -> None:
    """ScoreRequestSchema's check of the winning tile and the exhaustive draw, in its quick form
    (`schemas.quick.quick_form`): each way, every combination of the two given, null or left out."""
    schema = SCHEMAS["/v1/score"]
    loaded = 0
    for tile in ("given", "null", "absent", "unreadable"):
        for draw in (True, False, "absent"):
            hand: dict[str, Any] = {"concealed": "123m456p789s1122z", "melds": []}
            if tile != "absent":
                hand["winning_tile"] = {"given": "2z", "null": None, "unreadable": "9x"}[tile]
            context: dict[str, Any] = {"win_by": "self_draw"}
            if draw != "absent":
                context["exhaustive_draw"] = draw
            body = {"ruleset": "canton-new", "hand": hand, "context": context}
            fast, slow = schema.quick_load(body), schema.interpreted_load(body)
            assert (fast is NO) == (slow is NO) and _shape(fast) == _shape(slow), body
            loaded += _check("/v1/score", body)
    assert loaded == 4  # a tile and no draw (draw false or left out); a draw and no tile (null or left out)
