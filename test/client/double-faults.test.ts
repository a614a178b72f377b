// The double's faults at a share of requests, drawn from a random source the test scripts: a fault
// happens when the draw is below its rate, never at it; a rate of 0 draws nothing; each fault does
// what it says (busy answer, dropped connection before or after the order changes, an error cause).

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { DoubleOptionError, startGatewayMock, type RunningDouble } from "../../generated/dist/index.js";

const MERCHANT = "FAULTS01";
const PASSWORD = "faults-password";
const authorization = `Basic ${Buffer.from(`merchant.${MERCHANT}:${PASSWORD}`).toString("base64")}`;
const body = { apiOperation: "AUTHORIZE", order: { amount: "1.00", currency: "USD" } };

/** The draws the double will take, in order; each taken one is counted. */
const script = { draws: [] as number[], taken: 0 };
let double: RunningDouble;

beforeAll(async () => {
  double = await startGatewayMock({
    merchants: { [MERCHANT]: PASSWORD },
    random: () => {
      script.taken++;
      const draw = script.draws.shift();
      if (draw === undefined) throw new Error("the double drew more often than the test scripted");
      return draw;
    },
  });
});
afterAll(async () => {
  await double.close();
});
afterEach(() => {
  double.setFaults({});
  script.draws = [];
  script.taken = 0;
});

