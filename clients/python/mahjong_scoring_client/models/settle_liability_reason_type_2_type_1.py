from enum import StrEnum


class SettleLiabilityReasonType2Type1(StrEnum):
    BIG_FOUR_WINDS = "big_four_winds"
    BIG_THREE_DRAGONS = "big_three_dragons"
    EXPOSED_KONG_REPLACEMENT = "exposed_kong_replacement"
    FOUR_KONGS = "four_kongs"
    NINE_TILES = "nine_tiles"
    OTHER = "other"
    TWELVE_TILES = "twelve_tiles"

    def __str__(self) -> str:
        return str(self.value)
