// The Markdown reference against the IR: every field in its table, every gap and rule stated,
// every link leading to a page and anchor that exist.

import { dirname, join, normalize } from "node:path/posix";
import { describe, expect, it } from "vitest";
import { releaseEmitter } from "../../generator/emit/release/emit-release.js";
import { NO_RELEASE } from "../../generator/release/release-state.js";
import { testVectorsEmitter } from "../../generator/emit/test-vectors/emit-test-vectors.js";
import { openApiEmitter } from "../../generator/emit/openapi/emit-openapi.js";
import { emitAll } from "../../generator/pipeline.js";
import {
  allFields,
  codeSpanText,
  DIRECTIONS,
  loadDocs,
  operationPagePath,
  relativeLinks,
  sectionUnder,
  tableRows,
  unescapeMarkdown,
} from "./docs-support.js";

const { ir, files } = await loadDocs();
const page = (path: string): string => {
  const contents = files.get(path);
  if (contents === undefined) throw new Error(`no page ${path}`);
  return contents;
};
// Pages the docs link to outside docs/ (the conformance vectors' README, the changelog, openapi.json), by the emitters that write them.
const otherPages = new Set(
  (await emitAll(ir, [testVectorsEmitter, releaseEmitter, openApiEmitter], { release: NO_RELEASE })).map((file) => file.path),
);
const headingOf = { request: "Request fields", response: "Response fields" } as const;
const rulesHeadingOf = { request: "Request rules", response: "Response rules" } as const;

/** Text as the docs print it on one line (whitespace runs, line breaks included, as one space). */
const oneLine = (text: string): string => text.replace(/\s+/g, " ").trim();

/** The field paths of the table under a heading, in order (rows whose first cell is a code span). */
function tablePaths(markdown: string): string[] {
  return tableRows(markdown).flatMap((cells) => {
    const path = codeSpanText(cells[0] ?? "");
    return path === undefined ? [] : [path];
  });
}

