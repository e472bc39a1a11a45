from enum import StrEnum


class FalseWinVariant(StrEnum):
    FULL = "full"
    HALF = "half"
    LIMIT_SELF_DRAW = "limit_self_draw"
    MINIMUM_THREE = "minimum_three"

    def __str__(self) -> str:
        return str(self.value)
