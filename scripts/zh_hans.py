"""Simplified Chinese (zh-Hans) names, written mechanically from the Traditional ones (zh).

Every pattern, ruleset and house rule has its name in `zh` (Traditional, zh-Hant), `zh-Hans` and
`en`. The Simplified name is the Traditional one converted character by character with the table
below, which was drafted with OpenCC (t2s) at development time and reviewed by hand for mahjong
terms: 槓→杠 and 銃→铳 convert; 糊 and 胡 are kept as the source writes them (both are Simplified
characters too, and the names distinguish 雞糊 from 平胡 as the seeds do); 么 and 幺 are kept (both
are in use, 十三么 in seed 003, 十三幺 in seed 000); 檯→台, 幹→干, 後→后, 於→于, 餘→余.

    .venv/bin/python scripts/zh_hans.py          # check: every name has the right zh-Hans (exit 1 if not)
    .venv/bin/python scripts/zh_hans.py --write  # add or correct every zh-Hans in the files below

It edits the one-line name mappings `name: {zh: X, en: Y ...}` of the ruleset files and the
`{zh: X, en: Y}` name objects of openapi.yaml's examples in place (comments and layout kept), so
it can be run again after a merge brings new names. A character that is in neither table stops it:
review it and add it to `T2S` (it has a Simplified form) or `SAME` (it is written the same).
`tests/test_names.py` runs the check.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

# Traditional -> Simplified, for every character of our names that differs.
T2S = {
    "亂": "乱",
    "兩": "两",
    "動": "动",
    "叢": "丛",
    "單": "单",
    "夠": "够",
    "寶": "宝",
    "將": "将",
    "對": "对",
    "帶": "带",
    "幹": "干",
    "廣": "广",
    "張": "张",
    "後": "后",
    "搶": "抢",
    "撈": "捞",
    "數": "数",
    "斷": "断",
    "於": "于",
    "會": "会",
    "東": "东",
    "條": "条",
    "槓": "杠",
    "檯": "台",
    "歸": "归",
    "渾": "浑",
    "滿": "满",
    "漢": "汉",
    "無": "无",
    "燈": "灯",
    "環": "环",
    "發": "发",
    "節": "节",
    "簡": "简",
    "紅": "红",
    "組": "组",
    "絕": "绝",
    "綠": "绿",
    "線": "线",
    "羅": "罗",
    "聽": "听",
    "臨": "临",
    "莊": "庄",
    "萬": "万",
    "蓮": "莲",
    "藍": "蓝",
    "計": "计",
    "車": "车",
    "連": "连",
    "過": "过",
    "邊": "边",
    "銃": "铳",
    "鏡": "镜",
    "鐘": "钟",
    "門": "门",
    "開": "开",
    "雙": "双",
    "雞": "鸡",
    "頂": "顶",
    "順": "顺",
    "頭": "头",
    "風": "风",
    "飄": "飘",
    "飛": "飞",
    "餘": "余",
    "騎": "骑",
    "魚": "鱼",
    "鳥": "鸟",
    "鳴": "鸣",
    "黃": "黄",
    "點": "点",
    "齊": "齐",
    "龍": "龙",
    "麼": "么",
}
# Characters of our names that are written the same in both scripts (reviewed).
SAME = set(
    "一七三上不中么九二五人付仙以低例倒做元全八六其冚出分刻前包北十半南卡台各合吊同喜嗌四圈地坎塔士大天头子"
    "孔字客家小少尾局平幺底彩手抱推搭摸料新方暗月有未正步殿求法洞流海混清港炮牌王珠生番百的相眼石破碰窿章筋"
    "糊缺老者胡自般色花蛇西起跳逢道金雀雪青靠香高魔麻黑鼓"
)

RULESET_FILES = sorted((ROOT / "rules" / "rulesets").rglob("*.yaml"))
OPENAPI = ROOT / "openapi.yaml"
# `{zh: X, en: Y`, or `{zh: X, zh-Hans: Z, en: Y`: the name mappings of the data and the examples.
NAME_RE = re.compile(r"\{zh: (?P<zh>[^,{}]+?), (?:zh-Hans: (?P<hans>[^,{}]+?), )?en: ")


class UnknownCharacter(ValueError):
    pass


def to_hans(text: str) -> str:
    """The Simplified spelling of a Traditional name; UnknownCharacter for a character not reviewed."""
    out = []
    for ch in text:
        if ch in T2S:
            out.append(T2S[ch])
        elif ch in SAME or ord(ch) < 0x2E80 or ch in "（）、，：；":
            out.append(ch)
        else:
            raise UnknownCharacter(f"{ch!r} (in {text!r}) is in neither T2S nor SAME of scripts/zh_hans.py")
    return "".join(out)


def _fix(text: str) -> tuple[str, list[str]]:
    problems: list[str] = []

    def one(m: re.Match[str]) -> str:
        zh = m.group("zh")
        try:
            hans = to_hans(zh)
        except UnknownCharacter as e:
            problems.append(str(e))
            return m.group(0)
        if m.group("hans") != hans:
            problems.append(f"{zh}: zh-Hans {m.group('hans')!r}, expected {hans!r}")
        return f"{{zh: {zh}, zh-Hans: {hans}, en: "

    return NAME_RE.sub(one, text), problems


def run(write: bool) -> list[str]:
    """Check (or write) every file; the problems found (for --write, those left)."""
    left: list[str] = []
    for path in [*RULESET_FILES, OPENAPI]:
        text = path.read_text(encoding="utf-8")
        fixed, problems = _fix(text)
        rel = path.relative_to(ROOT)
        if write:
            if fixed != text:
                path.write_text(fixed, encoding="utf-8")
            left.extend(f"{rel}: {p}" for p in problems if "neither" in p)
        else:
            left.extend(f"{rel}: {p}" for p in problems)
    return left


def main(argv: list[str]) -> int:
    problems = run(write="--write" in argv)
    for p in problems:
        print(p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
