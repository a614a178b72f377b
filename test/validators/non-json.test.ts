// What a validator does with values JSON.parse cannot make (README, "What validators do with values
// JSON cannot hold"): a value of no JSON type is the wrong type; a place whose reading throws is one
// INVALID finding and nothing else; a hole ends the reading of its array; a cycle is harmless, since
// validators read no deeper than the spec's tree. Never a throw.

import { describe, expect, it } from "vitest";
import { validateAuthorizeRequest, validateRequest, validateResponse, type ValidationResult } from "../../generated/dist/index.js";
import { firstUnreadablePath, UNREADABLE_EXPLANATION } from "../../generated/dist/runtime/unreadable.js";
import { findings } from "../support/results.js";

type Body = Record<string, unknown>;

/** A valid Authorize request with one line item, and `change` done to it. */
function authorize(change: (body: { order: Body & { item: Body[] } } & Body) => void = () => undefined): Body {
  const body = {
    apiOperation: "AUTHORIZE",
    order: { currency: "USD", amount: "10.00", item: [{ name: "pen", quantity: "1", unitPrice: "10.00" }] as Body[] },
  };
  change(body);
  return body;
}

function throwingGetter(target: object, key: string): void {
  Object.defineProperty(target, key, {
    enumerable: true,
    get() {
      throw new Error("4111111111111111");
    },
  });
}

const throwing = (trap: keyof ProxyHandler<object>) => new Proxy({}, { [trap]: () => raise() });
function raise(): never {
  throw new Error("4111111111111111");
}

