// The validators' checks of a leaf value, assembled from the facet modules (emit/shared/facets/): each
// node kind's type check, then its facets' checks in their order, as an else-if chain.

import type CodeBlockWriter from "code-block-writer";
import type { DecimalNode, MapNode, TypeNode } from "../../resolve/ir.js";
import { literal } from "../shared/code.js";
import { rt } from "../plan/runtime-plan.js";
import type { Check } from "../shared/facets/facet.js";
import { STRING_FACETS, STRING_TYPE_CHECK, stringFastPass } from "../shared/facets/string-facets.js";
import { DECIMAL_FACETS, DECIMAL_FORM, DECIMAL_TYPE_CHECK } from "../shared/facets/decimal-facets.js";
import { INTEGER_RANGE, INTEGER_TYPE_CHECK } from "../shared/facets/integer-facets.js";
import { ENUM_VALUES } from "../shared/facets/enum-facets.js";
import { MAP_ENTRIES, MAP_NAMES, MAP_TYPE_EXPLANATION } from "../shared/facets/map-facets.js";
import type { ConstantPool } from "./constant-pool.js";

export interface LeafTarget {
  writer: CodeBlockWriter;
  pool: ConstantPool;
  /** Expression holding the value. */
  value: string;
  /** Expression of the field path, evaluated only on failure. */
  path: string;
}

/** Writes the checks of a leaf value: at most one INVALID finding per value, the first that fails. */
export function writeLeafCheck(node: Exclude<TypeNode, { kind: "object" | "array" }>, target: LeafTarget): void {
  const { value, pool } = target;
  switch (node.kind) {
    case "string": {
      const checks = [STRING_TYPE_CHECK(value), ...STRING_FACETS.flatMap((facet) => facet.checks(node, value, pool))];
      const fastPass = stringFastPass(node, value, pool);
      if (fastPass === undefined) return writeChain(target, checks);
      // A value that passes is settled by one test; the checks in order run for any other, to name its fault.
      return void target.writer.write(`if (!(${fastPass}))`).block(() => writeChain(target, checks));
    }
    case "decimal":
      return writeDecimalCheck(node, target);
    case "integer":
      return writeChain(target, [INTEGER_TYPE_CHECK(value), ...INTEGER_RANGE.checks(node, value)]);
    case "boolean":
      return writeChain(target, [{ failsWhen: `typeof ${value} !== "boolean"`, explanation: "Must be true or false." }]);
    case "enum":
      return writeChain(target, ENUM_VALUES.checks(node, value, pool));
    case "map":
      return writeMapCheck(node, target);
  }
}

function writeChain(target: LeafTarget, checks: Check[]): void {
  checks.forEach((check, index) => {
    const keyword = index === 0 ? "if" : "else if";
    target.writer.writeLine(`${keyword} (${check.failsWhen}) errors.push(${rt.invalid}(${target.path}, ${literal(check.explanation)}));`);
  });
}

/** A decimal is judged by its decimal text (a string as it is, a JSON number in plain notation). */
function writeDecimalCheck(node: DecimalNode, target: LeafTarget): void {
  const { writer, pool, value } = target;
  writer.block(() => {
    writer.writeLine(`const decimal = ${rt.decimalText}(${value});`);
    const operands = { value, text: "decimal" };
    const checks = [DECIMAL_TYPE_CHECK, ...[DECIMAL_FORM, ...DECIMAL_FACETS].flatMap((facet) => facet.checks(node, operands, pool))];
    writeChain({ ...target, value: "decimal" }, checks);
  });
}

function writeMapCheck(node: MapNode, target: LeafTarget): void {
  const { writer, pool, value, path } = target;
  writer.writeLine(`if (!${rt.isRecord}(${value})) errors.push(${rt.invalid}(${path}, ${literal(MAP_TYPE_EXPLANATION)}));`);
  writer.write("else").block(() => {
    writer.writeLine(`const names = Object.keys(${value});`);
    for (const check of MAP_ENTRIES.checks(node, "names"))
      writer.writeLine(`if (${check.failsWhen}) errors.push(${rt.invalid}(${path}, ${literal(check.explanation)}));`);
    writer.write("for (const name of names)").block(() => {
      // The entry's path is an expression, built only where an error names it.
      const entryPath = `${path} + "." + name`;
      const nameCheck = MAP_NAMES.check(node, "name", pool);
      writer.writeLine(`if (${nameCheck.failsWhen}) errors.push(${rt.invalid}(${entryPath}, ${literal(nameCheck.explanation)}));`);
      writer.write("else").block(() => {
        writer.writeLine(`const entry = ${value}[name];`);
        if (node.value.kind === "object" || node.value.kind === "array") throw new Error("map values are leaves");
        writeLeafCheck(node.value, { ...target, value: "entry", path: entryPath });
      });
    });
  });
}
