import type { CodeBlockWriter } from "ts-morph";
import type { FieldGap } from "../../resolve/ir.js";
import { commentText, literal } from "./code.js";

/** Writes `return <path lies in one of the message's 'not shown' regions>;`. */
export function writeGapTest(writer: CodeBlockWriter, gaps: readonly FieldGap[]): void {
  const conditions = gaps.map((gap) => {
    writer.writeLine(`// ${commentText(gap.text)}`);
    return gapCondition(gap);
  });
  writer.writeLine(`return ${conditions.map((condition) => `(${condition})`).join(" || ") || "false"};`);
}

function gapCondition(gap: FieldGap): string {
  const included = gap.includes.map((prefix) => `isAtOrUnder(path, ${literal(prefix)})`);
  const range: string[] = [];
  if (gap.within !== undefined) range.push(`isAtOrUnder(path, ${literal(gap.within)})`);
  if (gap.after !== undefined) range.push(`compareReferenceOrder(path, ${literal(gap.after)}) > 0`);
  if (gap.before !== undefined) range.push(`compareReferenceOrder(path, ${literal(gap.before)}) < 0`);
  const hasRange = gap.after !== undefined || gap.before !== undefined;
  return [...included, ...(hasRange ? [range.join(" && ")] : [])].join(" || ") || "false";
}
