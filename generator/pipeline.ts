import { join } from "node:path";
import { compilePackage } from "./build/compile-package.js";
import { checkSpec } from "./check/check-spec.js";
import type { Emitter, GeneratedFile } from "./emit/emitter.js";
import { loadSpec } from "./load/load-spec.js";
import type { GatewayIR } from "./resolve/ir.js";
import { resolveSpec } from "./resolve/resolve.js";
import { formatFile } from "./write/format.js";

/** load -> check -> resolve: the spec folder as one IR, or a SpecError with every problem. */
export async function buildIR(specRoot: string): Promise<GatewayIR> {
  const files = await loadSpec(specRoot);
  const model = checkSpec(files, join(specRoot, "spec.schema.json"));
  return resolveSpec(model);
}

/** Every emitter over the IR, the package compiled to JavaScript, then formatting; sorted by path so that the order never varies. */
export async function emitAll(ir: GatewayIR, emitters: readonly Emitter[]): Promise<GeneratedFile[]> {
  const sources = (await Promise.all(emitters.map((emitter) => emitter.emit(ir)))).flat();
  // dist/ comes out of TypeScript's printer, already laid out deterministically: only sources are formatted.
  const formatted = [...(await Promise.all(sources.map(formatFile))), ...compilePackage(sources)];
  return formatted.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
