// The valid bodies of a message: the smallest, a typical one (every optional leaf of the groups the
// smallest has), and a full one (every field, one item per list, one entry per map), each changed
// only as far as its rules need (totals made the exact sum of their parts).

import type { MessageIR } from "../../ir/ir.js";
import { type Body, addOptionalLeaves, copyBody, fullValue, placeValue } from "../plan/values/bodies.js";
import { exampleValue } from "../plan/values/example-values.js";
import { keepRules } from "../plan/values/rules.js";
import { judgedCase, type VectorCase } from "./vector-case.js";

/** The smallest valid body; `groups` are optional groups it must hold all the same (the error object). */
export function minimalBody(message: MessageIR, groups: readonly string[] = []): Body {
  const body = exampleValue(message.root) as Body;
  for (const group of groups)
    placeValue(message, body, group, exampleValue(message.root.fields.find((field) => field.name === group)?.type ?? message.root));
  return keepRules(message, body, new Set(), { paths: new Set() });
}

function validCase(message: MessageIR, slug: string, description: string, body: Body): VectorCase {
  const vector = judgedCase(message, `valid/${slug}`, description, keepRules(message, body, new Set(), { paths: new Set() }), []);
  if (vector.findings.length > 0) throw new Error(`the ${slug} body breaks ${vector.findings.map((finding) => finding.field).join(", ")}`);
  return vector;
}

export function validBodyCases(message: MessageIR, minimal: Body): VectorCase[] {
  const typical = copyBody(minimal);
  addOptionalLeaves(message.root, typical);
  return [
    validCase(message, "minimal", "The smallest valid body: the required fields, and what the rules require.", copyBody(minimal)),
    validCase(
      message,
      "typical",
      "The smallest valid body with every optional field of its groups that is not itself a group, list or map.",
      typical,
    ),
    validCase(
      message,
      "full",
      "Every field the spec shows, each group filled, one item per list, one entry per map.",
      fullValue(message.root) as Body,
    ),
  ];
}
