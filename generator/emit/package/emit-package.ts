import type { GatewayIR } from "../../ir/ir.js";
import {
  defaultVersions,
  operationId,
  pascalCase,
  type Emitter,
  type GeneratedFile,
  GENERATED_HEADER,
  type EmitContext,
} from "../emitter.js";
import {
  CHANGELOG_PATH,
  DOCS_ROOT,
  OPENAPI_PATH,
  PACKAGE_NAME,
  SCHEMA_ROOT,
  SNAPSHOT_PATH,
  VECTORS_ROOT,
  modelName,
  modelsPath,
} from "../plan/output-plan.js";
import { CONTRACT_EXPORTS } from "../plan/runtime-plan.js";
import { EMITTER_NAMES } from "../plan/emitter-names.js";
import {
  compiledPath,
  declarationPath,
  importSpecifier,
  manifestPath,
  PACKAGE_FILES,
  PACKAGE_MODULES,
  SOURCE_ROOT,
  COMPILED_ROOT,
} from "../plan/package-modules.js";
import { NODE_ENGINES } from "../plan/package-facts.js";

/** `package.json` and the main entry: an ESM package whose exports point at compiled JavaScript. */
export const packageEmitter: Emitter = {
  name: EMITTER_NAMES.package,
  emit(ir: GatewayIR, { release }: EmitContext): GeneratedFile[] {
    return [packageJson(ir, release.version), mainEntry(ir), typeCheckConfig()];
  },
};

const ENTRY = PACKAGE_MODULES.entry;
/** How the main entry imports a module of the package. */
const from = (module: string) => importSpecifier(ENTRY, module);

/** The package's sources type-check on their own, strictly: `tsc -p generated`. */
function typeCheckConfig(): GeneratedFile {
  const config = {
    compilerOptions: {
      strict: true,
      noEmit: true,
      target: "ES2022",
      module: "NodeNext",
      moduleResolution: "NodeNext",
      lib: ["ES2022", "DOM"],
      // The double is a Node.js HTTP server; nothing it exports names a Node.js type.
      types: ["node"],
      isolatedDeclarations: true,
      declaration: true,
      noUnusedLocals: true,
      noImplicitReturns: true,
    },
    include: [SOURCE_ROOT],
  };
  return { path: PACKAGE_FILES.typeCheckConfig, contents: `${JSON.stringify(config, null, 2)}\n` };
}

function packageJson(ir: GatewayIR, version: string): GeneratedFile {
  const manifest = {
    name: PACKAGE_NAME,
    // Moved only by `npm run release`: a run of the generator never changes it.
    version,
    description: `${GENERATED_HEADER} ${listed(contentsOf(ir))} for ${ir.operations.map((operation) => `${operation.title} ${operation.version}`).join(", ")}.`,
    // Stated in spec/api/package.yaml: the seed gives none.
    ...(ir.api.package ? { license: ir.api.package.license } : {}),
    type: "module",
    sideEffects: false,
    // The Node.js versions CI runs the package's tests on (npm test, npm run test:node-matrix).
    engines: { node: NODE_ENGINES },
    main: manifestPath(compiledPath(ENTRY)),
    types: manifestPath(declarationPath(ENTRY)),
    exports: {
      ".": { types: manifestPath(declarationPath(ENTRY)), default: manifestPath(compiledPath(ENTRY)) },
      [manifestPath(SCHEMA_ROOT, true)]: manifestPath(SCHEMA_ROOT, true),
      // The language-neutral parts, for tools and SDKs in other languages.
      [manifestPath(OPENAPI_PATH)]: manifestPath(OPENAPI_PATH),
      [manifestPath(VECTORS_ROOT, true)]: manifestPath(VECTORS_ROOT, true),
      [manifestPath(DOCS_ROOT, true)]: manifestPath(DOCS_ROOT, true),
      // The released surface, for `npm run changes -- --from <this package>`.
      [manifestPath(SNAPSHOT_PATH)]: manifestPath(SNAPSHOT_PATH),
      [manifestPath(PACKAGE_FILES.manifest)]: manifestPath(PACKAGE_FILES.manifest),
    },
    // As npm writes a bin path when it publishes ("./" leading makes it warn that it corrected the manifest).
    ...(ir.api.client && ir.api.double ? { bin: { "gateway-mock": compiledPath(PACKAGE_MODULES.doubleCommand) } } : {}),
    // The client's certificate authentication loads undici's Agent and fetch; nothing else needs it.
    ...(ir.api.client ? { peerDependencies: { undici: "^6.0.0 || ^7.0.0" }, peerDependenciesMeta: { undici: { optional: true } } } : {}),
    files: [COMPILED_ROOT, SCHEMA_ROOT, SOURCE_ROOT, OPENAPI_PATH, VECTORS_ROOT, DOCS_ROOT, SNAPSHOT_PATH, CHANGELOG_PATH],
  };
  return { path: PACKAGE_FILES.manifest, contents: `${JSON.stringify(manifest, null, 2)}\n` };
}