describe("Markdown reference", () => {
  it("has an index linking one page per operation and version", () => {
    const links = relativeLinks(page("docs/index.md"));
    for (const operation of ir.operations) {
      expect(files.has(operationPagePath(operation)), operationPagePath(operation)).toBe(true);
      expect(links).toContain(operationPagePath(operation).slice("docs/".length));
    }
  });

  describe.each(ir.operations.flatMap((operation) => DIRECTIONS.map((direction) => ({ operation, direction }))))(
    "$operation.name $operation.version $direction",
    ({ operation, direction }) => {
      const section = () => sectionUnder(page(operationPagePath(operation)), headingOf[direction]);

      it("lists every field of the message, once, in the IR's order", () => {
        expect(tablePaths(section())).toEqual(allFields(operation[direction].root).map((field) => field.path));
      });

      it("states every 'not shown' region of the message among its fields, one row each and no other", () => {
        // The description cell of each **Not shown** row: the gap's text, then its section if it has one.
        const shown = tableRows(section())
          .filter((cells) => cells[0] === "**Not shown**")
          .map((cells) => unescapeMarkdown(cells[4] ?? ""));
        const expected = operation[direction].gaps.map((gap) => {
          const text = oneLine(gap.text);
          return gap.source.section === undefined ? text : `${text} (section ${gap.source.section})`;
        });
        expect([...shown].sort()).toEqual([...expected].sort());
      });

      it("states every rule of the message, one line each in its order, and has no rules heading when it has none", () => {
        const lines = section().split("\n");
        const start = lines.indexOf(`### ${rulesHeadingOf[direction]}`);
        const rules = operation[direction].rules;
        expect(start === -1, `'### ${rulesHeadingOf[direction]}' absent`).toBe(rules.length === 0);
        const ruleLines = (start === -1 ? [] : lines.slice(start + 1)).filter((line) => line.startsWith("- ")).map(unescapeMarkdown);
        expect(ruleLines.map((line) => /^- \*\*(.+?)\*\*/.exec(line)?.[1])).toEqual(rules.map((rule) => rule.id));
        for (const [index, rule] of rules.entries()) {
          const line = ruleLines[index] ?? "";
          expect(line, rule.id).toContain(`: ${oneLine(rule.text)} `);
          if (rule.section !== undefined) expect(line, rule.id).toContain(`**${rule.id}** (section ${rule.section}):`);
          expect(line.includes("Not checked by the generated validators"), rule.id).toBe(!rule.checkable);
        }
      });

      it("marks each sensitive field with its class and masking", () => {
        const rows = new Map(tableRows(section()).map((cells) => [codeSpanText(cells[0] ?? ""), cells[4] ?? ""]));
        for (const field of allFields(operation[direction].root)) {
          // The class the row names, or none: one assertion for marked and unmarked fields alike.
          const marked = /Sensitive \(([^)]+)\)/.exec(rows.get(field.path) ?? "")?.[1];
          expect(marked, field.path).toBe(field.sensitive);
        }
      });

      it("names each field's data type and shared group", () => {
        const rows = new Map(tableRows(section()).map((cells) => [codeSpanText(cells[0] ?? ""), cells[1] ?? ""]));
        for (const field of allFields(operation[direction].root)) {
          let node = field.type;
          while (node.kind === "array" || node.kind === "map") node = node.kind === "array" ? node.items : node.value;
          const typeCell = rows.get(field.path) ?? "";
          // The type in the seed's words: the title of its data type (of its kind, for the discriminator the generator adds).
          const dataType =
            "typeName" in node && node.typeName !== undefined
              ? ir.dataTypes.find((type) => type.name === node.typeName)
              : ir.dataTypes.find(
                  (type) =>
                    type.node.kind === node.kind && (node.kind !== "enum" || (type.node.kind === "enum" && type.node.list === node.list)),
                );
          // An object is "Object"; every other node names its data type's title, linked.
          const typeWords = node.kind === "object" ? "Object" : `[${dataType?.title ?? "a data type"}](`;
          expect(typeCell, field.path).toContain(typeWords);
          // The shared group the field mounts, linked, or none.
          const group = /group \[([^\]]+)\]\(/.exec(typeCell)?.[1];
          expect(group, field.path).toBe(field.group);
        }
      });
    },
  );

  it("lists the error shape's fields on every operation page and in the index", () => {
    const expected = allFields(ir.api.errorShape).map((field) => field.path);
    for (const path of ["docs/index.md", ...ir.operations.map(operationPagePath)]) {
      expect(tablePaths(sectionUnder(page(path), "Errors")), path).toEqual(expected);
    }
  });

  it("lists every sensitivity class in the index with its fields, and links the conformance vectors' README", () => {
    const rows = tableRows(sectionUnder(page("docs/index.md"), "Sensitive data"));
    expect(rows.map((cells) => codeSpanText(cells[0] ?? ""))).toEqual(ir.api.sensitivity.map((sensitive) => sensitive.name));
    for (const [index, sensitive] of ir.api.sensitivity.entries()) {
      for (const path of sensitive.paths) expect(rows[index]?.[2], sensitive.name).toContain(path);
    }
    expect(relativeLinks(page("docs/index.md"))).toContain("../test-vectors/README.md");
  });

  it("states every document-level 'not shown' gap in the index", () => {
    const text = unescapeMarkdown(page("docs/index.md"));
    expect(ir.api.documentGaps.length).toBeGreaterThan(0);
    for (const gap of ir.api.documentGaps) expect(text).toContain(gap.text.replace(/\s+/g, " "));
  });

  it("lists every data type and every member of every shared group", () => {
    const typeNames = tableRows(page("docs/data-types.md")).map((cells) =>
      unescapeMarkdown((cells[0] ?? "").replace(/<a id="[^"]*"><\/a>/, "")),
    );
    expect(typeNames).toEqual(ir.dataTypes.map((type) => type.name));
    const groups = page("docs/groups.md");
    for (const group of ir.groups) {
      expect(tablePaths(sectionUnder(groups, group.name))).toEqual(allFields(group.root).map((field) => field.path));
    }
  });

  it("has links that all lead to an emitted page, and to an anchor that page holds", () => {
    const markdownPages = [...files.keys()].filter((path) => path.endsWith(".md"));
    let checked = 0;
    for (const from of markdownPages) {
      for (const link of relativeLinks(page(from))) {
        const [target = "", anchor] = link.split("#");
        const resolved = normalize(join(dirname(from), target));
        expect(files.has(resolved) || otherPages.has(resolved), `${from} -> ${link}`).toBe(true);
        if (anchor !== undefined && files.has(resolved)) expect(page(resolved), `${from} -> ${link}`).toContain(`id="${anchor}"`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(ir.operations.length);
  });
});
