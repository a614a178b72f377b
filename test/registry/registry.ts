// A real npm registry for the registry loop: Verdaccio (verdaccio-server.mjs) as a child process on
// a free loopback port, with a user made through its own API, and npm run with a temporary user
// configuration and cache that point at it. Nothing reads or writes the user's ~/.npmrc or npm cache,
// and the registry has no uplink: an install resolves only what the test published.

import { execFile, spawn, type ChildProcessByStdio } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Readable, Writable } from "node:stream";

const SERVER = join(import.meta.dirname, "verdaccio-server.mjs");

export interface Registry {
  /** `http://127.0.0.1:<port>/`. */
  url: string;
  /** The environment every npm command of the test runs in: this registry, its user, a cache of its own. */
  env: NodeJS.ProcessEnv;
  /** The registry's packument of a package, or undefined when it has none. */
  packument(name: string): Promise<{ versions: Record<string, unknown>; "dist-tags": Record<string, string> } | undefined>;
  stop(): Promise<void>;
}

/** Starts the registry with its storage, configuration and log in `folder`. */
export async function startRegistry(folder: string): Promise<Registry> {
  await mkdir(folder, { recursive: true });
  const child = spawn(process.execPath, [SERVER, folder], { stdio: ["pipe", "pipe", "pipe"] });
  const url = await listeningUrl(child, folder);
  const token = await addUser(url, "release-manager", randomUUID());
  const userconfig = join(folder, "npmrc");
  // npm keys a token by the registry's host and path, without the protocol.
  await writeFile(userconfig, `registry=${url}\n${url.replace(/^http:/, "")}:_authToken=${token}\n`);
  return {
    url,
    env: npmEnvironment(userconfig, join(folder, "npm-cache")),
    packument: async (name) => {
      const response = await fetch(new URL(encodeURIComponent(name).replace(/^%40/, "@"), url));
      return response.status === 404 ? undefined : response.json();
    },
    stop: () => stopServer(child),
  };
}

/** The URL the server prints once it listens; its log and errors if it exits first. */
function listeningUrl(child: ChildProcessByStdio<Writable, Readable, Readable>, folder: string): Promise<string> {
  let stdout = "";
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
      const url = /^listening (\S+)$/m.exec(stdout)?.[1];
      if (url !== undefined) resolve(url);
    });
    child.once("exit", async (code) => {
      const log = await readFile(join(folder, "verdaccio.log"), "utf8").catch(() => "");
      reject(new Error(`Verdaccio exited (${code}) before it listened:\n${stderr}\n${log}`));
    });
  });
}

/** Registers a user as `npm adduser` does (PUT /-/user/org.couchdb.user:<name>); resolves to its token. */
async function addUser(url: string, name: string, password: string): Promise<string> {
  const response = await fetch(new URL(`-/user/org.couchdb.user:${name}`, url), {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, password }),
  });
  const answer = (await response.json()) as { token?: string };
  if (response.status !== 201 || answer.token === undefined) throw new Error(`no user made: ${response.status} ${JSON.stringify(answer)}`);
  return answer.token;
}

/**
 * The test's environment without npm's own variables (npm_config_* of an `npm test` around it would
 * name the repository's prefix and the user's configuration), pointed at the temporary ones.
 */
function npmEnvironment(userconfig: string, cache: string): NodeJS.ProcessEnv {
  const inherited = Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key));
  return {
    ...Object.fromEntries(inherited),
    npm_config_userconfig: userconfig,
    npm_config_cache: cache,
    npm_config_audit: "false",
    npm_config_fund: "false",
    npm_config_update_notifier: "false",
    npm_config_noproxy: "127.0.0.1,localhost",
  };
}

/** Closing its standard input stops the server; a server that does not stop within 10 s is killed. */
async function stopServer(child: ChildProcessByStdio<Writable, Readable, Readable>): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.stdin.end();
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Runs a command to its end in `cwd`; never rejects. */
export function run(
  command: string,
  args: readonly string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(command, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error === null ? 0 : typeof error.code === "number" ? error.code : 1, stdout, stderr }),
    );
  });
}
