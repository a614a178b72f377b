// Runs a command of the generator (`node generator/cli/run.mjs generate --check`) as JavaScript:
// the command and every module it imports come compiled from the compile cache
// (runner/compile-cache.mjs), with V8's code cache for the packages it loads (runner/code-cache.mjs).
// Plain JavaScript, so that it runs with nothing loaded before it.

import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { installCodeCache } from "../runner/code-cache.mjs";
import { compiledGenerator, GENERATOR_ROOT } from "../runner/compile-cache.mjs";
import { leaveHotCodeUnoptimized } from "../runner/optimizing-compiler.mjs";

const [command, ...rest] = process.argv.slice(2);
if (command === undefined || !/^[a-z-]+$/.test(command)) {
  process.stderr.write("Usage: node generator/cli/run.mjs <command: generate, changes, release> [arguments]\n");
  process.exit(2);
}
leaveHotCodeUnoptimized();
installCodeCache();
const folder = join(await compiledGenerator(), "generator");
// Where the compiled generator is, for the worker threads that load its modules (emit-pool.ts).
globalThis[Symbol.for("gateway-codegen.compiled-folder")] = folder;
process.argv = [process.argv[0], join(GENERATOR_ROOT, "cli", `${command}.ts`), ...rest];
await import(pathToFileURL(join(folder, "cli", `${command}.js`)).href);
