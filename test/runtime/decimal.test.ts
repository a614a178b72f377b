import fc from "fast-check";
import { describe, expect, it } from "vitest";
// The runtime as generate ships it (templates/package/src/runtime/, copied): refusals read the
// findings through the contract module that generate writes.
import {
  compareDecimals,
  decimalText,
  invalid,
  isDecimalText,
  ownAt,
  productsSumDiffers,
  refusalsOf,
  ruleDecimal,
  sumDiffers,
} from "../../generated/src/runtime/index.js";

/** What the field checks refused, as a validator hands it to its rules. */
const refusedPaths = (paths: readonly string[]) => {
  const findings = paths.map((path) => invalid(path, "Refused."));
  return refusalsOf(findings, findings.length);
};

/** The value at `order.item`, read as a generated module writes it out. */
const itemsOf = (body: unknown) => ownAt(ownAt(body, "order"), "item");

/** The value at a dotted path, read key by key as a generated module writes it out. */
const readAt = (body: unknown, path: string) => path.split(".").reduce<unknown>((value, key) => ownAt(value, key), body);

/** Decimal text of either sign, with 1 to `whole` whole digits and 0 to `fraction` fraction digits. */
const decimalOf = (whole: number, fraction: number) =>
  fc
    .tuple(fc.boolean(), fc.stringMatching(new RegExp(`^[0-9]{1,${whole}}$`)), fc.stringMatching(new RegExp(`^[0-9]{0,${fraction}}$`)))
    .map(([negative, digits, places]) => `${negative ? "-" : ""}${digits}${places ? `.${places}` : ""}`);

/** The value of decimal text as a count of 10^-scale, exactly (an oracle apart from the runtime). */
function unitsOf(text: string, scale: number): bigint {
  const [whole = "", fraction = ""] = text.replace("-", "").split(".");
  const value = BigInt(whole + fraction.padEnd(scale, "0"));
  return text.startsWith("-") ? -value : value;
}

