// The gateway-mock command run in this process (double/command-line.ts, and the bin double/cli.ts with
// the process stubbed; gateway-mock-cli.test.ts runs the bin in a child process, which a mutation run
// never reaches): each flag reaches the double, each bound of a number is where the usage says, each
// mistake is a message, the usage and exit 2 (another failure exit 1, without the usage), and nothing
// is written but what is asked.

import { createServer } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runGatewayMockCommand, type CommandOutcome } from "../../generated/dist/double/command-line.js";

const MERCHANT = "CMD01";
const PASSWORD = "command-password";
const ME = `${MERCHANT}=${PASSWORD}`;
const authorization = `Basic ${Buffer.from(`merchant.${MERCHANT}:${PASSWORD}`).toString("base64")}`;
const FLAGS = [
  "--merchant <id>=<password>",
  "--port <n>",
  "--host <address>",
  "--busy-rate <0..1>",
  "--drop-rate <0..1>",
  "--drop-after-rate <0..1>",
  "--delay-ms <n>",
  "--cause-rate <cause>=<0..1>",
  "--strict-fields",
  "--max-body-bytes <n>",
  "--max-array-items <n>",
  "--max-object-keys <n>",
  "--log",
  "--help",
];

const running: Extract<CommandOutcome, { double: unknown }>["double"][] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((double) => double.close()));
});

/** Runs the command; what it wrote on each stream, and how it ended. */
async function run(args: string[]) {
  const written = { stdout: "", stderr: "" };
  const outcome: CommandOutcome = await runGatewayMockCommand(args, {
    stdout: (text) => (written.stdout += text),
    stderr: (text) => (written.stderr += text),
  });
  if ("double" in outcome) running.push(outcome.double);
  return { ...written, outcome, stderrNow: () => written.stderr };
}

/** Runs the command and gives the double it started. */
async function started(args: string[]) {
  const result = await run(args);
  if (!("double" in result.outcome)) throw new Error(`not started: ${result.stderr}`);
  return { ...result, double: result.outcome.double };
}

let order = 0;
/** One AUTHORIZE on a new order (or the one named): status and cause, or "dropped" when no answer came. */
async function authorize(url: string, extra: object = {}, orderId = `cmd-${order++}`, credentials = authorization) {
  try {
    const response = await fetch(`${url}/rest/version/100/merchant/${MERCHANT}/order/${orderId}/transaction/1`, {
      method: "PUT",
      headers: { authorization: credentials, "content-type": "application/json" },
      body: JSON.stringify({ apiOperation: "AUTHORIZE", order: { amount: "1.00", currency: "USD" }, ...extra }),
    });
    const answer = (await response.json()) as { error?: { cause?: string; explanation?: string } };
    return { status: response.status, cause: answer.error?.cause, explanation: answer.error?.explanation };
  } catch {
    return { status: "dropped" as const };
  }
}

