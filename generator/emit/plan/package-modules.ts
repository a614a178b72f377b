// Every module and file of the generated package that one output names in another, in one table:
// an emitter writes a module at its path here, and any module that imports it asks here for the
// specifier (`importSpecifier`), so a move is one edit. The package's compiled form (dist/) and
// its manifest's paths are derived from the same paths.

import { posix } from "node:path";

/** The package's source modules by role, from the package root. */
export const PACKAGE_MODULES = {
  entry: "src/index.ts",
  runtimeIndex: "src/runtime/index.ts",
  validation: "src/runtime/validation.ts",
  /** Written from the IR: the error shape's types, values and finding constructors. */
  contract: "src/runtime/contract.ts",
  validatorsIndex: "src/validators/index.ts",
  errorResponseValidator: "src/validators/error-response.ts",
  client: "src/client/gateway-client.ts",
  baseClient: "src/client/base-client.ts",
  clientErrors: "src/client/errors.ts",
  apiDescription: "src/client/api-description.ts",
  maskTables: "src/client/mask-tables.ts",
  masking: "src/client/masking.ts",
  doubleEntry: "src/double/gateway-mock.ts",
  gatewayDouble: "src/double/gateway-double.ts",
  doubleDescription: "src/double/double-description.ts",
  doubleCommand: "src/double/cli.ts",
  doubleOptionError: "src/double/option-error.ts",
} as const;

/** The package's files that are not modules. */
export const PACKAGE_FILES = {
  manifest: "package.json",
  /** The sources type-check on their own: `tsc -p generated`. */
  typeCheckConfig: "tsconfig.json",
} as const;

/** Where the package's sources are, and where they are compiled to. */
export const SOURCE_ROOT = "src";
export const COMPILED_ROOT = "dist";

/** The source folder of a kind of module: `src/models`. */
export function sourceFolder(folder: string): string {
  return `${SOURCE_ROOT}/${folder}`;
}

/** How the module at `from` imports the module at `to` (both source paths): `../runtime/contract.js`. */
export function importSpecifier(from: string, to: string): string {
  const path = posix.relative(posix.dirname(from), to).replace(/\.ts$/, ".js");
  return path.startsWith(".") ? path : `./${path}`;
}

/** The compiled JavaScript of a source module: `src/double/cli.ts` -> `dist/double/cli.js`. */
export function compiledPath(source: string): string {
  return `${COMPILED_ROOT}/${posix.relative(SOURCE_ROOT, source).replace(/\.ts$/, ".js")}`;
}

/** The declarations of a source module: `src/index.ts` -> `dist/index.d.ts`. */
export function declarationPath(source: string): string {
  return compiledPath(source).replace(/\.js$/, ".d.ts");
}

/** A path as the package's manifest writes it: `./dist/index.js`; a folder's files: `./schema/*`. */
export function manifestPath(path: string, folder = false): string {
  return `./${path}${folder ? "/*" : ""}`;
}
