from enum import StrEnum


class TableScale(StrEnum):
    HALF_SPICY = "half-spicy"
    SPICY = "spicy"

    def __str__(self) -> str:
        return str(self.value)