describe("exact decimals", () => {
  it.each([
    [["0.10", "0.20"], "0.30"],
    [["0.1", "0.2"], "0.3"],
    [["1", "0.001"], "1.001"],
    [["-1.5", "1.5"], "0.0"],
    [["999999999999.999", "0.001"], "1000000000000.000"],
  ])("adds %j to exactly %s", (values, sum) => {
    expect(sumDiffers(sum, values, [], false)).toBe(false);
    expect(sumDiffers(`${sum}1`, values, [], false)).toBe(true);
  });

  it("compares across scales", () => {
    expect(compareDecimals("0.30", "0.3")).toBe(0);
    expect(compareDecimals("1000000000000.001", "1000000000000")).toBe(1);
    expect(compareDecimals("-0.5", "0")).toBe(-1);
    expect(compareDecimals("-0", "0.000")).toBe(0);
    expect(compareDecimals("007.50", "7.5")).toBe(0);
    expect(compareDecimals("-10", "-9.99")).toBe(-1);
    expect(compareDecimals("0.05", "0.5")).toBe(-1);
  });

  it("compares digit by digit where the whole parts are as long", () => {
    expect(compareDecimals("12.5", "13")).toBe(-1);
    expect(compareDecimals("13", "12.5")).toBe(1);
    expect(compareDecimals("-12.5", "-13")).toBe(1);
    expect(compareDecimals("1.25", "1.3")).toBe(-1);
    expect(compareDecimals("1.3", "1.25")).toBe(1);
    expect(compareDecimals("-1.3", "-1.25")).toBe(-1);
  });

  it("compares as BigInt arithmetic does, whatever the digits", () => {
    const decimal = decimalOf(25, 25);
    fc.assert(
      fc.property(decimal, decimal, (a, b) => {
        const left = unitsOf(a, 25);
        const right = unitsOf(b, 25);
        expect(compareDecimals(a, b)).toBe(left < right ? -1 : left > right ? 1 : 0);
      }),
    );
  });

  it("subtracts and multiplies exactly", () => {
    expect(sumDiffers("9.99", ["10.00"], ["0.01"], false)).toBe(false);
    const product = (q: string, p: string, total: string) =>
      productsSumDiffers(itemsOf({ order: { item: [{ q, p }] } }), "order.item", ["q", "p"], refusedPaths([]), total);
    expect(product("3", "0.10", "0.30")).toBe(false);
    expect(product("-2.5", "0.4", "-1.00")).toBe(false);
    expect(product("-2.5", "0.4", "-1.01")).toBe(true);
  });

  it("reads decimal text as /^-?[0-9]+(\\.[0-9]+)?$/ does", () => {
    const shape = /^-?[0-9]+(\.[0-9]+)?$/;
    const text = fc.string({ unit: fc.constantFrom("0", "7", "9", ".", "-", "a", " ", "٣"), maxLength: 8 });
    fc.assert(
      fc.property(text, (candidate) => {
        expect(isDecimalText(candidate)).toBe(shape.test(candidate));
      }),
      { numRuns: 2000 },
    );
  });

  it("reads JSON numbers as their decimal text", () => {
    expect(decimalText(10.25)).toBe("10.25");
    expect(decimalText(1e-7)).toBe("0.0000001");
    expect(decimalText(4e-21)).toBe("0.000000000000000000004");
    expect(decimalText(-1.5e-300)).toBe(`-0.${"0".repeat(299)}15`);
    expect(decimalText(1e21)).toBe("1000000000000000000000");
    expect(decimalText(1.25e22)).toBe("12500000000000000000000");
    expect(decimalText(Number.NaN)).toBeUndefined();
    expect(decimalText(true)).toBeUndefined();
  });

  const none = refusedPaths([]);
  const items = (list: unknown) => ({ order: { item: list } });

  it("sums products over items, skipping items without every factor, and judges nothing without a whole item", () => {
    const differs = (list: unknown, factors: string[], total: string) =>
      productsSumDiffers(itemsOf(items(list)), "order.item", factors, none, total);
    const two = [
      { q: "2", p: "0.10" },
      { q: "1", p: "0.05" },
    ];
    expect(differs(two, ["q", "p"], "0.25")).toBe(false);
    expect(differs(two, ["q", "p"], "0.26")).toBe(true);
    expect(differs([{ q: "2" }, { q: "1", p: "1" }], ["q", "p"], "1")).toBe(false);
    expect(differs([{ q: "2" }, { q: "1", p: "1" }], ["q", "p"], "3")).toBe(true);
    for (const list of [[{ q: "2" }], [{ q: "x", p: "1" }], "not an array"]) expect(differs(list, ["q", "p"], "123")).toBe(false);
  });

  it("judges a sum rule in units: present parts added, subtracted ones taken away, refused ones stop it", () => {
    expect(sumDiffers("0.3", ["0.10", "0.20"], [], false)).toBe(false);
    expect(sumDiffers("0.3", ["0.10", undefined, "0.25"], ["0.05"], false)).toBe(false);
    expect(sumDiffers("0.31", ["0.10", "0.20"], [], false)).toBe(true);
    expect(sumDiffers("99", ["0.10", null], [], false)).toBe(false);
    expect(sumDiffers("1", ["9999999999999999.5", "-9999999999999998.5"], [], false)).toBe(false);
    expect(sumDiffers("1", ["9999999999999999.5", "-9999999999999998.4"], [], false)).toBe(true);
    // Each part fits a Number, but aligning scales passes 2^53, where a Number sum would round.
    expect(sumDiffers("0", ["999999999999999", "0.1", "-999999999999999", "-0.1"], [], false)).toBe(false);
    expect(sumDiffers("0", ["999999999999999", "0.1", "-999999999999999", "-0.2"], [], false)).toBe(true);
    expect(productsSumDiffers(itemsOf(items([{ q: "2", p: "0.10" }])), "order.item", ["q", "p"], none, "0.2")).toBe(false);
    expect(productsSumDiffers(itemsOf(items([{ q: "2", p: "0.10" }])), "order.item", ["q", "p"], none, "0.21")).toBe(true);
    expect(productsSumDiffers(itemsOf(items([{ q: "2" }])), "order.item", ["q", "p"], none, "5")).toBe(false);
  });

  it("judges an any-part sum rule only when some added part is present", () => {
    expect(sumDiffers("5", [undefined, undefined], [], true)).toBe(false);
    expect(sumDiffers("5", [undefined, undefined], [], false)).toBe(true);
    expect(sumDiffers("5", [], ["1"], true)).toBe(false);
    expect(sumDiffers("5", [undefined, "4"], [], true)).toBe(true);
    expect(sumDiffers("5", [undefined, "5"], [], true)).toBe(false);
    expect(sumDiffers("5", [undefined, "6"], ["1"], true)).toBe(false);
    expect(sumDiffers("5", [null, "4"], [], true)).toBe(false);
    // Parts read as own keys only: a part the body inherits is absent, so the rule is not judged.
    const order = Object.assign(Object.create({ taxAmount: "5" }) as object, { amount: "1" });
    const tax = ruleDecimal(readAt({ order }, "order.taxAmount"), "order.taxAmount", none);
    expect(tax).toBeUndefined();
    expect(sumDiffers("1", [tax], [], true)).toBe(false);
  });

  it("judges sums across scales as BigInt arithmetic does, on both sides of the 15-digit edge", () => {
    // Parts of up to 16 whole and 6 fraction digits: most sums fit the quick Number path, some do not.
    const decimal = decimalOf(16, 6);
    const SCALE = 6;
    const units = (text: string) => unitsOf(text, SCALE);
    const text = (value: bigint) => {
      const digits = (value < 0n ? -value : value).toString().padStart(SCALE + 1, "0");
      return `${value < 0n ? "-" : ""}${digits.slice(0, -SCALE)}.${digits.slice(-SCALE)}`;
    };
    fc.assert(
      fc.property(fc.array(decimal, { maxLength: 4 }), fc.array(decimal, { maxLength: 2 }), decimal, (added, subtracted, total) => {
        const sum = added.reduce((a, b) => a + units(b), 0n) - subtracted.reduce((a, b) => a + units(b), 0n);
        expect(sumDiffers(total, added, subtracted, false)).toBe(sum !== units(total));
        expect(sumDiffers(text(sum), added, subtracted, false)).toBe(false);
        expect(sumDiffers(text(sum + 1n), added, subtracted, false)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("keeps every digit where Number arithmetic would round: sums and products just past 2^53", () => {
    // Each part fits a safe integer; the sum (9007199254740995 units of 0.1) and the product
    // (10000000200000001) do not, and as Numbers would end in an even digit.
    expect(sumDiffers("900719925474099.5", ["900719925474099", "0.5"], [], false)).toBe(false);
    expect(sumDiffers("900719925474099.6", ["900719925474099", "0.5"], [], false)).toBe(true);
    const item = [{ q: "100000001", p: "100000001" }];
    expect(productsSumDiffers(itemsOf(items(item)), "order.item", ["q", "p"], none, "10000000200000001")).toBe(false);
    expect(productsSumDiffers(itemsOf(items(item)), "order.item", ["q", "p"], none, "10000000200000000")).toBe(true);
  });

  it("adds nothing for an absent part past 15 digits too", () => {
    expect(sumDiffers("12345678901234567", ["12345678901234567", undefined], [undefined], false)).toBe(false);
    expect(sumDiffers("12345678901234568", [undefined, "12345678901234567"], [undefined], false)).toBe(true);
  });

  it("reads whole numbers of more than 15 digits exactly, with their sign", () => {
    expect(sumDiffers("12345678901234567", ["12345678901234560", "7"], [], false)).toBe(false);
    expect(sumDiffers("12345678901234568", ["12345678901234560", "7"], [], false)).toBe(true);
    expect(sumDiffers("-12345678901234567", ["-12345678901234560"], ["7"], false)).toBe(false);
    expect(sumDiffers("12345678901234553", ["-12345678901234560"], ["7"], false)).toBe(true);
    expect(sumDiffers("-1234567890123456.78", ["-1234567890123456", "-0.78"], [], false)).toBe(false);
  });

  it("judges sums of short parts, the quick Number path's, as BigInt arithmetic does", () => {
    // Up to 6 whole and 4 fraction digits: every part and total read in the quick path (the
    // property above draws mostly past 15 digits, where the exact path answers), carries and all.
    const decimal = decimalOf(6, 4);
    const units = (text: string) => unitsOf(text, 4);
    fc.assert(
      fc.property(fc.array(decimal, { maxLength: 4 }), fc.array(decimal, { maxLength: 2 }), decimal, (added, subtracted, total) => {
        const sum = added.reduce((a, b) => a + units(b), 0n) - subtracted.reduce((a, b) => a + units(b), 0n);
        expect(sumDiffers(total, added, subtracted, false)).toBe(sum !== units(total));
      }),
      { numRuns: 1000 },
    );
    expect(sumDiffers("12", ["5", "7"], [], false)).toBe(false);
    expect(sumDiffers("1.02", ["0.55", "0.47"], [], false)).toBe(false);
  });

  it("judges sums as integer arithmetic on cents does, beyond 15 digits too", () => {
    const cents = fc.bigInt({ min: -(10n ** 20n), max: 10n ** 20n });
    const text = (value: bigint) => {
      const digits = (value < 0n ? -value : value).toString().padStart(3, "0");
      return `${value < 0n ? "-" : ""}${digits.slice(0, -2)}.${digits.slice(-2)}`;
    };
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 6 }), fc.array(cents, { maxLength: 3 }), cents, (added, subtracted, total) => {
        const sum = added.reduce((a, b) => a + b, 0n) - subtracted.reduce((a, b) => a + b, 0n);
        expect(sumDiffers(text(total), added.map(text), subtracted.map(text), false)).toBe(sum !== total);
        expect(sumDiffers(text(sum), added.map(text), subtracted.map(text), false)).toBe(false);
      }),
    );
  });

  it("leaves out of rules what the field checks refused, and what lies inside a refused group", () => {
    const body = { order: { amount: "-1", item: [{ q: "2", p: "1" }], merchantCharge: "x" } };
    const refused = refusedPaths(["order.amount", "order.item[0].p", "order.merchantCharge"]);
    expect(ruleDecimal(readAt(body, "order.amount"), "order.amount", refused)).toBeNull();
    expect(ruleDecimal(readAt(body, "order.amount"), "order.amount", none)).toBe("-1");
    expect(ruleDecimal(readAt(body, "order.merchantCharge.amount"), "order.merchantCharge.amount", refused)).toBeNull();
    expect(ruleDecimal(readAt(body, "order.merchantCharge.amount"), "order.merchantCharge.amount", none)).toBeUndefined();
    expect(ruleDecimal(readAt(body, "order.amountX"), "order.amountX", refused)).toBeUndefined();
    expect(productsSumDiffers(itemsOf(body), "order.item", ["q", "p"], refused, "999")).toBe(false);
    expect(productsSumDiffers(itemsOf(body), "order.item", ["q", "p"], none, "2")).toBe(false);
    expect(productsSumDiffers(itemsOf(body), "order.item", ["q", "p"], none, "3")).toBe(true);
    expect(productsSumDiffers(itemsOf(body), "order.item", ["q", "p"], refusedPaths(["order.item"]), "999")).toBe(false);
  });

  it("covers everything inside a refused group or list, and nothing beside it, whether few or many", () => {
    const others = Array.from({ length: 10 }, (_, index) => `customer.field${index}`);
    for (const before of [[], others]) {
      const refused = refusedPaths([...before, "order.item", "order.amount"]);
      expect(refused.covers("order.item[1].unitPrice")).toBe(true);
      expect(refused.covers("order.item.name")).toBe(true);
      expect(refused.covers("order.items")).toBe(false);
      // As long as a refused path, and not it.
      expect(refused.covers("order.amouns")).toBe(false);
      expect(refused.covers("custom.amount")).toBe(false);
    }
    expect(refusedPaths([]).covers("order.amount")).toBe(false);
    expect(refusedPaths([]).has("order.amount")).toBe(false);
    expect(refusedPaths([]).anyStartingWith("order.")).toBe(false);
  });

  it("reads refusals alike whether few or many findings were made", () => {
    const others = Array.from({ length: 10 }, (_, index) => `customer.field${index}`);
    for (const before of [[], others]) {
      const refused = refusedPaths([...before, "order.item[0].p", "order.merchantCharge"]);
      expect(refused.covers("order.merchantCharge.amount")).toBe(true);
      expect(refused.covers("order.merchantCharge")).toBe(true);
      expect(refused.covers("order.merchantChargeAmount")).toBe(false);
      expect(refused.covers("order.item[0].p")).toBe(true);
      expect(refused.covers("order.item")).toBe(false);
      expect(refused.has("order.item[0].p")).toBe(true);
      expect(refused.has("order.item[0]")).toBe(false);
      expect(refused.anyStartingWith("order.item[")).toBe(true);
      expect(refused.anyStartingWith("order.tax[")).toBe(false);
    }
  });

  it("judges no sum whose total or a part is not decimal text, as when each was read as a rule decimal", () => {
    const text = fc.string({ unit: fc.constantFrom("0", "5", "9", ".", "-", "x"), minLength: 0, maxLength: 5 });
    const part = fc.option(text, { nil: undefined });
    const units = (value: string) => unitsOf(value, 5);
    fc.assert(
      fc.property(text, fc.array(part, { maxLength: 4 }), fc.array(part, { maxLength: 2 }), (total, added, subtracted) => {
        const all = [total, ...added, ...subtracted].filter((value): value is string => value !== undefined);
        const sum = (values: readonly (string | undefined)[]) => values.reduce((a, b) => a + (b === undefined ? 0n : units(b)), 0n);
        const expected = all.every(isDecimalText) && sum(added) - sum(subtracted) !== units(total);
        expect(sumDiffers(total, added, subtracted, false)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
    // Past 15 digits the quick sum stops at the first part and leaves the rest unread: the exact
    // sum reads them, and judges nothing when one is no decimal (text of at most 5 characters
    // above never stops the quick sum).
    expect(sumDiffers("1", ["12345678901234567890", "x"], [], false)).toBe(false);
    expect(sumDiffers("1", ["12345678901234567890"], ["1.5."], false)).toBe(false);
    expect(sumDiffers("1", ["12345678901234567890", "0"], [], false)).toBe(true);
    expect(productsSumDiffers([{ q: "1", p: "2" }], "order.item", ["q", "p"], none, "2.")).toBe(false);
    expect(productsSumDiffers([{ q: "1", p: "2" }], "order.item", ["q", "p"], none, "3.")).toBe(false);
    for (const q of [true, {}, [], null]) expect(productsSumDiffers([{ q, p: "2" }], "order.item", ["q", "p"], none, "3")).toBe(false);
    expect(productsSumDiffers([{ q: "1", p: "2" }], "order.item", ["q", "p"], none, "3")).toBe(true);
  });
});
