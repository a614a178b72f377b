// Retry-After as the client reads it (templates/package/src/client/retry-after.ts): whole seconds or
// an HTTP date in each of its three forms (every month and weekday), nothing else; a date in the
// past is no wait, and a two-digit year is read as RFC 9110 asks.

import { describe, expect, it } from "vitest";
import { httpDate, retryAfterMs } from "../../templates/package/src/client/retry-after.js";

describe("Retry-After", () => {
  const now = Date.UTC(2026, 0, 1, 0, 0, 0);

  it.each([
    ["0", 0],
    ["7", 7000],
    [" 60 ", 60_000],
    ["Thu, 01 Jan 2026 00:00:30 GMT", 30_000],
    ["Thursday, 01-Jan-26 00:00:30 GMT", 30_000],
    ["Thu Jan  1 00:00:30 2026", 30_000],
    ["Thu, 01 Jan 2026 00:00:00 GMT", 0],
    ["Wed, 31 Dec 2025 23:00:00 GMT", 0],
  ])("reads %j as %i ms", (value, milliseconds) => {
    expect(retryAfterMs(value, now)).toBe(milliseconds);
  });

  it.each([
    "-1",
    "1.5",
    "1e3",
    "+5",
    "",
    "soon",
    "0x10",
    "2026-01-01T00:00:30Z",
    "Thu, 1 Jan 2026 00:00:30 GMT",
    "Thu, 01 Jan 2026 00:00:30 UTC",
  ])("reads %j as no wait at all", (value) => {
    expect(retryAfterMs(value, now)).toBeUndefined();
  });

  it("reads no header as no wait, and a date against the clock by default", () => {
    expect(retryAfterMs(null)).toBeUndefined();
    const inAMinute = new Date(Date.now() + 60_000).toUTCString();
    expect(retryAfterMs(inAMinute)).toBeGreaterThan(55_000);
  });

  const LONG_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

  const MONTH_NAMES = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

  it.each(MONTH_NAMES.map((name, month) => [name, month] as const))(
    "reads the month %s in each of the three forms of an HTTP date",
    (name, month) => {
      const expected = Date.UTC(2027, month, 15, 12, 30, 45);
      // 15 of the month in 2027 falls on a different weekday each month: the weekday is the date's own.
      const day = new Date(expected).toUTCString().slice(0, 3);
      const longDay = LONG_DAYS.find((long) => long.startsWith(day));
      expect(httpDate(`${day}, 15 ${name} 2027 12:30:45 GMT`)).toBe(expected);
      expect(httpDate(`${longDay}, 15-${name}-27 12:30:45 GMT`)).toBe(expected);
      expect(httpDate(`${day} ${name} 15 12:30:45 2027`)).toBe(expected);
      expect(retryAfterMs(`${day}, 15 ${name} 2027 12:30:45 GMT`, expected - 5000)).toBe(5000);
    },
  );

  // 2026-01-05 is a Monday: the week that follows names each weekday once.
  it.each(LONG_DAYS.map((long, index) => [long, index] as const))("reads the weekday %s in each form", (long, index) => {
    const expected = Date.UTC(2026, 0, 5 + index, 8, 49, 37);
    const day = long.slice(0, 3);
    const date = String(5 + index).padStart(2, "0");
    expect(new Date(expected).toUTCString().slice(0, 3)).toBe(day);
    expect(httpDate(`${day}, ${date} Jan 2026 08:49:37 GMT`)).toBe(expected);
    expect(httpDate(`${long}, ${date}-Jan-26 08:49:37 GMT`)).toBe(expected);
    expect(httpDate(`${day} Jan ${String(5 + index).padStart(2, " ")} 08:49:37 2026`)).toBe(expected);
  });

  it.each([
    ["a month in lower case", "Fri, 15 jan 2027 12:30:45 GMT"],
    ["a month spelled out", "Fri, 15 January 2027 12:30:45 GMT"],
    ["a weekday that is none", "Fre, 15 Jan 2027 12:30:45 GMT"],
    ["a long weekday in the IMF form", "Friday, 15 Jan 2027 12:30:45 GMT"],
    ["a short weekday in the RFC 850 form", "Fri, 15-Jan-27 12:30:45 GMT"],
    ["a long weekday in the asctime form", "Friday Jan 15 12:30:45 2027"],
    ["no weekday", "15 Jan 2027 12:30:45 GMT"],
    ["text after the date", "Fri, 15 Jan 2027 12:30:45 GMT x"],
    ["text before the date", "x Fri, 15 Jan 2027 12:30:45 GMT"],
  ])("reads %s as no date", (_, value) => {
    expect(httpDate(value)).toBeUndefined();
  });

  it("reads a two-digit year as RFC 9110 asks: more than 50 years ahead is the past century", () => {
    const year = new Date().getUTCFullYear();
    const ahead = (year + 50) % 100;
    const tooFar = (year + 51) % 100;
    const two = (value: number) => String(value).padStart(2, "0");
    expect(new Date(httpDate(`Sunday, 06-Nov-${two(ahead)} 08:49:37 GMT`) as number).getUTCFullYear()).toBe(year + 50);
    expect(new Date(httpDate(`Sunday, 06-Nov-${two(tooFar)} 08:49:37 GMT`) as number).getUTCFullYear()).toBe(year + 51 - 100);
    expect(httpDate("Sun, 06 Nov 1994 08:49:37 GMT")).toBe(Date.UTC(1994, 10, 6, 8, 49, 37));
    expect(httpDate("Sun Nov 16 08:49:37 1994")).toBe(Date.UTC(1994, 10, 16, 8, 49, 37));
  });
});
