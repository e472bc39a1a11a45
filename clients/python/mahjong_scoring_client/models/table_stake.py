from enum import StrEnum


class TableStake(StrEnum):
    一二蚊 = "一二蚊"
    二五雞 = "二五雞"
    五一 = "五一"

    def __str__(self) -> str:
        return str(self.value)
