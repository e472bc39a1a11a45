from enum import StrEnum


class HouseRuleInfoType(StrEnum):
    BOOLEAN = "boolean"
    CHOICE = "choice"
    FAN = "fan"

    def __str__(self) -> str:
        return str(self.value)
