// The double's Basic authentication: no merchant without a password, the credentials read only as
// canonical Base64, compared as bytes (never as text a lossy decoding made), at every length, and
// through timingSafeEqual so that the time an answer takes tells nothing of the password.

import * as crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DoubleOptionError, startGatewayMock, type RunningDouble } from "../../generated/dist/index.js";
import {
  authenticates,
  basicCredentials,
  checkedMerchants,
  checkedPasswords,
  sameSecret,
} from "../../generated/dist/double/credentials.js";

vi.mock("node:crypto", async (importOriginal) => {
  const actual = await importOriginal<typeof crypto>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const MERCHANT = "CREDS01";
const USER = `merchant.${MERCHANT}`;
const PASSWORD = "s3cret-Pw";
/** Bytes that are not UTF-8, and the text a lenient decoding makes of them. */
const NOT_UTF8 = Buffer.from([0xff, 0x41]);
const REPLACED = NOT_UTF8.toString("utf8");

const basic = (bytes: Buffer | string) => `Basic ${Buffer.from(bytes).toString("base64")}`;
const header = (password: string, user = USER) => basic(`${user}:${password}`);

describe("merchant ids at start-up, by the bounds of the merchant's own path parameter", () => {
  type Description = Parameters<typeof checkedMerchants>[1];
  const describedWith = (pathParameters: readonly object[]) =>
    ({ pathRoles: { merchant: "merchantId", order: "orderid", transaction: "transactionid" }, pathParameters }) as unknown as Description;

  it("reads the bounds of the parameter the merchant role names, wherever it stands among the path's", () => {
    const parameters = describedWith([
      { name: "orderid", minLength: 1, maxLength: 3 },
      { name: "merchantId", minLength: 1, maxLength: 12 },
    ]);
    expect([...checkedMerchants({ LONGMERCHANT: PASSWORD }, parameters).keys()]).toEqual(["LONGMERCHANT"]);
    expect(() => checkedMerchants({ LONGERMERCHANT: PASSWORD }, parameters)).toThrow(DoubleOptionError);
  });

  it("takes any merchant id where no path parameter has the merchant's role", () => {
    const none = describedWith([{ name: "orderid", minLength: 1, maxLength: 3 }]);
    expect([...checkedMerchants({ "any id at all": PASSWORD }, none).keys()]).toEqual(["any id at all"]);
  });
});

describe("passwords at start-up", () => {
  it.each([
    ["an empty password", { [MERCHANT]: "" }],
    ["a password that is not a string", { [MERCHANT]: 42 as unknown as string }],
    ["no password at all", { [MERCHANT]: undefined as unknown as string }],
  ])("refuses %s, naming the merchant", async (_what, merchants) => {
    await expect(startGatewayMock({ merchants })).rejects.toThrow(
      new DoubleOptionError("merchants", `merchant id "${MERCHANT}" has no API password: an empty password would authenticate any caller`),
    );
  });

  it("keeps every merchant whose password is a non-empty string, one character included", () => {
    expect([...checkedPasswords({ A: "x", B: PASSWORD })]).toEqual([
      ["A", "x"],
      ["B", PASSWORD],
    ]);
  });
});

describe("reading the Authorization header", () => {
  const token = Buffer.from(`${USER}:${PASSWORD}`).toString("base64");

  it("reads canonical Base64 after the Basic scheme as bytes", () => {
    expect(basicCredentials(`Basic ${token}`)).toEqual(Buffer.from(`${USER}:${PASSWORD}`));
    expect(basicCredentials(basic(NOT_UTF8))).toEqual(NOT_UTF8);
    expect(basicCredentials("Basic ")).toEqual(Buffer.alloc(0));
  });

  // `merchant.CREDS01:s3cret-Pw` encodes to a token ending in one '='; `ab?>~` to one holding '/' ('_' in the URL-safe alphabet).
  it.each([
    ["no header", undefined],
    ["another scheme", `Bearer ${token}`],
    ["the scheme in lower case", `basic ${token}`],
    ["the scheme without its space", `Basic${token}`],
    ["two spaces", `Basic  ${token}`],
    ["a trailing space", `Basic ${token} `],
    ["junk after the padding", `Basic ${token}junk`],
    ["padding doubled", `Basic ${token}=`],
    ["padding left out", `Basic ${token.replace(/=+$/, "")}`],
    ["a line break inside", `Basic ${token.slice(0, 8)}\n${token.slice(8)}`],
    ["characters Base64 does not have", `Basic ${token.slice(0, 8)}!${token.slice(8)}`],
    ["the URL-safe alphabet", `Basic ${Buffer.from("ab?>~").toString("base64url")}=`],
    ["padding bits that are not zero", `Basic ${Buffer.from("a").toString("base64").replace("Q==", "R==")}`],
  ])("refuses %s", (_what, value) => {
    expect(basicCredentials(value)).toBeUndefined();
  });

  it("the tokens those cases are built from are what they claim", () => {
    expect(token).toMatch(/[^=]=$/);
    expect(`${Buffer.from("ab?>~").toString("base64url")}=`).toBe("YWI_Pn4=");
    expect(Buffer.from("YR==", "base64")).toEqual(Buffer.from("a"));
  });
});

describe("comparing credentials", () => {
  it("accepts the merchant's password, and nothing shorter, longer or different at any length", () => {
    expect(authenticates(header(PASSWORD), USER, PASSWORD)).toBe(true);
    for (let length = 0; length < PASSWORD.length; length++)
      expect(authenticates(header(PASSWORD.slice(0, length)), USER, PASSWORD), `first ${length}`).toBe(false);
    for (const extra of ["x", "\u0000", " ", PASSWORD])
      expect(authenticates(header(`${PASSWORD}${extra}`), USER, PASSWORD), JSON.stringify(extra)).toBe(false);
    for (let at = 0; at < PASSWORD.length; at++) {
      const changed = `${PASSWORD.slice(0, at)}${PASSWORD[at] === "x" ? "y" : "x"}${PASSWORD.slice(at + 1)}`;
      expect(authenticates(header(changed), USER, PASSWORD), `character ${at}`).toBe(false);
    }
  });

  it("refuses another user, a user without its prefix, a missing colon and an unknown merchant", () => {
    expect(authenticates(header(PASSWORD, "merchant.OTHER"), USER, PASSWORD)).toBe(false);
    expect(authenticates(header(PASSWORD, MERCHANT), USER, PASSWORD)).toBe(false);
    expect(authenticates(basic(`${USER}${PASSWORD}`), USER, PASSWORD)).toBe(false);
    expect(authenticates(header(PASSWORD), USER, undefined)).toBe(false);
    expect(authenticates(header("undefined"), USER, undefined)).toBe(false);
    expect(authenticates(`${header(PASSWORD)}junk`, USER, PASSWORD)).toBe(false);
  });

  it("compares bytes: UTF-8 is the password, other bytes never match by their lenient decoding", () => {
    expect(authenticates(basic(Buffer.from(`${USER}:pässwörd`, "utf8")), USER, "pässwörd")).toBe(true);
    expect(authenticates(basic(Buffer.from(`${USER}:pässwörd`, "latin1")), USER, "pässwörd")).toBe(false);
    expect(authenticates(basic(Buffer.concat([Buffer.from(`${USER}:`), NOT_UTF8])), USER, REPLACED)).toBe(false);
  });

  it("compares through timingSafeEqual, whatever the length sent", () => {
    const compare = vi.mocked(crypto.timingSafeEqual);
    compare.mockClear();
    for (const password of ["", "s", PASSWORD, PASSWORD.repeat(40)]) authenticates(header(password), USER, PASSWORD);
    expect(compare).toHaveBeenCalledTimes(4);
    for (const [sent, expected] of compare.mock.calls) expect([sent.byteLength, expected.byteLength]).toEqual([32, 32]);
  });
});

describe("comparing other secrets", () => {
  it("finds a secret the same only when it is, at every length, through timingSafeEqual", () => {
    const compare = vi.mocked(crypto.timingSafeEqual);
    compare.mockClear();
    expect(sameSecret(PASSWORD, PASSWORD)).toBe(true);
    expect(sameSecret("", "")).toBe(true);
    for (let length = 0; length < PASSWORD.length; length++)
      expect(sameSecret(PASSWORD.slice(0, length), PASSWORD), `first ${length}`).toBe(false);
    expect(sameSecret(`${PASSWORD}x`, PASSWORD)).toBe(false);
    expect(sameSecret(PASSWORD.toUpperCase(), PASSWORD)).toBe(false);
    expect(compare).toHaveBeenCalledTimes(PASSWORD.length + 4);
  });
});

describe("over HTTP", () => {
  let double: RunningDouble;
  beforeAll(async () => {
    double = await startGatewayMock({ merchants: { [MERCHANT]: PASSWORD, CREDS02: REPLACED } });
  });
  afterAll(() => double.close());

  let transaction = 0;
  const put = (merchant: string, authorization: string) =>
    fetch(`${double.url}/rest/version/100/merchant/${merchant}/order/o-1/transaction/${++transaction}`, {
      method: "PUT",
      headers: { authorization, "content-type": "application/json" },
      body: JSON.stringify({ apiOperation: "AUTHORIZE", order: { amount: "1.00", currency: "USD" } }),
    });

  it("answers 401 to junk padding and to bytes that only decode to the password, and accepts the password", async () => {
    expect((await put(MERCHANT, `${header(PASSWORD)}junk`)).status).toBe(401);
    expect((await put(MERCHANT, header(`${PASSWORD}`).replace(/=$/, "=="))).status).toBe(401);
    expect((await put("CREDS02", basic(Buffer.concat([Buffer.from("merchant.CREDS02:"), NOT_UTF8])))).status).toBe(401);
    expect((await put(MERCHANT, header(PASSWORD))).status).toBeLessThan(300);
    expect((await put("CREDS02", header(REPLACED, "merchant.CREDS02"))).status).toBeLessThan(300);
  });
});
