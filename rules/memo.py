"""The engine's memo caches, each bounded by entries, with the size of one entry written beside it.

Three kinds:

- `bounded_cache(maxsize, entry_bytes)`: `functools.lru_cache(maxsize)` for a function whose
  arguments are the key (small, bounded values: tile counts, hands of at most 24 tiles, ids);
- `BoundedMemo(maxsize, entry_bytes)`: a least-recently-used table whose key the caller computes
  (`memo.get(key, compute)`), for results that depend on a request's values but must not keep
  them: the key is a short digest or the few resolved values that the result depends on;
- `BoundedTable(maxsize, entry_bytes)`: a plain dict's look-up (`table.get(key)`) for the engine's
  hot path, emptied when full (`table.put(key, value)`), for entries that are cheap to make again.

`entry_bytes` is the measured size of one entry (key, value and the cache's own bookkeeping, objects
shared with the rulesets not counted), by `bench/cache_sizes.py`: the average over a full cache of
varied requests with a margin, or the largest entry seen where entries differ much (the waits
memo); `tests/test_caches.py` measures again and fails when entries grew past it. Every cache is
listed in `CACHES`, so that the memory they can take is `sum(maxsize × entry_bytes)`
(docs/OPERATIONS.md "Memory").
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from functools import lru_cache
from typing import Any, NamedTuple, TypeVar

V = TypeVar("V")
F = TypeVar("F", bound=Callable[..., Any])

CACHES: list[Any] = []
"""Every bounded cache of the process (lru_cache wrappers and BoundedMemo instances)."""


def bounded_cache(maxsize: int, entry_bytes: int) -> Callable[[F], F]:
    """`functools.lru_cache(maxsize)`, registered in CACHES with the measured size of one entry."""

    def wrap(fn: F) -> F:
        cached = lru_cache(maxsize=maxsize)(fn)
        cached.entry_bytes = entry_bytes  # type: ignore[attr-defined]
        CACHES.append(cached)
        return cached  # type: ignore[return-value]

    return wrap


class CacheInfo(NamedTuple):
    hits: int
    misses: int
    maxsize: int
    currsize: int


class BoundedMemo:
    """At most `maxsize` entries; the least recently used goes first. Not for unhashable keys
    (`get` raises TypeError: compute without the memo then)."""

    def __init__(self, module: str, name: str, maxsize: int, entry_bytes: int) -> None:
        # Named like a function of `module` (bench/common.py finds the caches of rules/ that way).
        self.__module__, self.__qualname__, self.__name__ = module, name, name
        self.maxsize = maxsize
        self.entry_bytes = entry_bytes
        self._data: dict[Hashable, Any] = {}
        self._hits = self._misses = 0
        CACHES.append(self)

    def get(self, key: Hashable, compute: Callable[..., V], *args: Any) -> V:
        """The value kept under `key`, else `compute(*args)` kept (the arguments given apart, not
        in a closure: a closure makes every variable it reads a cell of the caller)."""
        data = self._data
        try:
            value = data.pop(key)  # re-inserted below: the most recently used is last
            self._hits += 1
        except KeyError:
            value = compute(*args)  # an exception is not remembered
            self._misses += 1
            if len(data) >= self.maxsize:
                del data[next(iter(data))]
        data[key] = value
        return value

    def cache_info(self) -> CacheInfo:
        return CacheInfo(self._hits, self._misses, self.maxsize, len(self._data))

    def cache_clear(self) -> None:
        self._data.clear()
        self._hits = self._misses = 0


class BoundedTable:
    """At most `maxsize` entries; when full, emptied before the next is put. `get` is the dict's own
    look-up (no bookkeeping on a hit): for per-arrangement look-ups whose entries are cheap to make
    again. What an entry holds is counted in its `entry_bytes`: an entry that keeps another cache's
    values alive (rules.scoring._TABLES keeps its compiled rules) keeps them beyond that cache's
    bound, and is counted for them (rules.scoring._PLANS names its table by a number instead)."""

    def __init__(self, module: str, name: str, maxsize: int, entry_bytes: int) -> None:
        self.__module__, self.__qualname__, self.__name__ = module, name, name
        self.maxsize = maxsize
        self.entry_bytes = entry_bytes
        self._data: dict[Hashable, Any] = {}
        self.get = self._data.get
        self._puts = 0
        CACHES.append(self)

    def put(self, key: Hashable, value: V) -> V:
        data = self._data
        if len(data) >= self.maxsize:
            data.clear()
        data[key] = value
        self._puts += 1
        return value

    def cache_info(self) -> CacheInfo:
        return CacheInfo(-1, self._puts, self.maxsize, len(self._data))  # hits are not counted

    def cache_clear(self) -> None:
        self._data.clear()  # the same dict: `get` stays bound to it
        self._puts = 0
