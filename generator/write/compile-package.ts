import { isolatedDeclarationSync, transformSync, type OxcError } from "oxc-transform";
import { boundedMemo } from "../cache/bounded-memo.js";
import type { GeneratedFile } from "../emit/emitter.js";

// Compiles the package's TypeScript (`src/`) to JavaScript and declarations (`dist/`) file by file,
// with oxc: the generated code declares every exported type (isolated declarations), so no program
// or type check is needed here (the test suite type-checks `generated/` with `tsc --strict`).
// Consumers need no build step. oxc took 30 ms where TypeScript's transpileModule and
// transpileDeclaration took 3 s on the same sources.

/**
 * What one generated file compiles to: its JavaScript and declarations under dist/, or nothing for a
 * file outside src/. Kept per path and text for the life of the process: in watch mode most files
 * (the shipped runtime, client and double) are the same from one save to the next.
 */
export function compileGeneratedFile(file: GeneratedFile): GeneratedFile[] {
  if (!(file.path.startsWith("src/") && file.path.endsWith(".ts"))) return [];
  const key = `${file.executable ? "x" : "-"}${file.path}\0${file.contents}`;
  return compiledFiles.get(key) ?? compiledFiles.set(key, compileFile(file), key.length);
}

/** Sources kept compiled, up to 4 M characters of source (the real spec's package is 0.9 M): a large spec's are not all kept. */
const compiledFiles = boundedMemo<GeneratedFile[]>(4_000_000);

function compileFile(file: GeneratedFile): GeneratedFile[] {
  const output = `dist/${file.path.slice("src/".length, -".ts".length)}`;
  // The sources are ES2022 modules already: only the types are stripped.
  const javascript = transformSync(file.path, file.contents, { lang: "ts", sourceType: "module", target: "es2022" });
  const declarations = isolatedDeclarationSync(file.path, file.contents, { stripInternal: false });
  const problems = [...javascript.errors, ...declarations.errors];
  if (problems.length > 0) throw new Error(`generated ${file.path} does not compile on its own:\n${problems.map(describe).join("\n")}`);
  return [
    { path: `${output}.js`, contents: javascript.code, ...(file.executable ? { executable: true as const } : {}) },
    { path: `${output}.d.ts`, contents: declarations.code },
  ];
}

function describe(problem: OxcError): string {
  return problem.codeframe ?? problem.message;
}
