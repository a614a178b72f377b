// Values the fuzz run puts into bodies: scalars at the edges of JSON (numbers such as 1e308, -0 and
// 5e-324, lone surrogates, NUL), keys that break naive code, and values JSON.parse cannot make at all
// (bigint, functions, symbols, cycles, getters and proxies that throw).

/** A source of numbers in [0, 1), seeded by fast-check so that a failing run replays. */
export type Random = () => number;

/** mulberry32: small, fast, and the same sequence for the same seed. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

/** Own keys that `JSON.parse` makes like any other and naive code treats as special. */
export const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype"] as const;

/** What a polluting body puts under those keys, as JSON text so that `__proto__` stays an own key. */
export const POLLUTING_VALUES: readonly string[] = [
  '{"polluted":"yes"}',
  '{"prototype":{"polluted":"yes"}}',
  '{"__proto__":{"polluted":"yes"}}',
  '{"amount":"1","currency":"USD","name":"x"}',
  '{"toString":"x","valueOf":1,"hasOwnProperty":null}',
  '["polluted"]',
  '"polluted"',
  "1",
  "null",
];

/** Numbers and strings at the edges of what JSON and JavaScript hold. */
export const ODD_SCALARS: readonly unknown[] = [
  1e308,
  -1e308,
  -0,
  5e-324,
  -5e-324,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  0.1 + 0.2,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  "\uD800",
  "\uDFFF",
  "ab\uD800cd",
  "\uDC00\uD800",
  "\u0000",
  "NUL\u0000inside",
  "\u0000".repeat(64),
  "\uFEFFBOM",
  "\u2028\u2029",
  "😀😀😀😀",
  "１２３",
  "١٢٣",
  "1e308",
  "-0",
  "5e-324",
  "0x10",
  " 1",
  "1 ",
  "Infinity",
  "NaN",
  "",
  "true",
  "null",
  "{}",
  "[]",
  "a".repeat(10_000),
  "\uD83D".repeat(5_000),
];

/**
 * A value JSON.parse cannot make, made fresh for each use: `body` and `holder` let cycles point back
 * up. `throwsOnRead` says whether reading it (or its members) throws.
 */
export interface NonJsonValue {
  label: string;
  throwsOnRead: boolean;
  make(body: object, holder: object): unknown;
}

function raise(): never {
  throw new Error("4111111111111111 must never be shown");
}

class Account {
  constructor(readonly amount = "10.00") {}
}

export const NON_JSON_VALUES: readonly NonJsonValue[] = [
  { label: "bigint", throwsOnRead: false, make: () => 10n },
  { label: "huge bigint", throwsOnRead: false, make: () => 10n ** 400n },
  { label: "function", throwsOnRead: false, make: () => () => "10.00" },
  { label: "class", throwsOnRead: false, make: () => Account },
  { label: "symbol", throwsOnRead: false, make: () => Symbol("10.00") },
  { label: "undefined", throwsOnRead: false, make: () => undefined },
  { label: "cycle to the body", throwsOnRead: false, make: (body) => body },
  { label: "cycle to the holder", throwsOnRead: false, make: (_, holder) => holder },
  { label: "Date", throwsOnRead: false, make: () => new Date(0) },
  { label: "invalid Date", throwsOnRead: false, make: () => new Date(Number.NaN) },
  { label: "Map", throwsOnRead: false, make: () => new Map([["amount", "1"]]) },
  { label: "Set", throwsOnRead: false, make: () => new Set(["1"]) },
  { label: "boxed string", throwsOnRead: false, make: () => Object("USD") },
  { label: "boxed number", throwsOnRead: false, make: () => Object(1) },
  { label: "typed array", throwsOnRead: false, make: () => new Uint8Array(16) },
  { label: "class instance", throwsOnRead: false, make: () => new Account() },
  { label: "frozen object", throwsOnRead: false, make: () => Object.freeze({ amount: "1" }) },
  { label: "object with a symbol key", throwsOnRead: false, make: () => ({ [Symbol("amount")]: "1" }) },
  { label: "inherited fields", throwsOnRead: false, make: () => Object.create({ amount: "1", currency: "USD" }) },
  { label: "non-enumerable field", throwsOnRead: false, make: () => Object.defineProperty({}, "amount", { value: "1" }) },
  { label: "error object", throwsOnRead: false, make: () => new Error("4111111111111111") },
  { label: "regular expression", throwsOnRead: false, make: () => /^(a+)+$/ },
  { label: "promise", throwsOnRead: false, make: () => Promise.resolve(1) },
  { label: "weak map", throwsOnRead: false, make: () => new WeakMap() },
  { label: "getter that throws", throwsOnRead: true, make: () => Object.defineProperty({}, "amount", { enumerable: true, get: raise }) },
  { label: "getter returning itself", throwsOnRead: false, make: () => selfGetter() },
  { label: "proxy whose keys throw", throwsOnRead: true, make: () => new Proxy({}, { ownKeys: raise }) },
  { label: "proxy whose values throw", throwsOnRead: true, make: () => new Proxy({ amount: "1", name: "x" }, { get: raise }) },
  {
    label: "proxy whose descriptors throw",
    throwsOnRead: true,
    make: () => new Proxy({ amount: "1" }, { getOwnPropertyDescriptor: raise }),
  },
  { label: "proxy whose 'in' throws", throwsOnRead: true, make: () => new Proxy([1], { has: raise }) },
  { label: "proxy array whose length throws", throwsOnRead: true, make: () => new Proxy([], { get: raise }) },
  { label: "revoked proxy", throwsOnRead: true, make: () => revokedProxy() },
  { label: "proxy over the body", throwsOnRead: false, make: (body) => new Proxy(body, {}) },
];

function selfGetter(): object {
  const value = {};
  Object.defineProperty(value, "amount", { enumerable: true, get: () => value });
  return value;
}

function revokedProxy(): object {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

/** A value of another JSON type than `value`'s, so that every check of a type is reached. */
export function wrongTyped(value: unknown, random: Random): unknown {
  if (typeof value === "string") return pick(random, [1, 0, -1.5, true, false, null, {}, [], [value], { value }]);
  if (typeof value === "number") return pick(random, [String(value), "", true, null, {}, [value]]);
  if (typeof value === "boolean") return pick(random, [String(value), 1, 0, null, {}, []]);
  if (Array.isArray(value)) return pick(random, [{}, { 0: value[0], length: 1 }, "[]", 0, null, true]);
  if (value !== null && typeof value === "object") return pick(random, [[], [value], "{}", 0, null, false]);
  return pick(random, ["x", 1, {}, []]);
}
