import type CodeBlockWriter from "code-block-writer";
import type { DecimalNode, EnumNode, IntegerNode, MapNode, StringNode, TypeNode } from "../../resolve/ir.js";
import { literal, numberLiteral } from "../shared/code.js";
import { stringFormat } from "../../formats/string-formats.js";
import { rt, runtimeFunction } from "../plan/runtime-plan.js";
import type { ConstantPool } from "./constant-pool.js";
import { describeLength, describeValues } from "./explanations.js";

/** One failing condition and what the caller is told; checks of a value run as an else-if chain. */
interface Check {
  failsWhen: string;
  explanation: string;
}

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
  switch (node.kind) {
    case "string":
      return writeChain(target, stringChecks(node, target));
    case "decimal":
      return writeDecimalCheck(node, target);
    case "integer":
      return writeChain(target, integerChecks(node, target.value));
    case "boolean":
      return writeChain(target, [{ failsWhen: `typeof ${target.value} !== "boolean"`, explanation: "Must be true or false." }]);
    case "enum":
      return writeChain(target, enumChecks(node, target));
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

function stringChecks(node: StringNode, { value, pool }: LeafTarget): Check[] {
  const checks: Check[] = [{ failsWhen: `typeof ${value} !== "string"`, explanation: "Must be a string." }];
  if (node.lengths) {
    checks.push({
      failsWhen: `!${pool.numberList(node.lengths)}.includes(${rt.codePointLength}(${value}))`,
      explanation: `Must be ${node.lengths.join(" or ")} characters long.`,
    });
  }
  if (node.minLength !== undefined || node.maxLength !== undefined) {
    // lengthWithin counts code points only when the UTF-16 length leaves the answer open.
    const max = node.maxLength === undefined ? "Infinity" : numberLiteral(node.maxLength);
    checks.push({
      failsWhen: `!${rt.lengthWithin}(${value}, ${numberLiteral(node.minLength ?? 0)}, ${max})`,
      explanation: describeLength(node.minLength, node.maxLength),
    });
  }
  if (node.charset !== undefined) {
    checks.push({
      failsWhen: `!${rt.inCharset}(${value}, ${pool.asciiSet(node.charset)}, ${pool.pattern(`^[${node.charset}]*$`)})`,
      explanation: `Contains a character outside the allowed set (${pool.typeTitle(node.typeName)}).`,
    });
  }
  if (node.pattern !== undefined) {
    checks.push({
      failsWhen: `!${pool.patternTest(node.pattern, value)}`,
      explanation: `Does not have the required form (${pool.typeTitle(node.typeName)}).`,
    });
  }
  checks.push(...formatChecks(node, value));
  return checks;
}

function formatChecks(node: StringNode, value: string): Check[] {
  const checks: Check[] = [];
  const check = node.format === undefined ? undefined : stringFormat(node.format).check;
  if (check !== undefined) checks.push({ failsWhen: `!${runtimeFunction(check.runtime)}(${value})`, explanation: check.explanation });
  if (node.maxDigits !== undefined) {
    checks.push({
      failsWhen: `${rt.countDigits}(${value}) > ${numberLiteral(node.maxDigits)}`,
      explanation: `Must have at most ${node.maxDigits} digits in total.`,
    });
  }
  if (node.notInPast)
    checks.push({
      failsWhen: `${value}.slice(0, 10) < ${rt.todayText}()`,
      explanation: "Must not be in the past (today's UTC date or later).",
    });
  return checks;
}

function writeDecimalCheck(node: DecimalNode, target: LeafTarget): void {
  const { writer, pool, value } = target;
  writer.block(() => {
    writer.writeLine(`const decimal = ${rt.decimalText}(${value});`);
    const checks: Check[] = [
      { failsWhen: "decimal === undefined", explanation: "Must be a decimal number." },
      {
        failsWhen: `!${pool.patternTest(node.pattern, "decimal")}`,
        explanation: `Must be a decimal of digits and '.'${node.signed ? ", optionally signed" : ""}.`,
      },
    ];
    if (node.minLength !== undefined || node.maxLength !== undefined) {
      // A JSON number is judged by its decimal text: say so, as 0.1 + 0.2 gives 19 characters, not 3.
      if (node.maxLength !== undefined)
        checks.push({
          failsWhen: `typeof ${value} === "number" && decimal.length > ${numberLiteral(node.maxLength)}`,
          explanation: `${describeLength(node.minLength, node.maxLength).replace(/\.$/, "")} as decimal text: a JSON number with more digits (a floating-point result such as 0.1 + 0.2) must be rounded, or sent as a string.`,
        });
      checks.push({
        failsWhen: outside("decimal.length", node.minLength, node.maxLength),
        explanation: describeLength(node.minLength, node.maxLength),
      });
    }
    if (node.scale !== undefined) {
      checks.push({
        failsWhen: `${rt.decimalScale}(decimal) > ${numberLiteral(node.scale)}`,
        explanation: `Must have at most ${node.scale} digits after the decimal point.`,
      });
    }
    if (node.minimum !== undefined)
      checks.push({
        failsWhen: `${rt.compareDecimals}(decimal, ${literal(node.minimum)}) < 0`,
        explanation: `Must be at least ${node.minimum}.`,
      });
    if (node.exclusiveMinimum !== undefined) {
      checks.push({
        failsWhen: `${rt.compareDecimals}(decimal, ${literal(node.exclusiveMinimum)}) <= 0`,
        explanation: `Must be greater than ${node.exclusiveMinimum}.`,
      });
    }
    if (node.maximum !== undefined)
      checks.push({
        failsWhen: `${rt.compareDecimals}(decimal, ${literal(node.maximum)}) > 0`,
        explanation: `Must be at most ${node.maximum}.`,
      });
    writeChain({ ...target, value: "decimal" }, checks);
  });
}

function integerChecks(node: IntegerNode, value: string): Check[] {
  const checks: Check[] = [
    { failsWhen: `typeof ${value} !== "number" || !Number.isInteger(${value})`, explanation: "Must be a whole number." },
  ];
  if (node.minimum !== undefined || node.maximum !== undefined) {
    const range =
      node.minimum !== undefined && node.maximum !== undefined
        ? `${node.minimum} to ${node.maximum}`
        : node.minimum !== undefined
          ? `at least ${node.minimum}`
          : `at most ${node.maximum}`;
    checks.push({ failsWhen: outside(value, node.minimum, node.maximum), explanation: `Must be ${range}.` });
  }
  return checks;
}

function enumChecks(node: EnumNode, { value, pool }: LeafTarget): Check[] {
  const values = node.values.map((entry) => entry.value);
  const known = node.open === undefined ? pool.valueSet(values) : undefined;
  if (node.list) {
    return [
      { failsWhen: `typeof ${value} !== "string"`, explanation: "Must be a string." },
      {
        failsWhen: `!${rt.isCommaList}(${value}, ${known ?? "undefined"})`,
        explanation: `Must be one or more of ${describeValues(values, node.open !== undefined)}, separated by commas.`,
      },
    ];
  }
  if (known === undefined) {
    return [{ failsWhen: `typeof ${value} !== "string" || ${value}.length === 0`, explanation: "Must be a non-empty string." }];
  }
  return [
    { failsWhen: `typeof ${value} !== "string" || !${known}.has(${value})`, explanation: `Must be ${describeValues(values, false)}.` },
  ];
}

function writeMapCheck(node: MapNode, target: LeafTarget): void {
  const { writer, pool, value, path } = target;
  writer.writeLine(`if (!${rt.isRecord}(${value})) errors.push(${rt.invalid}(${path}, "Must be a JSON object of named values."));`);
  writer.write("else").block(() => {
    writer.writeLine(`const names = Object.keys(${value});`);
    if (node.maxEntries !== undefined) {
      writer.writeLine(
        `if (names.length > ${numberLiteral(node.maxEntries)}) errors.push(${rt.invalid}(${path}, ${literal(`At most ${node.maxEntries} named values are allowed.`)}));`,
      );
    }
    writer.write("for (const name of names)").block(() => {
      // The entry's path is an expression, built only where an error names it.
      const entryPath = `${path} + "." + name`;
      // `^[set]{min,max}$` as a length and a character-set check: the counted repetition would make
      // an automaton of max states, and a regular expression call costs more than both checks.
      const keyTest =
        `${rt.lengthWithin}(name, ${numberLiteral(node.keyMinLength)}, ${numberLiteral(node.keyMaxLength)}) && ` +
        `${rt.inCharset}(name, ${pool.asciiSet(node.keyCharset)}, ${pool.pattern(`^[${node.keyCharset}]*$`)})`;
      const explanation = `The name must be ${node.keyMinLength} to ${node.keyMaxLength} characters from ${node.keyCharset}.`;
      writer.writeLine(`if (!(${keyTest})) errors.push(${rt.invalid}(${entryPath}, ${literal(explanation)}));`);
      writer.write("else").block(() => {
        writer.writeLine(`const entry = ${value}[name];`);
        if (node.value.kind === "object" || node.value.kind === "array") throw new Error("map values are leaves");
        writeLeafCheck(node.value, { ...target, value: "entry", path: entryPath });
      });
    });
  });
}

/**
 * `expression` below `min` or above `max`. Integer bounds come as the seed's digits: a bound beyond
 * 2^53 stays as written, and compares as the nearest JSON number would.
 */
function outside(expression: string, min: number | string | undefined, max: number | string | undefined): string {
  const bound = (value: number | string) => {
    if (typeof value === "number") return numberLiteral(value);
    if (!/^-?[0-9]+$/.test(value)) throw new Error(`not an integer bound: ${value}`);
    return value;
  };
  const parts: string[] = [];
  if (min !== undefined) parts.push(`${expression} < ${bound(min)}`);
  if (max !== undefined) parts.push(`${expression} > ${bound(max)}`);
  return parts.join(" || ") || "false";
}
