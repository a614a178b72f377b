import { identifier, literal, numberLiteral } from "../shared/code.js";
import { compilePattern } from "./pattern-automaton.js";
import { rt } from "../plan/runtime-plan.js";

/** The ASCII members of a character set (the inside of a `[...]` class), each ASCII character asked once. */
export function asciiMembers(charset: string): string {
  const member = new RegExp(`^[${charset}]$`, "u");
  return Array.from({ length: 128 }, (_, code) => String.fromCharCode(code))
    .filter((character) => member.test(character))
    .join("");
}

export interface PoolEntry {
  name: string;
  initializer: string;
  /** A line for the reader, above the declaration. */
  comment?: string;
}

/**
 * Module-level constants (regular expressions, value sets, string lists) shared by the checks of one file, named
 * in order of first use so that the same IR always gives the same names.
 */
export class ConstantPool {
  private readonly declarations = new Map<string, PoolEntry>();
  private readonly usedNames = new Set<string>();

  /** `titles`: each data type's name in the seed's words, for the explanations of one module. */
  constructor(private readonly titles: ReadonlyMap<string, string> = new Map()) {}

  /** A data type as section 2.1 names it (`Upper case alphabetic text`), for an explanation. */
  typeTitle(typeName: string): string {
    return this.titles.get(typeName) ?? typeName;
  }

  pattern(source: string): string {
    new RegExp(source, "u"); // checked by the spec checks already; fail loudly if not
    return this.intern(`pattern:${source}`, "PATTERN", `/* @__PURE__ */ new RegExp(${literal(source)}, "u")`);
  }

  /**
   * The test of `value` against a spec pattern: a walk of the pattern's compiled automaton where it
   * has one, else the regular expression.
   */
  patternTest(source: string, value: string): string {
    const compiled = compilePattern(source, "u");
    if (compiled === undefined) return `${this.pattern(source)}.test(${value})`;
    const { stateCount, edges, accepting, acceptingAnyRest } = compiled;
    const list = (numbers: readonly number[]) => `[${numbers.join(", ")}]`;
    const name = this.intern(
      `automaton:${source}`,
      "AUTOMATON",
      `/* @__PURE__ */ ${rt.automaton}(${stateCount}, ${list(edges)}, ${list(accepting)}, ${list(acceptingAnyRest)})`,
      `Compiled from the pattern ${literal(source)}.`,
    );
    return `${rt.matchesAutomaton}(${value}, ${name})`;
  }

  /** Whether the pattern compiles to an automaton over ASCII that reads the whole text (no rest accepted unread). */
  asciiOnly(source: string): boolean {
    const compiled = compilePattern(source, "u");
    return compiled !== undefined && compiled.acceptingAnyRest.length === 0;
  }

  valueSet(values: readonly string[]): string {
    const list = values.map(literal).join(", ");
    return this.intern(`set:${list}`, "VALUES", `/* @__PURE__ */ new Set<string>([${list}])`);
  }

  /** A character set's ASCII members, for `inCharset`: each ASCII character tested against the set once, here. */
  asciiSet(charset: string): string {
    return this.intern(`ascii:${charset}`, "ASCII", `/* @__PURE__ */ ${rt.asciiSet}(${literal(asciiMembers(charset))})`);
  }

  /** A list of strings: a path's keys for `valueAt`, a list item's factors, a bound's reference segments. */
  stringList(list: readonly string[]): string {
    const items = list.map(literal).join(", ");
    return this.intern(`list:${items}`, "LIST", `[${items}] as readonly string[]`);
  }

  /** A list of numbers (a field's allowed lengths), built once rather than on every call. */
  numberList(list: readonly number[]): string {
    const items = list.map(numberLiteral).join(", ");
    return this.intern(`numbers:${items}`, "NUMBERS", `[${items}] as readonly number[]`);
  }

  /** A unique function name, numbered on a clash. */
  functionName(base: string): string {
    let name = identifier(base);
    for (let counter = 2; this.usedNames.has(name); counter++) name = `${base}${counter}`;
    this.usedNames.add(name);
    return name;
  }

  entries(): PoolEntry[] {
    return [...this.declarations.values()];
  }

  private intern(key: string, prefix: string, initializer: string, comment?: string): string {
    const existing = this.declarations.get(key);
    if (existing) return existing.name;
    const name = `${prefix}_${this.declarations.size}`;
    this.declarations.set(key, comment === undefined ? { name, initializer } : { name, initializer, comment });
    return name;
  }
}
