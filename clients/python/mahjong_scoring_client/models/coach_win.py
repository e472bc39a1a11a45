from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.coach_win_value import CoachWinValue


T = TypeVar("T", bound="CoachWin")


@_attrs_define
class CoachWin:
    """
    Attributes:
        winning_tile (str): `hand.drawn`, or without it the tile whose self-draw scores best.
        assumed (bool): True when `hand.drawn` was not given and `winning_tile` was chosen.
        self_draw (CoachWinValue): A `WinValue` of `/v1/waits` (the completed hand scored as `POST /v1/score` scores it)
            with what the player would receive.
        score_with (Literal['/v1/score']): The endpoint that gives the full score (suppressed patterns, arrangement,
            payments).
    """

    winning_tile: str
    assumed: bool
    self_draw: CoachWinValue
    score_with: Literal["/v1/score"]

    def to_dict(self) -> dict[str, Any]:
        winning_tile = self.winning_tile

        assumed = self.assumed

        self_draw = self.self_draw.to_dict()

        score_with = self.score_with

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "winning_tile": winning_tile,
                "assumed": assumed,
                "self_draw": self_draw,
                "score_with": score_with,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.coach_win_value import CoachWinValue  # noqa: PLC0415

        d = dict(src_dict)
        winning_tile = d.pop("winning_tile")

        assumed = d.pop("assumed")

        self_draw = CoachWinValue.from_dict(d.pop("self_draw"))

        score_with = cast(Literal["/v1/score"], d.pop("score_with"))
        if score_with != "/v1/score":
            raise ValueError(f"score_with must match const '/v1/score', got '{score_with}'")

        coach_win = cls(
            winning_tile=winning_tile,
            assumed=assumed,
            self_draw=self_draw,
            score_with=score_with,
        )

        return coach_win
