"""Every pattern of every ruleset is registered, named, sourced and tested; every house rule is
named and documented (the ESLint-registry check: registered, documented, tested).

"Tested" is read from the pattern tests' own tables (`Case` rows and `NOT_WINNING` hands, see
tests/hands.py), not from their text: each pattern id has a row that counts it and a near miss
that does not (a row that does not count it, or a hand that does not win at all). Each table's
test module runs its rows and compares the whole result, so a row's expected result is what the
engine answers.
"""

from __future__ import annotations

import importlib
import re
from types import ModuleType
from typing import Any

import pytest

from rules.patterns import PREDICATES
from rules.ruleset import all_rulesets
from tests.hands import Case, with_defaults

# The modules whose tables hold pattern rows.
TABLE_MODULES = (
    "test_hk_classic",
    "test_hk_switches",
    "test_canton_basic",
    "test_canton_mid",
    "test_canton_high",
    "test_canton_limit",
)
PATTERNS = [(rid, p) for rid, rs in all_rulesets().items() for p in rs.patterns.values()]


def _module(name: str) -> ModuleType:
    return importlib.import_module(f"tests.{name}")


def _ruleset_of(hand: dict[str, Any], module: ModuleType) -> str:
    return with_defaults(hand, getattr(module, "DEFAULTS", None)).get("ruleset", "hk-classic")


def _rows() -> list[tuple[str, str, Case]]:
    """(module, ruleset, row) for every Case in a module-level list of a table module."""
    out = []
    for name in TABLE_MODULES:
        module = _module(name)
        for value in vars(module).values():
            if isinstance(value, list) and value and all(isinstance(c, Case) for c in value):
                out.extend((name, _ruleset_of(c.hand, module), c) for c in value)
    return out


def _not_winning() -> list[tuple[str, str, str]]:
    """(module, ruleset, pattern id) for every hand of a module's NOT_WINNING list."""
    return [
        (name, _ruleset_of(hand, module), pid)
        for name in TABLE_MODULES
        for module in [_module(name)]
        for pid, hand in getattr(module, "NOT_WINNING", [])
    ]


ROWS = _rows()
NOT_WINNING = _not_winning()
COUNTED = {(rid, c) for _, rid, case in ROWS for c in case.covers if not c.startswith("!")}
MISSED = {(rid, c[1:]) for _, rid, case in ROWS for c in case.covers if c.startswith("!")} | {
    (rid, pid) for _, rid, pid in NOT_WINNING
}


def test_every_ruleset_has_pattern_rows() -> None:
    assert {rid for _, rid, _ in ROWS} == set(all_rulesets())


@pytest.mark.parametrize(("rid", "p"), PATTERNS, ids=[f"{rid}:{p.id}" for rid, p in PATTERNS])
def test_pattern_is_named_sourced_and_tested(rid: str, p: Any) -> None:
    assert p.id in PREDICATES
    assert p.zh.strip() and p.en.strip()
    assert re.search(r"seed 00[0-3]|RULINGS", p.note), f"{p.id}: the note must cite its seed"
    assert (rid, p.id) in COUNTED, f"{rid}:{p.id}: no row counts it"
    assert (rid, p.id) in MISSED, f"{rid}:{p.id}: no near miss"


@pytest.mark.parametrize(("module", "rid", "case"), ROWS, ids=[f"{m}:{c.name}" for m, _, c in ROWS])
def test_row_is_what_it_covers(module: str, rid: str, case: Case) -> None:
    """A row names patterns of its ruleset, lists a pattern it counts with its fan and leaves out
    a pattern it misses."""
    ids = set(all_rulesets()[rid].patterns)
    for c in case.covers:
        pid = c.lstrip("!")
        assert pid in ids, c
        assert (pid in case.kept) != c.startswith("!"), c
    assert set(case.kept) <= ids and set(case.suppressed) <= ids
    assert set(case.suppressed.values()) <= ids | {"limit", "house_rule"}
    assert case.covers, "a row says which patterns it is about"


@pytest.mark.parametrize(
    ("module", "rid", "pid"), NOT_WINNING, ids=[f"{m}:{p}-{i}" for i, (m, _, p) in enumerate(NOT_WINNING)]
)
def test_not_winning_hand_names_a_pattern(module: str, rid: str, pid: str) -> None:
    assert pid in all_rulesets()[rid].patterns


@pytest.mark.parametrize("rid", sorted(all_rulesets()))
def test_house_rules_are_named_and_documented(rid: str) -> None:
    for s in all_rulesets()[rid].switches.values():
        assert s.zh and s.en and s.note, s.id
