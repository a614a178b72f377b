// A pattern as the JSON Schemas print it: the same language as the spec's ECMAScript source (read
// with the `u` flag), written so that the other engines that read JSON Schema patterns take it too.
// Only character classes change: a literal member that some engine reads as syntax is escaped.
// - `$`: fastjsonschema rewrites every unescaped `$` to `\Z` to end the text, inside a class too,
//   where Python's `re` then refuses `\Z`; `\$` it leaves alone, and every engine reads it as `$`.
// - `(`, `)`, `[`, `]`, `{`, `}`, `/`, `|` and a literal `-`: syntax inside a class under the `v` flag
//   (an error unescaped there), and `[`, `|`, `-` start a set operation a later Python may read.
// Each escape is one the `u` flag allows (a syntax character, `/`, or `-` in a class), the `v` flag
// too, and Python's `re` reads as the character itself.

import { RegExpParser, visitRegExpAST, type AST } from "@eslint-community/regexpp";

const ESCAPED_IN_CLASS = new Set(["$", "(", ")", "[", "]", "{", "}", "/", "|", "-"]);

const portable = new Map<string, string>();

/** A class member written so that every engine reads it as the character it is. */
function memberSource(character: AST.Character): string {
  return ESCAPED_IN_CLASS.has(character.raw) ? `\\${character.raw}` : character.raw;
}

function elementSource(element: AST.CharacterClassElement): string {
  if (element.type === "Character") return memberSource(element);
  if (element.type === "CharacterClassRange") return `${memberSource(element.min)}-${memberSource(element.max)}`;
  return element.raw;
}

function classSource(node: AST.CharacterClass): string {
  return `[${node.negate ? "^" : ""}${node.elements.map(elementSource).join("")}]`;
}

/**
 * The pattern with each character class's members escaped where an engine would misread them; the
 * source unchanged when it has no class or is no `u`-flag pattern (the spec checks report that).
 */
export function portablePattern(source: string): string {
  let found = portable.get(source);
  if (found === undefined) portable.set(source, (found = rewriteClasses(source)));
  return found;
}

function rewriteClasses(source: string): string {
  if (!source.includes("[")) return source;
  let ast: AST.Pattern;
  try {
    ast = new RegExpParser().parsePattern(source, 0, source.length, { unicode: true });
  } catch {
    return source;
  }
  const classes: AST.CharacterClass[] = [];
  visitRegExpAST(ast, { onCharacterClassEnter: (node) => void classes.push(node) });
  let out = source;
  for (const node of classes.sort((a, b) => b.start - a.start))
    out = `${out.slice(0, node.start)}${classSource(node)}${out.slice(node.end)}`;
  return out;
}
