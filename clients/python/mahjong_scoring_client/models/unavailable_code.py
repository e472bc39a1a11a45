from enum import StrEnum


class UnavailableCode(StrEnum):
    AMOUNT_TOO_LARGE = "amount_too_large"
    FAN_BEYOND_MULTIPLIERS = "fan_beyond_multipliers"

    def __str__(self) -> str:
        return str(self.value)
