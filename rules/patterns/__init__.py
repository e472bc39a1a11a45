"""The pattern registry: one small predicate per 番種.

A predicate takes a `HandView` and returns how many times the pattern is present (0 = absent). It
never looks at another pattern: what a pattern is worth and what it suppresses is ruleset data.
Predicates are shared by every ruleset that uses the pattern.
"""

from __future__ import annotations

from collections.abc import Callable

from rules.view import HandView

Predicate = Callable[[HandView], int]
PREDICATES: dict[str, Predicate] = {}
# Conditions on a hand that a house rule names (`removes_when_true/false: [{id, if}]`): the switch
# takes the pattern away only from the hands that meet the condition (暗槓後天胡: `concealed_kong`).
CONDITIONS: dict[str, Callable[[HandView], bool]] = {}


def pattern(pattern_id: str) -> Callable[[Callable[[HandView], int | bool]], Predicate]:
    """Register a predicate under a lower_snake id."""

    def register(fn: Callable[[HandView], int | bool]) -> Predicate:
        if pattern_id in PREDICATES:
            raise ValueError(f"pattern {pattern_id} registered twice")
        PREDICATES[pattern_id] = fn
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
