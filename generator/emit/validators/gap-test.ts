import type { FieldGap } from "../../ir/ir.js";
import { referenceSegments } from "../../language/spec-paths.js";
import { _, commentText, joinCode, lineComment, type Code } from "../shared/code.js";
import type { CodeWriter } from "../shared/code-writer.js";
import type { ConstantPool } from "./constant-pool.js";
import { runtime } from "../plan/runtime-plan.js";

/**
 * Writes `return <path lies in one of the message's 'not shown' regions>;`. The path is split once,
 * and each region's bounds are module constants: an unknown key costs a few comparisons.
 */
export function writeGapTest(writer: CodeWriter, gaps: readonly FieldGap[], pool: ConstantPool): void {
  const conditions = gaps.map((gap) => {
    writer.line(lineComment(commentText(gap.text)));
    return gapCondition(gap, pool);
  });
  if (gaps.some((gap) => gap.after !== undefined || gap.before !== undefined))
    writer.line(_`const segments = ${runtime.referenceSegments}(path);`);
  writer.line(_`return ${anyOf(conditions.map((condition) => _`(${condition})`))};`);
}

function gapCondition(gap: FieldGap, pool: ConstantPool): Code {
  const included = gap.includes.map((prefix) => _`${runtime.isAtOrUnder}(path, ${prefix})`);
  const range: Code[] = [];
  if (gap.within !== undefined) range.push(_`${runtime.isBelow}(path, ${gap.within})`);
  if (gap.after !== undefined) range.push(_`${runtime.compareSegments}(segments, ${pool.stringList(referenceSegments(gap.after))}) > 0`);
  if (gap.before !== undefined) range.push(_`${runtime.compareSegments}(segments, ${pool.stringList(referenceSegments(gap.before))}) < 0`);
  const hasRange = gap.after !== undefined || gap.before !== undefined;
  return anyOf([...included, ...(hasRange ? [joinCode(range, _` && `)] : [])]);
}

/** `a || b`, or `false` for none. */
function anyOf(conditions: readonly Code[]): Code {
  return conditions.length === 0 ? _`false` : joinCode(conditions, _` || `);
}
