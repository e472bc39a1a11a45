from enum import StrEnum


class TableEchoScale(StrEnum):
    CUSTOM = "custom"
    HALF_SPICY = "half-spicy"
    SPICY = "spicy"

    def __str__(self) -> str:
        return str(self.value)
