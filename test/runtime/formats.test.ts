// The runtime's checks of string formats that a pattern alone cannot make (templates/package/src/
// runtime/formats.ts), at their edges: each month's last day and the day after, the leap years of
// the Gregorian calendar, what makes an absolute URL, digits, comma lists and JSON text.

import { describe, expect, it } from "vitest";
import { countDigits, isAbsoluteUrl, isCalendarDate, isCommaList, isJsonText } from "../../templates/package/src/runtime/formats.js";

describe("calendar dates", () => {
  const lastDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  const two = (value: number) => String(value).padStart(2, "0");

  it.each(lastDays.map((last, index) => [index + 1, last]))("month %i of 2023 ends on day %i", (month, last) => {
    expect(isCalendarDate(`2023-${two(month)}-01`)).toBe(true);
    expect(isCalendarDate(`2023-${two(month)}-${two(last)}`)).toBe(true);
    expect(isCalendarDate(`2023-${two(month)}-${two(last + 1)}`)).toBe(false);
  });

  it("has February 29 in years divisible by 4, not by 100 unless by 400", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2024-02-30")).toBe(false);
    expect(isCalendarDate("2023-02-29")).toBe(false);
    expect(isCalendarDate("1900-02-29")).toBe(false);
    expect(isCalendarDate("2000-02-29")).toBe(true);
    expect(isCalendarDate("2100-02-29")).toBe(false);
    expect(isCalendarDate("2400-02-29")).toBe(true);
    // A leap year's other months keep their lengths.
    expect(isCalendarDate("2024-04-31")).toBe(false);
    expect(isCalendarDate("2024-03-31")).toBe(true);
  });

  it("refuses month 0, month 13 and day 0", () => {
    expect(isCalendarDate("2024-00-10")).toBe(false);
    expect(isCalendarDate("2024-13-10")).toBe(false);
    expect(isCalendarDate("2024-12-00")).toBe(false);
    expect(isCalendarDate("2024-12-01")).toBe(true);
    expect(isCalendarDate("2024-01-01")).toBe(true);
  });
});

describe("absolute URLs", () => {
  it.each([
    "https://example.com/return",
    "http://h",
    "urn:isbn:0451450523",
    "mailto:a@b.example",
    "a+b.c-d://host/x",
    "x:y",
    "HTTPS://H/P?q#f",
  ])("accepts %j", (url) => {
    expect(isAbsoluteUrl(url)).toBe(true);
  });

  it.each([
    ["no scheme", "//example.com/x"],
    ["a relative path", "/return"],
    ["a scheme that starts with a digit", "1http://host"],
    ["a scheme with another character", "ht_tp://host"],
    ["nothing after the colon", "https:"],
    ["white space", "https://exa mple.com"],
    ["a tab at the end", "https://example.com\t"],
    ["a line break", "https://example.com/\nx"],
    ["an empty authority", "https:///path"],
    ["an authority that is only a query", "https://?q"],
    ["an authority that is only a fragment", "https://#f"],
    ["empty text", ""],
  ])("refuses %s", (_, url) => {
    expect(isAbsoluteUrl(url)).toBe(false);
  });
});

describe("digits, comma lists and JSON text", () => {
  it("counts the characters 0 to 9 only", () => {
    expect(countDigits("")).toBe(0);
    expect(countDigits("0123456789")).toBe(10);
    // The characters either side of the digits in ASCII ('/' and ':') and other digits of Unicode.
    expect(countDigits("/:٣a 9")).toBe(1);
  });

  it("reads one or more values between commas, each known when a list is given", () => {
    const known = new Set(["A", "B"]);
    expect(isCommaList("A", known)).toBe(true);
    expect(isCommaList("A,B", known)).toBe(true);
    expect(isCommaList("A,C", known)).toBe(false);
    expect(isCommaList("A,", known)).toBe(false);
    expect(isCommaList(",A", undefined)).toBe(false);
    expect(isCommaList("", undefined)).toBe(false);
    expect(isCommaList("anything,else", undefined)).toBe(true);
  });

  it("tells JSON text from other text", () => {
    expect(isJsonText('{"a":[1,2]}')).toBe(true);
    expect(isJsonText("null")).toBe(true);
    expect(isJsonText("{a:1}")).toBe(false);
    expect(isJsonText("")).toBe(false);
  });
});
