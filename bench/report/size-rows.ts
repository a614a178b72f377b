// Table rows of package size, beside ajv's standalone code for the same schemas.

import type { SizeRow } from "../size/sizes.js";
import type { TableRow } from "./table.js";
import { bytes, ratio } from "./units.js";

function treeShaking(label: string, leftovers: readonly string[]): string {
  if (label.startsWith("whole")) return "";
  return leftovers.length > 0 ? `NOT TREE-SHAKEN: ${leftovers.join(", ")}` : "other operations dropped";
}

export function sizeRows(rows: readonly SizeRow[]): TableRow[] {
  return [
    { section: "Package size: esbuild bundle + minify (ESM, platform neutral), gzip -9; lower is better" },
    ...rows.map(({ ours, peer, leftovers }) => ({
      cells: [
        `${ours.label}: minified / gzipped`,
        `${bytes(ours.minifiedBytes)} / ${bytes(ours.gzippedBytes)}`,
        peer ? `${bytes(peer.minifiedBytes)} / ${bytes(peer.gzippedBytes)}` : "",
        peer ? ratio(ours.gzippedBytes / peer.gzippedBytes) : "",
        [peer ? `peer: ${peer.label}` : "", treeShaking(ours.label, leftovers)].filter(Boolean).join("; "),
      ],
    })),
  ];
}
