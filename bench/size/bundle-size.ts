// Package size with esbuild (bundled, minified, ESM, platform neutral) and gzip: the whole generated
// package, and consumers that import one validator, which tree shaking must cut down to that one.

import { gzipSync } from "node:zlib";
import { build, type Metafile } from "esbuild";

export interface BundleSize {
  label: string;
  minifiedBytes: number;
  gzippedBytes: number;
  /** Input files that put bytes into the bundle, by path relative to the resolve folder. */
  inputs: Map<string, number>;
}

/**
 * Bundles `source` (an ES module importing from `resolveDir`) and measures the result. Node's
 * built-ins stay out; third-party packages too unless `withPackages` (the peer's runtime is its size).
 */
export async function bundleSize(label: string, source: string, resolveDir: string, withPackages = false): Promise<BundleSize> {
  const result = await build({
    stdin: { contents: source, resolveDir, sourcefile: "consumer.js", loader: "js" },
    bundle: true,
    minify: true,
    format: "esm",
    platform: "neutral",
    mainFields: ["module", "main"],
    ...(withPackages ? {} : { packages: "external" as const }),
    external: ["node:*"],
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  const code = result.outputFiles[0]?.contents ?? new Uint8Array();
  return {
    label,
    minifiedBytes: code.byteLength,
    gzippedBytes: gzipSync(code, { level: 9 }).byteLength,
    inputs: bundledInputs(result.metafile),
  };
}

function bundledInputs(metafile: Metafile): Map<string, number> {
  const inputs = new Map<string, number>();
  for (const output of Object.values(metafile.outputs))
    for (const [path, { bytesInOutput }] of Object.entries(output.inputs)) if (bytesInOutput > 0) inputs.set(path, bytesInOutput);
  return inputs;
}
