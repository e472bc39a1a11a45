"""Shared helpers of the benchmark scripts: percentiles, cache clearing, targets, JSON summaries.

Every script writes `bench/results/<name>.json` with its figures and a `targets` list of
`{"name", "value", "unit", "op", "limit", "pass"}`; bench/run_all.py joins them.
"""

from __future__ import annotations

import json
import os
import platform
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
RESULTS = ROOT / "bench" / "results"

if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def percentile(values: list[float], p: float) -> float:
    """Nearest-rank percentile (p in 0..100) of a non-empty list."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def median(values: list[float]) -> float:
    return percentile(values, 50)


# Caches of modules otherwise per hand whose entries are per table (see `engine_caches`).
PER_TABLE_CACHES = frozenset(
    {"rules.payouts._SETTLED", "service.engine._PATTERN_ROWS", "service.engine._SUPPRESSED_ROWS"}
)


def engine_caches() -> list[Any]:
    """The per-hand memo caches of rules/ (decompositions, readings, waits, shanten, analyses).

    Cleared before a 'cold' call so that a hand is timed as a server meets it the first time. The
    compiled rulesets (rules.ruleset) and the scoring plans (rules.scoring) are per table, not per
    hand, and stay warm; so do the settlements of one win (`rules.payouts._SETTLED`): keyed by the
    winner's seat, the fan, the way it was won, the discarder, the liability and the table's money
    terms, never by the hand, a table meets the same few hundred all day (`PER_TABLE_CACHES`); so
    do the answers' rows of counted and suppressed patterns (`service.engine._PATTERN_ROWS` and
    `_SUPPRESSED_ROWS`: ruleset data, a count and a fan at the table's limit).
    The request schemas' memo of short tile texts (`schemas.fields`: melds, winning tiles,
    flowers) is cleared too (registered like the caches of rules/).
    """
    import rules.arrangements  # noqa: F401
    import rules.ruleset
    import rules.shanten  # noqa: F401
    import rules.waits  # noqa: F401

    rules.ruleset.all_rulesets()  # imports every pattern module
    import schemas.fields  # noqa: F401  (its memo of short tile texts is registered at import)
    from rules.memo import CACHES

    # Every registered cache but those per ruleset and table (rules.ruleset, rules.table: loaded
    # rulesets, compiled rules, resolved tables; rules.scoring: a table's scoring data and its plans
    # by shape and facts), then any other memo of a rules module.
    per_table = ("rules.ruleset", "rules.table", "rules.scoring")
    out = [
        c
        for c in CACHES
        if getattr(c, "__module__", "") not in per_table
        and f"{c.__module__}.{getattr(c, '__name__', '')}" not in PER_TABLE_CACHES
    ]
    for name, mod in list(sys.modules.items()):
        if not (name == "rules" or name.startswith("rules.")) or name in per_table or mod is None:
            continue
        for attr in vars(mod).values():
            if isinstance(attr, type) or any(attr is c for c in out) or any(attr is c for c in CACHES):
                continue  # a class with a cache_clear method (BoundedMemo itself) is not a cache
            if callable(getattr(attr, "cache_clear", None)) and getattr(attr, "__module__", "") == name:
                out.append(attr)
    return out


def clear_all(caches: list[Any]) -> None:
    for c in caches:
        c.cache_clear()


def target(name: str, value: float, op: str, limit: float, unit: str = "") -> dict[str, Any]:
    ok = value <= limit if op == "<=" else value < limit if op == "<" else value >= limit
    return {"name": name, "value": round(value, 3), "unit": unit, "op": op, "limit": limit, "pass": ok}


def print_targets(targets: list[dict[str, Any]]) -> None:
    print()
    print(f"{'target':52} {'value':>12} {'goal':>14}  result")
    for t in targets:
        goal = f"{t['op']} {t['limit']:g}{t['unit']}"
        print(f"{t['name']:52} {t['value']:>11g}{t['unit']:1} {goal:>14}  {'PASS' if t['pass'] else 'FAIL'}")


def machine() -> dict[str, Any]:
    model = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    import subprocess

    def git(*args: str) -> str:
        try:
            return subprocess.run(["git", *args], cwd=ROOT, capture_output=True, text=True, timeout=10).stdout.strip()
        except (OSError, subprocess.SubprocessError):
            return ""

    return {
        "nproc": os.cpu_count(),
        "cpu": model or platform.processor(),
        "python": platform.python_version(),
        "platform": platform.platform(),
        "commit": git("rev-parse", "HEAD"),
        "uncommitted_code": git("status", "--porcelain", "--", "rules", "service", "schemas").splitlines(),
    }


def write_summary(name: str, summary: dict[str, Any], path: str | None = None) -> Path:
    out = Path(path) if path else RESULTS / f"{name}.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    summary = {"machine": machine(), **summary}
    out.write_text(json.dumps(summary, indent=2, ensure_ascii=False) + "\n")
    print(f"summary written to {out.relative_to(ROOT) if out.is_relative_to(ROOT) else out}")
    return out


def _cpu_times() -> tuple[int, int]:
    fields = [int(x) for x in Path("/proc/stat").read_text().split("\n", 1)[0].split()[1:]]
    idle = fields[3] + (fields[4] if len(fields) > 4 else 0)
    return sum(fields[:8]), idle


def cpu_busy(seconds: float = 1.0) -> float:
    """Share of all CPUs busy over `seconds` (0..1), from /proc/stat; -1 when unavailable."""
    import time

    try:
        t0, i0 = _cpu_times()
        time.sleep(seconds)
        t1, i1 = _cpu_times()
    except (OSError, ValueError, IndexError):
        return -1.0
    return 1 - (i1 - i0) / max(1, t1 - t0)


def wait_quiet(max_wait: float, threshold: float = 0.15) -> dict[str, Any]:
    """Wait up to `max_wait` s for the machine to be quiet (other processes use < threshold of the
    CPUs over a second); the benchmarks share the machine with whatever else runs on it."""
    import time

    start = time.monotonic()
    busy = cpu_busy()
    while busy > threshold and time.monotonic() - start < max_wait:
        busy = cpu_busy()
    try:
        load = Path("/proc/loadavg").read_text().split()[:3]
    except OSError:
        load = []
    return {"cpu_busy_before": round(busy, 3), "waited_s": round(time.monotonic() - start, 1), "loadavg_before": load}
