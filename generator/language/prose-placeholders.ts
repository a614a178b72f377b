// Prose written from the facts: the api/ documents' words may hold placeholders that the spec's own
// data fills in (`All {{operation count}} operations use one endpoint shape.`), so that a count or a
// list of operations and versions never goes stale when an operation or a version is added. A
// placeholder this table does not know is a located error (restated-facts.ts).

/** What a placeholder reads: each operation's title and version, one entry per version. */
export interface OperationFact {
  title: string;
  version: string;
}

const NUMBER_WORDS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** `a`, `a and b`, `a, b and c`. */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1) as string}`;
}

function titles(operations: readonly OperationFact[]): string[] {
  return [...new Set(operations.map((operation) => operation.title))];
}

/** `three`: the number of operations (not of versions), in words up to twelve. */
function operationCount(operations: readonly OperationFact[]): string {
  const count = titles(operations).length;
  return NUMBER_WORDS[count] ?? String(count);
}

/** `Initiate Browser Payment at version 17, Authorize and Verify at version 100`: operations with the same versions together. */
function versionsOfEachOperation(operations: readonly OperationFact[]): string {
  const versionsOf = (title: string) => operations.filter((operation) => operation.title === title).map((operation) => operation.version);
  const byVersions = new Map<string, string[]>();
  for (const title of titles(operations)) {
    const versions = listInWords(versionsOf(title));
    byVersions.set(versions, [...(byVersions.get(versions) ?? []), title]);
  }
  return [...byVersions]
    .map(([versions, named]) => `${listInWords(named)} at ${versions.includes(" and ") ? "versions" : "version"} ${versions}`)
    .join(", ");
}

/** Every placeholder, by the words between the braces. */
export const PLACEHOLDERS: Readonly<Record<string, (operations: readonly OperationFact[]) => string>> = {
  "operation count": operationCount,
  operations: (operations) => listInWords(titles(operations)),
  "versions of each operation": versionsOfEachOperation,
};

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders of a text: the words between the braces, the placeholder as written, where it starts. */
export function placeholdersIn(text: string): { name: string; text: string; index: number }[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => ({ name: match[1] ?? "", text: match[0], index: match.index }));
}

/** The text with every known placeholder filled; an unknown one is left as written (and reported). */
export function fillPlaceholders(text: string, operations: readonly OperationFact[]): string {
  if (!text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const fill = PLACEHOLDERS[name];
    return fill === undefined ? whole : fill(operations);
  });
}
