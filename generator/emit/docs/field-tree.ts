// A message's fields as the HTML reference shows them: a tree (group, then field) built from the
// depth-first rows, each field with the rules that name it, and each 'not shown' region among the
// fields of the object where it sits.

import type { Rule } from "../../ir/ir.js";
import { idSafe } from "../plan/doc-anchors.js";
import { ruleFields } from "../shared/rule-fields.js";
import type { FieldRow, GapRow, Row } from "./field-rows.js";

export interface FieldItem extends FieldRow {
  /** The field's name as its path writes it (`item[]` for a list). */
  name: string;
  /** The rules that name the field: their ids, and their anchors in the message's rule list. */
  rules: { id: string; anchor: string }[];
  children: TreeItem[];
}

export type TreeItem = FieldItem | GapRow;

/** The anchor of a rule in the list under a message (`authorize-100-request-rule-order-amount`). */
export function ruleAnchor(scope: string, id: string): string {
  return `${scope}-rule-${idSafe(id)}`;
}

/** The rows as a tree: a field row's children are the rows after it one level deeper; a gap goes with the next field. */
export function fieldTree(rows: readonly Row[], rules: readonly Rule[], scope: string): TreeItem[] {
  const rulesOf = rulesByField(rules, scope);
  const root: TreeItem[] = [];
  const open: FieldItem[] = [];
  const pendingGaps: GapRow[] = [];
  const place = (item: TreeItem, depth: number) => {
    while (open.length > depth) open.pop();
    (open.at(-1)?.children ?? root).push(item);
  };
  for (const row of rows) {
    if (row.kind === "gap") {
      pendingGaps.push(row);
      continue;
    }
    for (const gap of pendingGaps.splice(0)) place(gap, row.depth);
    const item: FieldItem = { ...row, name: nameOf(row), rules: rulesOf.get(row.path) ?? [], children: [] };
    place(item, row.depth);
    open.push(item);
  }
  root.push(...pendingGaps);
  return root;
}

/** The last segment of the path (`item[]` for a list: the path writes it so). */
function nameOf(row: FieldRow): string {
  return row.path.slice(row.path.lastIndexOf(".") + 1);
}

function rulesByField(rules: readonly Rule[], scope: string): Map<string, { id: string; anchor: string }[]> {
  const byField = new Map<string, { id: string; anchor: string }[]>();
  for (const rule of rules) {
    for (const path of new Set(ruleFields(rule).map((field) => field.replace(/\[\]$/, "")))) {
      byField.set(path, [...(byField.get(path) ?? []), { id: rule.id, anchor: ruleAnchor(scope, rule.id) }]);
    }
  }
  return byField;
}
