"""rules.table.resolve_table refuses a bad table on its own (library callers skip the API schema)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from rules.ruleset import get_ruleset
from rules.table import TableError, resolve_table


@pytest.mark.parametrize(
    ("table", "pointers"),
    [
        ({"stake": "x"}, ["/table/stake"]),
        ({"min_fan": "3"}, ["/table/min_fan"]),
        ({"base": "abc"}, ["/table/base"]),
        ({"payment": "quarter", "scale": "mild"}, ["/table/scale", "/table/payment"]),
        ({"limit_fan": -1}, ["/table/limit_fan"]),
        ({"min_fan": 10, "limit_fan": 5}, ["/table/min_fan"]),
        ({"stake": "二五雞", "base": 2}, ["/table/base"]),
        (
            {"house_rules": {"nope": True, "limit_hands": "double"}},
            ["/table/house_rules/nope", "/table/house_rules/limit_hands"],
        ),
    ],
)
def test_bad_tables_are_refused_with_every_problem(table: dict, pointers: list[str]) -> None:
    with pytest.raises(TableError) as e:
        resolve_table(get_ruleset("hk-classic"), table)
    assert [p.pointer for p in e.value.problems] == pointers


def test_defaults_come_from_the_ruleset() -> None:
    hk = resolve_table(get_ruleset("hk-classic"), None)
    assert (hk.min_fan, hk.limit_fan, hk.scale, hk.payment, hk.base) == (3, 13, "half-spicy", "full", Fraction(1))
    cn = resolve_table(get_ruleset("canton-new"), {"stake": "二五雞"})
    assert (cn.min_fan, cn.limit_fan, cn.base) == (3, None, Fraction(1, 2))
