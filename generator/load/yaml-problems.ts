// YAML syntax errors as a spec author would point at them. The yaml package reports where it noticed
// a problem, which for an unclosed bracket or quote is lines later (or at the end of the file), once
// per collection it was inside, and then every token it could no longer place. Here each problem is
// reported once: an unclosed bracket or quote at the character that opens it, and nothing after the
// first problem that threw the parser off (what follows it is read wrongly, so reports there mislead).

import { CST, Parser, type ErrorCode, type YAMLError } from "yaml";

export interface SyntaxProblem {
  code: "yaml-syntax" | "yaml-unclosed-bracket" | "yaml-unclosed-quote";
  /** Offset in the text, and how many characters the problem spans. */
  offset: number;
  length: number;
  args: Record<string, string>;
}

/** Errors after which the parser reads the rest of the text out of step with what was meant. */
const DERAILING: ReadonlySet<ErrorCode> = new Set<ErrorCode>([
  "UNEXPECTED_TOKEN",
  "BAD_INDENT",
  "TAB_AS_INDENT",
  "BLOCK_IN_FLOW",
  "BLOCK_AS_IMPLICIT_KEY",
  "MULTILINE_IMPLICIT_KEY",
  "BAD_SCALAR_START",
  "IMPOSSIBLE",
  // Nesting too deep for the composer: each level past it would be reported again.
  "RESOURCE_EXHAUSTION",
]);

const UNCLOSED_COLLECTION_MESSAGE = /must (be sufficiently indented and )?end with a [\]}]/;
const UNCLOSED_QUOTE_MESSAGE = /^Missing closing .quote/;

/** The problems of a text the yaml package found `errors` in, each once and where it was made. */
export function syntaxProblems(text: string, errors: readonly YAMLError[]): SyntaxProblem[] {
  if (errors.length === 0) return [];
  const openers = unclosedOpeners(text);
  const explained = (message: string) =>
    (openers.some((opener) => opener.code === "yaml-unclosed-bracket") && UNCLOSED_COLLECTION_MESSAGE.test(message)) ||
    (openers.some((opener) => opener.code === "yaml-unclosed-quote") && UNCLOSED_QUOTE_MESSAGE.test(message));
  const reported = errors
    .filter((error) => !explained(error.message))
    .map((error) => ({ problem: fromYamlError(error), derails: DERAILING.has(error.code) }));
  const all = [...openers.map((problem) => ({ problem, derails: true })), ...reported].sort((a, b) => a.problem.offset - b.problem.offset);
  return untilDerailed(all);
}

function fromYamlError(error: YAMLError): SyntaxProblem {
  const [start, end] = error.pos;
  return { code: "yaml-syntax", offset: start, length: Math.max(1, end - start), args: { detail: firstLine(error.message) } };
}

/** Every problem up to and including the first that derails the parser; one per offset. */
function untilDerailed(problems: { problem: SyntaxProblem; derails: boolean }[]): SyntaxProblem[] {
  const kept: SyntaxProblem[] = [];
  for (const { problem, derails } of problems) {
    if (kept.at(-1)?.offset !== problem.offset) kept.push(problem);
    if (derails) break;
  }
  return kept;
}

const CLOSERS: Record<string, { closer: string; what: string }> = {
  "[": { closer: "]", what: "list" },
  "{": { closer: "}", what: "map" },
};

/**
 * Brackets that are never closed (or closed by the other kind), and quoted scalars that run to the
 * end of the text. Of nested unclosed brackets only the innermost is the mistake: the outer ones
 * are unclosed because of it. Walks the syntax tree without recursion: nesting depth is the author's.
 */
function unclosedOpeners(text: string): SyntaxProblem[] {
  const collections: { token: CST.FlowCollection; parent: number }[] = [];
  const quotes: SyntaxProblem[] = [];
  const pending: { token: CST.Token; parent: number }[] = [...new Parser().parse(text)].map((token) => ({ token, parent: -1 }));
  while (pending.length > 0) {
    const { token, parent } = pending.pop() as { token: CST.Token; parent: number };
    if (token.type === "flow-collection") collections.push({ token, parent });
    if (isUnclosedQuote(token)) quotes.push(unclosedQuote(token as CST.FlowScalar));
    const own = token.type === "flow-collection" ? collections.length - 1 : parent;
    for (const child of childrenOf(token)) pending.push({ token: child, parent: own });
  }
  return [...innermostUnclosed(collections), ...quotes];
}

function innermostUnclosed(collections: { token: CST.FlowCollection; parent: number }[]): SyntaxProblem[] {
  const unclosed = collections.map(({ token }) => token.end[0]?.source !== CLOSERS[token.start.source]?.closer);
  const enclosesUnclosed = collections.map(() => false);
  collections.forEach(({ parent }, index) => {
    if (!unclosed[index]) return;
    for (let ancestor = parent; ancestor !== -1 && !enclosesUnclosed[ancestor]; ancestor = collections[ancestor]?.parent ?? -1)
      enclosesUnclosed[ancestor] = true;
  });
  return collections.flatMap(({ token }, index) => {
    if (!unclosed[index] || enclosesUnclosed[index]) return [];
    const { closer, what } = CLOSERS[token.start.source] ?? { closer: "]", what: "list" };
    return [
      {
        code: "yaml-unclosed-bracket" as const,
        offset: token.start.offset,
        length: 1,
        args: { bracket: token.start.source, closer, what },
      },
    ];
  });
}

function childrenOf(token: CST.Token): CST.Token[] {
  switch (token.type) {
    case "document":
      return token.value ? [token.value] : [];
    case "block-map":
    case "block-seq":
    case "flow-collection":
      return token.items.flatMap((item) => [item.key, item.value].filter((child): child is CST.Token => child != null));
    default:
      return [];
  }
}

function isUnclosedQuote(token: CST.Token): boolean {
  if (token.type === "double-quoted-scalar") return !closesDoubleQuote(token.source);
  if (token.type === "single-quoted-scalar") return !closesSingleQuote(token.source);
  return false;
}

/** Whether a `"` after the opening one ends the scalar (a backslash escapes the next character). */
function closesDoubleQuote(source: string): boolean {
  for (let index = 1; index < source.length; index++) {
    if (source[index] === "\\") index++;
    else if (source[index] === '"') return true;
  }
  return false;
}

/** Whether a `'` after the opening one ends the scalar (`''` is a quote inside it). */
function closesSingleQuote(source: string): boolean {
  for (let index = 1; index < source.length; index++) {
    if (source[index] !== "'") continue;
    if (source[index + 1] !== "'") return true;
    index++;
  }
  return false;
}

function unclosedQuote(token: CST.FlowScalar): SyntaxProblem {
  const quote = token.source[0] ?? '"';
  return { code: "yaml-unclosed-quote", offset: token.offset, length: 1, args: { quote } };
}

function firstLine(message: string): string {
  return message.split("\n")[0] ?? message;
}
