// The double's small readers of what a request gives it: values of a JSON body by dotted path
// (`[]` for every item of a list), a request target's path, a path identifier's problem and the
// provider page's path. Each is reached over HTTP by the double's suites on ordinary requests;
// here each edge is given directly: a list at the end of a path, a value that is no object on the
// way, inherited and prototype keys, broken percent-encoding, a target that is no URL.

import { describe, expect, it } from "vitest";
import { getAt, setAt, setWhereParentExists } from "../../generated/dist/double/body-paths.js";
import { parseProviderPath } from "../../generated/dist/double/provider-path.js";
import { identifierProblem, pathOf } from "../../generated/dist/double/routing.js";

describe("a body's value by path", () => {
  const body = { order: { id: "o-1", item: [{ name: "first" }, { name: "second" }, "no object"], note: "text" } };

  it("reads a nested value, and the first of a list's items that has one", () => {
    expect(getAt(body, "order.id")).toBe("o-1");
    expect(getAt(body, "order.item[].name")).toBe("first");
    expect(getAt({ order: { item: [{}, { name: "late" }] } }, "order.item[].name")).toBe("late");
  });

  it("reads nothing through a value that is no object, a list that is no list, or a path ending at a list", () => {
    expect(getAt(body, "order.note.length")).toBeUndefined();
    expect(getAt(body, "order.id[].x")).toBeUndefined();
    expect(getAt({ order: { item: { name: "an object, not a list" } } }, "order.item[].name")).toBeUndefined();
    expect(getAt(body, "order.item[]")).toBeUndefined();
    expect(getAt(body, "order.absent.x")).toBeUndefined();
    expect(getAt("text", "order.id")).toBeUndefined();
    expect(getAt(null, "order")).toBeUndefined();
  });

  it("never reads an inherited key", () => {
    expect(getAt(Object.create({ order: { id: "inherited" } }), "order.id")).toBeUndefined();
    expect(getAt({ order: Object.create({ id: "inherited" }) }, "order.id")).toBeUndefined();
    expect(getAt({}, "constructor.name")).toBeUndefined();
  });

  it("sets a value, making the groups on the way and replacing what is no group", () => {
    const target: Record<string, unknown> = { order: "text" };
    setAt(target, "order.item.name", "x");
    expect(target).toEqual({ order: { item: { name: "x" } } });
    setAt(target, "order.id", 1);
    expect(target).toEqual({ order: { item: { name: "x" }, id: 1 } });
  });

  it("sets `__proto__` as a key of the body, never on a prototype", () => {
    const target: Record<string, unknown> = {};
    setAt(target, "__proto__.polluted", "yes");
    setWhereParentExists(target, "__proto__.other", "yes");
    expect(Object.keys(target)).toEqual(["__proto__"]);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
    expect(Object.getPrototypeOf(target)).toBe(Object.prototype);
    expect(Object.hasOwn(target["__proto__"] as object, "polluted")).toBe(true);
    expect(Object.hasOwn(target["__proto__"] as object, "other")).toBe(true);
  });

  it("sets a field in every list item that is an object, and makes no group that is not there", () => {
    const target = { order: { item: [{ name: "a" }, {}, 3] } } as Record<string, unknown>;
    setWhereParentExists(target, "order.item[].name", "same");
    setWhereParentExists(target, "order.missing.name", "never");
    setWhereParentExists(target, "order.item[]", "never");
    expect(target).toEqual({ order: { item: [{ name: "same" }, { name: "same" }, 3] } });
  });
});

describe("a request target's path", () => {
  it("is the URL's path, resolved and still percent-encoded", () => {
    expect(pathOf("/a/b/../c%20d?x=1#f")).toBe("/a/c%20d");
    expect(pathOf(undefined)).toBe("/");
  });

  it("is empty for a target that is no URL", () => {
    expect(pathOf("http://[")).toBe("");
  });
});

describe("a path identifier's problem", () => {
  const bounds = { name: "orderid", minLength: 2, maxLength: 4, pattern: /^[a-z.]*$/u };

  it.each([
    [undefined, "Is not valid percent-encoded text."],
    ["a", "Must be 2 to 4 characters."],
    ["abcde", "Must be 2 to 4 characters."],
    ["AB", "Contains characters that are not allowed."],
    ["..", "Cannot be '.' or '..'."],
    ["ab", undefined],
    ["abcd", undefined],
    ["a.b", undefined],
  ])("%j: %j", (value, problem) => {
    expect(identifierProblem(value, bounds)).toBe(problem);
  });

  it("counts code points, and takes any character where no pattern is given", () => {
    const open = { name: "transactionid", minLength: 1, maxLength: 2 };
    expect(identifierProblem("😀😀", open)).toBeUndefined();
    expect(identifierProblem("😀😀😀", open)).toBe("Must be 1 to 2 characters.");
    expect(identifierProblem(".", open)).toBe("Cannot be '.' or '..'.");
  });
});

describe("the provider page's path", () => {
  it("gives the merchant and the order, decoded", () => {
    expect(parseProviderPath("/provider/M%2F1/order%20one")).toEqual({ merchant: "M/1", order: "order one" });
    // Only a path that is a provider path from its start: not one that holds one further in.
    expect(parseProviderPath("/rest/provider/M1/order-1")).toBeUndefined();
  });

  it.each([["/provider/M/%E0%A4%A"], ["/provider/%E0/o"], ["/provider/M"], ["/provider/M/o/x"], ["/elsewhere/M/o"], ["/provider//o"]])(
    "is nothing for %s",
    (path) => {
      expect(parseProviderPath(path)).toBeUndefined();
    },
  );
});
