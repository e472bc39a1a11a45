"""The pattern registry: one small predicate per 番種.

A predicate takes a `HandView` and returns how many times the pattern is present (0 = absent). It
never looks at another pattern: what a pattern is worth and what it suppresses is ruleset data.
Predicates are shared by every ruleset that uses the pattern.

Each predicate declares its cheap prerequisites beside it, as facts of rules.view
(`@pattern("full_flush", needs=ONE_SUIT | NO_HONOURS)`): the compiled ruleset calls it only for an
arrangement that has every fact it needs. `needs` is a necessary condition only (the predicate
still decides, and is correct on its own); tests/test_pattern_needs.py checks that no predicate
ever counts on an arrangement that lacks its needs.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.view import HandView

Predicate = Callable[[HandView], int]
PREDICATES: dict[str, Predicate] = {}
NEEDS: dict[str, int] = {}  # pattern id -> the facts (rules.view) its predicate needs
# The patterns whose needs also suffice (`@pattern(id, needs=..., decided=True)`): the predicate is
# true, counted once, on exactly the arrangements with every fact of its needs, so the scorer counts
# it from the facts without calling it (tests/test_pattern_needs.py checks both ways).
DECIDED: set[str] = set()
# Conditions on a hand that a house rule names (`removes_when_true/false: [{id, if}]`): the switch
# takes the pattern away only from the hands that meet the condition (暗槓後天胡: `concealed_kong`).
CONDITIONS: dict[str, Callable[[HandView], bool]] = {}


def pattern(
    pattern_id: str, needs: int = 0, decided: bool = False
) -> Callable[[Callable[[HandView], int | bool]], Predicate]:
    """Register a predicate under a lower_snake id, with the facts it needs; `decided`: those facts
    also suffice (the predicate is then true, once, exactly where they hold: see DECIDED)."""

    def register(fn: Callable[[HandView], int | bool]) -> Predicate:
        if pattern_id in PREDICATES:
            raise ValueError(f"pattern {pattern_id} registered twice")
        PREDICATES[pattern_id] = fn
        NEEDS[pattern_id] = needs
        if decided:
            DECIDED.add(pattern_id)
        return fn

    return register


def condition(name: str) -> Callable[[Callable[[HandView], bool]], Callable[[HandView], bool]]:
    """Register a hand condition a house rule may name."""

    def register(fn: Callable[[HandView], bool]) -> Callable[[HandView], bool]:
        if name in CONDITIONS:
            raise ValueError(f"condition {name} registered twice")
        CONDITIONS[name] = fn
        return fn

    return register


def load_all() -> dict[str, Predicate]:
    """Import every module of predicates (each registers itself) and return the registry."""
    import importlib
    import pkgutil

    for info in sorted(pkgutil.iter_modules(__path__), key=lambda i: i.name):
        importlib.import_module(f"{__name__}.{info.name}")
    return PREDICATES
