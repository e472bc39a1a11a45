"""Every memo cache of rules/, schemas/ and service/ is bounded by entries, holds no request data of unbounded
size in its keys, and its entries are no bigger than the size written beside it (rules/memo.py,
measured by bench/cache_sizes.py): so the memory all caches can take is known in advance."""

from __future__ import annotations

import gc
import re
from fractions import Fraction
from pathlib import Path

import pytest

from bench import cache_sizes
from rules.memo import CACHES, BoundedMemo, BoundedTable
from rules.ruleset import Rules, Ruleset
from rules.table import Table

ROOT = Path(__file__).resolve().parents[1]
WORST_CASE_MIB = 48  # all caches of one worker, full (docs/OPERATIONS.md "Memory")
LONGEST_KEY_PART = 64  # tiles of a hand (24), tile counts (34), switch values (11): never a request's list


@pytest.fixture(scope="module")
def measured(app):
    for c in CACHES:
        c.cache_clear()
    client = app.test_client()
    client.validate = False  # the traffic is checked elsewhere; /docs/openapi-3.0.json is not in the contract
    rows = cache_sizes.measure(requests=100, seed=3, flood_settles=30, flood_waits=10, client=client)
    return {r["cache"]: r for r in rows}


def test_no_cache_outside_the_registry():
    """functools caches are made through rules.memo (bounded_cache / BoundedMemo) only."""
    offenders = []
    for path in [p for d in ("rules", "schemas", "service") for p in (ROOT / d).rglob("*.py")]:
        if path.name == "memo.py":
            continue
        text = path.read_text()
        for pattern in (r"lru_cache\(", r"functools\.cache\b", r"^\s*@cache\b", r"from functools import .*\bcache\b"):
            if re.search(pattern, text, re.M):
                offenders.append(f"{path.relative_to(ROOT)}: {pattern}")
    assert not offenders, offenders


def test_every_cache_is_bounded_and_documented(measured):
    assert set(measured) == {f"{c.__module__}.{c.__name__}" for c in CACHES}
    for c in CACHES:
        info = c.cache_info()
        assert isinstance(info.maxsize, int) and info.maxsize >= 1, c.__name__
        assert c.entry_bytes > 0, c.__name__


def test_entries_are_no_bigger_than_written(measured):
    for name, row in measured.items():
        # An average over enough entries; or over a few big ones, 4 or more (compiled rulesets, the
        # waits memo's flood: each one worth megabytes of the budget when full). A table's scoring
        # data has 2 entries here, too few: bench/cache_sizes.py measures it (docs/OPERATIONS.md).
        if row["entries"] >= 100 or row["maxsize"] == 1 or (row["entries"] >= 4 and row["entry_bytes"] >= 10_000):
            assert row["per_entry"] <= row["entry_bytes"], (name, row)


@pytest.mark.parametrize("ruleset_id", ["hk-classic", "canton-new"])
@pytest.mark.parametrize("tiles", ["19m19p19s1234567z", "1112345678999m", "1112223334445m"])
def test_the_largest_waits_entries_fit_the_size_written(ruleset_id, tiles):
    """Thirteen-, nine- and five-sided waits: the biggest entries of the waits memo."""
    from rules.hand import Hand, WinContext
    from rules.ruleset import all_rulesets
    from rules.table import resolve_table
    from rules.tiles import parse_tiles
    from rules.waits import _CORES, analyse_waits

    _CORES.cache_clear()
    table = resolve_table(all_rulesets()[ruleset_id], {"min_fan": 0})
    assert analyse_waits(Hand(tuple(parse_tiles(tiles)), (), None, ()), WinContext(), table).ready
    assert cache_sizes.cache_bytes(_CORES, cache_sizes.shared_ids()) <= _CORES.entry_bytes


def test_all_caches_full_fit_the_budget():
    worst = sum(c.cache_info().maxsize * c.entry_bytes for c in CACHES) / 2**20
    assert worst <= WORST_CASE_MIB, worst


def _key_parts(cache) -> list:
    if isinstance(cache, BoundedMemo | BoundedTable):
        return list(cache._data)
    storage = next(r for r in gc.get_referents(cache) if isinstance(r, dict) and "__wrapped__" not in r)
    return list(storage)


def test_keys_hold_no_long_request_data_and_no_table(measured):
    """After the flood (settle with 1,001 multipliers, waits at distinct tables): no key holds a
    sequence longer than a hand's tiles or a count vector, nor a Table (which holds multipliers)."""
    for c in CACHES:
        stack = _key_parts(c)
        seen: set[int] = set()
        while stack:
            o = stack.pop()
            if id(o) in seen:
                continue
            seen.add(id(o))
            if isinstance(o, Ruleset | Rules):
                continue  # a loaded ruleset, or one compiled with a table's switch values: no request data
            assert not isinstance(o, Table), c.__name__
            if isinstance(o, tuple | list | frozenset | str | bytes):
                assert len(o) <= LONGEST_KEY_PART, (c.__name__, len(o))
                if isinstance(o, tuple | list | frozenset):
                    stack.extend(o)
            elif hasattr(o, "__dataclass_fields__") and not isinstance(o, Fraction):
                stack.extend(getattr(o, f) for f in o.__dataclass_fields__)


def test_the_settlement_memo_keys_multipliers_by_a_digest():
    from rules.payouts import _SETTLED, settle_win

    _SETTLED.cache_clear()
    mults = list(range(1, 1002))
    a = settle_win("east", 5, "self_draw", scale=mults)
    assert settle_win("east", 5, "self_draw", scale=tuple(mults)) is a  # the same values: a hit
    b = settle_win("east", 5, "self_draw", scale=mults[:5] + [mults[5] + 1] + mults[6:])
    assert b is not a and b.net["east"] == a.net["east"] + 3  # fan 5 pays 7 instead of 6, by three
    (key,) = [k for k in _SETTLED._data if k[1] == 5 and k[0] == "east"][:1]
    scale = key[5][1]  # rules.payouts.terms_key: (base, scale, payment, limit, dealer rule, liability rule)
    assert scale[0] == "multipliers" and scale[1] == 1001 and len(scale[2]) == 16