/** "a, b and c". */
function listed(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

function contentsOf(ir: GatewayIR): string[] {
  return [
    "Models",
    "validators",
    ...(ir.api.client ? ["a typed client"] : []),
    ...(ir.api.client && ir.api.double ? ["a gateway double"] : []),
    "JSON Schema",
    "OpenAPI",
    "reference docs",
    "conformance test vectors",
  ];
}

function mainEntry(ir: GatewayIR): GeneratedFile {
  const lines = [
    `/* ${GENERATED_HEADER} */`,
    `export * from "${from(PACKAGE_MODULES.validatorsIndex)}";`,
    `export type { ValidateOptions, ValidationResult } from "${from(PACKAGE_MODULES.validation)}";`,
    `export type { ${Object.values(CONTRACT_EXPORTS.types).sort().join(", ")} } from "${from(PACKAGE_MODULES.contract)}";`,
    `export { ${[CONTRACT_EXPORTS.values.errorResult, CONTRACT_EXPORTS.values.invalidRequestCause].join(", ")} } from "${from(PACKAGE_MODULES.contract)}";`,
    ...(ir.api.client ? clientExports() : []),
    ...(ir.api.client && ir.api.double ? doubleExports() : []),
  ];
  for (const operation of ir.operations) {
    const module = from(modelsPath(operation));
    const names = ["request", "response"].map((direction) => modelName(operation, direction, ""));
    lines.push(
      `export type { ${names.map((name) => `${name} as ${name.replace(pascalCase(operation.name), operationId(operation))}`).join(", ")} } from ${JSON.stringify(module)};`,
    );
    lines.push(`export * as ${operationId(operation)}Models from ${JSON.stringify(module)};`);
  }
  for (const operation of defaultVersions(ir)) {
    const module = from(modelsPath(operation));
    lines.push(
      `export type { ${["request", "response"].map((direction) => modelName(operation, direction, "")).join(", ")} } from ${JSON.stringify(module)};`,
    );
  }
  return { path: ENTRY, contents: `${lines.join("\n")}\n` };
}

function clientExports(): string[] {
  return [
    `export * from "${from(PACKAGE_MODULES.client)}";`,
    `export { GatewayAbortError, GatewayConfigurationError, GatewayError, GatewayNetworkError, GatewayOutcomeUnknownError, GatewayRedirectError, GatewayResponseError, GatewayTimeoutError } from "${from(PACKAGE_MODULES.clientErrors)}";`,
    `export type { Finding, GatewayErrorInit } from "${from(PACKAGE_MODULES.clientErrors)}";`,
    `export type { BaseClientOptions, CallInput, CallOptions, FetchFunction, LogEvent, RawResponse, TlsOptions } from "${from(PACKAGE_MODULES.baseClient)}";`,
  ];
}

function doubleExports(): string[] {
  return [
    `export { startGatewayMock } from "${from(PACKAGE_MODULES.doubleEntry)}";`,
    `export { DoubleOptionError } from "${from(PACKAGE_MODULES.doubleOptionError)}";`,
    `export type { DoubleOptions, Faults, OrderState, OrderStatus, PayerChoice, RequestLogEntry, RunningDouble } from "${from(PACKAGE_MODULES.doubleEntry)}";`,
  ];
}
