import type CodeBlockWriter from "code-block-writer";
import type { Rule, SumRule } from "../../resolve/ir.js";
import { isArrayPath, parentPath, propertyName } from "../../paths/spec-paths.js";
import { UNCHECKED_RULE_REASON } from "../../resolve/resolve-operations.js";
import { commentText, literal } from "../shared/code.js";
import type { ConstantPool } from "./constant-pool.js";
import { rt } from "../plan/runtime-plan.js";

/** `order.item[]` -> `["order", "item"]`: the property names a path walks through. */
function keysOf(path: string): string[] {
  return path.split(".").map(propertyName);
}

/** `valueAt(body, LIST_3)`, the path's keys a module constant. */
function valueAt(path: string, pool: ConstantPool): string {
  return `${rt.valueAt}(body, ${pool.stringList(keysOf(path))})`;
}

/** `(body as PropertyBag)["order"]?.["taxAmount"]`: the value at a path, by plain property reads. */
function plainRead(path: string): string {
  const steps = keysOf(path).map((key, index) => `${index === 0 ? "" : "?."}[${literal(key)}]`);
  return `(body as ${rt.PropertyBag})${steps.join("")}`;
}

/**
 * Whether any of the paths holds a value, by plain reads: a third of a small body's time saved over
 * exact walks. They find every own key an exact read finds, and maybe inherited ones too: then
 * `sumDiffers` (`anyPart`) finds no part present and judges nothing.
 */
function anyPresent(paths: readonly string[]): string {
  return paths.map((path) => `${plainRead(path)} !== undefined`).join(" || ");
}

/** The path's keys as a module constant and its dotted form (`order.item`), which refusals are tested against. */
function pathArguments(path: string, pool: ConstantPool): string {
  const keys = keysOf(path);
  return `${pool.stringList(keys)}, ${literal(keys.join("."))}`;
}

function ruleDecimal(path: string, pool: ConstantPool): string {
  return `${rt.ruleDecimal}(body, ${pathArguments(path, pool)}, refused)`;
}

/**
 * Writes the checks of the message's cross-field rules, each in its own block, after the field checks:
 * a rule skips any value those refused.
 */
export function writeRuleChecks(writer: CodeBlockWriter, rules: readonly Rule[], pool: ConstantPool): void {
  if (rules.some((rule) => rule.checkable && (rule.kind === "sum" || rule.kind === "sum-of-products"))) {
    writer.writeLine(`const refused = ${rt.refusedPaths}(errors.map(${rt.findingField}));`);
  }
  for (const rule of rules) {
    writer.writeLine(`// Rule ${rule.id}${rule.section ? ` (section ${rule.section})` : ""}: ${commentText(rule.text)}`);
    if (!rule.checkable) {
      writer.writeLine(
        `// ${UNCHECKED_RULE_REASON.charAt(0).toUpperCase()}${UNCHECKED_RULE_REASON.slice(1)}: not checked on a single body.`,
      );
      continue;
    }
    writer.block(() => writeRule(writer, rule, pool));
  }
}

function writeRule(writer: CodeBlockWriter, rule: Rule, pool: ConstantPool): void {
  switch (rule.kind) {
    case "sum": {
      if (rule.when === "always") return writeSum(writer, rule, pool);
      if (rule.add.length === 0) return; // "any-part" with no parts never applies
      // Most bodies carry none of the parts: then there is nothing to add up, and nothing is allocated.
      writer.write(`if (${anyPresent(rule.add)})`).block(() => writeSum(writer, rule, pool));
      return;
    }
    case "sum-of-products": {
      if (!isArrayPath(rule.array)) throw new Error(`rule ${rule.id}: ${rule.array} is not an array`);
      writer.writeLine(`const total = ${ruleDecimal(rule.total, pool)};`);
      const products = `${rt.productsSumDiffers}(body, ${pathArguments(rule.array, pool)}, ${pool.stringList(rule.factors)}, refused, total)`;
      writer.writeLine(
        `if (typeof total === "string" && ${products}) errors.push(${rt.invalid}(${literal(rule.total)}, ${literal(rule.text)}));`,
      );
      return;
    }
    case "at-least-one-of": {
      const parent = parentPath(rule.fields[0] as string);
      const parentPresent = parent === undefined ? "true" : `${rt.isRecord}(${valueAt(parent, pool)})`;
      const allAbsent = rule.fields.map((path) => `${valueAt(path, pool)} === undefined`).join(" && ");
      writer.writeLine(
        `if (${parentPresent} && ${allAbsent}) errors.push(${rt.missing}(${literal(rule.fields[0] as string)}, ${literal(rule.text)}));`,
      );
      return;
    }
    case "required-if": {
      writer.writeLine(`const condition = ${valueAt(rule.when.field, pool)};`);
      const matches = rule.when.equals.map((value) => `condition === ${literal(value)}`).join(" || ");
      writer.writeLine(
        `if ((${matches}) && ${valueAt(rule.field, pool)} === undefined) errors.push(${rt.missing}(${literal(rule.field)}, ${literal(rule.text)}));`,
      );
      return;
    }
    case "first-transaction-only":
      return;
  }
}

function writeSum(writer: CodeBlockWriter, rule: SumRule, pool: ConstantPool): void {
  writer.writeLine(`const total = ${ruleDecimal(rule.total, pool)};`);
  // An "any-part" rule is written inside a quick check that some part is present (writeRule); the
  // sum then also finds one, as an own key, or judges nothing.
  const parts = (paths: readonly string[]) => `[${paths.map((path) => ruleDecimal(path, pool)).join(", ")}]`;
  const anyPart = rule.when === "any-part";
  writer.writeLine(
    `if (typeof total === "string" && ${rt.sumDiffers}(total, ${parts(rule.add)}, ${parts(rule.subtract)}, ${anyPart})) errors.push(${rt.invalid}(${literal(rule.total)}, ${literal(rule.text)}));`,
  );
}
