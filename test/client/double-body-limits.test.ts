// The double's limits on a request body: its bytes, its array items and its object keys, counted
// while it arrives and refused (413, the error shape, the connection closed) at the chunk that
// crosses one, before the body is parsed. The counter is exact on JSON, however the bytes are cut.

import { connect } from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DoubleOptionError,
  GatewayClient,
  InvalidRequestError,
  startGatewayMock,
  validateResponse,
  type GatewayError,
  type RunningDouble,
} from "../../generated/dist/index.js";
import { JsonCounter } from "../../generated/dist/double/json-counts.js";
import { bodyLimitsOf, DEFAULT_BODY_LIMITS } from "../../generated/dist/double/body-reading.js";
import { endlessBody } from "./endless-body.js";

/** The counts of a text fed in the given pieces. */
function counted(pieces: readonly (string | Uint8Array)[]): { items: number; keys: number } {
  const counter = new JsonCounter();
  for (const piece of pieces) counter.add(typeof piece === "string" ? Buffer.from(piece) : piece);
  return { items: counter.items, keys: counter.keys };
}

/** The items and keys of a parsed JSON value, by walking it. */
function walked(value: unknown): { items: number; keys: number } {
  const total = { items: 0, keys: 0 };
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      total.items += node.length;
      node.forEach(walk);
    } else if (typeof node === "object" && node !== null) {
      const keys = Object.keys(node);
      total.keys += keys.length;
      for (const key of keys) walk((node as Record<string, unknown>)[key]);
    }
  };
  walk(value);
  return total;
}

/** The bytes cut at every place into two pieces, and into single bytes. */
function everyCut(text: string): Uint8Array[][] {
  const bytes = Buffer.from(text);
  const cuts = Array.from({ length: bytes.length + 1 }, (_, at) => [bytes.subarray(0, at), bytes.subarray(at)]);
  return [...cuts, [...bytes].map((byte) => Uint8Array.of(byte))];
}

describe("counting array items and object keys", () => {
  it.each([
    ["an empty array", "[]", 0, 0],
    ["an empty array with whitespace of every kind", "[ \t\r\n]", 0, 0],
    ["an empty object with whitespace", "{ \t\r\n}", 0, 0],
    ["one item", "[1]", 1, 0],
    ["one item in whitespace", "[ \n1\t ]", 1, 0],
    ["three items", "[1, 2 ,3]", 3, 0],
    ["one key", '{"a":1}', 0, 1],
    ["two keys, one holding two items", '{"a" : 1, "b":[true,null]}', 2, 2],
    ["nested empty arrays", "[[],[[]]]", 3, 0],
    ["arrays of objects", '[{"a":1},{"b":2,"c":{}}]', 2, 3],
    ["nested objects", '{"a":{"b":{"c":{}}}}', 0, 3],
    ["brackets, commas and braces inside strings", '["[,{", "}],", ",,"]', 3, 0],
    ["an escaped quote inside a string", '["a\\"],[", 1]', 2, 0],
    ["an escaped backslash before the closing quote", '["a\\\\", 1]', 2, 0],
    ["escapes of every kind", '["\\n\\t\\/\\u0022,", "\\\\\\"", 3]', 3, 0],
    ["runs of backslashes, odd and even, before quotes", '["\\\\", "\\\\\\"", "\\\\\\\\", "\\\"\\\\\\"", 5]', 5, 0],
    ["keys holding structure", '{"[a,b]":"{c,d}", "e\\"":[]}', 0, 2],
    ["multi-byte characters", '{"é€😀":["ü,",  "漢"]}', 2, 1],
    ["a string alone", '"[1,2,{}]"', 0, 0],
    ["a number alone", "12345", 0, 0],
    ["a byte-order mark before an array", "\uFEFF[1,2]", 2, 0],
  ])("%s: %j", (_what, text, items, keys) => {
    for (const pieces of everyCut(text))
      expect(counted(pieces), JSON.stringify(pieces.map((piece) => Buffer.from(piece).toString()))).toEqual({ items, keys });
  });

  it("takes text that is not JSON without failing: closers with nothing open, and commas outside containers", () => {
    expect(counted(["]]}}"])).toEqual({ items: 0, keys: 0 });
    expect(counted(["1,2,3"])).toEqual({ items: 0, keys: 0 });
    expect(counted(["[1]]],[2,3"])).toEqual({ items: 3, keys: 0 });
  });

  it("counts as JSON.parse reads, for any JSON value, any indentation and any cut into pieces", () => {
    fc.assert(
      fc.property(
        fc.jsonValue({ maxDepth: 5 }),
        fc.constantFrom(undefined, 1, "\t", "\r\n \t"),
        fc.array(fc.nat(), { maxLength: 8 }),
        (value, indent, cutPoints) => {
          const bytes = Buffer.from(JSON.stringify(value, null, indent));
          const cuts = [...new Set(cutPoints.map((point) => point % (bytes.length + 1)))].sort((a, b) => a - b);
          const pieces = [0, ...cuts].map((start, index) => bytes.subarray(start, [...cuts, bytes.length][index]));
          expect(counted(pieces)).toEqual(walked(JSON.parse(bytes.toString())));
        },
      ),
      { numRuns: 500, seed: 22 },
    );
  });

  it("finds where strings end across any cut, whatever runs of backslashes and quotes they hold", () => {
    const tricky = fc.string({ unit: fc.constantFrom("\\", '"', "a", "[", ",", "{", "]"), maxLength: 12 });
    fc.assert(
      fc.property(fc.array(tricky, { maxLength: 6 }), fc.array(fc.nat(), { maxLength: 6 }), (strings, cutPoints) => {
        const bytes = Buffer.from(JSON.stringify([strings, { [strings.join("")]: strings }]));
        const cuts = [...new Set(cutPoints.map((point) => point % (bytes.length + 1)))].sort((a, b) => a - b);
        const pieces = [0, ...cuts].map((start, index) => bytes.subarray(start, [...cuts, bytes.length][index]));
        expect(counted(pieces)).toEqual({ items: 2 + 2 * strings.length, keys: 1 });
      }),
      { numRuns: 1000, seed: 22 },
    );
  });

  it("counts strings of every code point, escaped or not, as one item each", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: "binary" }), { maxLength: 10 }), (strings) => {
        const text = JSON.stringify(strings);
        for (const pieces of [[text], [...Buffer.from(text)].map((byte) => Uint8Array.of(byte))])
          expect(counted(pieces)).toEqual({ items: strings.length, keys: 0 });
      }),
      { numRuns: 300, seed: 22 },
    );
  });
});

