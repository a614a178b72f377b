// Whether a failed attempt may have reached the gateway (templates/package/src/client/attempt-outcome.ts):
// which failures of a connection sent nothing, the system code a failure names, and the host and
// port it names. Each boundary has its own case.

import { describe, expect, it } from "vitest";
import { hostAndPort, neverConnected, systemCode } from "../../templates/package/src/client/attempt-outcome.js";

describe("a connection that never opened", () => {
  it.each([
    "ECONNREFUSED",
    "ENOTFOUND",
    "EAI_AGAIN",
    "EAI_FAIL",
    "EAI_NONAME",
    "EHOSTUNREACH",
    "ENETUNREACH",
    "EHOSTDOWN",
    "ENETDOWN",
    "EADDRNOTAVAIL",
    "UND_ERR_CONNECT_TIMEOUT",
    "CERT_HAS_EXPIRED",
    "CERT_NOT_YET_VALID",
    "DEPTH_ZERO_SELF_SIGNED_CERT",
    "SELF_SIGNED_CERT_IN_CHAIN",
    "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
    "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
    "ERR_TLS_CERT_ALTNAME_INVALID",
  ])("is said by %s, anywhere in the cause chain", (code) => {
    expect(neverConnected(Object.assign(new Error("x"), { code }))).toBe(true);
    expect(neverConnected(new TypeError("fetch failed", { cause: Object.assign(new Error("x"), { code }) }))).toBe(true);
  });

  it("is said by an aggregate only when every attempt of it never connected", () => {
    const refused = Object.assign(new Error("x"), { code: "ECONNREFUSED" });
    const reset = Object.assign(new Error("x"), { code: "ECONNRESET" });
    expect(neverConnected(new TypeError("fetch failed", { cause: new AggregateError([refused, refused]) }))).toBe(true);
    expect(neverConnected(new AggregateError([refused, reset]))).toBe(false);
    expect(neverConnected(new AggregateError([]))).toBe(false);
  });

  it.each([
    ["a reset", Object.assign(new Error("x"), { code: "ECONNRESET" })],
    ["a socket closed by the other side", Object.assign(new Error("other side closed"), { code: "UND_ERR_SOCKET" })],
    ["an error without a code", new TypeError("fetch failed")],
    ["no error object", "fetch failed"],
    ["a numeric code", { code: 111 }],
    ["null", null],
  ])("is not said by %s: the outcome is unknown", (_, error) => {
    expect(neverConnected(error)).toBe(false);
  });

  it("stops reading a cause chain after 8 levels", () => {
    const wrapped = (levels: number): unknown => {
      let error: unknown = Object.assign(new Error("x"), { code: "ECONNREFUSED" });
      for (let depth = 0; depth < levels; depth++) error = new Error("wrap", { cause: error });
      return error;
    };
    expect(neverConnected(wrapped(8))).toBe(true);
    expect(neverConnected(wrapped(9))).toBe(false);
  });

  it("stops reading nested aggregates after 8 levels", () => {
    const nested = (levels: number): unknown => {
      let error: unknown = Object.assign(new Error("x"), { code: "ECONNREFUSED" });
      for (let depth = 0; depth < levels; depth++) error = new AggregateError([error]);
      return error;
    };
    expect(neverConnected(nested(8))).toBe(true);
    expect(neverConnected(nested(9))).toBe(false);
  });
});

describe("the system code of a failure", () => {
  const coded = (code: unknown) => Object.assign(new Error("x"), { code });

  it("is the error's own code, else the first of an aggregate's errors, else its cause's", () => {
    expect(systemCode(coded("ECONNRESET"))).toBe("ECONNRESET");
    expect(systemCode(new TypeError("fetch failed", { cause: coded("UND_ERR_SOCKET") }))).toBe("UND_ERR_SOCKET");
    expect(systemCode(new AggregateError([new Error("no code"), coded("ECONNREFUSED"), coded("ETIMEDOUT")]))).toBe("ECONNREFUSED");
    const both = Object.assign(new AggregateError([coded("EHOSTUNREACH")]), { cause: coded("ENETDOWN") });
    expect(systemCode(both)).toBe("EHOSTUNREACH");
    expect(systemCode(Object.assign(new AggregateError([new Error("none")]), { cause: coded("ENETDOWN") }))).toBe("ENETDOWN");
  });

  it.each([
    ["no error object", "ECONNRESET"],
    ["null", null],
    ["an error without a code", new TypeError("fetch failed")],
    ["a numeric code", coded(111)],
    ["a code in lower case", coded("econnreset")],
    ["a code that starts with a digit", coded("1ERROR")],
    ["a code holding a space", coded("ECONN RESET")],
    ["a code with text after it", coded("ECONNRESET\nx")],
    ["a code that is a list whose text is a code", coded(["ECONNRESET"])],
    ["errors that are no list", Object.assign(new Error("x"), { errors: coded("ECONNRESET") })],
  ])("is none for %s", (_, error) => {
    expect(systemCode(error)).toBeUndefined();
  });

  it("takes a code of one letter, digits and underscores", () => {
    expect(systemCode(coded("E"))).toBe("E");
    expect(systemCode(coded("ERR_TLS_2"))).toBe("ERR_TLS_2");
  });

  it("stops reading a cause chain after 8 levels", () => {
    const wrapped = (levels: number): unknown => {
      let error: unknown = coded("ECONNRESET");
      for (let depth = 0; depth < levels; depth++) error = new Error("wrap", { cause: error });
      return error;
    };
    expect(systemCode(wrapped(8))).toBe("ECONNRESET");
    expect(systemCode(wrapped(9))).toBeUndefined();
  });

  it("stops reading nested aggregates after 8 levels", () => {
    const nested = (levels: number): unknown => {
      let error: unknown = coded("ECONNRESET");
      for (let depth = 0; depth < levels; depth++) error = new AggregateError([error]);
      return error;
    };
    expect(systemCode(nested(8))).toBe("ECONNRESET");
    expect(systemCode(nested(9))).toBeUndefined();
  });
});

describe("the host and port of a URL", () => {
  it.each([
    ["http://127.0.0.1:8080/api/x?y=1", "127.0.0.1:8080"],
    ["https://gateway.example/api", "gateway.example:443"],
    ["http://gateway.example/api", "gateway.example:80"],
    ["https://gateway.example:8443", "gateway.example:8443"],
    ["http://[::1]:9000/", "[::1]:9000"],
  ])("of %s is %s: never its path or query", (url, expected) => {
    expect(hostAndPort(url)).toBe(expected);
  });
});