function revoked(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

function explanations(result: ValidationResult): string[] {
  return result.valid ? [] : result.errors.map((error) => error.explanation);
}

describe("values of no JSON type are the wrong type", () => {
  it.each([
    ["a bigint amount", (body: Body & { order: Body }) => (body.order.amount = 10n), ["order.amount:INVALID"]],
    ["a function as the order", (body: Body) => (body.order = () => ({})), ["order:INVALID"]],
    ["a symbol currency", (body: Body & { order: Body }) => (body.order.currency = Symbol("USD")), ["order.currency:INVALID"]],
    ["undefined as a required value", (body: Body & { order: Body }) => (body.order.currency = undefined), ["order.currency:INVALID"]],
    ["a Date as the order", (body: Body) => (body.order = new Date(0)), ["order.currency:MISSING", "order.amount:MISSING"]],
    ["a boxed string", (body: Body & { order: Body }) => (body.order.currency = Object("USD")), ["order.currency:INVALID"]],
  ])("%s", (_, change, want) => {
    expect(findings(validateAuthorizeRequest(authorize(change as (body: Body) => void)))).toEqual(want);
  });

  it("a function or a bigint as the whole body", () => {
    for (const body of [() => ({}), 10n, Symbol("body"), undefined]) {
      expect(findings(validateRequest("AUTHORIZE", 100, body))).toEqual([":INVALID"]);
      expect(findings(validateResponse("AUTHORIZE", 100, body))).toEqual([":INVALID"]);
    }
  });
});

describe("a place whose reading throws is one INVALID finding there, and nothing is thrown", () => {
  it.each([
    ["a throwing getter on a leaf", authorize((body) => throwingGetter(body.order, "amount")), "order.amount"],
    ["a throwing getter on a line item", authorize((body) => throwingGetter(body.order.item[0] as Body, "name")), "order.item[0].name"],
    ["a throwing getter on the body", authorize((body) => throwingGetter(body, "order")), "order"],
    ["a proxy whose keys throw", throwing("ownKeys"), ""],
    ["an order whose keys throw", authorize((body) => Object.assign(body, { order: throwing("ownKeys") })), "order"],
    [
      "an order whose values throw",
      authorize((body) => Object.assign(body, { order: new Proxy({ currency: "USD" }, { get: () => raise() }) })),
      "order.currency",
    ],
    ["a revoked proxy as the body", revoked(), ""],
    ["a revoked proxy as a line item", authorize((body) => (body.order.item = [revoked() as Body])), "order.item[0]"],
    ["a revoked proxy as the list", authorize((body) => (body.order.item = revoked() as Body[])), "order.item"],
    [
      "a throwing getter on a place in the list",
      authorize((body) => Object.defineProperty(body.order.item, 0, { enumerable: true, get: () => raise() })),
      "order.item[0]",
    ],
  ])("%s", (_, body, field) => {
    const result = validateRequest("AUTHORIZE", 100, body);
    expect(result).toEqual({
      valid: false,
      errors: [{ cause: "INVALID_REQUEST", field, validationType: "INVALID", explanation: UNREADABLE_EXPLANATION }],
    });
    expect(explanations(result).join(" ")).not.toContain("4111");
  });

  it("in a response too, where the error shape is looked for first", () => {
    expect(findings(validateResponse("AUTHORIZE", 100, revoked()))).toEqual([":INVALID"]);
    const body = { result: "SUCCESS" };
    throwingGetter(body, "order");
    expect(findings(validateResponse("AUTHORIZE", 100, body))).toEqual(["order:INVALID"]);
  });

  it("the search for the place reads as the validators do: depth first, own keys, no function", () => {
    const throwsAt = (key: string): Body => Object.defineProperty({}, key, { enumerable: true, get: () => raise() });
    // A sibling after a whole subtree read without a throw.
    expect(firstUnreadablePath({ a: { b: { c: 1 }, d: [1, 2] }, e: throwsAt("f") })).toBe("e.f");
    // A list whose length throws, and a key inherited from the prototype (never read).
    const list = new Proxy([], { get: (target, key) => (key === "length" ? raise() : Reflect.get(target, key)) });
    expect(firstUnreadablePath({ order: { item: list } })).toBe("order.item");
    expect(firstUnreadablePath({ order: Object.create(throwsAt("amount")) as object, z: throwsAt("y") })).toBe("z.y");
    // A function is a value of the wrong type: the validators never read into it.
    const fn = Object.assign(() => undefined, {});
    Object.defineProperty(fn, "x", { enumerable: true, get: () => raise() });
    expect(firstUnreadablePath({ a: fn, order: throwsAt("amount") })).toBe("order.amount");
  });

  it("the search reads at most 100,000 values, and names the body past them", () => {
    const wide: Body = {};
    for (let index = 0; index < 100_000; index++) wide[`k${index}`] = index;
    Object.defineProperty(wide, "last", { enumerable: true, get: () => raise() });
    expect(firstUnreadablePath(wide)).toBe("");
    delete wide.k0;
    expect(firstUnreadablePath(wide)).toBe("last");
  });

  it("the search for the place stops at cycles and after its budget, and names the body then", () => {
    const cycle: Body = { a: {} };
    (cycle.a as Body).back = cycle;
    expect(firstUnreadablePath(cycle)).toBe("");
    const endless = {
      get next(): object {
        return endless2();
      },
    };
    function endless2(): object {
      return {
        get next(): object {
          return endless2();
        },
      };
    }
    expect(firstUnreadablePath(endless)).toBe("");
  });
});

describe("sparse arrays", () => {
  it("a hole is INVALID, and ends the reading of its array", () => {
    const body = authorize((body) => {
      body.order.item = [{ name: "pen", quantity: "1", unitPrice: "10.00" }];
      body.order.item[2] = { name: 7 }; // index 1 stays a hole
    });
    expect(findings(validateAuthorizeRequest(body))).toEqual(["order.item[1]:INVALID"]);
  });

  it("an array of length 2^32 - 1 and no items is one finding, at once", () => {
    const body = authorize((body) => {
      body.order.item = [];
      body.order.item.length = 2 ** 32 - 1;
    });
    expect(findings(validateAuthorizeRequest(body))).toEqual(["order.item[0]:INVALID"]);
  });

  it("an item that is undefined (not a hole) is the wrong type, and the reading goes on", () => {
    const body = authorize((body) => {
      body.order.item = [undefined, { name: 7, quantity: "1", unitPrice: "1" }] as Body[];
    });
    expect(findings(validateAuthorizeRequest(body))).toEqual(["order.item[0]:INVALID", "order.item[1].name:INVALID"]);
  });
});

describe("cycles are harmless: validators read no deeper than the spec's tree", () => {
  it("a body that holds itself, in a request and a response", () => {
    const body = authorize((body) => {
      body.self = body;
      body.order.self = body.order;
      body.order.item.push(body.order as unknown as Body);
    });
    expect(findings(validateAuthorizeRequest(body))).toEqual(expect.arrayContaining(["order.self:UNSUPPORTED"]));
    const response: Body = { result: "SUCCESS" };
    response.order = response;
    expect(() => validateResponse("AUTHORIZE", 100, response)).not.toThrow();
  });
});

describe("the dispatcher", () => {
  it("never runs a version's toString", () => {
    const version = { toString: raise } as unknown as string;
    expect(findings(validateRequest("AUTHORIZE", version, authorize()))).toEqual(["apiOperation:UNSUPPORTED"]);
  });
});
