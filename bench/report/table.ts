// One plain-text table: aligned columns, with section rows that head each part.

export type TableRow = { section: string } | { cells: readonly string[] };

const COLUMNS = ["measure", "ours", "peer", "ours / peer", "note"] as const;

export function renderTable(rows: readonly TableRow[]): string {
  const cellRows = rows.flatMap((row) => ("cells" in row ? [row.cells] : []));
  const widths = COLUMNS.map((title, index) => Math.max(title.length, ...cellRows.map((cells) => (cells[index] ?? "").length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, index) =>
        index === 0 || index === cells.length - 1 ? cell.padEnd(widths[index] ?? 0) : cell.padStart(widths[index] ?? 0),
      )
      .join(" | ")
      .trimEnd();
  const rule = widths.map((width) => "-".repeat(width)).join("-+-");
  const out = [line(COLUMNS), rule];
  for (const row of rows) out.push("cells" in row ? line(row.cells) : `== ${row.section} ==`);
  return out.join("\n");
}
