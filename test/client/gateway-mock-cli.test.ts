// The gateway-mock command: usage and clear errors for bad arguments (never a stack trace), every
// option startGatewayMock takes as a flag, a request log with sensitive fields masked, bad merchants
// refused at start-up, and a bin file that is executable in git as npm makes it on install.

import { execFile, spawn } from "node:child_process";
import { stat } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../support/fixtures.js";

const CLI = join(REPO_ROOT, "generated", "dist", "double", "cli.js");
const CARD = "5123450000000008";
const authorization = `Basic ${Buffer.from("merchant.CLI01:cli-password").toString("base64")}`;

/** Runs the command to its end; never rejects. */
function runCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === "number" ? error.code : -1) : 0, stdout, stderr }),
    );
  });
}

/** Starts the command and gives its URL, what it writes on stderr, and a stop. */
async function startCli(args: string[]) {
  const child = spawn(process.execPath, [CLI, ...args], { stdio: ["ignore", "pipe", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once("exit", (code) => reject(new Error(`exited with ${code}: ${stderr}`)));
  });
  return { url, stderr: () => stderr, stop: () => child.kill("SIGTERM") };
}

const authorize = (url: string, orderId: string, body: object) =>
  fetch(`${url}/rest/version/100/merchant/CLI01/order/${orderId}/transaction/1`, {
    method: "PUT",
    headers: { authorization, "content-type": "application/json" },
    body: JSON.stringify({ apiOperation: "AUTHORIZE", order: { amount: "1.00", currency: "USD" }, ...body }),
  });

describe("gateway-mock", () => {
  it("prints its usage for --help, and exits 0", async () => {
    const { code, stdout } = await runCli(["--help"]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Usage: gateway-mock --merchant <id>=<password>/);
    for (const flag of [
      "--port",
      "--busy-rate",
      "--drop-rate",
      "--delay-ms",
      "--cause-rate",
      "--strict-fields",
      "--max-body-bytes",
      "--max-array-items",
      "--max-object-keys",
      "--log",
    ])
      expect(stdout, flag).toContain(flag);
  });

  it.each([
    [["--port", "abc", "--merchant", "A=b"], "--port takes a number"],
    [["--merchant", "X"], "--merchant takes <id>=<password>"],
    [["--merchant", "=secret"], "--merchant takes <id>=<password>"],
    [[], "give at least one --merchant"],
    [["--merchant", "A=b", "--busy-rate", "2"], "--busy-rate takes a number from 0 to 1"],
    [["--merchant", "A=b", "--cause-rate", "SERVER_FAILED"], "--cause-rate takes <cause>=<0..1>"],
    [["--merchant", "A=b", "--colour"], "Unknown option '--colour'"],
    [["--merchant", "A=b", "--max-array-items", "1.5"], '--max-array-items takes a whole number from 0 to 2147483648, not "1.5"'],
    [["--merchant", "A=b", "--max-object-keys=-1"], '--max-object-keys takes a whole number from 0 to 2147483648, not "-1"'],
    [["--merchant", "A=b", "--max-object-keys", "2147483649"], "--max-object-keys takes a whole number"],
    [["--merchant", "A=b", "--max-array-items", "1e3"], "--max-array-items takes a whole number"],
  ])("refuses %j with a message and the usage, exit 2, no stack trace", async (args, message) => {
    const { code, stderr } = await runCli(args);
    expect(code).toBe(2);
    expect(stderr).toContain(message);
    expect(stderr).toContain("Usage: gateway-mock");
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it("refuses at start-up a merchant id no call could name, as a mistake of --merchant: the usage, exit 2", async () => {
    const { code, stderr } = await runCli(["--merchant", "bad merchant!=p"]);
    expect(code).toBe(2);
    expect(stderr).toContain('gateway-mock: --merchant: merchant id "bad merchant!" cannot be called');
    expect(stderr).toContain("Usage: gateway-mock --merchant <id>=<password>");
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it("refuses a cause the double does not give on demand (--cause-rate FOO=0.5): the usage, exit 2", async () => {
    const { code, stdout, stderr } = await runCli(["--merchant", "CLI01=cli-password", "--cause-rate", "FOO=0.5"]);
    expect(code).toBe(2);
    expect(stdout).toBe("");
    expect(stderr).toContain(
      'gateway-mock: --cause-rate: faults.causeRates names "FOO", no cause the double gives on demand (REQUEST_REJECTED, SERVER_BUSY, SERVER_FAILED)',
    );
    expect(stderr).toContain("Usage: gateway-mock --merchant <id>=<password>");
    expect(stderr).not.toMatch(/\n\s+at /);
  });

  it("takes faults as flags, and logs each request with its card number masked", async () => {
    const busy = await startCli(["--merchant", "CLI01=cli-password", "--busy-rate", "1"]);
    try {
      expect((await authorize(busy.url, "busy-1", {})).status).toBe(503);
    } finally {
      busy.stop();
    }
    const logged = await startCli(["--merchant", "CLI01=cli-password", "--log", "--strict-fields", "--max-body-bytes", "4096"]);
    try {
      const response = await authorize(logged.url, "logged-1", { sourceOfFunds: { provided: { card: { number: CARD } } } });
      expect(response.status).toBe(201);
      expect((await authorize(logged.url, "logged-2", { zzUnknown: "red" })).status).toBe(400);
      expect((await authorize(logged.url, "logged-3", { order: { description: "x".repeat(5000) } })).status).toBe(413);
      await expect.poll(() => logged.stderr().split("\n").filter(Boolean).length).toBe(3);
      const [first] = logged
        .stderr()
        .split("\n")
        .map((line) => (line === "" ? undefined : (JSON.parse(line) as Record<string, unknown>)));
      expect(first).toMatchObject({ method: "PUT", status: 201, path: "/rest/version/100/merchant/CLI01/order/logged-1/transaction/1" });
      expect(JSON.stringify(first)).toContain("512345xxxxxx0008");
      expect(logged.stderr()).not.toContain(CARD);
    } finally {
      logged.stop();
    }
  });

  it("takes the item and key limits as flags, at and over each", async () => {
    const limited = await startCli(["--merchant", "CLI01=cli-password", "--max-array-items", "3", "--max-object-keys", "2147483648"]);
    try {
      expect((await authorize(limited.url, "items-3", { extra: [1, 2, 3] })).status).toBe(201);
      const refused = await authorize(limited.url, "items-4", { extra: [1, 2, 3, 4] });
      expect(refused.status).toBe(413);
      expect(await refused.json()).toMatchObject({
        error: { explanation: "The request body holds more array items than the double accepts." },
      });
    } finally {
      limited.stop();
    }
    const keys = await startCli(["--merchant", "CLI01=cli-password", "--max-object-keys", "4", "--max-array-items", "0"]);
    try {
      expect((await authorize(keys.url, "keys-4", {})).status).toBe(201);
      expect((await authorize(keys.url, "keys-5", { extra: 1 })).status).toBe(413);
      expect((await authorize(keys.url, "items-1", { extra: [] })).status).toBe(413);
    } finally {
      keys.stop();
    }
  });

  it("is executable on disk and in git, as npm makes a bin on install", async () => {
    expect((await stat(CLI)).mode & 0o111).not.toBe(0);
    const { stdout } = await promisify(execFile)("git", ["ls-files", "-s", "generated/dist/double/cli.js"], { cwd: REPO_ROOT });
    expect(stdout).toMatch(/^100755 /);
  });
});
