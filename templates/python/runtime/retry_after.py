# `Retry-After` (RFC 9110 10.2.3): a number of seconds (digits only) or an HTTP date, in any of the
# three forms a recipient must read (RFC 9110 5.6.7). Anything else is unreadable: "-1" or "1.5" is
# no wait at all, not a date in the year -1 or 2001.

from __future__ import annotations

import re
import time
from calendar import timegm
from typing import Final

_DAY: Final = "(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)"
_LONG_DAY: Final = "(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)"
_MONTHS: Final = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
_MONTH: Final = f"({'|'.join(_MONTHS)})"
_TIME: Final = r"([0-9]{2}):([0-9]{2}):([0-9]{2})"
_SECONDS: Final = re.compile(r"[0-9]+")

# Each form with its groups in the order day, month, year, hours, minutes, seconds.
_HTTP_DATES: Final = (
    (re.compile(f"{_DAY}, ([0-9]{{2}}) {_MONTH} ([0-9]{{4}}) {_TIME} GMT"), (1, 2, 3, 4, 5, 6)),
    (re.compile(f"{_LONG_DAY}, ([0-9]{{2}})-{_MONTH}-([0-9]{{2}}) {_TIME} GMT"), (1, 2, 3, 4, 5, 6)),
    (re.compile(f"{_DAY} {_MONTH} ([ 0-9][0-9]) {_TIME} ([0-9]{{4}})"), (2, 1, 6, 3, 4, 5)),
)


def http_date(text: str) -> float | None:
    """An HTTP date as seconds since the epoch, or None when the text is no HTTP date."""
    for pattern, order in _HTTP_DATES:
        match = pattern.fullmatch(text)
        if match is None:
            continue
        day, month, year, hours, minutes, seconds = (match.group(group).strip() for group in order)
        try:
            return float(timegm((_full_year(year), _MONTHS.index(month) + 1, int(day), int(hours), int(minutes), int(seconds), 0, 0, 0)))
        except (ValueError, OverflowError):
            return None
    return None


def _full_year(year: str) -> int:
    """A two-digit year read as RFC 9110 asks: one that looks more than 50 years ahead is in the past century."""
    if len(year) == 4:
        return int(year)
    now = time.gmtime().tm_year
    candidate = now - now % 100 + int(year)
    return candidate - 100 if candidate > now + 50 else candidate


def retry_after_seconds(value: str | None, now: float | None = None) -> float | None:
    """`Retry-After` as seconds from `now`; None when absent or unreadable."""
    if value is None:
        return None
    text = value.strip()
    if _SECONDS.fullmatch(text) is not None:
        # Past 12 digits a wait is longer than any cap (and int() refuses thousands of digits).
        return float(int(text)) if len(text) <= 12 else float("inf")
    date = http_date(text)
    return None if date is None else max(0.0, date - (time.time() if now is None else now))
