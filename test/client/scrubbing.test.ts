// The client's scrubbing and masking, as pure functions (templates/package/src/client/): card numbers
// found by meaning, secrets in every written form, messages masked unless known safe. Each boundary
// has its own case.

import { describe, expect, it } from "vitest";
import { cardDigits, hideCardNumbers, luhnValid } from "../../templates/package/src/client/card-numbers.js";
import {
  cutKey,
  keyName,
  LONGEST_KEY_SHOWN,
  maskBody,
  maskForLog,
  REDACTED,
  shownKey,
  type KnownNode,
  type Mask,
  type MaskTables,
} from "../../templates/package/src/client/masking.js";
import { LONGEST_SECRET_IN_EVERY_FORM, Secrets, SHORTEST_SECRET } from "../../templates/package/src/client/secrets.js";

/** Luhn-valid test cards, and one that is not. */
const VISA = "4111111111111111";
const MASTERCARD = "5123450000000008";
const NOT_LUHN = "4111111111111112";

describe("card numbers", () => {
  it.each([
    ["in one piece", `card ${VISA} declined`, "card [redacted] declined"],
    ["in groups of spaces", "card 4111 1111 1111 1111 declined", "card [redacted] declined"],
    ["in groups of dashes", "4111-1111-1111-1111", "[redacted]"],
    ["beside a year in the same run of groups", "4111 1111 1111 1111 2024", "[redacted] 2024"],
    ["after a short number in the same run", `12 ${VISA}`, "12 [redacted]"],
    ["twice", `${VISA},${MASTERCARD}`, "[redacted],[redacted]"],
    ["as a JSON number", `{"n":${MASTERCARD}}`, '{"n":[redacted]}'],
    ["of 12 digits", "424242424242", "[redacted]"],
    ["of 19 digits", "4111111111111111110", "[redacted]"],
  ])("hides one %s", (_, text, expected) => {
    expect(luhnValid("424242424242")).toBe(true);
    expect(luhnValid("4111111111111111110")).toBe(true);
    expect(hideCardNumbers(text)).toBe(expected);
  });

  it.each([
    ["a run that fails the Luhn check", NOT_LUHN],
    ["11 Luhn-valid digits", "42424242420"],
    ["20 Luhn-valid digits in one piece", "41111111111111111115"],
    ["an order number", "order 1234567890123 kept"],
    ["two spaces between groups", "4111  1111  1111  1111"],
    ["dots between groups", "4111.1111.1111.1111"],
    ["a date", "2024-01-15T10:00:00Z"],
    ["short Luhn-valid groups in a run of 14 characters", "18 18 18 18 18"],
  ])("keeps %s", (_, text) => {
    expect(luhnValid("42424242420")).toBe(true);
    expect(luhnValid("18")).toBe(true);
    expect(luhnValid("41111111111111111115")).toBe(true);
    expect(hideCardNumbers(text)).toBe(text);
  });

  it("hides a card it is told of although it fails the Luhn check, in any grouping, with the replacement asked for", () => {
    const known = new Set([NOT_LUHN]);
    expect(hideCardNumbers(`x ${NOT_LUHN} y`, known)).toBe("x [redacted] y");
    expect(hideCardNumbers("4111 1111 1111 1112", known, "***")).toBe("***");
  });

  it("hides the longest card a run of groups starts with, and goes on after it", () => {
    // 424242424242 (12 digits) is Luhn-valid, and so is 4242424242424242 (16): the whole card goes.
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(hideCardNumbers("4242 4242 4242 4242")).toBe("[redacted]");
    expect(hideCardNumbers(`7 ${VISA} 1 ${MASTERCARD} 9`)).toBe("7 [redacted] 1 [redacted] 9");
  });

  it("reads a run of a million groups in bounded time, and a digit run of a million in one piece", () => {
    const groups = "1 ".repeat(1_000_000);
    expect(hideCardNumbers(groups).length).toBeGreaterThan(0);
    expect(hideCardNumbers("9".repeat(1_000_000))).toBe("9".repeat(1_000_000));
  });

  it("knows the digits of a value written as a card number, and only of one", () => {
    expect(cardDigits("4111 1111-1111 1111")).toBe(VISA);
    expect(cardDigits("12345678901")).toBeUndefined();
    expect(cardDigits("123456789012")).toBe("123456789012");
    expect(cardDigits("12345678901234567890")).toBeUndefined();
    expect(cardDigits("1234567890123456789")).toBe("1234567890123456789");
    expect(cardDigits(`card ${VISA}`)).toBeUndefined();
    expect(cardDigits(`${VISA} `)).toBeUndefined();
  });
});

