from enum import StrEnum


class TableEchoPayment(StrEnum):
    FULL = "full"
    HALF = "half"

    def __str__(self) -> str:
        return str(self.value)