describe("gateway-mock, run in-process", () => {
  it("prints the usage for --help on stdout, every flag on its line, and exits 0", async () => {
    const { outcome, stdout, stderr } = await run(["--help"]);
    expect(outcome).toEqual({ exitCode: 0 });
    expect(stderr).toBe("");
    expect(stdout).toMatch(/^Usage: gateway-mock --merchant <id>=<password> \[options\]\n\nStarts the gateway double/);
    expect(stdout.endsWith("  --help                      this text\n")).toBe(true);
    for (const flag of FLAGS) expect(stdout, flag).toMatch(new RegExp(`\\n  ${flag.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} +\\S`));
  });

  it("starts the double on 127.0.0.1 at a free port, prints its URL alone, and writes nothing else", async () => {
    const { double, stdout, stderr } = await started(["--merchant", ME]);
    expect(stdout).toBe(`${double.url}\n`);
    expect(double.url).toMatch(/^http:\/\/127\.0\.0\.1:[1-9]\d*$/);
    expect(await authorize(double.url)).toMatchObject({ status: 201 });
    expect(stderr).toBe("");
  });

  it("listens on the port and the host given", async () => {
    const free = await freePort();
    const { double } = await started(["--merchant", ME, "--port", String(free), "--host", "127.0.0.2"]);
    expect(double.url).toBe(`http://127.0.0.2:${free}`);
    expect(await authorize(double.url)).toMatchObject({ status: 201 });
  });

  it("takes a merchant id of one character", async () => {
    const { double, stderr } = await started(["--merchant", "A=one-character"]);
    expect(stderr).toBe("");
    expect(double.orderCount("A")).toBe(0);
  });

  it("takes several merchants, each with its password; a password may hold '='", async () => {
    const { double } = await started(["--merchant", "OTHER01=x", "--merchant", `${MERCHANT}=pa=ss`]);
    const withEquals = `Basic ${Buffer.from(`merchant.${MERCHANT}:pa=ss`).toString("base64")}`;
    expect(await authorize(double.url, {}, "cmd-eq", withEquals)).toMatchObject({ status: 201 });
    expect(await authorize(double.url)).toMatchObject({ status: 401 });
  });

  it("answers busy for --busy-rate 1, and not for --busy-rate 0", async () => {
    const busy = await started(["--merchant", ME, "--busy-rate", "1"]);
    expect(await authorize(busy.double.url)).toMatchObject({ status: 503, cause: "SERVER_BUSY" });
    const calm = await started(["--merchant", ME, "--busy-rate", "0"]);
    expect(await authorize(calm.double.url)).toMatchObject({ status: 201 });
  });

  it("drops the connection before the call for --drop-rate 1", async () => {
    const { double } = await started(["--merchant", ME, "--drop-rate", "1"]);
    expect(await authorize(double.url, {}, "cmd-drop")).toEqual({ status: "dropped" });
    expect(double.order(MERCHANT, "cmd-drop")).toBeUndefined();
  });

  it("carries the call out and drops its answer for --drop-after-rate 1", async () => {
    const { double } = await started(["--merchant", ME, "--drop-after-rate", "1"]);
    expect(await authorize(double.url, {}, "cmd-drop-after")).toEqual({ status: "dropped" });
    expect(double.order(MERCHANT, "cmd-drop-after")?.status).toBe("AUTHORIZED");
  });

  it("waits --delay-ms before each answer", async () => {
    const { double } = await started(["--merchant", ME, "--delay-ms", "300"]);
    const start = performance.now();
    expect(await authorize(double.url)).toMatchObject({ status: 201 });
    expect(performance.now() - start).toBeGreaterThanOrEqual(290);
  });

  it("answers each --cause-rate's cause", async () => {
    const failed = await started(["--merchant", ME, "--cause-rate", "SERVER_FAILED=1"]);
    expect(await authorize(failed.double.url)).toMatchObject({ cause: "SERVER_FAILED" });
    const rejected = await started(["--merchant", ME, "--cause-rate", "SERVER_FAILED=0", "--cause-rate", "REQUEST_REJECTED=1"]);
    expect(await authorize(rejected.double.url)).toMatchObject({ status: 403, cause: "REQUEST_REJECTED" });
  });

  it("refuses a field the spec does not know under --strict-fields only", async () => {
    const strict = await started(["--merchant", ME, "--strict-fields"]);
    expect(await authorize(strict.double.url, { zzUnknown: "red" })).toMatchObject({ status: 400 });
    const lenient = await started(["--merchant", ME]);
    expect(await authorize(lenient.double.url, { zzUnknown: "red" })).toMatchObject({ status: 201 });
  });

  it("takes --max-body-bytes, --max-array-items and --max-object-keys, at and over each", async () => {
    const body = await started(["--merchant", ME, "--max-body-bytes", "200"]);
    expect(await authorize(body.double.url, { extra: "x".repeat(100) })).toMatchObject({ status: 201 });
    expect(await authorize(body.double.url, { extra: "x".repeat(200) })).toMatchObject({ status: 413 });
    const items = await started(["--merchant", ME, "--max-array-items", "2"]);
    expect(await authorize(items.double.url, { extra: [1, 2] })).toMatchObject({ status: 201 });
    expect(await authorize(items.double.url, { extra: [1, 2, 3] })).toMatchObject({
      status: 413,
      explanation: "The request body holds more array items than the double accepts.",
    });
    // The body of `authorize` holds 4 keys: apiOperation, order, and the order's amount and currency.
    const keys = await started(["--merchant", ME, "--max-object-keys", "5"]);
    expect(await authorize(keys.double.url, { extra: 1 })).toMatchObject({ status: 201 });
    expect(await authorize(keys.double.url, { extra: 1, more: 2 })).toMatchObject({ status: 413 });
  });

  it("logs one masked line of JSON per request on stderr under --log, and nothing without it", async () => {
    const card = "5123450000000008";
    const logged = await started(["--merchant", ME, "--log"]);
    await authorize(logged.double.url, { sourceOfFunds: { provided: { card: { number: card } } } }, "cmd-logged");
    await expect.poll(() => logged.stderrNow().split("\n").length).toBe(2);
    const line = JSON.parse(logged.stderrNow()) as Record<string, unknown>;
    expect(line).toMatchObject({
      method: "PUT",
      status: 201,
      path: `/rest/version/100/merchant/${MERCHANT}/order/cmd-logged/transaction/1`,
    });
    expect(logged.stderrNow()).toContain("512345xxxxxx0008");
    expect(logged.stderrNow()).not.toContain(card);
    const quiet = await started(["--merchant", ME]);
    await authorize(quiet.double.url);
    expect(quiet.stderrNow()).toBe("");
    expect(quiet.stdout).toBe(`${quiet.double.url}\n`);
  });

  it.each([
    [["--busy-rate", "0"], true],
    [["--busy-rate", "1"], true],
    [["--busy-rate", "1.01"], false],
    [["--busy-rate=-0.01"], false],
    [["--drop-rate", "1.5"], false],
    [["--drop-after-rate", "2"], false],
    [["--delay-ms", "0"], true],
    [["--delay-ms=-1"], false],
    [["--delay-ms", "600001"], false],
    [["--max-body-bytes", "1"], true],
    [["--max-body-bytes", "0"], false],
    [["--max-body-bytes", "2147483649"], false],
    [["--port", "65536"], false],
    [["--port=-1"], false],
    [["--busy-rate", ""], false],
    [["--busy-rate", " "], false],
    [["--busy-rate", "NaN"], false],
    [["--delay-ms", "Infinity"], false],
    [["--max-array-items", "0"], true],
    [["--max-array-items", "2147483648"], true],
    [["--max-array-items", "2147483649"], false],
    [["--max-object-keys", "12345678901"], false],
    [["--max-object-keys", " 5"], false],
    [["--max-object-keys", "5 "], false],
  ])("%j is taken: %s", async (args, taken) => {
    const { outcome, stderr } = await run(["--merchant", ME, ...args]);
    expect("double" in outcome).toBe(taken);
    if (taken) expect(stderr).toBe("");
    else expect(stderr).toMatch(new RegExp(`^gateway-mock: ${args[0]?.split("=")[0]} takes a (whole )?number from \\d+ to \\d+, not "`));
  });

  it("bounds the delay at 600000 ms and the body at 2^31 bytes, as the message says", async () => {
    expect((await run(["--merchant", ME, "--delay-ms=-1"])).stderr).toContain('--delay-ms takes a number from 0 to 600000, not "-1"');
    expect((await run(["--merchant", ME, "--max-body-bytes", "0"])).stderr).toContain(
      '--max-body-bytes takes a number from 1 to 2147483648, not "0"',
    );
    expect((await run(["--merchant", ME, "--port", "x"])).stderr).toContain('--port takes a number from 0 to 65535, not "x"');
    expect((await run(["--merchant", ME, "--max-array-items", "x"])).stderr).toContain(
      '--max-array-items takes a whole number from 0 to 2147483648, not "x"',
    );
  });

  it.each([
    [[], "give at least one --merchant <id>=<password>: with none, every call is refused"],
    [["--merchant", "A"], '--merchant takes <id>=<password>, not "A"'],
    [["--merchant", "=secret"], '--merchant takes <id>=<password>, not "=secret"'],
    [["--merchant", "A="], '--merchant takes <id>=<password>, not "A="'],
    [["--merchant", ME, "--cause-rate", "SERVER_FAILED"], '--cause-rate takes <cause>=<0..1>, not "SERVER_FAILED"'],
    [["--merchant", ME, "--cause-rate", "=1"], '--cause-rate takes <cause>=<0..1>, not "=1"'],
    [["--merchant", ME, "--cause-rate", "SERVER_FAILED=2"], '--cause-rate takes a number from 0 to 1, not "2"'],
    [["--merchant", ME, "--colour"], "Unknown option '--colour'"],
    [["--merchant", ME, "extra"], "Unexpected argument 'extra'"],
    [["--merchant", "bad merchant!=p"], '--merchant: merchant id "bad merchant!" cannot be called'],
    [["--merchant", ME, "--cause-rate", "FOO=0.5"], '--cause-rate: faults.causeRates names "FOO", no cause the double gives on demand'],
    [["--merchant", ME, "--cause-rate", "X=0.5"], '--cause-rate: faults.causeRates names "X", no cause the double gives on demand'],
    // Refused by the double, not by the command's own check of the range: still the flag's mistake.
    [["--merchant", ME, "--max-body-bytes", "1.5"], "--max-body-bytes: maxBodyBytes must be a whole number from 0, not 1.5"],
    [["--merchant", ME, "--port", "1.5"], "--port: port must be a whole number from 0 to 65535, not 1.5"],
  ])("refuses %j: the message, then the usage, on stderr, exit 2", async (args, message) => {
    const { outcome, stdout, stderr } = await run(args);
    expect(outcome).toEqual({ exitCode: 2 });
    expect(stdout).toBe("");
    expect(stderr.startsWith(`gateway-mock: ${message}`)).toBe(true);
    expect(stderr).toMatch(/\n\nUsage: gateway-mock --merchant <id>=<password> \[options\]\n[^]*  --help {22}this text\n$/);
  });

  it("says another failure in one line, without the usage, exit 1: a port already taken", async () => {
    const first = await started(["--merchant", ME]);
    const port = new URL(first.double.url).port;
    const { outcome, stdout, stderr } = await run(["--merchant", ME, "--port", port]);
    expect(outcome).toEqual({ exitCode: 1 });
    expect(stdout).toBe("");
    expect(stderr).toMatch(/^gateway-mock: .*EADDRINUSE.*\n$/);
  });
});

