// Text from the spec that looks like Markdown or HTML stays text: a description with pipes,
// newlines, backticks and tags keeps its table row whole and reads back as written.

import { describe, expect, it } from "vitest";
import { markdownCellCode, markdownCode, markdownText } from "../../generator/language/markdown-text.js";
import { buildIR } from "../../generator/pipeline.js";
import type { OperationIR } from "../../generator/ir/ir.js";
import { allFields, codeSpanText, emitDocs, operationPagePath, SPEC_ROOT, tableRows, unescapeMarkdown } from "./docs-support.js";

const HOSTILE = "a | b\nc `d` ``e`` <script>alert(1)</script> *f* _g_ [h](i) &amp; \\| # 1. - x";
const HOSTILE_ON_ONE_LINE = HOSTILE.replace("\n", " ");

describe("escaping of spec text in the docs", async () => {
  const ir = await buildIR(SPEC_ROOT);
  const operation = ir.operations[0] as OperationIR;
  const field = allFields(operation.request.root).find((candidate) => candidate.type.kind === "string");
  if (!field) throw new Error("no string field in the first request");
  field.description = HOSTILE;
  const files = await emitDocs(ir);

  it("keeps a hostile description in one Markdown table cell, reading back as written", () => {
    const row = tableRows(files.get(operationPagePath(operation)) ?? "").find((cells) => codeSpanText(cells[0] ?? "") === field.path);
    expect(row).toHaveLength(6);
    expect(unescapeMarkdown(row?.[4] ?? "")).toBe(HOSTILE_ON_ONE_LINE);
  });

  it("escapes a hostile description in the HTML page", () => {
    const html = files.get("docs/index.html") ?? "";
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});

describe("Markdown escaping", () => {
  it.each([["plain"], ["`tick`"], ["a``b"], ["|pipe|"], ["  spaced  "], ["x\ny"]])("fences code %j so that it reads back", (text) => {
    const fence = /^`+/.exec(markdownCode(text))?.[0] ?? "";
    expect(text.includes(fence)).toBe(false);
    expect(codeSpanText(markdownCellCode(text))).toBe(text.replace("\n", " "));
  });

  it("escapes every character Markdown reads as syntax, and list or heading markers at the start", () => {
    expect(unescapeMarkdown(markdownText(HOSTILE))).toBe(HOSTILE_ON_ONE_LINE);
    expect(markdownText("# heading")).toBe("\\# heading");
    expect(markdownText("- item")).toBe("\\- item");
    expect(markdownText("12) item")).toBe("12\\) item");
    expect(markdownText("4.3 stays")).toBe("4.3 stays");
    expect(markdownText("<b>")).toBe("\\<b\\>");
  });
});