let order = 0;
/** One AUTHORIZE on a new order: its status and error cause, or "dropped" when no answer came. */
async function call(transaction = "1", orderId = `faults-${order++}`): Promise<{ status: number | "dropped"; cause?: string }> {
  const url = `${double.url}/rest/version/100/merchant/${MERCHANT}/order/${orderId}/transaction/${transaction}`;
  try {
    const response = await fetch(url, {
      method: "PUT",
      headers: { authorization, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as { error?: { cause?: string } };
    return { status: response.status, ...(answer.error?.cause === undefined ? {} : { cause: answer.error.cause }) };
  } catch {
    return { status: "dropped" };
  }
}

describe("faults at a rate, with a scripted random source", () => {
  it("answers busy when the draw is below busyRate, and carries the call out at the rate itself", async () => {
    double.setFaults({ busyRate: 0.5 });
    script.draws = [0.4999, 0.5];
    expect(await call()).toEqual({ status: 503, cause: "SERVER_BUSY" });
    expect(await call()).toEqual({ status: 201 });
    expect(script.taken).toBe(2);
  });

  it("drops the connection when the draw is below dropRate, before the order changes", async () => {
    double.setFaults({ dropRate: 0.5 });
    script.draws = [0.4999, 0.5];
    expect(await call("1", "faults-drop")).toEqual({ status: "dropped" });
    // The dropped call changed nothing: the same transaction id is new to the order.
    expect(await call("1", "faults-drop")).toEqual({ status: 201 });
    expect(script.taken).toBe(2);
  });

  it("carries the call out and drops its answer when the draw is below dropAfterRate", async () => {
    double.setFaults({ dropAfterRate: 0.5 });
    script.draws = [0.4999];
    expect(await call("1", "faults-drop-after")).toEqual({ status: "dropped" });
    // The dropped answer's call was carried out: the order is authorized, so a second AUTHORIZE on it
    // (the double's outcomes apply to a new or verified order only) is refused, not taken as new.
    expect(double.order(MERCHANT, "faults-drop-after")?.status).toBe("AUTHORIZED");
    // The refusal comes before any fault is drawn.
    expect(await call("2", "faults-drop-after")).toEqual({ status: 400, cause: "INVALID_REQUEST" });
    expect(script.taken).toBe(1);
  });

  it("answers a cause when the draw is below its rate", async () => {
    double.setFaults({ causeRates: { REQUEST_REJECTED: 0.5 } });
    script.draws = [0.4999, 0.5];
    expect(await call()).toEqual({ status: 403, cause: "REQUEST_REJECTED" });
    expect(await call()).toEqual({ status: 201 });
    expect(script.taken).toBe(2);
  });

  it("draws nothing for a rate of 0", async () => {
    double.setFaults({ busyRate: 0, dropRate: 0, dropAfterRate: 0, causeRates: { REQUEST_REJECTED: 0 } });
    expect(await call()).toEqual({ status: 201 });
    expect(script.taken).toBe(0);
  });

  it("refuses a cause the double does not give, keeping the faults it had", async () => {
    double.setFaults({ busyRate: 0.5 });
    expect(() => double.setFaults({ causeRates: { NO_SUCH_CAUSE: 1 } })).toThrow(/NO_SUCH_CAUSE/);
    script.draws = [0.4999];
    expect(await call()).toEqual({ status: 503, cause: "SERVER_BUSY" });
    expect(script.taken).toBe(1);
  });
});

describe("faults a test gives, checked", () => {
  /** What setFaults throws for these faults: the option it names and its message, or "taken". */
  function refusal(faults: object): { option: string; message: string } | "taken" {
    try {
      double.setFaults(faults as Parameters<RunningDouble["setFaults"]>[0]);
      return "taken";
    } catch (error) {
      expect(error).toBeInstanceOf(DoubleOptionError);
      return { option: (error as DoubleOptionError).option, message: (error as Error).message };
    }
  }

  it.each(["busyRate", "dropRate", "dropAfterRate"])("takes %s from 0 to 1, and refuses anything else, naming it", (name) => {
    const option = `faults.${name}`;
    for (const rate of [0, 0.5, 1]) expect(refusal({ [name]: rate })).toBe("taken");
    for (const [rate, shown] of [
      [-0.01, "-0.01"],
      [1.01, "1.01"],
      [Number.NaN, "NaN"],
      ["0.5", "0.5"],
      [null, "null"],
    ] as const)
      expect(refusal({ [name]: rate })).toEqual({ option, message: `${option} must be a number from 0 to 1, not ${shown}` });
  });

  it("takes a delay from 0 milliseconds, and refuses a negative, endless or non-number one", () => {
    for (const delayMs of [0, 1, 600_000]) expect(refusal({ delayMs })).toBe("taken");
    for (const [delayMs, shown] of [
      [-1, "-1"],
      [Number.POSITIVE_INFINITY, "Infinity"],
      [Number.NaN, "NaN"],
      ["5", "5"],
    ] as const)
      expect(refusal({ delayMs })).toEqual({
        option: "faults.delayMs",
        message: `faults.delayMs must be a number of milliseconds from 0, not ${shown}`,
      });
  });

  it("checks each cause's rate as a rate, naming the cause", () => {
    expect(refusal({ causeRates: { SERVER_FAILED: 0, REQUEST_REJECTED: 1 } })).toBe("taken");
    expect(refusal({ causeRates: { SERVER_FAILED: 2 } })).toEqual({
      option: "faults.causeRates.SERVER_FAILED",
      message: "faults.causeRates.SERVER_FAILED must be a number from 0 to 1, not 2",
    });
    expect(refusal({ causeRates: { NO_SUCH_CAUSE: 1 } })).toEqual({
      option: "faults.causeRates",
      message:
        'faults.causeRates names "NO_SUCH_CAUSE", no cause the double gives on demand (REQUEST_REJECTED, SERVER_BUSY, SERVER_FAILED)',
    });
  });

  it("waits the delay before answering", async () => {
    double.setFaults({ delayMs: 250 });
    const start = performance.now();
    expect(await call()).toEqual({ status: 201 });
    expect(performance.now() - start).toBeGreaterThanOrEqual(240);
  });

  it("draws the cause rates in their order, one draw each until one fires", async () => {
    double.setFaults({ causeRates: { SERVER_FAILED: 0.5, REQUEST_REJECTED: 0.5 } });
    script.draws = [0.5, 0.4999];
    expect(await call()).toEqual({ status: 403, cause: "REQUEST_REJECTED" });
    expect(script.taken).toBe(2);
  });
});
