// Runs a command of the generator (`node generator/cli/run.mjs generate --check`) as JavaScript:
// the command and every module it imports come compiled from the compile cache
// (runner/compile-cache.mjs), bundled into one CommonJS module where Node can load it
// (runner/command-bundles.mjs), with V8's code cache for it and the packages it loads
// (runner/code-cache.mjs). Plain JavaScript, so that it runs with nothing loaded before it.

import { createRequire } from "node:module";
import { basename, join } from "node:path";
import { pathToFileURL } from "node:url";
import { installCommandCodeCache } from "../runner/code-cache.mjs";
import { BUNDLE_FOLDER, BUNDLED_COMMANDS, canRunBundles, COMMANDS_BUNDLE, isBundleFile } from "../runner/command-bundles.mjs";
import { compiledGenerator, GENERATOR_ROOT } from "../runner/compile-cache.mjs";
import { leaveHotCodeUnoptimized } from "../runner/optimizing-compiler.mjs";

const [command, ...rest] = process.argv.slice(2);
if (command === undefined || !/^[a-z-]+$/.test(command)) {
  process.stderr.write("Usage: node generator/cli/run.mjs <command: generate, changes, release> [arguments]\n");
  process.exit(2);
}
leaveHotCodeUnoptimized();
// A run that asks for every stage is never answered by the output cache.
installCommandCodeCache(command, !rest.includes("--no-cache") && !rest.includes("--watch"));
const bundled = BUNDLED_COMMANDS.includes(command) && canRunBundles();
const compiled = await compiledGenerator(undefined, bundled ? isBundleFile : undefined);
const folder = join(compiled, ...(bundled ? [BUNDLE_FOLDER] : []), "generator");
// Where the compiled generator is, for the worker threads that load its modules (emit-pool.ts).
globalThis[Symbol.for("gateway-codegen.compiled-folder")] = folder;
// The digest of the sources it was compiled from (the folder's name), for the cache's key (input-digest.ts).
globalThis[Symbol.for("gateway-codegen.compiled-sources")] = basename(compiled);
process.argv = [process.argv[0], join(GENERATOR_ROOT, "cli", `${command}.ts`), ...rest];
if (bundled) await createRequire(import.meta.url)(join(compiled, COMMANDS_BUNDLE)).commands[command]();
else await import(pathToFileURL(join(folder, "cli", `${command}.js`)).href);
