import { _, arrayCode, identifier, literal, Name, type Code } from "../shared/code.js";
import { compilePattern } from "./pattern-automaton.js";
import { runtime } from "../plan/runtime-plan.js";

/** The ASCII members of a character set (the inside of a `[...]` class), each ASCII character asked once per set. */
export function asciiMembers(charset: string): string {
  let members = knownMembers.get(charset);
  if (members === undefined) {
    const member = new RegExp(`^[${charset}]$`, "u");
    members = Array.from({ length: 128 }, (_unused, code) => String.fromCharCode(code))
      .filter((character) => member.test(character))
      .join("");
    knownMembers.set(charset, members);
  }
  return members;
}

/** Every module asks for the same few sets: each is worked out once. */
const knownMembers = new Map<string, string>();

export interface PoolEntry {
  name: Name;
  initializer: Code;
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

  pattern(source: string): Name {
    return this.intern(`pattern:${source}`, "PATTERN", () => {
      new RegExp(source, "u"); // checked by the spec checks already; fail loudly if not
      return _`/* @__PURE__ */ new RegExp(${source}, "u")`;
    });
  }

  /**
   * The test of `value` against a spec pattern: a walk of the pattern's compiled automaton where it
   * has one, else the regular expression.
   */
  patternTest(source: string, value: Code): Code {
    const compiled = compilePattern(source, "u");
    if (compiled === undefined) return _`${this.pattern(source)}.test(${value})`;
    const { stateCount, edges, accepting, acceptingAnyRest } = compiled;
    const name = this.intern(
      `automaton:${source}`,
      "AUTOMATON",
      () =>
        _`/* @__PURE__ */ ${runtime.automaton}(${stateCount}, ${arrayCode(edges)}, ${arrayCode(accepting)}, ${arrayCode(acceptingAnyRest)})`,
      `Compiled from the pattern ${literal(source)}.`,
    );
    return _`${runtime.matchesAutomaton}(${value}, ${name})`;
  }

  /** Whether the pattern compiles to an automaton over ASCII that reads the whole text (no rest accepted unread). */
  asciiOnly(source: string): boolean {
    const compiled = compilePattern(source, "u");
    return compiled !== undefined && compiled.acceptingAnyRest.length === 0;
  }

  valueSet(values: readonly string[]): Name {
    return this.intern(`set:${JSON.stringify(values)}`, "VALUES", () => _`/* @__PURE__ */ new Set<string>(${arrayCode(values)})`);
  }

  /** A character set's ASCII members, for `inCharset`: each ASCII character tested against the set once, here. */
  asciiSet(charset: string): Name {
    return this.intern(`ascii:${charset}`, "ASCII", () => _`/* @__PURE__ */ ${runtime.asciiSet}(${asciiMembers(charset)})`);
  }

  /** A list of strings: a path's keys for `valueAt`, a list item's factors, a bound's reference segments. */
  stringList(list: readonly string[]): Name {
    return this.intern(`list:${JSON.stringify(list)}`, "LIST", () => _`${arrayCode(list)} as readonly string[]`);
  }

  /** A list of numbers (a field's allowed lengths), built once rather than on every call. */
  numberList(list: readonly number[]): Name {
    return this.intern(`numbers:${list.join(",")}`, "NUMBERS", () => _`${arrayCode(list)} as readonly number[]`);
  }

  /** A unique function name, numbered on a clash. */
  functionName(base: string): Name {
    let name = identifier(base);
    for (let counter = 2; this.usedNames.has(name); counter++) name = `${base}${counter}`;
    this.usedNames.add(name);
    return new Name(name);
  }

  entries(): PoolEntry[] {
    return [...this.declarations.values()];
  }

  /** The constant's name; `initializer` is called only the first time the key is asked for. */
  private intern(key: string, prefix: string, initializer: () => Code, comment?: string): Name {
    const existing = this.declarations.get(key);
    if (existing) return existing.name;
    const name = new Name(`${prefix}_${this.declarations.size}`);
    const code = initializer();
    this.declarations.set(key, comment === undefined ? { name, initializer: code } : { name, initializer: code, comment });
    return name;
  }
}
