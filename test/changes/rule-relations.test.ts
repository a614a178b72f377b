// Cross-field rules before and after (generator/changes/diff-rules.ts): each kind of rule compared by
// its checkable form, one change at a time, for the way the report reads it. A rule that holds for
// fewer bodies narrows (breaking for callers, a guarantee for response readers), one that holds for
// more widens, one that does both alters, and a rule rewritten into another kind is a warning. The
// row's words are the rule's checked form before and after.

import { describe, expect, it } from "vitest";
import { diffRules, ruleForm } from "../../generator/changes/diff-rules.js";
import type { ChangeSite } from "../../generator/changes/change.js";
import type { Rule } from "../../generator/ir/ir.js";

const REQUEST: ChangeSite = { operation: "PAY", version: "1", direction: "request" };
const RESPONSE: ChangeSite = { operation: "PAY", version: "1", direction: "response" };

const base = { id: "the-rule", text: "The rule, in the source's words.", checkable: true };
const sum = (change: Partial<Extract<Rule, { kind: "sum" }>> = {}): Rule => ({
  ...base,
  kind: "sum",
  total: "order.amount",
  add: ["order.itemAmount", "order.taxAmount"],
  subtract: ["order.discount"],
  when: "any-part",
  unlessPresent: ["order.netAmount"],
  ...change,
});
const requiredIf = (change: Partial<Extract<Rule, { kind: "required-if" }>> = {}): Rule => ({
  ...base,
  kind: "required-if",
  field: "order.reference",
  when: { field: "order.kind", equals: ["A", "B"] },
  ...change,
});
const onlyIf = (change: Partial<Extract<Rule, { kind: "only-if" }>> = {}): Rule => ({
  ...base,
  kind: "only-if",
  field: "order.tip",
  values: ["X", "Y"],
  when: { field: "order.kind", equals: ["A", "B"] },
  ...change,
});
const oneOf = (fields: string[]): Rule => ({ ...base, kind: "at-least-one-of", fields });
const firstOnly = (fields: string[]): Rule => ({ ...base, kind: "first-transaction-only", fields });
const products = (change: Partial<Extract<Rule, { kind: "sum-of-products" }>> = {}): Rule => ({
  ...base,
  kind: "sum-of-products",
  total: "order.itemAmount",
  array: "order.item",
  factors: ["unitPrice", "quantity"],
  ...change,
});

/** The one row of a change from `before` to `after` (the same id), as [kind, level]. */
function row(before: Rule, after: Rule, site = REQUEST): [string, string] {
  const changes = diffRules(site, [before], [after]);
  expect(changes).toHaveLength(1);
  const [change] = changes;
  return [change!.kind, change!.level];
}

const TIGHTENED = ["rule-tightened", "breaking"];
const LOOSENED = ["rule-loosened", "compatible"];
const ALTERED = ["rule-changed", "breaking"];
const REWRITTEN = ["rule-changed", "warning"];

describe("a sum rule", () => {
  it.each([
    ["another total", sum({ total: "order.subtotal" }), ALTERED],
    ["another part added", sum({ add: ["order.itemAmount", "order.taxAmount", "order.shippingAmount"] }), ALTERED],
    ["a part no longer subtracted", sum({ subtract: [] }), ALTERED],
    ["applied always, not only when a part is given", sum({ when: "always" }), TIGHTENED],
    ["a field more that sets it aside", sum({ unlessPresent: ["order.netAmount", "order.grossAmount"] }), LOOSENED],
    ["a field fewer that sets it aside", sum({ unlessPresent: [] }), TIGHTENED],
    [
      "applied always and set aside by more fields",
      sum({ when: "always", unlessPresent: ["order.netAmount", "order.grossAmount"] }),
      ALTERED,
    ],
    ["applied always and set aside by fewer fields", sum({ when: "always", unlessPresent: [] }), TIGHTENED],
  ] as const)("%s", (_, after, want) => {
    expect(row(sum(), after)).toEqual(want);
  });

  it("with its parts in another order: no row", () => {
    expect(diffRules(REQUEST, [sum()], [sum({ add: ["order.taxAmount", "order.itemAmount"] })])).toEqual([]);
  });

  it("applied only when a part is given, where it was always: loosened", () => {
    expect(row(sum({ when: "always" }), sum({ when: "any-part" }))).toEqual(LOOSENED);
  });

  it("set aside by fields where it was set aside by none (unlessPresent absent in an older snapshot)", () => {
    const older = { ...sum(), unlessPresent: undefined } as unknown as Rule;
    expect(row(older, sum())).toEqual(LOOSENED);
    expect(row(sum(), older)).toEqual(TIGHTENED);
  });
});

