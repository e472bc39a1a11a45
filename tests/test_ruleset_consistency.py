"""Every pattern of every ruleset has its names, a source note, and test cases; every house rule
has names and a note (the ESLint-registry check: registered, documented, tested)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rules.patterns import PREDICATES
from rules.ruleset import all_rulesets

TESTS = Path(__file__).parent
FILES = {"hk-classic": ["test_hk_classic.py", "test_hk_switches.py"],
         "canton-new": ["test_canton_basic.py", "test_canton_mid.py", "test_canton_high.py",
                        "test_canton_limit.py", "test_api_canton_context.py"]}
PATTERNS = [(rid, p) for rid, rs in all_rulesets().items() for p in rs.patterns.values()]


def _quoted_ids(rid: str) -> set[str]:
    text = "\n".join((TESTS / f).read_text(encoding="utf-8") for f in FILES[rid])
    return set(re.findall(r"[\"']([a-z0-9_]+)[\"']", text))


def test_every_ruleset_has_its_test_files() -> None:
    assert set(FILES) == set(all_rulesets())


@pytest.mark.parametrize(("rid", "p"), PATTERNS, ids=[f"{rid}:{p.id}" for rid, p in PATTERNS])
def test_pattern_is_named_sourced_and_tested(rid: str, p) -> None:
    assert p.id in PREDICATES
    assert p.zh.strip() and p.en.strip()
    assert re.search(r"seed 00[0-3]|RULINGS", p.note), f"{p.id}: the note must cite its seed"
    assert p.id in _quoted_ids(rid), f"{rid}:{p.id} has no test case naming it"


@pytest.mark.parametrize("rid", sorted(all_rulesets()))
def test_house_rules_are_named_and_documented(rid: str) -> None:
    for s in all_rulesets()[rid].switches.values():
        assert s.zh and s.en and s.note, s.id
