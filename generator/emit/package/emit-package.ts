import type { GatewayIR } from "../../resolve/ir.js";
import {
  kebabCase,
  defaultVersions,
  operationId,
  pascalCase,
  type Emitter,
  type GeneratedFile,
  GENERATED_HEADER,
  type EmitContext,
} from "../emitter.js";
import { CHANGELOG_PATH, DOCS_ROOT, OPENAPI_PATH, PACKAGE_NAME, SNAPSHOT_PATH, VECTORS_ROOT, modelName } from "../plan/output-plan.js";
import { CONTRACT_EXPORTS, CONTRACT_PATH } from "../plan/runtime-plan.js";

/** `package.json` and the main entry: an ESM package whose exports point at compiled JavaScript. */
export const packageEmitter: Emitter = {
  name: "package",
  emit(ir: GatewayIR, { release }: EmitContext): GeneratedFile[] {
    return [packageJson(ir, release.version), mainEntry(ir), typeCheckConfig()];
  },
};

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
    include: ["src"],
  };
  return { path: "tsconfig.json", contents: `${JSON.stringify(config, null, 2)}\n` };
}

function packageJson(ir: GatewayIR, version: string): GeneratedFile {
  const manifest = {
    name: PACKAGE_NAME,
    // Moved only by `npm run release`: a run of the generator never changes it.
    version,
    description: `${GENERATED_HEADER} ${listed(contentsOf(ir))} for ${ir.operations.map((operation) => `${operation.title} ${operation.version}`).join(", ")}.`,
    type: "module",
    sideEffects: false,
    main: "./dist/index.js",
    types: "./dist/index.d.ts",
    exports: {
      ".": { types: "./dist/index.d.ts", default: "./dist/index.js" },
      "./schema/*": "./schema/*",
      // The language-neutral parts, for tools and SDKs in other languages.
      [`./${OPENAPI_PATH}`]: `./${OPENAPI_PATH}`,
      [`./${VECTORS_ROOT}/*`]: `./${VECTORS_ROOT}/*`,
      [`./${DOCS_ROOT}/*`]: `./${DOCS_ROOT}/*`,
      // The released surface, for `npm run changes -- --from <this package>`.
      [`./${SNAPSHOT_PATH}`]: `./${SNAPSHOT_PATH}`,
      "./package.json": "./package.json",
    },
    // As npm writes a bin path when it publishes ("./" leading makes it warn that it corrected the manifest).
    ...(ir.api.client && ir.api.double ? { bin: { "gateway-mock": "dist/double/cli.js" } } : {}),
    // The client's certificate authentication loads undici's Agent and fetch; nothing else needs it.
    ...(ir.api.client ? { peerDependencies: { undici: "^6.0.0 || ^7.0.0" }, peerDependenciesMeta: { undici: { optional: true } } } : {}),
    files: ["dist", "schema", "src", OPENAPI_PATH, VECTORS_ROOT, DOCS_ROOT, SNAPSHOT_PATH, CHANGELOG_PATH],
  };
  return { path: "package.json", contents: `${JSON.stringify(manifest, null, 2)}\n` };
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
    `export * from "./validators/index.js";`,
    `export type { ValidateOptions, ValidationResult } from "./runtime/validation.js";`,
    `export type { ${Object.values(CONTRACT_EXPORTS.types).sort().join(", ")} } from "./${CONTRACT_PATH.replace(/^src\//, "").replace(/\.ts$/, ".js")}";`,
    `export { ${[CONTRACT_EXPORTS.values.errorResult, CONTRACT_EXPORTS.values.invalidRequestCause].join(", ")} } from "./${CONTRACT_PATH.replace(/^src\//, "").replace(/\.ts$/, ".js")}";`,
    ...(ir.api.client ? clientExports() : []),
    ...(ir.api.client && ir.api.double ? doubleExports() : []),
  ];
  for (const operation of ir.operations) {
    const module = `./models/${kebabCase(operation.name)}-${operation.version}.js`;
    const names = ["request", "response"].map((direction) => modelName(operation, direction, ""));
    lines.push(
      `export type { ${names.map((name) => `${name} as ${name.replace(pascalCase(operation.name), operationId(operation))}`).join(", ")} } from ${JSON.stringify(module)};`,
    );
    lines.push(`export * as ${operationId(operation)}Models from ${JSON.stringify(module)};`);
  }
  for (const operation of defaultVersions(ir)) {
    const module = `./models/${kebabCase(operation.name)}-${operation.version}.js`;
    lines.push(
      `export type { ${["request", "response"].map((direction) => modelName(operation, direction, "")).join(", ")} } from ${JSON.stringify(module)};`,
    );
  }
  return { path: "src/index.ts", contents: `${lines.join("\n")}\n` };
}

function clientExports(): string[] {
  return [
    `export * from "./client/gateway-client.js";`,
    `export { GatewayAbortError, GatewayConfigurationError, GatewayError, GatewayNetworkError, GatewayOutcomeUnknownError, GatewayRedirectError, GatewayResponseError, GatewayTimeoutError } from "./client/errors.js";`,
    `export type { Finding, GatewayErrorInit } from "./client/errors.js";`,
    `export type { BaseClientOptions, CallInput, CallOptions, FetchFunction, LogEvent, RawResponse, TlsOptions } from "./client/base-client.js";`,
  ];
}

function doubleExports(): string[] {
  return [
    `export { startGatewayMock } from "./double/gateway-mock.js";`,
    `export { DoubleOptionError } from "./double/option-error.js";`,
    `export type { DoubleOptions, Faults, OrderState, PayerChoice, RequestLogEntry, RunningDouble } from "./double/gateway-mock.js";`,
  ];
}
