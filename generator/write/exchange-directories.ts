// An atomic exchange of two directories: after it, each path names what the other named, and no
// moment exists when either path is missing. Linux has it as renameat2(RENAME_EXCHANGE), macOS as
// renamex_np(RENAME_SWAP); Node's fs has neither, and no npm package offers it without a native
// build. The system's Python 3 (which node-gyp needs, so it is on every machine that builds Node's
// native addons) calls it through ctypes.
//
// The child is started when the write begins, so that its start-up overlaps the writing, and waits
// for a line on its standard input before it acts. Whether the exchange happened is for the caller
// to read from the file system once the child has exited, never from what the child printed.

import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

/**
 * Waits for "go", exchanges argv[1] and argv[2], and exits 0 when the call succeeded. It acts only
 * while the writer (pid argv[3]) lives: on Linux it dies with it (PR_SET_PDEATHSIG), elsewhere it
 * looks before it acts, so that a killed writer's child never exchanges under the next run's feet.
 */
const EXCHANGE_PROGRAM = `
import ctypes, os, sys
libc = ctypes.CDLL(None, use_errno=True)
writer = int(sys.argv[3])
if sys.platform.startswith("linux"):
    libc.prctl(1, 9)
if os.getppid() != writer or sys.stdin.readline().strip() != "go" or os.getppid() != writer:
    sys.exit(3)
a, b = sys.argv[1].encode(), sys.argv[2].encode()
if sys.platform == "darwin":
    result = libc.renamex_np(a, b, 2)
else:
    result = libc.renameat2(-100, a, -100, b, 2)
sys.exit(0 if result == 0 else 1)
`;

/** A child that hangs is killed after this long, and the caller falls back to renames. */
const EXCHANGE_TIMEOUT_MS = 10_000;

export interface DirectoryExchanger {
  /** Asks for the exchange and resolves once the child is gone, whatever it did. */
  exchange(): Promise<void>;
  /** Lets the child go without exchanging anything (a write that failed). */
  cancel(): Promise<void>;
}

/** The system's own interpreter on Linux. */
const SYSTEM_PYTHON = "/usr/bin/python3";

/**
 * The interpreter to run: the system's own on Linux where it has one, since a `python3` first on PATH
 * may be a version manager's shim (pyenv's runs a dozen shell scripts before Python starts: 0.4 s of
 * CPU and a second of a busy machine's time, where the interpreter alone takes 0.03 s); `python3` from
 * PATH elsewhere (macOS's /usr/bin/python3 may ask to install the developer tools).
 */
export function defaultPython(platform: NodeJS.Platform = process.platform, exists: (path: string) => boolean = existsSync): string {
  return platform === "linux" && exists(SYSTEM_PYTHON) ? SYSTEM_PYTHON : "python3";
}

/** Starts the child that will exchange `first` and `second`; `python` is the interpreter to run. */
export function startDirectoryExchanger(first: string, second: string, python = defaultPython()): DirectoryExchanger {
  const child = spawn(python, ["-c", EXCHANGE_PROGRAM, first, second, String(process.pid)], { stdio: ["pipe", "ignore", "ignore"] });
  const exited = new Promise<void>((resolve) => {
    child.once("error", () => resolve());
    child.once("exit", () => resolve());
  });
  // A child that could not start (no Python) makes its pipe fail: the exit above settles the outcome.
  child.stdin.on("error", () => undefined);
  const finish = async (line: string) => {
    child.stdin.end(line);
    const timer = setTimeout(() => child.kill("SIGKILL"), EXCHANGE_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
  return { exchange: () => finish("go\n"), cancel: () => finish("") };
}
