"""What is wrong with a request, as every part of `rules/` reports it, and the checks that more than
one part makes.

`Problem(code, pointer, detail)`: a stable code, a JSON pointer into the request body and a sentence.
A check shared by several callers says which fault it found; each caller phrases it with its own code
and words (a scored hand and a settled win describe the same fault to different requests).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rules.tiles import SEATS


@dataclass(frozen=True)
class Problem:
    """One thing wrong with a request: a stable `code`, the JSON `pointer` and a sentence."""

    code: str
    pointer: str
    detail: str


class ProblemsError(ValueError):
    """Every problem of one part of a request at once; `code` is the first problem's."""

    def __init__(self, problems: list[Problem]) -> None:
        super().__init__("; ".join(p.detail for p in problems))
        self.problems = problems

    @property
    def code(self) -> str:
        return self.problems[0].code


DiscarderFault = Literal["missing", "not_a_seat", "claimant"]


def discarder_fault(claimant: str, win_by: object, discarder: object) -> DiscarderFault | None:
    """What is wrong with the discarder of a win (or false win) claimed by `claimant`: on a discard
    it must be given (`missing`), be a seat (`not_a_seat`) and not be the claimant (`claimant`).
    A discarder given with a self-draw is ignored (requests often carry it anyway)."""
    if win_by != "discard":
        return None
    if discarder is None:
        return "missing"
    if not isinstance(discarder, str) or discarder not in SEATS:
        return "not_a_seat"
    if discarder == claimant:
        return "claimant"
    return None
