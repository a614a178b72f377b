// The client's error classes on their own: what each says in its message and keeps as its fields,
// given exactly what the client gives them. The calls' tests see these errors come out of a call;
// these pin their words (a finding count, "not sent", a redirect's target) and what is kept as
// JavaScript's own `cause` (only when there is one: an error without a cause has no `cause` key).

import { describe, expect, it } from "vitest";
import {
  ERROR_RESULT,
  GatewayAbortError,
  GatewayConfigurationError,
  GatewayError,
  GatewayNetworkError,
  GatewayOutcomeUnknownError,
  GatewayRedirectError,
  GatewayResponseError,
  GatewayTimeoutError,
  InvalidRequestError,
  type GatewayErrorObject,
  type ValidationError,
} from "../../generated/dist/index.js";

const refusal: GatewayErrorObject = {
  cause: "INVALID_REQUEST",
  field: "order.amount",
  validationType: "INVALID",
  explanation: "Must be a decimal number.",
};
const summary = "INVALID_REQUEST on order.amount (INVALID): Must be a decimal number.";
const finding = (field: string): ValidationError => ({
  cause: "INVALID_REQUEST",
  field,
  validationType: "INVALID",
  explanation: "Must be a decimal number.",
});

describe("a gateway error", () => {
  it("says its error object, the findings past the first, and the HTTP status or that nothing was sent", () => {
    expect(new GatewayError({ status: 400, result: ERROR_RESULT, error: refusal }).message).toBe(`${summary} [HTTP 400]`);
    const one = new GatewayError({ result: ERROR_RESULT, error: refusal, findings: [finding("order.amount")] });
    expect(one.message).toBe(`${summary} [not sent]`);
    const three = [finding("order.amount"), finding("order.currency"), finding("order.reference")];
    expect(new GatewayError({ result: ERROR_RESULT, error: refusal, findings: three }).message).toBe(`${summary} and 2 more [not sent]`);
    expect(new GatewayError({ status: 400, result: ERROR_RESULT, error: refusal, findings: three.slice(0, 2) }).message).toBe(
      `${summary} and 1 more [HTTP 400]`,
    );
  });

  it("keeps what it was given, no findings as an empty list, and its class's own name", () => {
    const headers = new Headers({ "retry-after": "3" });
    const error = new InvalidRequestError({ status: 400, headers, result: ERROR_RESULT, error: refusal });
    expect(error).toBeInstanceOf(GatewayError);
    expect(error.name).toBe("InvalidRequestError");
    expect([error.status, error.headers, error.result, error.error]).toEqual([400, headers, ERROR_RESULT, refusal]);
    expect(error.findings).toEqual([]);
    const findings = [finding("order.amount")];
    expect(new GatewayError({ result: ERROR_RESULT, error: refusal, findings }).findings).toBe(findings);
  });

  it("has a cause only when given one", () => {
    const cause = new Error("the answer");
    expect(new GatewayError({ result: ERROR_RESULT, error: refusal, cause }).cause).toBe(cause);
    expect(Object.hasOwn(new GatewayError({ result: ERROR_RESULT, error: refusal }), "cause")).toBe(false);
  });
});

describe("the errors of a call that got no answer of the operation", () => {
  it("a network error keeps its cause, and whether the request may have reached the gateway (yes unless told)", () => {
    const cause = new Error("ECONNRESET");
    const lost = new GatewayNetworkError("AUTHORIZE: the connection was lost", cause);
    expect([lost.message, lost.cause, lost.outcomeUnknown, lost.name]).toEqual([
      "AUTHORIZE: the connection was lost",
      cause,
      true,
      "GatewayNetworkError",
    ]);
    expect(new GatewayNetworkError("AUTHORIZE: the connection was refused", cause, false).outcomeUnknown).toBe(false);
    const timeout = new GatewayTimeoutError("AUTHORIZE: no answer in 30000 ms", cause);
    expect(timeout).toBeInstanceOf(GatewayNetworkError);
    expect([timeout.outcomeUnknown, timeout.cause, timeout.name]).toEqual([true, cause, "GatewayTimeoutError"]);
  });

  it("an answer of another shape says its status, and keeps its text, its headers and a cause only when given", () => {
    const headers = new Headers({ "content-type": "text/html" });
    const cause = new SyntaxError("not JSON");
    const error = new GatewayResponseError("AUTHORIZE: the answer is not JSON", 502, "<html>", cause, headers);
    expect([error.message, error.status, error.rawText, error.headers, error.cause, error.name]).toEqual([
      "AUTHORIZE: the answer is not JSON [HTTP 502]",
      502,
      "<html>",
      headers,
      cause,
      "GatewayResponseError",
    ]);
    expect(Object.hasOwn(new GatewayResponseError("AUTHORIZE: empty", 500, ""), "cause")).toBe(false);
  });

  it("a redirect says its status and the target's origin where the platform shows it", () => {
    const shown = new GatewayRedirectError("AUTHORIZE: redirected", 302, "https://elsewhere.example");
    expect([shown.message, shown.status, shown.targetOrigin, shown.name]).toEqual([
      "AUTHORIZE: redirected [HTTP 302 to https://elsewhere.example]",
      302,
      "https://elsewhere.example",
      "GatewayRedirectError",
    ]);
    const hidden = new GatewayRedirectError("AUTHORIZE: redirected", 307, undefined);
    expect([hidden.message, hidden.targetOrigin]).toEqual(["AUTHORIZE: redirected [HTTP 307]", undefined]);
  });

  it("an outcome unknown keeps the transaction, the attempts, what the refusal said and the refusal as its cause", () => {
    const refused = new InvalidRequestError({ status: 400, result: ERROR_RESULT, error: refusal });
    const error = new GatewayOutcomeUnknownError("AUTHORIZE: outcome unknown", {
      transaction: "7",
      attempts: 2,
      transactionUsed: true,
      cause: refused,
    });
    expect([error.message, error.transaction, error.attempts, error.transactionUsed, error.cause, error.name]).toEqual([
      "AUTHORIZE: outcome unknown",
      "7",
      2,
      true,
      refused,
      "GatewayOutcomeUnknownError",
    ]);
  });

  it("an abort keeps the signal's reason; a configuration error a cause only when given", () => {
    const reason = new Error("the user left");
    const aborted = new GatewayAbortError("AUTHORIZE: aborted by the caller", reason);
    expect([aborted.cause, aborted.name]).toEqual([reason, "GatewayAbortError"]);
    const cause = new TypeError("Invalid URL");
    const configured = new GatewayConfigurationError("baseUrl is not an http(s) URL", cause);
    expect([configured.message, configured.cause, configured.name]).toEqual([
      "baseUrl is not an http(s) URL",
      cause,
      "GatewayConfigurationError",
    ]);
    expect(Object.hasOwn(new GatewayConfigurationError("baseUrl has a fragment"), "cause")).toBe(false);
  });
});