describe("a sum over an array's items", () => {
  it.each([
    ["another total", products({ total: "order.amount" })],
    ["another array", products({ array: "order.line" })],
    ["another factor", products({ factors: ["unitPrice", "quantity", "rate"] })],
  ])("%s: altered", (_, after) => {
    expect(row(products(), after)).toEqual(ALTERED);
  });

  it("unchanged: no row", () => {
    expect(diffRules(REQUEST, [products()], [products({ factors: ["quantity", "unitPrice"] })])).toEqual([]);
  });
});

describe("at least one of some fields", () => {
  it.each([
    [["a", "b"], ["a", "b", "c"], LOOSENED],
    [["a", "b", "c"], ["a", "b"], TIGHTENED],
    [["a", "b"], ["a", "c"], ALTERED],
  ])("%j -> %j", (before, after, want) => {
    expect(row(oneOf(before), oneOf(after))).toEqual(want);
  });
});

describe("fields only on an order's first transaction", () => {
  it.each([
    [["a"], ["a", "b"], TIGHTENED],
    [["a", "b"], ["a"], LOOSENED],
    [["a"], ["b"], ALTERED],
  ])("%j -> %j", (before, after, want) => {
    expect(row(firstOnly(before), firstOnly(after))).toEqual(want);
  });
});

describe("a field required if another holds some values", () => {
  it.each([
    ["another required field", requiredIf({ field: "order.note" }), ALTERED],
    ["a condition on another field", requiredIf({ when: { field: "order.type", equals: ["A", "B"] } }), ALTERED],
    ["a value more that requires it", requiredIf({ when: { field: "order.kind", equals: ["A", "B", "C"] } }), TIGHTENED],
    ["a value fewer that requires it", requiredIf({ when: { field: "order.kind", equals: ["A"] } }), LOOSENED],
    ["other values", requiredIf({ when: { field: "order.kind", equals: ["A", "C"] } }), ALTERED],
    ["required whenever the other is given", requiredIf({ when: { field: "order.kind", present: true } }), TIGHTENED],
  ] as const)("%s", (_, after, want) => {
    expect(row(requiredIf(), after)).toEqual(want);
  });

  it("required for some values, where it was required whenever the other is given: loosened", () => {
    const present = requiredIf({ when: { field: "order.kind", present: true } });
    expect(row(present, requiredIf())).toEqual(LOOSENED);
    expect(diffRules(REQUEST, [present], [present])).toEqual([]);
  });

  it("says its checked form before and after, as the rule's facet", () => {
    const [change] = diffRules(REQUEST, [requiredIf()], [requiredIf({ when: { field: "order.kind", present: true } })]);
    expect([change?.facet, change?.before, change?.after]).toEqual([
      "rule",
      "the-rule: order.reference required when order.kind is A or B",
      "the-rule: order.reference required when order.kind is given",
    ]);
  });
});

describe("a field (or some of its values) allowed only if another holds some values", () => {
  it.each([
    ["another field", onlyIf({ field: "order.gift" }), ALTERED],
    ["a condition on another field", onlyIf({ when: { field: "order.type", equals: ["A", "B"] } }), ALTERED],
    ["allowed for a value more of the other", onlyIf({ when: { field: "order.kind", equals: ["A", "B", "C"] } }), LOOSENED],
    ["allowed for a value fewer of the other", onlyIf({ when: { field: "order.kind", equals: ["A"] } }), TIGHTENED],
    ["a value more restricted", onlyIf({ values: ["X", "Y", "Z"] }), TIGHTENED],
    ["a value fewer restricted", onlyIf({ values: ["X"] }), LOOSENED],
    [
      "restricted values and the condition both wider",
      onlyIf({ values: ["X"], when: { field: "order.kind", equals: ["A", "B", "C"] } }),
      LOOSENED,
    ],
    [
      "more restricted values, a wider condition",
      onlyIf({ values: ["X", "Y", "Z"], when: { field: "order.kind", equals: ["A", "B", "C"] } }),
      ALTERED,
    ],
    ["the whole field restricted, not some of its values", onlyIf({ values: undefined }), ALTERED],
  ] as const)("%s", (_, after, want) => {
    expect(row(onlyIf(), after)).toEqual(want);
  });
});

