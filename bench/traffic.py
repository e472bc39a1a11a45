"""Distinct request bodies for the soak and the flood (bench/soak.py, tests/test_memory.py,
bench/cache_sizes.py): every hand, table and multipliers list is new, as a large population of
apps would send them. Deterministic for a seed; bodies are JSON bytes, nearly all of them valid.

- `mixed(seed)`: an endless mix of POST /v1/score (40 %), /v1/score/batch (10 %, 5-20 hands),
  /v1/waits (25 %) and /v1/settle (25 %), each with a table of its own (minimum, limit, payment,
  stake or base, house rules, sometimes its own multipliers);
- `flood(seed)`: 3,000 /v1/settle requests with distinct long multipliers lists (1,001 values at a
  table without a limit: the longest the contract allows), then 500 /v1/waits requests with
  distinct tables.
"""

from __future__ import annotations

import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.corpus import corpus  # noqa: E402
from rules.ruleset import all_rulesets  # noqa: E402
from rules.tiles import CODES, parse_tiles  # noqa: E402

SEATS = ("east", "south", "west", "north")
RULESETS = ("hk-classic", "canton-new")
MAX_FAN = 1000  # schemas/settle.py MAX_FAN: the fan range of a table without a limit is 0..1000
Body = tuple[str, bytes]


def _house_rules(rng: random.Random, ruleset_id: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for s in all_rulesets()[ruleset_id].switches.values():
        if rng.random() < 0.5:
            continue
        if s.type == "boolean":
            out[s.id] = rng.random() < 0.5
        elif s.type == "fan":
            out[s.id] = rng.choice((None, rng.randrange(0, 14)))
        elif s.values:
            out[s.id] = rng.choice(s.values)
    return out


def multipliers(rng: random.Random, n: int) -> list[int]:
    """`n` non-decreasing multipliers from 1, distinct from one call to the next."""
    out, m = [], 1
    for _ in range(n):
        out.append(m)
        m += rng.randrange(0, 3)
    return out


def table(rng: random.Random, ruleset_id: str, custom: float = 0.2) -> dict[str, Any]:
    """A table of its own: minimum 0-3, a limit of 6-13 (or none), house rules, payment, and a base,
    a stake or (with probability `custom`) the table's own multipliers up to its limit."""
    limit = rng.choice((None, *range(6, 14)))
    t: dict[str, Any] = {"min_fan": rng.randrange(0, 4), "limit_fan": limit, "payment": rng.choice(("full", "half"))}
    house = _house_rules(rng, ruleset_id)
    if house:
        t["house_rules"] = house
    r = rng.random()
    if r < custom:
        t["multipliers"] = multipliers(rng, (limit if limit is not None else rng.randrange(8, 30)) + 1)
    elif r < 0.6:
        t["stake"] = rng.choice(("二五雞", "五一", "一二蚊"))
    else:
        t["base"] = rng.randrange(1, 400) / 4
    return t


def _waiting_hand(req: dict[str, Any]) -> dict[str, Any]:
    h = req["hand"]
    return {"concealed": h["concealed"], "melds": h["melds"], "flowers": h["flowers"]}


def _score(rng: random.Random, req: dict[str, Any]) -> dict[str, Any]:
    rid = rng.choice(RULESETS)
    return {"ruleset": rid, "hand": req["hand"], "context": req["context"], "table": table(rng, rid)}


def _waits(rng: random.Random, req: dict[str, Any], custom: float = 0.2) -> dict[str, Any]:
    rid = rng.choice(RULESETS)
    held = parse_tiles(req["hand"]["concealed"])
    seen = [CODES[t] for t in rng.sample(range(34), 3) if held.count(t) < 2]
    return {
        "ruleset": rid,
        "hand": _waiting_hand(req),
        "context": {"seat_wind": req["context"]["seat_wind"], "round_wind": req["context"]["round_wind"]},
        "discarded": "".join(seen),
        "table": table(rng, rid, custom),
    }


def _settle(rng: random.Random, long: bool = False) -> dict[str, Any]:
    rid = rng.choice(RULESETS)
    if long:
        t: dict[str, Any] = {"min_fan": 0, "limit_fan": None, "multipliers": multipliers(rng, MAX_FAN + 1)}
    else:
        t = table(rng, rid, custom=0.5)
    top = t["limit_fan"] if t["limit_fan"] is not None else 20
    if "multipliers" in t:
        top = min(top, len(t["multipliers"]) - 1)
    fan = rng.randrange(t["min_fan"], top + 1)
    winner = rng.choice(SEATS)
    r = rng.random()
    if r < 0.5:
        win: dict[str, Any] = {"winner": winner, "fan": fan, "win_by": "self_draw"}
        return {"ruleset": rid, "table": t, "win": win}
    if r < 0.85:
        discarder = rng.choice([s for s in SEATS if s != winner])
        return {
            "ruleset": rid,
            "table": t,
            "win": {"winner": winner, "fan": fan, "win_by": "discard", "discarder": discarder},
        }
    discarder = rng.choice(SEATS)
    winners = rng.sample([s for s in SEATS if s != discarder], rng.randrange(1, 4))
    return {
        "ruleset": rid,
        "table": t,
        "discarder": discarder,
        "wins": [{"winner": w, "fan": rng.randrange(t["min_fan"], top + 1)} for w in winners],
    }


def _encode(path: str, body: dict[str, Any]) -> Body:
    return path, json.dumps(body, ensure_ascii=False).encode()


def mixed(seed: int = 1) -> Iterator[Body]:
    """Endless distinct requests: score 40 %, batch 10 %, waits 25 %, settle 25 %."""
    rng = random.Random(seed)
    block = 0
    while True:
        hands = corpus(500, seed=seed * 1_000_003 + block)  # a new block of distinct hands each time
        block += 1
        i = 0
        while i < len(hands):
            r = rng.random()
            if r < 0.4:
                yield _encode("/v1/score", _score(rng, hands[i]))
                i += 1
            elif r < 0.5:
                n = rng.randrange(5, 21)
                items = [_score(rng, h) for h in hands[i : i + n]]
                i += n
                yield _encode("/v1/score/batch", {"requests": items})
            elif r < 0.75:
                yield _encode("/v1/waits", _waits(rng, hands[i]))
                i += 1
            else:
                yield _encode("/v1/settle", _settle(rng))


def flood(seed: int = 2, settles: int = 3000, waits: int = 500) -> list[Body]:
    """`settles` /v1/settle with distinct 1,001-value multipliers, then `waits` /v1/waits with
    distinct tables (each with its own house rules, limit and multipliers)."""
    rng = random.Random(seed)
    out = [_encode("/v1/settle", _settle(rng, long=True)) for _ in range(settles)]
    hands = corpus(waits, seed=seed)
    out.extend(_encode("/v1/waits", _waits(rng, h, custom=1.0)) for h in hands)
    return out
