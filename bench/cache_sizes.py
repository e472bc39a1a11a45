"""The memo caches of rules/ and service/: entries, measured size of one entry, worst case.

    .venv/bin/python bench/cache_sizes.py [--requests 3000] [--seed 1] [--json PATH]

Sends `--requests` distinct requests of the soak's mix (bench/traffic.py: score, batch, waits,
settle, each with a table of its own) through the app in process, then the flood's kinds (settle
with 1,001 multipliers, waits with distinct tables), and measures every cache: its entries and the
size of its contents, object by object (sys.getsizeof over everything the entries reach, each
object once; objects the rulesets hold, types, functions and modules are shared and not counted).
Per entry = contents / entries. Worst case = maxsize × the documented `entry_bytes`
(rules/memo.py). Summary: bench/results/cache_sizes.json.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import itertools
import pkgutil
import sys
import types
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

_OPAQUE = (
    type,
    types.ModuleType,
    types.FunctionType,
    types.BuiltinFunctionType,
    types.MethodType,
    types.CodeType,
    types.FrameType,
)


def _modules() -> list[types.ModuleType]:
    import rules
    import service

    out = []
    for pkg in (rules, service):
        for info in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + "."):
            if info.name.endswith("gunicorn_worker"):
                continue  # gevent: imported by gunicorn only
            out.append(importlib.import_module(info.name))
    return out


def caches() -> dict[str, Any]:
    """Every memo cache of rules/ and service/ by qualified name: lru_cache wrappers (registered or
    not) and rules.memo.BoundedMemo instances."""
    from rules.memo import CACHES

    found: dict[str, Any] = {}
    for mod in _modules():
        for name, attr in vars(mod).items():
            if isinstance(attr, _OPAQUE[:2]) or type(attr).__module__.startswith("werkzeug"):
                continue  # classes, modules, and flask's proxies (request, g, current_app)
            if callable(getattr(attr, "cache_info", None)) and getattr(attr, "__module__", "") == mod.__name__:
                found[f"{mod.__name__}.{name}"] = attr
    for c in CACHES:
        if not any(c is f for f in found.values()):
            found[f"{c.__module__}.{c.__name__}"] = c
    return found


def shared_ids() -> set[int]:
    """Objects every cache may point to without owning them: the rulesets and their default rules."""
    from rules.ruleset import all_rulesets

    roots: list[Any] = []
    for rs in all_rulesets().values():
        roots.extend((rs, rs.compile()))
    seen: set[int] = set()
    stack = roots
    while stack:
        o = stack.pop()
        if id(o) in seen or isinstance(o, _OPAQUE):
            continue
        seen.add(id(o))
        stack.extend(gc.get_referents(o))
    return seen


def deep_size(roots: list[Any], exclude: set[int]) -> int:
    seen = set(exclude)
    total = 0
    stack = list(roots)
    while stack:
        o = stack.pop()
        if id(o) in seen or isinstance(o, _OPAQUE):
            continue
        seen.add(id(o))
        if isinstance(o, int) and -5 <= o <= 256:
            continue  # the interpreter's shared small ints
        total += sys.getsizeof(o)
        stack.extend(gc.get_referents(o))
    return total


def cache_bytes(cache: Any, exclude: set[int]) -> int:
    """The bytes a cache holds: a BoundedMemo's dict; for an lru_cache, what its wrapper shows the
    garbage collector (every key and result, and its storage dict), less its own attributes."""
    data = getattr(cache, "_data", None)
    if isinstance(data, dict):
        return deep_size([data], exclude)
    roots = [r for r in gc.get_referents(cache) if not (isinstance(r, dict) and "__wrapped__" in r)]
    return deep_size(roots, exclude)


def _fill_readings(n: int, seed: int) -> None:
    """canton_basic._readings serves pattern predicates run outside score_hand (the scorer gives them
    its own arrangements): fill it directly with corpus hands."""
    from bench.bench_scoring import to_domain
    from bench.corpus import corpus
    from rules.patterns.canton_basic import _readings
    from rules.ruleset import all_rulesets

    shapes = all_rulesets()["canton-new"].compile().shapes
    for req in corpus(n, seed=seed + 7):
        hand, ctx = to_domain(req)
        _readings(hand, ctx, shapes)


def measure(
    requests: int = 3000, seed: int = 1, flood_settles: int = 300, flood_waits: int = 100, client: Any = None
) -> list[dict]:
    """Fill the caches with traffic through `client` (a new app's test client unless given), then
    measure them."""
    from bench.traffic import flood, mixed
    from service import create_app

    client = client or create_app({"TESTING": True}).test_client()
    for path, body in itertools.chain(
        itertools.islice(mixed(seed), requests), flood(seed + 1, flood_settles, flood_waits)
    ):
        client.post(path, data=body, content_type="application/json")
    for path in ("/openapi.json", "/openapi.yaml", "/docs", "/docs/openapi-3.0.json"):
        client.get(path)
    _fill_readings(requests // 4, seed)
    gc.collect()
    exclude = shared_ids()
    rows = []
    for name, cache in sorted(caches().items()):
        info = cache.cache_info()
        size = cache_bytes(cache, exclude)
        per = round(size / info.currsize) if info.currsize else 0
        documented = getattr(cache, "entry_bytes", None)
        rows.append(
            {
                "cache": name,
                "maxsize": info.maxsize,
                "entries": info.currsize,
                "hits": info.hits,
                "misses": info.misses,
                "bytes": size,
                "per_entry": per,
                "entry_bytes": documented,
                "worst_case_mib": round(info.maxsize * (documented or per) / 2**20, 2) if info.maxsize else None,
            }
        )
    return rows


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--requests", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--json")
    a = ap.parse_args()
    rows = measure(a.requests, a.seed)
    print(f"{'cache':52} {'maxsize':>8} {'entries':>8} {'per entry':>10} {'documented':>10} {'worst MiB':>9}")
    for r in rows:
        doc = f"{r['entry_bytes']:,}" if r["entry_bytes"] else "-"
        worst = f"{r['worst_case_mib']:.1f}" if r["worst_case_mib"] is not None else "unbounded"
        print(f"{r['cache']:52} {r['maxsize'] or 0:8} {r['entries']:8} {r['per_entry']:10,} {doc:>10} {worst:>9}")
    total = sum(r["worst_case_mib"] or 0 for r in rows)
    print(f"{'all caches, worst case':52} {'':8} {'':8} {'':10} {'':10} {total:9.1f}")
    from bench.common import write_summary

    write_summary(
        "cache_sizes", {"requests": a.requests, "seed": a.seed, "rows": rows, "worst_case_mib": round(total, 1)}, a.json
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