describe("any rule", () => {
  it("rewritten into another kind is a warning, to check by hand", () => {
    expect(row(requiredIf(), onlyIf())).toEqual(REWRITTEN);
    const [change] = diffRules(REQUEST, [oneOf(["a"])], [firstOnly(["a"])]);
    expect(change).toMatchObject({
      level: "warning",
      before: "the-rule: at least one of a",
      after: "the-rule: a only on an order's first transaction",
    });
  });

  it("checked now where it was not: tightened; no longer checked: loosened; checked otherwise and in another form: a warning", () => {
    const unchecked = (rule: Rule): Rule => ({ ...rule, checkable: false });
    expect(row(unchecked(oneOf(["a"])), oneOf(["a"]))).toEqual(TIGHTENED);
    expect(row(oneOf(["a"]), unchecked(oneOf(["a"])))).toEqual(LOOSENED);
    expect(row(unchecked(oneOf(["a"])), oneOf(["a", "b"]))).toEqual(REWRITTEN);
  });

  it("with only its words changed is documentation, quoting both", () => {
    const reworded = { ...oneOf(["a"]), text: "Other words." };
    expect(diffRules(REQUEST, [oneOf(["a"])], [reworded])).toEqual([
      expect.objectContaining({
        kind: "documentation-changed",
        level: "documentation",
        path: "a",
        facet: "rule",
        before: "the-rule: “The rule, in the source's words.”",
        after: "the-rule: “Other words.”",
      }),
    ]);
  });

  it("added narrows and removed widens, each at the rule's field, in its words", () => {
    expect(diffRules(REQUEST, [], [requiredIf()])).toEqual([
      expect.objectContaining({
        kind: "rule-added",
        level: "breaking",
        path: "order.reference",
        before: null,
        after: "the-rule: “The rule, in the source's words.”",
      }),
    ]);
    expect(diffRules(REQUEST, [sum()], [])).toEqual([
      expect.objectContaining({ kind: "rule-removed", level: "compatible", path: "order.amount", after: null }),
    ]);
  });

  it("in a response reads the other way: tightened is a guarantee gained, loosened breaks readers", () => {
    expect(row(oneOf(["a", "b"]), oneOf(["a"]), RESPONSE)).toEqual(["rule-tightened", "compatible"]);
    expect(row(oneOf(["a"]), oneOf(["a", "b"]), RESPONSE)).toEqual(["rule-loosened", "breaking"]);
  });

  it("is placed at its subject: a sum's total, a condition's field, a list's first field", () => {
    const path = (before: Rule, after: Rule) => diffRules(REQUEST, [before], [after])[0]?.path;
    expect(path(sum(), sum({ when: "always" }))).toBe("order.amount");
    expect(path(products(), products({ array: "order.line" }))).toBe("order.itemAmount");
    expect(path(requiredIf(), requiredIf({ field: "order.note" }))).toBe("order.note");
    expect(path(onlyIf(), onlyIf({ values: ["X"] }))).toBe("order.tip");
    expect(path(oneOf(["b", "c"]), oneOf(["b"]))).toBe("b");
    expect(path(firstOnly(["d", "e"]), firstOnly(["d"]))).toBe("d");
    expect(path(firstOnly([]), firstOnly(["d"]))).toBe("d");
    expect(path(firstOnly(["d"]), firstOnly([]))).toBe("");
  });

  it("pairs rules by id, in id order, whatever order the lists give them in", () => {
    const second = { ...oneOf(["b"]), id: "b-rule" };
    const first = { ...oneOf(["a"]), id: "a-rule" };
    const changes = diffRules(REQUEST, [second, first], [{ ...oneOf(["a", "z"]), id: "a-rule" }]);
    expect(changes.map((change) => [change.kind, change.path])).toEqual([
      ["rule-loosened", "a"],
      ["rule-removed", "b"],
    ]);
  });
});

describe("a rule's checked form in words", () => {
  it.each([
    [
      sum(),
      "the-rule: order.amount = order.itemAmount + order.taxAmount - order.discount, when any part is given, unless order.netAmount is given",
    ],
    [sum({ when: "always", unlessPresent: [], subtract: [] }), "the-rule: order.amount = order.itemAmount + order.taxAmount, always"],
    [
      sum({ unlessPresent: ["a", "b"] }),
      "the-rule: order.amount = order.itemAmount + order.taxAmount - order.discount, when any part is given, unless a or b is given",
    ],
    [products(), "the-rule: order.itemAmount = the sum over order.item of unitPrice × quantity"],
    [oneOf(["a", "b"]), "the-rule: at least one of a, b"],
    [requiredIf(), "the-rule: order.reference required when order.kind is A or B"],
    [requiredIf({ when: { field: "order.kind", present: true } }), "the-rule: order.reference required when order.kind is given"],
    [onlyIf(), "the-rule: order.tip holding X or Y only when order.kind is A or B"],
    [onlyIf({ values: undefined }), "the-rule: order.tip only when order.kind is A or B"],
    [firstOnly(["a", "b"]), "the-rule: a, b only on an order's first transaction"],
    [{ ...oneOf(["a"]), checkable: false }, "the-rule: at least one of a (not checked by the validators)"],
  ])("%#: %s", (rule, words) => {
    expect(ruleForm(rule as Rule)).toBe(words);
  });
});