describe("the limits a double takes", () => {
  it("are 10 MiB, 10,000 items and 10,000 keys by default", () => {
    expect(DEFAULT_BODY_LIMITS).toEqual({ bytes: 10 * 1024 * 1024, items: 10_000, keys: 10_000 });
    expect(bodyLimitsOf({})).toEqual(DEFAULT_BODY_LIMITS);
  });

  it("take each option's whole number from 0", () => {
    expect(bodyLimitsOf({ maxBodyBytes: 0, maxArrayItems: 0, maxObjectKeys: 0 })).toEqual({ bytes: 0, items: 0, keys: 0 });
    expect(bodyLimitsOf({ maxBodyBytes: 5, maxArrayItems: 6, maxObjectKeys: 7 })).toEqual({ bytes: 5, items: 6, keys: 7 });
  });

  it.each([
    ["maxBodyBytes", -1],
    ["maxArrayItems", 1.5],
    ["maxObjectKeys", Number.NaN],
    ["maxArrayItems", Number.POSITIVE_INFINITY],
    ["maxObjectKeys", "10" as unknown as number],
  ])("refuse %s: %s at start-up", async (option, value) => {
    const message = `${option} must be a whole number from 0, not ${String(value)}`;
    expect(() => bodyLimitsOf({ [option]: value })).toThrow(new DoubleOptionError(option, message));
    const refusal = await startGatewayMock({ merchants: { LIMITS01: "pw" }, [option]: value }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DoubleOptionError);
    expect(refusal).toBeInstanceOf(RangeError);
    expect(refusal).toMatchObject({ option, message });
  });
});

const MERCHANT = "LIMITS01";
const PASSWORD = "limits-password";
const authorization = `Basic ${Buffer.from(`merchant.${MERCHANT}:${PASSWORD}`).toString("base64")}`;
/** The valid body the bounded ones are built on: 4 keys, no items. */
const BASE = { apiOperation: "AUTHORIZE", order: { amount: "10.00", currency: "USD" } };
const ITEMS = 12;
const KEYS = 10;
const BYTES = 400;
let double: RunningDouble;

beforeAll(async () => {
  double = await startGatewayMock({ merchants: { [MERCHANT]: PASSWORD }, maxArrayItems: ITEMS, maxObjectKeys: KEYS, maxBodyBytes: BYTES });
});
afterAll(() => double.close());

let orders = 0;
async function put(text: string): Promise<{ status: number; connection: string | null; body: unknown }> {
  const response = await fetch(`${double.url}/rest/version/100/merchant/${MERCHANT}/order/limits-${++orders}/transaction/1`, {
    method: "PUT",
    headers: { authorization, "content-type": "application/json" },
    body: text,
  });
  return { status: response.status, connection: response.headers.get("connection"), body: await response.json() };
}

/** A valid body holding `items` array items and `keys` object keys in all (extra keys are unknown fields, which pass). */
function bodyWith(items: number, keys: number): string {
  const extraKeys = Object.fromEntries(Array.from({ length: keys - 6 }, (_, index) => [`k${index}`, 0]));
  return JSON.stringify({ ...BASE, extra: { list: Array.from({ length: items }, () => 0), ...extraKeys } });
}

function expectRefused(answer: { status: number; connection: string | null; body: unknown }, explanation: string): void {
  expect(answer.status).toBe(413);
  expect(answer.connection).toBe("close");
  expect(answer.body).toEqual({ result: "ERROR", error: { cause: "INVALID_REQUEST", explanation } });
  expect(validateResponse("AUTHORIZE", 100, answer.body)).toEqual({ valid: true });
}

