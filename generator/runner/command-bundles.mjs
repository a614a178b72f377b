// The commands of the generator and the emit worker, bundled by esbuild into one CommonJS module from
// the modules the compile cache compiled (compile-cache.mjs writes it beside them). A run then loads
// one file where it loaded some 200 modules through Node's ES module loader and some 80 package
// modules: Node 20 keeps no compiled code for ES modules, and scans each CommonJS package an ES
// module imports for its export names, while a CommonJS bundle gets V8's code cache (code-cache.mjs)
// for itself and everything in it. A cold run's CPU went down by about a tenth.
//
// The packages the generator imports are bundled too (yaml, refa, regexpp, code-block-writer,
// string-width, json-schema-to-typescript and theirs: plain JavaScript), from their ES module entry
// where an import finds one, but for those left to node_modules: a native binding (oxc-transform),
// prettier (json-schema-to-typescript requires its entry, which imports the rest when it formats,
// which it never does here: the formatting worker runs prettier) and undici (which only the shipped
// client imports). So the compile cache's digest covers the installed packages too.
//
// A bundle requires ES modules (oxc-transform is one), which Node does from 20.19 on; on an older
// Node the launcher imports the compiled modules as before. `import.meta.url` was already replaced by
// each source file's URL in the compiled modules, so paths found beside sources stay the same.
// Plain JavaScript, so that it runs with nothing loaded before it.

import { createHash } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/** The folder, inside a compiled folder, that holds the bundles, laid out as the compiled modules are. */
export const BUNDLE_FOLDER = "bundle";

/** The commands of cli/run.mjs that run from the bundle. */
export const BUNDLED_COMMANDS = ["generate", "changes", "release"];

/**
 * The bundle, relative to the compiled folder: the commands (each a function that starts one,
 * `commands.generate()`) and the emit worker (`emitWorker()`), in one file, as they share most of
 * their modules; and a script that starts the worker from it, where the generator's modules are
 * (emit-pool.ts), with V8's code cache installed first.
 */
export const COMMANDS_BUNDLE = `${BUNDLE_FOLDER}/generator/commands.js`;
export const WORKER_SCRIPT = `${BUNDLE_FOLDER}/generator/runner/emit-worker.js`;

/** True for a file of the bundle (a path relative to the compiled folder): all a bundled run loads of it. */
export function isBundleFile(path) {
  return path.startsWith(`${BUNDLE_FOLDER}/`);
}

/** The entry of the bundle: each command's module, and the worker's, loaded when started. */
function bundleEntry() {
  const starts = BUNDLED_COMMANDS.map((command) => `  ${JSON.stringify(command)}: () => import("./cli/${command}.js"),`);
  return `export const commands = {\n${starts.join("\n")}\n};\nexport const emitWorker = () => import("./runner/emit-worker.js");\n`;
}

/** The worker's script: the code cache, then the worker from the bundle (the code cache module is the source, an ES module). */
function workerScript() {
  const codeCache = fileURLToPath(new URL("code-cache.mjs", import.meta.url));
  return `require(${JSON.stringify(codeCache)}).installCodeCache();\nrequire("../commands.js").emitWorker();\n`;
}

/** Packages left to node_modules, loaded by `require` from the bundle. */
export const UNBUNDLED_PACKAGES = ["oxc-transform", "prettier", "undici"];

/**
 * Packages loaded on their first call rather than with the bundle, each a function (its module's
 * default export): string-width builds an Intl.Segmenter as it loads (ICU's data: 10-30 ms, on every
 * run), for the carets of a code frame, which only a spec with a mistake prints.
 */
export const LAZY_PACKAGES = ["string-width"];

/** Stands a module in for each lazy package, which requires the package (bundled) on its first call. */
const lazyPackages = {
  name: "lazy-packages",
  setup(build) {
    const names = new Set(LAZY_PACKAGES);
    build.onResolve({ filter: /^[^./]/ }, ({ path, pluginData }) =>
      names.has(path) && pluginData?.lazy !== true ? { path, namespace: "lazy-package" } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: "lazy-package" }, ({ path }) => ({
      contents: `let loaded;\nexport default function lazy(...args) {\n  loaded ??= require(${JSON.stringify(path)}).default;\n  return loaded(...args);\n}\n`,
      resolveDir: build.initialOptions.absWorkingDir,
      pluginData: { lazy: true },
    }));
  },
};

/** True when this Node can load a bundle: one that `require`s an ES module. */
export function canRunBundles() {
  return process.features.require_module === true;
}

const sha256 = (data) => createHash("sha256").update(data).digest("hex");

/**
 * Writes the bundles of the modules compiled into `folder`, under `folder/bundle/`, with the packages
 * installed in `nodeModules` (the repository's, wherever the folder is), and returns their checksums
 * by path (relative to `folder`), for the compiled folder's manifest. Any warning of esbuild's (a
 * `require` it cannot follow, an `import.meta` left) fails the compilation.
 */
export async function writeCommandBundles(folder, nodeModules) {
  const { build } = await import("esbuild");
  const result = await build({
    absWorkingDir: folder,
    stdin: { contents: bundleEntry(), resolveDir: join(folder, "generator"), sourcefile: "commands.js" },
    outfile: join(folder, COMMANDS_BUNDLE),
    bundle: true,
    format: "cjs",
    platform: "node",
    target: "es2022",
    external: UNBUNDLED_PACKAGES,
    nodePaths: [nodeModules],
    plugins: [lazyPackages],
    write: false,
    logLevel: "silent",
  });
  if (result.warnings.length > 0) throw new Error(`bundling the generator: ${result.warnings.map((warning) => warning.text).join("\n")}`);
  const files = [
    { path: COMMANDS_BUNDLE, contents: result.outputFiles[0].contents },
    { path: WORKER_SCRIPT, contents: workerScript() },
    // The bundle's folder holds CommonJS, whatever package.json above it says.
    { path: `${BUNDLE_FOLDER}/package.json`, contents: '{ "type": "commonjs" }\n' },
  ];
  const checksums = {};
  for (const { path, contents } of files) {
    mkdirSync(dirname(join(folder, path)), { recursive: true });
    writeFileSync(join(folder, path), contents);
    checksums[path] = sha256(contents);
  }
  return checksums;
}
