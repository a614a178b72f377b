import { join } from "node:path";
import { compilePackage } from "./build/compile-package.js";
import { checkSpec } from "./check/check-spec.js";
import type { Emitter, GeneratedFile } from "./emit/emitter.js";
import { loadSpec } from "./load/load-spec.js";
import type { GatewayIR } from "./resolve/ir.js";
import { NO_RELEASE, type ReleaseState } from "./release/release-state.js";
import { resolveSpec } from "./resolve/resolve.js";
import { startFormatter, type FormattedFile, type Formatter } from "./write/format.js";
import { compareText } from "./paths/spec-paths.js";

/** load -> check -> resolve: the spec folder as one IR, or a SpecError with every problem. */
export async function buildIR(specRoot: string): Promise<GatewayIR> {
  const files = await loadSpec(specRoot);
  const model = checkSpec(files, join(specRoot, "spec.schema.json"));
  return resolveSpec(model);
}

export interface EmitOptions {
  /** A formatter started earlier, so that prettier loads while the IR is built; one made here is closed here. */
  formatter?: Formatter;
  /** The package's release state (release/); none: not released yet. */
  release?: ReleaseState;
}

/**
 * Every emitter over the IR, the package compiled to JavaScript, then formatting; sorted by path so
 * that the order never varies. Each emitter's files go to the formatter as soon as they are made, so
 * prettier (in its worker thread) works while the next emitter runs.
 */
export async function emitAll(ir: GatewayIR, emitters: readonly Emitter[], options: EmitOptions = {}): Promise<GeneratedFile[]> {
  const { formatter, release = NO_RELEASE } = options;
  const format = formatter ?? startFormatter();
  try {
    const formatting: Promise<FormattedFile>[] = [];
    for (const emitter of emitters) {
      const files = await emitter.emit(ir, { release });
      formatting.push(...files.map((file) => handled(format.formatWithSource(file))));
    }
    const done = await Promise.all(formatting);
    // dist/ is compiled from the sources (the models with their JSDoc): its layout is the compiler's, whatever prettier does.
    const compiled = compilePackage(done.map(({ source }) => source));
    return [...done.map(({ formatted }) => formatted), ...compiled].sort((a, b) => compareText(a.path, b.path));
  } finally {
    if (formatter === undefined) await format.close();
  }
}

/**
 * `promise`, with its rejection marked as handled: should a later emitter throw before `Promise.all`
 * is reached, the formatter's rejections as it closes are not reported on top of that error.
 * `Promise.all` still sees the rejection.
 */
function handled<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
