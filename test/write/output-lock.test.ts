// One run at a time on an output folder: the lock beside it (generator/write/output-lock.ts). A run
// waits for a live holder, or gives up at once when told not to wait; a lock whose process is gone
// (killed: no such pid, or the pid now another process's, or a reboot since) is replaced, by one run
// only however many find it; a file at the lock's path that is not a lock is never touched.

import { execFile } from "node:child_process";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  inUseText,
  lockPath,
  lockText,
  replaceStaleLock,
  takeOutputLock,
  type LockAttempt,
  type LockHolder,
  type OutputLock,
} from "../../generator/write/output-lock.js";
import { outputRefusal } from "../../generator/write/output-ownership.js";
import { ownIdentity } from "../../generator/write/process-identity.js";
import { makeTempDir, removeTempDirs } from "../support/fixtures.js";

afterAll(removeTempDirs);

/** The pid of a process that has exited: no process has it now. */
async function deadPid(): Promise<number> {
  const child = execFile(process.execPath, ["-e", ""]);
  await new Promise((resolve) => child.once("exit", resolve));
  return child.pid!;
}

/** An output folder's path in a folder of its own (the lock and its leftovers lie beside it). */
async function output(): Promise<string> {
  return join(await makeTempDir("lock-"), "out");
}

function holder(overrides: Partial<LockHolder>): LockHolder {
  return { ...ownIdentity(), nonce: "0123456789abcdef", command: "generate", taken: "2026-11-27T18:24:18.000Z", ...overrides };
}

function taken(attempt: LockAttempt): OutputLock {
  if (!("taken" in attempt)) throw new Error(`the lock was not taken: ${JSON.stringify(attempt)}`);
  return attempt.taken;
}

const take = (out: string, wait = true, onWait?: (holder: LockHolder) => void) =>
  takeOutputLock(out, { command: "generate", wait, ...(onWait ? { onWait } : {}) });

const besideOutput = async (out: string) => (await readdir(join(out, ".."))).sort();

