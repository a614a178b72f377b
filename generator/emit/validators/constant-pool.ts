import { referenceSegments } from "../runtime/files/reference-order.js";
import { identifier, literal } from "./code.js";

/**
 * Module-level constants (regular expressions, value sets, region bounds) shared by the checks of one file, named
 * in order of first use so that the same IR always gives the same names.
 */
export class ConstantPool {
  private readonly declarations = new Map<string, { name: string; initializer: string }>();
  private readonly usedNames = new Set<string>();

  pattern(source: string): string {
    new RegExp(source, "u"); // checked by the spec checks already; fail loudly if not
    return this.intern(`pattern:${source}`, "PATTERN", `/* @__PURE__ */ new RegExp(${literal(source)}, "u")`);
  }

  valueSet(values: readonly string[]): string {
    const list = values.map(literal).join(", ");
    return this.intern(`set:${list}`, "VALUES", `/* @__PURE__ */ new Set<string>([${list}])`);
  }

  /** A character set's ASCII members, for `inCharset`: each ASCII character tested against the set once, here. */
  asciiSet(charset: string): string {
    const member = new RegExp(`^[${charset}]$`, "u");
    const members = Array.from({ length: 128 }, (_, code) => String.fromCharCode(code))
      .filter((character) => member.test(character))
      .join("");
    return this.intern(`ascii:${charset}`, "ASCII", `/* @__PURE__ */ asciiSet(${literal(members)})`);
  }

  /** The keys of a path into the body, for `valueAt`. */
  keys(keys: readonly string[]): string {
    const list = keys.map(literal).join(", ");
    return this.intern(`path:${list}`, "PATH", `[${list}] as readonly string[]`);
  }

  /** Sibling keys of one object, for `hasAnyKeyAt`. */
  keySet(keys: readonly string[]): string {
    const list = keys.map(literal).join(", ");
    return this.intern(`keys:${list}`, "KEYS", `[${list}] as readonly string[]`);
  }

  /** A path split as the reference order compares it (`referenceSegments`), once per module rather than per call. */
  segments(path: string): string {
    const list = referenceSegments(path).map(literal).join(", ");
    return this.intern(`segments:${list}`, "BOUND", `[${list}] as readonly string[]`);
  }

  /** A unique function name, numbered on a clash. */
  functionName(base: string): string {
    let name = identifier(base);
    for (let counter = 2; this.usedNames.has(name); counter++) name = `${base}${counter}`;
    this.usedNames.add(name);
    return name;
  }

  entries(): { name: string; initializer: string }[] {
    return [...this.declarations.values()];
  }

  private intern(key: string, prefix: string, initializer: string): string {
    const existing = this.declarations.get(key);
    if (existing) return existing.name;
    const name = `${prefix}_${this.declarations.size}`;
    this.declarations.set(key, { name, initializer });
    return name;
  }
}
