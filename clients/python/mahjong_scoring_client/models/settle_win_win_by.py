from enum import StrEnum


class SettleWinWinBy(StrEnum):
    DISCARD = "discard"
    SELF_DRAW = "self_draw"

    def __str__(self) -> str:
        return str(self.value)
