import type CodeBlockWriter from "code-block-writer";
import type { FieldGap } from "../../resolve/ir.js";
import { referenceSegments } from "../../paths/spec-paths.js";
import { commentText, literal } from "../shared/code.js";
import type { ConstantPool } from "./constant-pool.js";
import { rt } from "../plan/runtime-plan.js";

/**
 * Writes `return <path lies in one of the message's 'not shown' regions>;`. The path is split once,
 * and each region's bounds are module constants: an unknown key costs a few comparisons.
 */
export function writeGapTest(writer: CodeBlockWriter, gaps: readonly FieldGap[], pool: ConstantPool): void {
  const conditions = gaps.map((gap) => {
    writer.writeLine(`// ${commentText(gap.text)}`);
    return gapCondition(gap, pool);
  });
  if (gaps.some((gap) => gap.after !== undefined || gap.before !== undefined))
    writer.writeLine(`const segments = ${rt.referenceSegments}(path);`);
  writer.writeLine(`return ${conditions.map((condition) => `(${condition})`).join(" || ") || "false"};`);
}

function gapCondition(gap: FieldGap, pool: ConstantPool): string {
  const included = gap.includes.map((prefix) => `${rt.isAtOrUnder}(path, ${literal(prefix)})`);
  const range: string[] = [];
  if (gap.within !== undefined) range.push(`${rt.isBelow}(path, ${literal(gap.within)})`);
  if (gap.after !== undefined) range.push(`${rt.compareSegments}(segments, ${pool.stringList(referenceSegments(gap.after))}) > 0`);
  if (gap.before !== undefined) range.push(`${rt.compareSegments}(segments, ${pool.stringList(referenceSegments(gap.before))}) < 0`);
  const hasRange = gap.after !== undefined || gap.before !== undefined;
  return [...included, ...(hasRange ? [range.join(" && ")] : [])].join(" || ") || "false";
}
