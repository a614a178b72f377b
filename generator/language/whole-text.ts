// A spec pattern read as the language of texts it accepts, for the two places that reason about that
// language: the validators (an automaton instead of a RegExp call) and the change report (is the
// new pattern narrower or wider than the old one).

import { RegExpParser, type AST } from "@eslint-community/regexpp";
import { DFA, JS, NFA } from "refa";

/** Bounds refa's work on a pattern with large counted repetitions, which is then left undecided. */
const MAX_BUILD_NODES = 2000;

/**
 * `test` finds a match anywhere: the same language as a whole-text match of the pattern with
 * anything allowed before it (unless it starts with `^`) and after it (unless it ends with `$`).
 */
export function wholeTextSource(source: string, flags: string): string | undefined {
  if (flags.includes("m") || flags.includes("y") || flags.includes("g")) return undefined;
  let pattern: AST.Pattern;
  try {
    pattern = new RegExpParser().parsePattern(source, 0, source.length, { unicode: flags.includes("u"), unicodeSets: flags.includes("v") });
  } catch {
    return undefined;
  }
  const [alternative, ...others] = pattern.alternatives;
  if (alternative === undefined || others.length > 0) return undefined;
  const first = alternative.elements[0];
  const last = alternative.elements.at(-1);
  const startsAnchored = first?.type === "Assertion" && first.kind === "start";
  const endsAnchored = last?.type === "Assertion" && last.kind === "end" && last !== first;
  const inner = source.slice(startsAnchored ? first.end : 0, endsAnchored ? last.start : source.length);
  return `${startsAnchored ? "" : "[^]*"}(?:${inner})${endsAnchored ? "" : "[^]*"}`;
}

/** The minimal automaton of a whole-text pattern; undefined if it has an assertion or grows too large. */
export function minimalDfa(source: string, flags: string): DFA | undefined {
  try {
    const { expression, maxCharacter } = JS.Parser.fromLiteral({ source, flags }).parse({
      assertions: "throw",
      backreferences: "throw",
      maxNodes: MAX_BUILD_NODES,
    });
    const nfa = NFA.fromRegex(expression, { maxCharacter }, {}, new NFA.LimitedNodeFactory(MAX_BUILD_NODES));
    const dfa = DFA.fromFA(nfa, new DFA.LimitedNodeFactory(MAX_BUILD_NODES));
    dfa.minimize();
    return dfa;
  } catch {
    return undefined;
  }
}

/** Characters an example is written with where a pattern allows them: readable before any other. */
const READABLE = [..."0aA1xX-_. "].map((character) => character.codePointAt(0) as number);

/**
 * Up to `limit` texts a pattern accepts as a whole-text match, shortest first, each written with
 * readable characters where it may be: examples for a pattern no stock example fits.
 */
export function patternWords(source: string, limit: number): string[] {
  const whole = wholeTextSource(source, "u");
  const dfa = whole === undefined ? undefined : minimalDfa(whole, "u");
  if (dfa === undefined) return [];
  const words: string[] = [];
  for (const wordSet of dfa.wordSets()) {
    if (words.length >= limit) break;
    const characters = wordSet.map((set) => READABLE.find((code) => set.has(code)) ?? set.ranges[0]?.min ?? 0);
    words.push(String.fromCodePoint(...characters));
  }
  return words;
}
