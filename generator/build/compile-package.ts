import { ts } from "ts-morph";
import type { GeneratedFile } from "../emit/emitter.js";

const compilerOptions: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  newLine: ts.NewLineKind.LineFeed,
};
const declarationOptions: ts.CompilerOptions = { ...compilerOptions, declaration: true, isolatedDeclarations: true };

/**
 * Compiles the package's TypeScript (`src/`) to JavaScript and declarations (`dist/`) file by file:
 * the generated code declares every exported type, so no program or type check is needed here
 * (the test suite type-checks `generated/` with `tsc --strict`). Consumers need no build step.
 */
export function compilePackage(files: GeneratedFile[]): GeneratedFile[] {
  return files.filter((file) => file.path.startsWith("src/") && file.path.endsWith(".ts")).flatMap(compileFile);
}

function compileFile(file: GeneratedFile): GeneratedFile[] {
  const fileName = file.path;
  const output = `dist/${fileName.slice("src/".length, -".ts".length)}`;
  const javascript = ts.transpileModule(file.contents, { compilerOptions, fileName, reportDiagnostics: true });
  const declarations = ts.transpileDeclaration(file.contents, { compilerOptions: declarationOptions, fileName, reportDiagnostics: true });
  const problems = [...(javascript.diagnostics ?? []), ...(declarations.diagnostics ?? [])];
  if (problems.length > 0)
    throw new Error(`generated ${fileName} does not compile on its own:\n${ts.formatDiagnostics(problems, formatHost)}`);
  return [
    { path: `${output}.js`, contents: javascript.outputText },
    { path: `${output}.d.ts`, contents: declarations.outputText },
  ];
}

const formatHost: ts.FormatDiagnosticsHost = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => "/",
  getNewLine: () => "\n",
};
