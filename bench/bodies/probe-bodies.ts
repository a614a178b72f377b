// Probes for the verdict check: for each place where the JSON Schema may be looser than the generated
// validator (open enumerations, URLs, telephone digits, JSON text, calendar dates, decimal bounds
// on the string form, cross-field rules), one body with a value only the stricter of the two refuses.

import type { FieldNode, MessageIR, Rule, TypeNode } from "../../generator/ir/ir.js";
import { deleteAt, getAt, setAt, specSegments } from "../../test/support/body-paths.js";
import { placeValue } from "../../test/support/example-bodies.js";
import { addDecimalText } from "../../test/support/exact-decimal.js";
import { allFields } from "../../test/support/gateway-ir.js";
import { operandText } from "../../test/support/rule-fixes.js";
import { largeBody, typicalBody } from "./bench-bodies.js";

export interface ProbeBody {
  label: string;
  body: Record<string, unknown>;
}

interface LeafProbe {
  label: string;
  applies(node: TypeNode): boolean;
  value(node: TypeNode): unknown;
}

const LEAF_PROBES: LeafProbe[] = [
  {
    label: "empty open enumeration value",
    applies: (node) => node.kind === "enum" && node.open !== undefined && !node.list,
    value: () => "",
  },
  { label: "URL without a host", applies: (node) => node.kind === "string" && node.format === "url", value: () => "https://" },
  { label: "JSON text that does not parse", applies: (node) => node.kind === "string" && node.format === "json", value: () => "{" },
  { label: "date not on the calendar", applies: (node) => node.kind === "string" && node.format === "date", value: () => "2023-02-29" },
  {
    label: "telephone number with too many digits",
    applies: (node) => node.kind === "string" && node.maxDigits !== undefined,
    value: (node) => `+1 ${"1".repeat((node as { maxDigits: number }).maxDigits)}`,
  },
  {
    label: "decimal text above the maximum",
    applies: (node) => node.kind === "decimal" && node.maximum !== undefined,
    value: (node) => addDecimalText([(node as { maximum: string }).maximum, "0.01"]),
  },
  {
    label: "decimal text with too many digits after the point",
    applies: (node) => node.kind === "decimal" && node.scale !== undefined,
    value: (node) => `0.${"1".repeat((node as { scale: number }).scale + 1)}`,
  },
];

/** The first field (outside arrays, so that the path is plain) each leaf probe applies to. */
function leafProbes(message: MessageIR): ProbeBody[] {
  const fields = allFields(message.root).filter((field: FieldNode) => !field.path.includes("[]"));
  return LEAF_PROBES.flatMap((probe) => {
    const field = fields.find((candidate) => probe.applies(candidate.type));
    if (field === undefined) return [];
    const body = typicalBody(message);
    placeValue(message, body, field.path, probe.value(field.type));
    return [{ label: `probe: ${probe.label} (${field.path})`, body }];
  });
}

/** The large body (every rule kept) with the rule broken; undefined where it cannot be broken on that body. */
function brokenRule(message: MessageIR, rule: Rule): ProbeBody | undefined {
  const body = largeBody(message);
  const label = `probe: rule ${rule.id} broken`;
  switch (rule.kind) {
    case "sum":
    case "sum-of-products": {
      const total = operandText(getAt(body, specSegments(rule.total)));
      if (total === undefined) return undefined;
      setAt(body, specSegments(rule.total), addDecimalText([total, "0.01"]));
      return { label, body };
    }
    case "at-least-one-of":
      rule.fields.forEach((path) => deleteAt(body, specSegments(path)));
      return { label, body };
    case "required-if":
      if (!("equals" in rule.when)) return undefined;
      setAt(body, specSegments(rule.when.field), rule.when.equals[0]);
      deleteAt(body, specSegments(rule.field));
      return { label, body };
    case "only-if":
      return undefined;
    case "first-transaction-only":
      return undefined;
  }
}

/** The paths a probe changes to break the rule. */
function rulePaths(rule: Rule): string[] {
  switch (rule.kind) {
    case "sum":
    case "sum-of-products":
      return [rule.total];
    case "at-least-one-of":
    case "first-transaction-only":
      return rule.fields;
    case "required-if":
    case "only-if":
      return [rule.field, rule.when.field];
  }
}

export function probeBodies(message: MessageIR): ProbeBody[] {
  const rules = message.rules.filter((rule) => rule.checkable && rulePaths(rule).every((path) => !path.includes("[]")));
  return [
    ...leafProbes(message),
    ...rules.map((rule) => brokenRule(message, rule)).filter((probe): probe is ProbeBody => probe !== undefined),
  ];
}
