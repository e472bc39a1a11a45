from enum import StrEnum


class SuppressedPatternReason(StrEnum):
    HOUSE_RULE = "house_rule"
    IMPLIED = "implied"
    LIMIT = "limit"
    SHARED = "shared"

    def __str__(self) -> str:
        return str(self.value)
