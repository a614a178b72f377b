// A guide of the package: a titled page of text, lists and code, written once from the spec and the
// shipped code's own facts, then laid out as the package's README.md, a page of the Markdown docs and
// a section of the HTML reference (where the search finds it). Text marks code with backticks.

export type GuideBlock =
  { kind: "text"; text: string } | { kind: "list"; items: string[] } | { kind: "code"; language: "ts" | "sh"; code: string };

export interface Guide {
  /** The anchor of the guide in the HTML reference and the Markdown page (`guide-call`). */
  id: string;
  title: string;
  blocks: GuideBlock[];
}

export const text = (value: string): GuideBlock => ({ kind: "text", text: value });
export const list = (items: string[]): GuideBlock => ({ kind: "list", items });
export const code = (language: "ts" | "sh", value: string): GuideBlock => ({ kind: "code", language, code: value });

/** A guide's text in inline parts, code or not, for a template that escapes each. */
export function inlineParts(value: string): { code: boolean; text: string }[] {
  return value
    .split("`")
    .map((part, index) => ({ code: index % 2 === 1, text: part }))
    .filter((part) => part.text !== "");
}
