from enum import StrEnum


class MeldType(StrEnum):
    CHOW = "chow"
    KONG = "kong"
    PUNG = "pung"

    def __str__(self) -> str:
        return str(self.value)
