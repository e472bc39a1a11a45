from enum import StrEnum


class SettleResponseMode(StrEnum):
    ALL = "all"
    FIRST = "first"

    def __str__(self) -> str:
        return str(self.value)
