import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDecimals,
  compareDecimals,
  decimalText,
  multiplyDecimals,
  subtractDecimals,
  sumOfProducts,
} from "../../generator/emit/runtime/files/decimal.js";

describe("exact decimals", () => {
  it.each([
    [["0.10", "0.20"], "0.30"],
    [["0.1", "0.2"], "0.3"],
    [["1", "0.001"], "1.001"],
    [["-1.5", "1.5"], "0.0"],
    [["999999999999.999", "0.001"], "1000000000000.000"],
  ])("adds %j to %s", (values, sum) => {
    expect(addDecimals(values)).toBe(sum);
  });

  it("compares across scales", () => {
    expect(compareDecimals("0.30", "0.3")).toBe(0);
    expect(compareDecimals("1000000000000.001", "1000000000000")).toBe(1);
    expect(compareDecimals("-0.5", "0")).toBe(-1);
  });

  it("subtracts and multiplies exactly", () => {
    expect(subtractDecimals("10.00", "0.01")).toBe("9.99");
    expect(multiplyDecimals("3", "0.10")).toBe("0.30");
    expect(multiplyDecimals("-2.5", "0.4")).toBe("-1.00");
  });

  it("agrees with integer arithmetic on cents", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e9, max: 1e9 }), { maxLength: 20 }), (cents) => {
        const text = cents.map((cent) => (cent / 100).toFixed(2));
        const total = cents.reduce((sum, cent) => sum + cent, 0);
        expect(compareDecimals(addDecimals(text), (total / 100).toFixed(2))).toBe(0);
      }),
    );
  });

  it("reads JSON numbers as their decimal text", () => {
    expect(decimalText(10.25)).toBe("10.25");
    expect(decimalText(1e-7)).toBe("0.0000001");
    expect(decimalText(Number.NaN)).toBeUndefined();
    expect(decimalText(true)).toBeUndefined();
  });

  it("sums products over items, skipping items without every factor", () => {
    expect(
      sumOfProducts(
        [
          { q: "2", p: "0.10" },
          { q: "1", p: "0.05" },
        ],
        ["q", "p"],
      ),
    ).toBe("0.25");
    expect(sumOfProducts([{ q: "2" }, { q: "1", p: "1" }], ["q", "p"])).toBe("1");
    expect(sumOfProducts([{ q: "2" }], ["q", "p"])).toBeNull();
    expect(sumOfProducts([{ q: "x", p: "1" }], ["q", "p"])).toBeNull();
    expect(sumOfProducts("not an array", ["q"])).toBeNull();
  });
});