describe("the output lock", () => {
  it("names this process and the command while held, and is gone once released, with nothing left beside it", async () => {
    const out = await output();
    const lock = taken(await takeOutputLock(out, { command: "generate --watch", wait: true }));
    const text = await readFile(lockPath(out), "utf8");
    expect(text).toContain(`"pid":${process.pid}`);
    expect(text).toContain('"command":"generate --watch"');
    expect(await besideOutput(out)).toEqual(["out.lock"]);
    await lock.release();
    expect(await besideOutput(out)).toEqual([]);
  });

  it("makes a second run wait, told once whom it waits for, and gives it the lock when the first releases it", async () => {
    const out = await output();
    const first = taken(await take(out));
    const told: LockHolder[] = [];
    let settled = false;
    const second = take(out, true, (holder) => told.push(holder)).then((attempt) => ((settled = true), attempt));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
    expect(told.map((holder) => holder.nonce)).toEqual([first.holder.nonce]);
    await first.release();
    const lock = taken(await second);
    expect(told).toHaveLength(1);
    expect(JSON.parse((await readFile(lockPath(out), "utf8")).split("\n")[1]!)).toMatchObject({ nonce: lock.holder.nonce });
    await lock.release();
  });

  it("gives up at once without waiting, naming the holder", async () => {
    const out = await output();
    const first = taken(await take(out));
    const attempt = await take(out, false);
    expect(attempt).toEqual({ busy: first.holder, state: "running" });
    await first.release();
  });

  it.each([
    ["whose pid no process has (killed)", async () => ({ pid: await deadPid() })],
    ["whose pid another process has now (it started at another time)", async () => ({ pid: process.pid, startTicks: "1" })],
    ["made before the machine restarted", async () => ({ pid: process.pid, boot: "00000000-0000-0000-0000-000000000000" })],
  ])("replaces a lock %s, and says whose it was", async (_, identity) => {
    const out = await output();
    const stale = holder(await identity());
    await writeFile(lockPath(out), lockText(stale));
    const lock = taken(await take(out, false));
    expect(lock.replaced).toEqual(stale);
    expect(await readFile(lockPath(out), "utf8")).toContain(lock.holder.nonce);
    await lock.release();
    expect(await besideOutput(out)).toEqual([]);
  });

  it("never judges stale a lock of another machine: it cannot tell whether that run goes on", async () => {
    const out = await output();
    const remote = holder({ host: "build-agent-7", pid: await deadPid() });
    await writeFile(lockPath(out), lockText(remote));
    expect(await take(out, false)).toEqual({ busy: remote, state: "unknown" });
    expect(inUseText(out, remote, "unknown")).toMatch(
      /is in use by another run of the generator \(`generate`, pid \d+ on build-agent-7, since 2026-11-27T18:24:18Z\) \(if that run is over, delete out\.lock\)$/,
    );
  });

  it("refuses a file at the lock's path that is not a lock, and leaves it as it was", async () => {
    const out = await output();
    await writeFile(lockPath(out), "my notes\n");
    expect(await take(out)).toEqual({ refused: "out.lock beside it is not a lock the generator made, and a run takes that path" });
    expect(await outputRefusal(out, { specRoot: join(out, "../spec"), releaseRoot: join(out, "../release") })).toBe(
      "out.lock beside it is not a lock the generator made, and a run takes that path",
    );
    expect(await readFile(lockPath(out), "utf8")).toBe("my notes\n");
    expect(await besideOutput(out)).toEqual(["out.lock"]);
  });

  it("is held by one run at a time when many want it at once, one stale lock among them replaced once", async () => {
    const out = await output();
    const stale = holder({ pid: await deadPid() });
    await writeFile(lockPath(out), lockText(stale));
    let holding = 0;
    let most = 0;
    // Started a little apart, so that some find the stale lock while another is replacing it.
    const runs = Array.from({ length: 12 }, async (_, index) => {
      await new Promise((resolve) => setTimeout(resolve, index % 4));
      const lock = taken(await take(out));
      most = Math.max(most, ++holding);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
      holding--;
      await lock.release();
      return lock.replaced;
    });
    const replaced = await Promise.all(runs);
    expect(most).toBe(1);
    expect(replaced.filter((lock) => lock !== undefined)).toEqual([stale]);
    expect(await besideOutput(out)).toEqual([]);
  });

  it("is not taken from a run that replaced a stale lock by one that found the same stale lock a moment later", async () => {
    const out = await output();
    const stale = holder({ pid: await deadPid() });
    await writeFile(lockPath(out), lockText(stale));
    const first = taken(await take(out));
    expect(first.replaced).toEqual(stale);
    // The later run read the stale lock before the first replaced it, and only now acts on it.
    const late = `${lockPath(out)}.${process.pid}-1234abcd.tmp`;
    await writeFile(late, lockText(holder({ nonce: "1234abcd" })));
    expect(await replaceStaleLock(lockPath(out), late, stale)).toBe(false);
    expect(await readFile(lockPath(out), "utf8")).toBe(lockText(first.holder));
    await first.release();
  });

  it("removes what runs killed while they took it left, and is not kept from a stale lock by a dead run's claim on it", async () => {
    const out = await output();
    const dead = await deadPid();
    const stale = holder({ pid: dead });
    await writeFile(lockPath(out), lockText(stale));
    // A run killed after it claimed the right to replace the stale lock, and before it did.
    await writeFile(`${lockPath(out)}.after-${stale.nonce}`, lockText(holder({ pid: dead, nonce: "fedcba9876543210" })));
    // Runs killed before they linked their lock file in place, and a claim on a lock long gone.
    await writeFile(`${lockPath(out)}.${dead}-00aa11bb22cc33dd.tmp`, lockText(holder({ pid: dead })));
    await writeFile(`${lockPath(out)}.${dead}-44ee55ff.tmp`, "gateway-codegen output lo");
    await writeFile(`${lockPath(out)}.after-abcdef0123456789`, lockText(holder({ pid: dead })));
    // Not the generator's: kept.
    await writeFile(`${lockPath(out)}.notes`, "mine\n");
    const lock = taken(await take(out, false));
    expect(lock.replaced).toEqual(stale);
    await lock.release();
    expect(await besideOutput(out)).toEqual(["out.lock.notes"]);
  });
});
