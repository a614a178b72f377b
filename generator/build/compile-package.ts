import { transformSync, type TransformOptions } from "esbuild";
import { ts } from "ts-morph";
import type { GeneratedFile } from "../emit/emitter.js";

/** Types stripped, nothing else changed: the sources are ES2022 modules already. UTF-8 kept as written. */
const javascriptOptions: TransformOptions = { loader: "ts", format: "esm", target: "es2022", charset: "utf8" };
const declarationOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  newLine: ts.NewLineKind.LineFeed,
  declaration: true,
  isolatedDeclarations: true,
};

/**
 * Compiles the package's TypeScript (`src/`) to JavaScript and declarations (`dist/`) file by file:
 * the generated code declares every exported type, so no program or type check is needed here
 * (the test suite type-checks `generated/` with `tsc --strict`). Consumers need no build step.
 * JavaScript comes from esbuild (8x faster than TypeScript's transpileModule on these sources),
 * declarations from TypeScript's isolated-declarations emit.
 */
export function compilePackage(files: GeneratedFile[]): GeneratedFile[] {
  return files.filter((file) => file.path.startsWith("src/") && file.path.endsWith(".ts")).flatMap(compileFile);
}

function compileFile(file: GeneratedFile): GeneratedFile[] {
  const fileName = file.path;
  const output = `dist/${fileName.slice("src/".length, -".ts".length)}`;
  const declarations = ts.transpileDeclaration(file.contents, { compilerOptions: declarationOptions, fileName, reportDiagnostics: true });
  if (declarations.diagnostics?.length)
    throw new Error(`generated ${fileName} does not compile on its own:\n${ts.formatDiagnostics(declarations.diagnostics, formatHost)}`);
  // esbuild throws, naming the file and line, on a syntax error.
  const javascript = transformSync(file.contents, { ...javascriptOptions, sourcefile: fileName });
  return [
    { path: `${output}.js`, contents: javascript.code },
    { path: `${output}.d.ts`, contents: declarations.outputText },
  ];
}

const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => "/",
  getNewLine: () => "\n",
};
