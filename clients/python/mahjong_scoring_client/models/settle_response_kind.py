from enum import StrEnum


class SettleResponseKind(StrEnum):
    FALSE_WIN = "false_win"
    WIN = "win"
    WINS = "wins"

    def __str__(self) -> str:
        return str(self.value)
