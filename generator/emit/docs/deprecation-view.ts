// What the docs show of a deprecation: a badge, the dates, and what to use instead with a link to
// it where the reference has one (the replacement version's page, the replacement field's anchor).

import type { FieldNode, OperationIR } from "../../ir/ir.js";
import { deprecationDates as datesOf, replacementWords } from "../../language/deprecation-words.js";
import { fieldAnchor, operationAnchor, operationPage } from "../plan/doc-anchors.js";

export interface DeprecationView {
  /** `since 2026-11-01, sunset 2027-05-01`. */
  dates: string;
  /** What to use instead, in words (`PAY version 2`, `order.newField`). */
  replacement?: string;
  /** Its page (a replacement version's Markdown page, relative to the docs root). */
  replacementPage?: string;
  /** Its anchor in the HTML page. */
  replacementAnchor?: string;
}

/** A deprecated version: a replacement operation named without a version is its default version. */
export function versionDeprecationView(operation: OperationIR, operations: readonly OperationIR[]): DeprecationView | undefined {
  const { deprecated } = operation;
  if (deprecated === undefined) return undefined;
  const replacement = deprecated.replacement;
  if (replacement === undefined || "field" in replacement) return { dates: datesOf(deprecated) };
  const target = operations.find(
    (candidate) =>
      candidate.name === replacement.operation &&
      (replacement.version === undefined ? candidate.isDefault : candidate.version === replacement.version),
  );
  return {
    dates: datesOf(deprecated),
    replacement: replacementWords(replacement),
    ...(target === undefined ? {} : { replacementPage: operationPage(target), replacementAnchor: operationAnchor(target) }),
  };
}

/** A deprecated field of a message (or group) under `scope`: linked when the replacement is among `paths`. */
export function fieldDeprecationView(field: FieldNode, scope: string, paths: ReadonlySet<string>): DeprecationView | undefined {
  const { deprecated } = field;
  if (deprecated === undefined) return undefined;
  const replacement = deprecated.replacement;
  if (replacement === undefined || !("field" in replacement)) return { dates: datesOf(deprecated) };
  return {
    dates: datesOf(deprecated),
    replacement: replacement.field,
    ...(paths.has(replacement.field) ? { replacementAnchor: fieldAnchor(scope, replacement.field) } : {}),
  };
}