describe("the bin, run in this process", () => {
  // double/cli.ts gives the command the process: the arguments after the script's, the standard
  // streams, the exit code, and a stop on SIGINT or SIGTERM. Imported here with each of those
  // stubbed (a child process would run it out of a mutation run's reach).
  // The exit code is the worker's, shared with the files it ran before: each test starts from none
  // and gives back the one it found.
  const argv = process.argv;
  let exitCodeBefore: typeof process.exitCode;
  beforeEach(() => {
    exitCodeBefore = process.exitCode;
    process.exitCode = undefined;
  });
  afterEach(() => {
    process.argv = argv;
    process.exitCode = exitCodeBefore;
    vi.restoreAllMocks();
    vi.resetModules();
  });

  async function bin(args: string[]) {
    process.argv = [process.execPath, "gateway-mock", ...args];
    const written = { stdout: "", stderr: "" };
    vi.spyOn(process.stdout, "write").mockImplementation((text) => ((written.stdout += String(text)), true));
    vi.spyOn(process.stderr, "write").mockImplementation((text) => ((written.stderr += String(text)), true));
    const handlers = new Map<string, () => void>();
    vi.spyOn(process, "on").mockImplementation(((event: string, handler: () => void) => {
      handlers.set(event, handler);
      return process;
    }) as typeof process.on);
    const exit = vi.spyOn(process, "exit").mockImplementation((() => undefined) as typeof process.exit);
    await import("../../generated/dist/double/cli.js");
    return { written, handlers, exit };
  }

  it("starts the double with the arguments after the script's, prints its URL, and stops it on SIGINT or SIGTERM", async () => {
    for (const signal of ["SIGINT", "SIGTERM"]) {
      vi.resetModules();
      const { written, handlers, exit } = await bin(["--merchant", ME, "--port", "0"]);
      await expect.poll(() => [...handlers.keys()]).toEqual(["SIGINT", "SIGTERM"]);
      const url = written.stdout.trim();
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:[0-9]+$/);
      expect((await authorize(url)).status).toBe(201);
      expect(process.exitCode).toBeUndefined();
      handlers.get(signal)?.();
      await expect.poll(() => exit.mock.calls).toEqual([[0]]);
      expect((await authorize(url)).status).toBe("dropped");
      expect(written.stderr).toBe("");
      vi.restoreAllMocks();
    }
  });

  it("sets exit code 2 for a mistake, with the message on stderr, and waits for no signal", async () => {
    const { written, handlers, exit } = await bin(["--merchant", ME, "--port", "x"]);
    await expect.poll(() => process.exitCode).toBe(2);
    expect(written.stderr).toMatch(/^gateway-mock: --port takes/);
    expect(written.stdout).toBe("");
    expect(handlers.size).toBe(0);
    expect(exit).not.toHaveBeenCalled();
  });
});

/** A port no one listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address !== null ? address.port : 0));
    });
  });
}
