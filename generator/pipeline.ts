import { join } from "node:path";
import { compilePackage } from "./build/compile-package.js";
import { checkSpec } from "./check/check-spec.js";
import type { Emitter, GeneratedFile } from "./emit/emitter.js";
import { loadSpec } from "./load/load-spec.js";
import type { GatewayIR } from "./resolve/ir.js";
import { readReleaseState } from "./release/release-state.js";
import { resolveSpec } from "./resolve/resolve.js";
import { startFormatter, type Formatter } from "./write/format.js";
import { compareText } from "./paths/spec-paths.js";

/**
 * load -> check -> resolve: the spec folder as one IR, or a SpecError with every problem. The
 * package's release state comes from `releaseRoot` (none given: not released yet).
 */
export async function buildIR(specRoot: string, releaseRoot?: string): Promise<GatewayIR> {
  const files = await loadSpec(specRoot);
  const model = checkSpec(files, join(specRoot, "spec.schema.json"));
  return { release: await readReleaseState(releaseRoot), ...resolveSpec(model) };
}

/**
 * Every emitter over the IR, the package compiled to JavaScript, then formatting; sorted by path so
 * that the order never varies. Each emitter's files go to the formatter as soon as they are made, so
 * prettier (in its worker thread) works while the next emitter runs. Pass a formatter started earlier
 * to have prettier load while the IR is built; one made here is closed here.
 */
export async function emitAll(ir: GatewayIR, emitters: readonly Emitter[], formatter?: Formatter): Promise<GeneratedFile[]> {
  const format = formatter ?? startFormatter();
  try {
    const sources: GeneratedFile[] = [];
    const formatting: Promise<GeneratedFile>[] = [];
    for (const emitter of emitters) {
      const files = await emitter.emit(ir);
      sources.push(...files);
      formatting.push(...files.map((file) => handled(format.format(file))));
    }
    // dist/ is compiled from the sources: its layout is the compiler's, whatever prettier does.
    const compiled = compilePackage(sources);
    const formatted = [...(await Promise.all(formatting)), ...compiled];
    return formatted.sort((a, b) => compareText(a.path, b.path));
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
