// `npm run release -- --publish`: hands the generated package to `npm publish`. A dry run unless the
// release manager confirms with `--yes` (npm packs the package, lists what it would send, and sends
// nothing), so that trying the command never publishes by mistake. Credentials are npm's own: its
// user configuration or `NPM_CONFIG_USERCONFIG`, never a file this command writes.

import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { join } from "node:path";

export interface PublishRequest {
  /** The generated package's folder. */
  folder: string;
  /** The version the release state holds: the package must carry it. */
  version: string;
  /** The registry's URL; none: npm's configured registry. */
  registry?: string;
  /** True: publish for real; false: `npm publish --dry-run`. */
  confirmed: boolean;
}

/** What npm is asked to do. */
export function publishArguments({ folder, registry, confirmed }: PublishRequest): string[] {
  return ["publish", folder, ...(registry === undefined ? [] : ["--registry", registry]), ...(confirmed ? [] : ["--dry-run"])];
}

/** A registry URL npm can be given, or why not. */
export function registryProblem(registry: string): string | undefined {
  const url = URL.canParse(registry) ? new URL(registry) : undefined;
  if (url === undefined || (url.protocol !== "http:" && url.protocol !== "https:"))
    return `--registry takes an http(s) URL, not '${registry}'.`;
  if (url.username !== "" || url.password !== "")
    return "--registry takes no credentials in its URL: npm reads them from its user configuration.";
  return undefined;
}

/** The package's name and version as its package.json states them. */
async function packageIdentity(folder: string): Promise<{ name: string; version: string }> {
  const manifest = JSON.parse(await readFile(join(folder, "package.json"), "utf8")) as { name?: unknown; version?: unknown };
  return { name: String(manifest.name), version: String(manifest.version) };
}

/** Runs `npm publish`, npm's output shown as it comes; resolves to the exit code, with a line on what happened. */
export async function publishPackage(request: PublishRequest, say: (line: string, toStderr?: boolean) => void): Promise<number> {
  const { name, version } = await packageIdentity(request.folder);
  if (version !== request.version) {
    say(`${request.folder} holds ${name} ${version}, not the released ${request.version}: nothing was published.`, true);
    return 1;
  }
  const where = request.registry ?? "npm's configured registry";
  const code = await runNpm(publishArguments(request));
  if (code !== 0) say(`npm publish failed (exit code ${code}): ${name} ${version} was not published.`, true);
  else if (request.confirmed) say(`Published ${name} ${version} to ${where}.`);
  else say(`Dry run: nothing was published. To publish ${name} ${version} to ${where}, add --yes.`);
  return code === 0 ? 0 : 1;
}

/** npm as the one that runs this command (`npm run release` sets npm_execpath), else the npm on the PATH. */
function runNpm(args: string[]): Promise<number> {
  const npm = process.env.npm_execpath;
  const [command, commandArgs] = npm?.endsWith(".js") ? [process.execPath, [npm, ...args]] : ["npm", args];
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: "inherit" });
    child.on("error", reject);
    child.on("close", (code) => resolve(code ?? 1));
  });
}