describe("a body at and over each limit", () => {
  it("accepts exactly the most items, and refuses one more before parsing", async () => {
    expect(walked(JSON.parse(bodyWith(ITEMS, KEYS)))).toEqual({ items: ITEMS, keys: KEYS });
    expect((await put(bodyWith(ITEMS, KEYS))).status).toBe(201);
    expectRefused(await put(bodyWith(ITEMS + 1, KEYS)), "The request body holds more array items than the double accepts.");
  });

  it("accepts exactly the most keys, and refuses one more", async () => {
    expect((await put(bodyWith(0, KEYS))).status).toBe(201);
    expectRefused(await put(bodyWith(0, KEYS + 1)), "The request body holds more object keys than the double accepts.");
  });

  it("counts items and keys at any depth, and counts each limit on its own", async () => {
    const deep = JSON.stringify({ ...BASE, a: [[[[[[[[[[[[[]]]]]]]]]]]]] });
    expect(walked(JSON.parse(deep)).items).toBe(ITEMS);
    expect((await put(deep)).status).toBe(201);
    const deeper = JSON.stringify({ ...BASE, a: [[[[[[[[[[[[[[]]]]]]]]]]]]]] });
    expectRefused(await put(deeper), "The request body holds more array items than the double accepts.");
    const nestedKeys = JSON.stringify({ ...BASE, a: { b: { c: { d: { e: { f: { g: {} } } } } } } });
    expect(walked(JSON.parse(nestedKeys)).keys).toBe(KEYS + 1);
    expectRefused(await put(nestedKeys), "The request body holds more object keys than the double accepts.");
  });

  it("accepts a body of exactly the most bytes, and refuses one byte more", async () => {
    const padded = (length: number) => {
      const text = JSON.stringify({ ...BASE, pad: "" });
      return JSON.stringify({ ...BASE, pad: "x".repeat(length - text.length) });
    };
    expect(Buffer.byteLength(padded(BYTES))).toBe(BYTES);
    expect((await put(padded(BYTES))).status).toBe(201);
    expectRefused(await put(padded(BYTES + 1)), "The request body is longer than the double accepts.");
  });
});

describe("a body refused while it arrives", () => {
  it("is refused by its declared length before a byte of it comes", async () => {
    // Headers that declare one byte over the limit, and no body: the answer cannot wait for it.
    const { port, hostname } = new URL(double.url);
    const head = `PUT /rest/version/100/merchant/${MERCHANT}/order/declared-${++orders}/transaction/1 HTTP/1.1\r\nHost: x\r\nAuthorization: ${authorization}\r\nContent-Length: ${BYTES + 1}\r\n\r\n`;
    const answer = await new Promise<string>((resolve) => {
      const socket = connect({ port: Number(port), host: hostname }, () => socket.write(head));
      let text = "";
      socket.on("data", (data) => {
        text += data.toString();
        if (!text.includes("longer than the double accepts")) return;
        socket.destroy();
        resolve(text);
      });
      socket.on("error", () => undefined);
      setTimeout(() => (socket.destroy(), resolve(text)), 3_000);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer).toContain("The request body is longer than the double accepts.");
  });

  it("is answered and its connection closed at the chunk that crosses a limit, the rest never read", async () => {
    const patient = await startGatewayMock({ merchants: { [MERCHANT]: PASSWORD }, maxArrayItems: ITEMS, requestTimeoutMs: 120_000 });
    const head = `PUT /rest/version/100/merchant/${MERCHANT}/order/endless-list/transaction/1 HTTP/1.1\r\nHost: x\r\nAuthorization: ${authorization}\r\nTransfer-Encoding: chunked\r\n\r\n`;
    const items = "0,".repeat(0x2000);
    // A list opened, then items without end.
    const result = await endlessBody(patient.url, `${head}1\r\n[\r\n`, `${items.length.toString(16)}\r\n${items}\r\n`);
    await patient.close();
    expect(result.closed).toBe(true);
    expect(result.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(result.answer).toContain("more array items than the double accepts");
  });

  it("gives the real client its typed error for a body over the default item limit", async () => {
    const defaults = await startGatewayMock({ merchants: { [MERCHANT]: PASSWORD }, maxBodyBytes: 64 * 1024 * 1024 });
    try {
      const client = new GatewayClient({ baseUrl: defaults.url, merchantId: MERCHANT, apiPassword: PASSWORD, onWarning: () => undefined });
      const body = { order: BASE.order, padding: Array.from({ length: 5_000_000 }, () => 0) } as never;
      const error = await client.authorize({ orderId: "many-items", transactionId: "1", body }).catch((failure: unknown) => failure);
      expect(error).toBeInstanceOf(InvalidRequestError);
      expect((error as GatewayError).status).toBe(413);
      expect((error as GatewayError).error.explanation).toBe("The request body holds more array items than the double accepts.");
      expect(defaults.order(MERCHANT, "many-items")).toBeUndefined();
    } finally {
      await defaults.close();
    }
  });
});
