"""The flood, short: settle requests with distinct 1,001-value multipliers lists and waits requests
with distinct tables leave the server's memory (PSS of master and workers, gunicorn.conf.py, 2
workers, 127.0.0.1) where it was. Each such request used to stay in a cache: about 40 KB a settle
request and 50-100 KB a waits request, never given back. `make soak` runs the whole flood (3,000
and 500) after 10 minutes of mixed requests."""

from __future__ import annotations

import time

import pytest
from loadkit import Gunicorn, blast

from bench.traffic import flood, mixed

pytestmark = pytest.mark.load

SETTLES, WAITS = 400, 40
GROWTH_MIB = 8.0  # the old caches kept about 14 MiB of these (measured: 2-5 MiB now)


def test_a_flood_of_distinct_tables_is_not_kept():
    with Gunicorn(workers=2) as server:
        blast(server.port, [mixed(7 + k) for k in range(2)], seconds=2)  # first requests warm up
        time.sleep(0.5)
        before = server.pss_mib()
        bodies = flood(11, SETTLES, WAITS)
        out = blast(server.port, [iter(bodies[k::4]) for k in range(4)])
        time.sleep(0.5)
        after = server.pss_mib()
        print(f"\n[flood] {out.summary()}; PSS {before} -> {after} MiB")
        assert out.sent == SETTLES + WAITS and not out.errors, out.summary()
        assert out.statuses[200] >= out.sent - WAITS // 5, out.statuses  # a few waits hands meet 4 copies
        assert after < 200
        assert after - before < GROWTH_MIB, (before, after)