describe("secrets in every written form", () => {
  const password = "pa/ss-wörd!";
  const secrets = new Secrets([password]);

  it.each([
    ["as it is", password],
    ["in another case", "PA/SS-WÖRD!"],
    ["JSON-escaped", "pa\\/ss-w\\u00f6rd!"],
    ["JSON-escaped in upper-case hex", "pa\\/ss-w\\u00F6rd!"],
    ["JSON-escaped whole", [...password].map((character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`).join("")],
    ["percent-encoded", encodeURIComponent(password)],
    ["percent-encoded in lower-case hex", encodeURIComponent(password).toLowerCase()],
    ["percent-encoded whole", [...new TextEncoder().encode(password)].map((byte) => `%${byte.toString(16)}`).join("")],
  ])("finds the password written %s", (_, written) => {
    expect(secrets.text(`<${written}>`)).toBe("<[redacted]>");
  });

  it("finds every reserved character of a secret in its URL-encoded form, a space as + too", () => {
    const reserved = " !#$&'()*+,/:;=?@[]";
    const withReserved = new Secrets([reserved]);
    expect(withReserved.text(encodeURIComponent(reserved))).toBe(REDACTED);
    expect(withReserved.text(reserved.replace(" ", "+"))).toBe(REDACTED);
    expect(withReserved.text(JSON.stringify(reserved).slice(1, -1))).toBe(REDACTED);
  });

  it("finds a control character percent-encoded with its leading zero, and a + only where the secret has a space", () => {
    const tabbed = new Secrets(["tab\there\nnext"]);
    expect(encodeURIComponent("tab\there\nnext")).toBe("tab%09here%0Anext");
    expect(tabbed.text(`<${encodeURIComponent("tab\there\nnext")}>`)).toBe("<[redacted]>");
    const plain = new Secrets(["abcdefgh"]);
    expect(plain.text("++++++++ abcdefgh")).toBe("++++++++ [redacted]");
  });

  it("finds a quote, a backslash and control characters by their JSON short escapes", () => {
    const text = 'a"b\\c\bd\fe\nf\rg\th';
    expect(new Secrets([text]).text(`x${JSON.stringify(text).slice(1, -1)}x`)).toBe("x[redacted]x");
  });

  it("finds a character outside the BMP as it is, as a JSON surrogate pair and percent-encoded", () => {
    const emoji = new Secrets(["secret-😀-value"]);
    expect(emoji.text("secret-😀-value")).toBe(REDACTED);
    expect(emoji.text("secret-\\ud83d\\ude00-value")).toBe(REDACTED);
    expect(emoji.text(encodeURIComponent("secret-😀-value"))).toBe(REDACTED);
  });

  it("finds a secret as a host name writes it (IDNA)", () => {
    const host = new Secrets(["bücher-secret-host"]);
    const origin = new URL("http://bücher-secret-host.example").origin;
    expect(origin).toContain("xn--");
    expect(host.text(origin)).toBe("http://[redacted].example");
  });

  it(`searches for a secret of ${SHORTEST_SECRET} characters, never for a shorter one`, () => {
    expect(SHORTEST_SECRET).toBe(8);
    expect(new Secrets(["12345678"]).text("a 12345678 b")).toBe("a [redacted] b");
    expect(new Secrets(["1234567"]).text("a 1234567 b")).toBe("a 1234567 b");
    // Counted in characters, not UTF-16 units: four emoji are four characters.
    expect(new Secrets(["😀😀😀😀"]).text("😀😀😀😀")).toBe("😀😀😀😀");
  });

  it("never searches for the part of a secret a URL would read as a host", () => {
    // new URL("http://ab/cdefghij/").hostname is "ab": searched for, it would blot out every "ab".
    const secrets = new Secrets([
      "ab/cdefghij",
      "cd:efghijkl",
      "ef@ghijklmn",
      "gh?ijklmnop",
      "ij#klmnopqr",
      "kl mnopqrst",
      "mn%opqrstuv",
      "op\\qrstuvwx",
      "qr[stuvwxyz",
    ]);
    expect(secrets.text("ab cd ef gh ij kl mn op qr")).toBe("ab cd ef gh ij kl mn op qr");
  });

  it(`searches for a value past ${LONGEST_SECRET_IN_EVERY_FORM} characters as it is only, so that a huge one costs its length`, () => {
    const longest = "a/".repeat(LONGEST_SECRET_IN_EVERY_FORM / 2);
    const longer = `${longest}b`;
    const secrets = new Secrets([longest, longer.replace(/a/g, "c"), "x".repeat(16 * 1024 * 1024)]);
    expect(secrets.text(`[${longest.replace(/\//g, "\\/")}]`)).toBe("[[redacted]]");
    expect(secrets.text(`[${longer.replace(/a/g, "c")}]`)).toBe("[[redacted]]");
    expect(secrets.text(`[${longer.replace(/a/g, "c").replace(/\//g, "\\/")}]`)).not.toContain("[redacted]");
    expect(secrets.text(`<${"x".repeat(16 * 1024 * 1024)}>`)).toBe("<[redacted]>");
  });

  it("replaces the longer of two overlapping secrets whole", () => {
    expect(new Secrets(["abcdefgh", "abcdefgh-ijkl"]).text("abcdefgh-ijkl")).toBe(REDACTED);
  });

  it("adds the values of a call, whole objects' leaves included, and finds a card the call sent however it is grouped", () => {
    const call = new Secrets(["password-1"]).with([{ nested: { number: NOT_LUHN, other: 12345678 } }, "call-value"]);
    expect(call.text("password-1 call-value 12345678")).toBe("[redacted] [redacted] [redacted]");
    expect(call.text("4111-1111-1111-1112")).toBe(REDACTED);
  });

  it("scrubs a value: strings, keys, card-like numbers, deep objects stopped", () => {
    const scrubbed = secrets.value({ [password]: [password, Number(MASTERCARD), 42, true, null], [`k${VISA}`]: "v" });
    expect(scrubbed).toEqual({ [REDACTED]: [REDACTED, REDACTED, 42, true, null], "k[redacted]": "v" });
    let deep: unknown = "leaf";
    for (let depth = 0; depth < 100; depth++) deep = { inner: deep };
    expect(JSON.stringify(secrets.value(deep))).toContain(REDACTED);
    expect(secrets.value(["a", ["b"]])).toEqual(["a", ["b"]]);
  });

  it("gives copies of plain data: a caller's logger or handler can change and delete their keys, __proto__ included", () => {
    const copies = [
      secrets.value(JSON.parse('{"order":{"amount":"1.00","__proto__":{"x":1}}}')),
      maskForLog(JSON.parse('{"order":{"amount":"1.00","__proto__":{"x":1}}}'), {
        tables: { paths: new Map(), keys: new Map() },
        known: { order: { amount: 0 } },
        showUnknown: true,
      }),
    ] as { order: Record<string, unknown> }[];
    for (const copy of copies) {
      expect(Object.keys(copy.order)).toEqual(["amount", "__proto__"]);
      copy.order.amount = "2.00";
      delete copy.order["__proto__"];
      expect(copy.order).toEqual({ amount: "2.00" });
      expect(Object.getPrototypeOf(copy.order)).toBe(Object.prototype);
    }
  });

  it("makes a path of a finding safe: no key equals a secret or is a card number, none is longer than shown", () => {
    expect(secrets.path(`order.custom.${password}`)).toBe("order.custom.[redacted]");
    expect(secrets.path(`order.custom.${VISA}.x`)).toBe("order.custom.[redacted].x");
    const long = "k".repeat(1_000_000);
    expect(secrets.path(`order.${long}.name`)).toBe(`order.${"k".repeat(LONGEST_KEY_SHOWN)}….name`);
    const finding = { field: `order.${long}`, explanation: `Not ${password}.`, other: "kept" };
    expect(secrets.finding(finding, finding.field)).toEqual({
      field: `order.${"k".repeat(LONGEST_KEY_SHOWN)}…`,
      explanation: "Not [redacted].",
      other: "kept",
    });
    expect(secrets.finding({ explanation: "x".repeat(200) }, undefined)).toEqual({ explanation: "x".repeat(200) });
    expect(secrets.finding({ absent: undefined, count: 3 }, undefined)).toEqual({ absent: undefined, count: 3 });
  });

  it("scrubs header names (kept tokens) and values", () => {
    const headers = secrets.headers(
      new Headers([
        [`x-${VISA}`, "4111 1111 1111 1111"],
        ["x-ok", "fine"],
      ]),
    );
    expect([...headers]).toEqual([
      ["x-ok", "fine"],
      ["x-redacted", REDACTED],
    ]);
  });

  it("replaces nothing where it has no secret: not even the word 'undefined'", () => {
    expect(new Secrets([]).text("undefined is not a function")).toBe("undefined is not a function");
    const onlyLong = new Secrets(["L".repeat(LONGEST_SECRET_IN_EVERY_FORM + 1)]);
    expect(onlyLong.text("undefined")).toBe("undefined");
  });

  it("finds the longer of two long secrets whole where one holds the other, in either order given", () => {
    const shorter = "s".repeat(LONGEST_SECRET_IN_EVERY_FORM + 10);
    const longer = `${shorter}-and-more`;
    for (const values of [
      [shorter, longer],
      [longer, shorter],
    ])
      expect(new Secrets(values).text(`<${longer}>`)).toBe("<[redacted]>");
  });

  it("adds a call's values at any depth up to 64 objects down, and takes any leaf a body may hold", () => {
    const nested = (levels: number, leaf: unknown): unknown => (levels === 0 ? leaf : [nested(levels - 1, leaf)]);
    // The outermost list is at depth 0: 65 lists put the value at depth 65, inside the list at depth 64.
    expect(new Secrets([]).with([nested(65, "deep-value-1")]).text("deep-value-1")).toBe(REDACTED);
    expect(new Secrets([]).with([nested(66, "deep-value-1")]).text("deep-value-1")).toBe("deep-value-1");
    const cyclic: Record<string, unknown> = { value: "cyclic-value" };
    cyclic.self = cyclic;
    const call = new Secrets([]).with([null, undefined, true, [null, undefined, false], cyclic]);
    expect(call.text("cyclic-value null undefined true")).toBe("[redacted] null undefined true");
  });

  it("copies a value down to depth 64, lists as objects, and replaces what lies deeper", () => {
    const nested = (levels: number): unknown => (levels === 0 ? "leaf" : [nested(levels - 1)]);
    expect(secrets.value(nested(65))).toEqual(nested(65));
    expect(JSON.stringify(secrets.value(nested(66)))).toBe(`${"[".repeat(65)}"${REDACTED}"${"]".repeat(65)}`);
  });

  it("copies an error without a cause as one without a cause, and an error-like value without a name or message", () => {
    expect(Object.hasOwn(secrets.error(new RangeError("no cause")), "cause")).toBe(false);
    const copy = secrets.error({});
    expect([copy.name, copy.message, copy.stack]).toEqual(["Error", "", "Error: "]);
    expect(secrets.error({ name: `Named${password}` }).name).toBe("Named[redacted]");
  });

  it("copies an error with its name, message, code and cause chain scrubbed, and nothing else", () => {
    const inner = Object.assign(new Error(`inner ${password}`), { code: `E${VISA}`, bytes: password });
    const outer = new TypeError(`outer ${VISA}`, { cause: inner });
    const copy = secrets.error(outer);
    expect(copy.name).toBe("TypeError");
    expect(copy.message).toBe("outer [redacted]");
    expect(copy.stack).toBe("TypeError: outer [redacted]");
    const cause = copy.cause as Error & { code?: string; bytes?: string };
    expect(cause.message).toBe("inner [redacted]");
    expect(cause.code).toBe("E[redacted]");
    expect(cause.bytes).toBeUndefined();
    expect(secrets.error(`thrown ${password}`).message).toBe("thrown [redacted]");
    let chain: Error = new Error("bottom");
    for (let depth = 0; depth < 20; depth++) chain = new Error(`level ${depth}`, { cause: chain });
    let length = 0;
    for (let link: unknown = secrets.error(chain); link instanceof Error; link = link.cause) length++;
    expect(length).toBe(9);
  });
});

describe("masking unless known safe", () => {
  const tables: MaskTables = {
    paths: new Map<string, Mask>([
      ["card.number", { keepFirst: 6, keepLast: 4, with: "x" }],
      ["note", "replace"],
    ]),
    keys: new Map([
      ["securityCode", "replace"],
      ["pinBlock", "replace"],
    ]),
  };
  const known: KnownNode = { card: { number: 0, expiry: 0 }, items: { name: 0 }, custom: [0], note: 0, amount: 0 };

  it("shows what the spec knows, masks a class by path and by key name anywhere, and replaces what it does not know whole", () => {
    const hidden: unknown[] = [];
    const masked = maskForLog(
      {
        card: { number: MASTERCARD, expiry: "12/30", securityCode: "123", extra: "x" },
        items: [{ name: "tea", secret: "s" }],
        custom: { anything: "shown" },
        note: "free text",
        amount: 10,
        unknown: { deep: { "Security-Code": "999", plain: 5 } },
        flag: true,
      },
      { tables, known, onMasked: (value) => hidden.push(value) },
    );
    expect(masked).toEqual({
      card: { number: "512345xxxxxx0008", expiry: "12/30", securityCode: REDACTED, extra: REDACTED },
      items: [{ name: "tea", secret: REDACTED }],
      custom: { anything: "shown" },
      note: REDACTED,
      amount: 10,
      unknown: { deep: { "Security-Code": REDACTED, plain: REDACTED } },
      flag: REDACTED,
    });
    expect(hidden).toEqual([MASTERCARD, "123", "x", "s", "free text", "999", 5, true]);
  });

  it("shows unknown values when asked, the classes still masked and card numbers still hidden", () => {
    const masked = maskForLog(
      { extra: "shown", card: { number: MASTERCARD, securityCode: "123" }, other: `card ${VISA}`, count: Number(VISA), small: 3 },
      { tables, known: {}, showUnknown: true },
    );
    expect(masked).toEqual({
      extra: "shown",
      card: { number: "512345xxxxxx0008", securityCode: REDACTED },
      other: "card [redacted]",
      count: REDACTED,
      small: 3,
    });
  });

  it("hides card numbers in the values it shows and in keys, and cuts long keys", () => {
    const long = "k".repeat(LONGEST_KEY_SHOWN + 1);
    const masked = maskForLog({ note2: 1, custom: { [VISA]: `x ${VISA}`, [long]: "v" } }, { tables, known: { custom: [0], note2: 0 } });
    expect(masked).toEqual({ note2: 1, custom: { [REDACTED]: "x [redacted]", [`${"k".repeat(LONGEST_KEY_SHOWN)}…`]: "v" } });
  });

  it("knows nothing of a message it has no tree for, and keeps __proto__ a key", () => {
    const body = JSON.parse('{"__proto__": {"polluted": "yes"}, "a": [1, {"b": 2}]}') as unknown;
    const masked = maskForLog(body, { tables, known: undefined }) as Record<string, unknown>;
    expect(Object.getPrototypeOf(masked)).toBe(Object.prototype);
    expect(Object.hasOwn(masked, "__proto__")).toBe(true);
    expect(JSON.stringify(masked)).toBe('{"__proto__":{"polluted":"[redacted]"},"a":["[redacted]",{"b":"[redacted]"}]}');
  });

  it("masks a known value that is an object where a value belongs, and stops at 64 levels", () => {
    expect(maskForLog({ amount: { inner: "x" } }, { tables, known })).toEqual({ amount: { inner: REDACTED } });
    let deep: unknown = "leaf";
    for (let depth = 0; depth < 70; depth++) deep = [deep];
    const hidden: unknown[] = [];
    expect(
      JSON.stringify(maskForLog({ custom: { a: deep } }, { tables, known, showUnknown: true, onMasked: (value) => hidden.push(value) })),
    ).toContain(REDACTED);
    expect(hidden).toHaveLength(1);
  });

  it("masks a value the class keeps the ends of, when it is no longer than the kept digits, and a value that is no text", () => {
    const mask = { keepFirst: 6, keepLast: 4, with: "x" } as const;
    const ends: MaskTables = { paths: new Map([["n", mask]]), keys: new Map() };
    expect(maskForLog({ n: "1234567890" }, { tables: ends, known: undefined })).toEqual({ n: "xxxxxxxxxx" });
    expect(maskForLog({ n: "12345678901" }, { tables: ends, known: undefined })).toEqual({ n: "123456x8901" });
    expect(maskForLog({ n: 12345678901 }, { tables: ends, known: undefined })).toEqual({ n: "123456x8901" });
    expect(maskForLog({ n: { inner: 1 } }, { tables: ends, known: undefined })).toEqual({ n: REDACTED });
    expect(maskBody({ n: "12345678901", m: "kept" }, ends.paths)).toEqual({ n: "123456x8901", m: "kept" });
  });

  it("compares key names without case, '-' or '_', and shows keys cut without splitting a surrogate pair", () => {
    expect(keyName("Security_Code")).toBe("securitycode");
    expect(keyName("PIN-BLOCK")).toBe("pinblock");
    expect(maskForLog({ PIN_block: "1" }, { tables, known: { PIN_block: 0 } })).toEqual({ PIN_block: REDACTED });
    expect(cutKey("k".repeat(LONGEST_KEY_SHOWN))).toBe("k".repeat(LONGEST_KEY_SHOWN));
    const pair = `${"k".repeat(LONGEST_KEY_SHOWN - 1)}😀`;
    expect(cutKey(`${pair}tail`)).toBe(`${"k".repeat(LONGEST_KEY_SHOWN - 1)}…`);
    expect(shownKey(VISA)).toBe(REDACTED);
  });
});
