"""Issue 5: every pattern name of seed 000 is a pattern of canton-new, so nothing is skipped silently."""

from pathlib import Path

import pytest

from rules.ruleset import get_ruleset

NAMES = [
    line.strip()
    for line in (Path(__file__).parent / "data" / "canton_new_seed_names.txt").read_text(encoding="utf-8").splitlines()
    if line.strip() and not line.startswith("#")
]


def _names_of_ruleset() -> dict[str, str]:
    out = {}
    for p in get_ruleset("canton-new").patterns.values():
        out[p.zh] = p.id
        for alias in p.aliases:
            out.setdefault(alias, p.id)
    return out


def test_the_list_is_the_whole_seed() -> None:
    assert len(NAMES) == 151
    assert len(set(NAMES)) == len(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_every_seed_name_is_a_pattern(name: str) -> None:
    assert name in _names_of_ruleset(), f"seed 000 pattern {name} is missing from canton-new"
