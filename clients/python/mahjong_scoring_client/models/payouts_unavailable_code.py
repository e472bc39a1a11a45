from enum import StrEnum


class PayoutsUnavailableCode(StrEnum):
    AMOUNT_TOO_LARGE = "amount_too_large"
    BELOW_MINIMUM = "below_minimum"
    FAN_BEYOND_MULTIPLIERS = "fan_beyond_multipliers"

    def __str__(self) -> str:
        return str(self.value)
