// A deprecation in words, the same everywhere it is said: the models' JSDoc, the JSON Schema and
// OpenAPI descriptions, the reference docs, the client's warning and the change report.

/** The facts of a `deprecated:` marker (the IR's Deprecation has this shape). */
export interface DeprecationFacts {
  since: string;
  sunset?: string;
  replacement?: { field: string } | { operation: string; version?: string };
}

/** `order.newField`, `PAY version 2`, `PAY`; `quote` marks up a name (a code span in Markdown). */
export function replacementWords(replacement: NonNullable<DeprecationFacts["replacement"]>, quote = (name: string) => name): string {
  if ("field" in replacement) return quote(replacement.field);
  return replacement.version === undefined
    ? quote(replacement.operation)
    : `${quote(replacement.operation)} version ${replacement.version}`;
}

/** `since 2026-11-01, sunset 2027-05-01`. */
export function deprecationDates(deprecation: DeprecationFacts): string {
  return `since ${deprecation.since}${deprecation.sunset === undefined ? "" : `, sunset ${deprecation.sunset}`}`;
}

/** `since 2026-11-01, sunset 2027-05-01: use PAY version 2 instead`: what follows "Deprecated". */
export function deprecationDetail(deprecation: DeprecationFacts, quote?: (name: string) => string): string {
  const dates = deprecationDates(deprecation);
  return deprecation.replacement === undefined ? dates : `${dates}: use ${replacementWords(deprecation.replacement, quote)} instead`;
}

/** `Deprecated since 2026-11-01, sunset 2027-05-01: use PAY version 2 instead.` */
export function deprecationSentence(deprecation: DeprecationFacts, quote?: (name: string) => string): string {
  return `Deprecated ${deprecationDetail(deprecation, quote)}.`;
}

/** The JSDoc tag: `@deprecated Since 2026-11-01, sunset 2027-05-01: use PAY version 2 instead.` */
export function deprecatedTag(deprecation: DeprecationFacts): string {
  const detail = deprecationDetail(deprecation);
  return `@deprecated ${detail.charAt(0).toUpperCase()}${detail.slice(1)}.`;
}
