// V8's code cache for the CommonJS modules the generator loads (its bundle, runner/command-bundles.mjs;
// ajv, handlebars, json-schema-to-typescript and theirs), as v8-compile-cache does it: Node 20 has no
// module.enableCompileCache (Node 22 does). A package module is compiled with the code V8 produced
// for it on an earlier run, which saves parsing and compiling it again.
//
// The cached code lives in node_modules/.cache/gateway-codegen/v8-code/, one file per module, named
// by the digest of the module's path, its text, node's version, the command (each keeps the code of
// the functions it ran, a worker its own) and V8's tag for cached data, which changes with V8's flags (a command's run leaves the optimizing compiler off, the watch mode turns it
// on: runner/optimizing-compiler.mjs; each would reject the other's code and write its own over it).
// Each file begins with the sha-256 of the rest, and a file that does not verify (or that V8
// rejects) is made again. A module whose text holds `import(` is left to Node, since import() in a
// script compiled here would find no loader (Node 20's default loader for it is experimental, and
// says so on stderr).
// Plain JavaScript: it is installed before anything else loads.

import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import Module from "node:module";
import { dirname, join, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { cachedDataVersionTag } from "node:v8";
import vm from "node:vm";
import { isMainThread } from "node:worker_threads";

const CACHE_FOLDER = join(
  dirname(dirname(dirname(fileURLToPath(import.meta.url)))),
  "node_modules",
  ".cache",
  "gateway-codegen",
  "v8-code",
);
const NODE_MODULES = `${sep}node_modules${sep}`;

const sha256 = (data) => createHash("sha256").update(data).digest();

/**
 * The file of a module's cached code, by its path, its text, V8's state and the kind of run whose
 * functions it holds (`variant`: the command; a worker's own).
 */
export function cachedCodeFile(filename, content, variant = "") {
  const name = createHash("sha256")
    .update(`${process.version}\0${process.arch}\0${cachedDataVersionTag()}\0${variant}\0${filename}\0`)
    .update(content)
    .digest("hex");
  return join(CACHE_FOLDER, `${name}.bin`);
}

/** The cached code, when the file holds it whole (its first 32 bytes are the sha-256 of the rest). */
function readCachedCode(file) {
  try {
    const data = readFileSync(file);
    const code = data.subarray(32);
    return data.length > 32 && sha256(code).equals(data.subarray(0, 32)) ? code : undefined;
  } catch {
    return undefined;
  }
}

function writeCachedCode(file, code) {
  try {
    mkdirSync(CACHE_FOLDER, { recursive: true });
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    writeFileSync(temporary, Buffer.concat([sha256(code), code]));
    renameSync(temporary, file);
  } catch {
    // A cache that cannot be written only costs time.
  }
}

/**
 * True when a module's text may call `import()`. Written so that this module's own text, bundled
 * with the generator (runner/command-bundles.mjs), does not say it of the bundle.
 */
export function mayImportDynamically(content) {
  return /\bimport\s*\(/.test(content);
}

/** The `require` a module's code is given, as Node makes it. */
function requireFor(module) {
  const require = (id) => module.require(id);
  require.resolve = (request, options) => Module._resolveFilename(request, module, false, options);
  require.resolve.paths = (request) => Module._resolveLookupPaths(request, module);
  require.main = process.mainModule;
  require.extensions = Module._extensions;
  require.cache = Module._cache;
  return require;
}

/** Scripts compiled in the main thread, each with what its cached code is written from when the process ends. */
const unwritten = new Map();

/**
 * The cached code of a script, written when the main thread's process ends, so that every function
 * the run compiled is in it, not only those the module's loading compiled (for the generator's
 * bundle, 2.6 MB where it was 0.26 MB). A worker thread, ended by `terminate()`, runs no exit
 * handler: its modules' code is written right after they load. Nor is it written when V8's flags
 * changed since the script was compiled (a large spec's run, the watch mode, turn the optimizing
 * compiler back on): the code would carry the new flags, under the name of the old ones, and the
 * next run would reject it.
 */
function writeWhenDone(compiled) {
  if (compiled.accepted) return;
  if (!isMainThread) return writeCachedCode(compiled.file, compiled.script.createCachedData());
  if (unwritten.size === 0) process.once("exit", writeUnwritten);
  unwritten.set(compiled.file, { ...compiled, tag: cachedDataVersionTag() });
}

/**
 * At the end of a run that succeeded (one that failed, a spec with a mistake, ran only part of the
 * code it would hold): the code of each script V8 took none for, when the run turned out to be the
 * variant it was loaded for. A script loaded with another variant's code would hold that code too
 * (a run the output cache answered, loaded with every stage's code): it writes none.
 */
function writeUnwritten(code) {
  if (code !== 0) return;
  for (const { variant, file, script, tag, variantAtEnd } of unwritten.values()) {
    if (tag === cachedDataVersionTag() && variantAtEnd() === variant) writeCachedCode(file, script.createCachedData());
  }
}

/**
 * Marks the hook, so that it is installed once per thread: the emit worker's script installs it from
 * this module, then the worker's code, in the generator's bundle, from its copy of it.
 */
const INSTALLED = Symbol.for("gateway-codegen.code-cache");

/**
 * From now on, package modules loaded by `require` (or imported as CommonJS) use and feed the cache,
 * each with code of its own for `variant`: the launcher gives the command, since the code written
 * when a run ends holds the functions that command ran (`changes` would leave `generate` hardly any).
 * `variantAtEnd` names the variant the run turned out to be, when the process ends: its code is the
 * one written then.
 */
export function installCodeCache(variant = "", variantAtEnd = () => variant) {
  if (Module.prototype._compile[INSTALLED] === true) return;
  const compile = Module.prototype._compile;
  Module.prototype._compile = function compileWithCache(content, filename, format) {
    // An ES module that `require` loads (Node 20.19 and later) is Node's to load.
    if (format === "module" || !filename.includes(NODE_MODULES) || mayImportDynamically(content))
      return compile.call(this, content, filename, format);
    const file = cachedCodeFile(filename, content, variant);
    const cachedData = readCachedCode(file);
    const script = new vm.Script(Module.wrap(content), { filename, cachedData });
    const wrapper = script.runInThisContext({ displayErrors: true });
    const result = wrapper.call(this.exports, this.exports, requireFor(this), this, filename, dirname(filename));
    const accepted = cachedData !== undefined && !script.cachedDataRejected;
    writeWhenDone({ variant, file, accepted, script, variantAtEnd });
    return result;
  };
  Module.prototype._compile[INSTALLED] = true;
}

/** Set by the command when the output cache answered its run (`recordRunAnswered`). */
const ANSWERED = Symbol.for("gateway-codegen.run-answered");

/**
 * The code cache of a command whose runs are of two kinds: one the output cache answers, which runs
 * only the command's first functions (the look-up), and one that runs every stage. V8 reads a
 * script's cached code whole when it compiles the script, so a run of the first kind that loaded the
 * second's code (every stage's functions, 2.6 MB for the generator's bundle) spent about 90 ms on code
 * it never ran. Each kind keeps code of its own: a run loads the kind of the command's last run (a
 * run that asks for every stage, `mayBeAnswered` false, the full kind), and writes the code of its
 * own kind when it ends, and which kind it was, for the next run's guess. A wrong guess costs only time.
 */
export function installCommandCodeCache(command, mayBeAnswered) {
  const marker = join(CACHE_FOLDER, `${command}.last-run`);
  const last = readMarker(marker);
  const now = () => (globalThis[ANSWERED] === true ? "answered" : "full");
  const variantOf = (kind) => (kind === "answered" ? `${command} answered` : command);
  installCodeCache(variantOf(mayBeAnswered && last === "answered" ? "answered" : "full"), () => variantOf(now()));
  process.once("exit", (code) => {
    if (code === 0 && now() !== last) writeMarker(marker, now());
  });
}

/** Said by a command's run, when the output cache answered it (true) or its stages ran (false). */
export function recordRunAnswered(answered) {
  globalThis[ANSWERED] = answered;
}

function readMarker(file) {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

function writeMarker(file, kind) {
  try {
    mkdirSync(CACHE_FOLDER, { recursive: true });
    writeFileSync(file, kind);
  } catch {
    // A cache that cannot be written only costs time.
  }
}
