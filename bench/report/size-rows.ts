// Table rows of package size, beside ajv's standalone code for the same schemas.

import type { SizeRow } from "../size/sizes.js";
import type { TableRow } from "./table.js";
import { bytes, ratio } from "./units.js";

function treeShaking({ kind, leftovers }: SizeRow): string {
  if (kind !== "consumer") return "";
  return leftovers.length > 0 ? `NOT TREE-SHAKEN: ${leftovers.join(", ")}` : "other operations dropped";
}

export function sizeRows(rows: readonly SizeRow[]): TableRow[] {
  return [
    { section: "Package size: esbuild bundle + minify (ESM, platform neutral), gzip -9; lower is better" },
    ...rows.map((row) => ({
      cells: [
        `${row.ours.label}: minified / gzipped`,
        `${bytes(row.ours.minifiedBytes)} / ${bytes(row.ours.gzippedBytes)}`,
        row.peer ? `${bytes(row.peer.minifiedBytes)} / ${bytes(row.peer.gzippedBytes)}` : "",
        row.peer ? ratio(row.ours.gzippedBytes / row.peer.gzippedBytes) : "",
        [row.peer ? `peer: ${row.peer.label}` : "", treeShaking(row)].filter(Boolean).join("; "),
      ],
    })),
  ];
}
