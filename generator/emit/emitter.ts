import type { ReleaseView } from "../ir/release-view.js";
import type { GatewayIR, OperationIR } from "../ir/ir.js";

/** One output file, by its path inside `generated/`. */
export interface GeneratedFile {
  path: string;
  contents: string;
  /**
   * TypeScript already laid out where it is made (the validators, by ts-morph's code writer, or a
   * hand-written file the repository's own prettier keeps): the write step does not run prettier
   * over it again.
   */
  printed?: true;
  /** Written with the execute bit (a command: the file starts with `#!`). */
  executable?: true;
  /**
   * JSDoc blocks the write step puts before the properties of the file's interfaces, where TypeScript's
   * parser finds them (the models: `contents` is json-schema-to-typescript's output as it came).
   */
  memberDocs?: MemberDocs;
}

/** JSDoc blocks by lower-cased interface name, then property name; each block as lines. */
export type MemberDocs = Map<string, Map<string, string[]>>;

/** What an emitter may read beside the IR: the package's releases and the spec's changes, settled before any emitter runs. */
export interface EmitContext {
  release: ReleaseView;
}

/**
 * One output kind. `emit` is a pure function of the IR and the context: same inputs, same files. An
 * emitter of many large files may give them one at a time (a generator function, or an async one),
 * so that each is written before the next is made.
 */
export interface Emitter {
  name: string;
  emit(ir: GatewayIR, context: EmitContext): Iterable<GeneratedFile> | AsyncIterable<GeneratedFile> | Promise<Iterable<GeneratedFile>>;
}

export const GENERATED_HEADER = "Generated from spec/ by the gateway generator. Do not edit.";

/** `INITIATE_BROWSER_PAYMENT` -> `initiate-browser-payment`. */
export function kebabCase(name: string): string {
  return name.toLowerCase().replace(/_/g, "-");
}

export { pascalCase } from "../language/identifier-case.js";

/** The version of each operation that the client calls and the unversioned names (`validateAuthorizeRequest`) stand for. */
export function defaultVersions(ir: GatewayIR): OperationIR[] {
  return ir.operations.filter((operation) => operation.isDefault);
}

export { versionedName as operationId } from "../ir/public-names.js";
