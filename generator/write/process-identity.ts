// Which process holds the output lock, told well enough to know when it is gone. A pid alone is not
// enough: once its process has exited the system gives the number to another one, so a lock whose
// holder was killed could look held by an unrelated process. On Linux the process's start time (in
// clock ticks since boot, /proc/<pid>/stat) and the boot's id tell the holder apart from a later
// process with its pid; elsewhere the pid's liveness alone is judged.

import { readFileSync } from "node:fs";
import { hostname } from "node:os";

export interface ProcessIdentity {
  pid: number;
  /** The machine: a process of another (a folder shared over the network) cannot be judged from here. */
  host: string;
  /** Linux: the boot's id; a lock from before a reboot is stale whatever its pid. */
  boot?: string;
  /** Linux: when the process started, in clock ticks since boot. */
  startTicks?: string;
}

/** What can be told of a process from its identity. */
export type ProcessState = "running" | "gone" | "unknown";

let own: ProcessIdentity | undefined;

/** This process's identity. */
export function ownIdentity(): ProcessIdentity {
  own ??= identityOf(process.pid, hostname(), bootId());
  return own;
}

function identityOf(pid: number, host: string, boot: string | undefined): ProcessIdentity {
  const startTicks = startTicksOf(pid);
  return { pid, host, ...(boot === undefined ? {} : { boot }), ...(startTicks === undefined ? {} : { startTicks }) };
}

/**
 * Whether the process is still running: "gone" when no process has its pid, or the one that has it
 * started at another time or in another boot; "unknown" for a process of another machine.
 */
export function processState(identity: ProcessIdentity): ProcessState {
  const self = ownIdentity();
  if (identity.host !== self.host) return "unknown";
  if (identity.boot !== undefined && self.boot !== undefined && identity.boot !== self.boot) return "gone";
  if (!pidExists(identity.pid)) return "gone";
  if (identity.startTicks === undefined) return "running";
  const now = startTicksOf(identity.pid);
  // Unreadable (hidepid): the pid's liveness is all there is to judge.
  return now === undefined || now === identity.startTicks ? "running" : "gone";
}

/** Whether any process has the pid (one of another user's included: signalling it is then refused, not failed). */
export function pidExists(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Field 22 of /proc/<pid>/stat, counted after the command name (which may hold spaces and parentheses). */
function startTicksOf(pid: number): string | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (stat === undefined) return undefined;
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return fields[19];
}

function bootId(): string | undefined {
  return readText("/proc/sys/kernel/random/boot_id")?.trim();
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined;
  }
}
