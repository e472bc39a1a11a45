"""The repository stands alone: nothing it ships (code, data, README, openapi.yaml, docs, and what
the service serves: the contract at /openapi.* and /docs, the catalogue) cites the developers'
notes that do not ship ("RULINGS", "API.md", "../shared", issue numbers). It cites docs/RULES.md,
docs/SOURCES.md and openapi.yaml instead; tests/cite_own_docs.py rewrites the old forms."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("cite_own_docs", ROOT / "tests" / "cite_own_docs.py")
assert _spec and _spec.loader
cite = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(cite)


def test_no_shipped_file_cites_what_does_not_ship() -> None:
    found = cite.run(write=False)
    assert not found, "run tests/cite_own_docs.py, then reword what is left:\n" + "\n".join(found)


def test_the_cited_documents_exist() -> None:
    rules = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    for n, title in enumerate(
        (
            "Rulesets",
            "hk-classic fan table",
            "canton-new",
            "Choosing the arrangement",
            "Payouts",
            "Tiles",
            "Later rulings",
        ),
        1,
    ):
        assert f"\n## §{n} {title}" in rules
    sources = (ROOT / "docs" / "SOURCES.md").read_text(encoding="utf-8")
    for n in range(4):
        assert f"## seed 00{n}: " in sources


def test_every_house_rule_is_in_the_rules_document() -> None:
    from rules.ruleset import all_rulesets

    rules = (ROOT / "docs" / "RULES.md").read_text(encoding="utf-8")
    for rs in all_rulesets().values():
        for sid in rs.switches:
            assert f"`{sid}`" in rules, f"docs/RULES.md does not name the {rs.id} house rule {sid}"


@pytest.mark.parametrize(
    "path",
    [
        "/openapi.yaml",
        "/openapi.json",
        "/docs/openapi-3.0.json",
        "/docs",
        "/v1/rulesets",
        "/v1/rulesets/hk-classic",
        "/v1/rulesets/canton-new",
    ],
)
def test_nothing_served_cites_what_does_not_ship(path: str) -> None:
    from service import create_app

    r = create_app().test_client().get(path)  # /docs/openapi-3.0.json is not in the contract itself
    assert r.status_code == 200
    text = r.get_data(as_text=True)
    hits = sorted({m.group(0) for m in cite.FORBIDDEN.finditer(text)})
    assert not hits, f"{path} cites {hits}"


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ("(RULINGS §4)", "(docs/RULES.md §4)"),
        ("RULINGS.md §3", "docs/RULES.md §3"),
        ("RULINGS §2/§3:", "docs/RULES.md §2/§3:"),
        ("../shared/RULINGS.md (decisions)", "docs/RULES.md (decisions)"),
        ("(field names: ../shared/API.md)", "(field names: openapi.yaml)"),
        ("(RULINGS §6, API.md)", "(docs/RULES.md §6, openapi.yaml)"),
        ("The API shape of RULINGS/API.md", "The API shape of openapi.yaml"),
        ("summary: 'The request of API.md (without", "summary: 'The reference request (without"),
        ("seed 001 and seed 003", "seed 001 and seed 003"),
    ],
)
def test_rewrites(old: str, new: str) -> None:
    assert cite.rewrite(old) == new
