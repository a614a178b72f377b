// The check vocabulary's patterns and character sets are ECMAScript regular-expression source read
// with the `u` flag (emit/shared/facets/check.ts). Python's `re` reads most of that syntax alike; this
// translates where the meaning differs, so that a Python validator accepts exactly what the
// TypeScript one does:
// - `$` outside a class ends the text in ECMAScript, but also matches before a final newline in
//   Python: it becomes `\Z`. Inside a class it is a `$`, in both: written `\$` there, as the JSON
//   Schemas write it (language/portable-pattern.ts), since fastjsonschema rewrites a bare one.
// - `\d`, `\w` and their negations are ASCII in ECMAScript (without the `i` flag), Unicode in Python.
// - `\s` is ECMAScript's white space and line terminators, a slightly different set in Python.
// - `.` stops at four line terminators in ECMAScript, at `\n` alone in Python.
// - A group that no backreference reads is written non-capturing, `(?:`: `re` matches it faster.
// - `\u{...}` is written `\U........`; `&`, `~` and `|` inside a class are escaped, since a doubled
//   one is a set operation that a later Python may read.
// Anything else that `re` would read differently (`\p{...}`, `\k<...>`, `(?<name>`) is refused here,
// so that no pattern is silently changed.

const ECMA_WHITE_SPACE = "\\t\\n\\x0b\\x0c\\r \\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000\\ufeff";

const CLASS_ESCAPES: Record<string, string> = {
  d: "0-9",
  w: "A-Za-z0-9_",
  s: ECMA_WHITE_SPACE,
};

const OUTSIDE_ESCAPES: Record<string, string> = {
  d: "[0-9]",
  D: "[^0-9]",
  w: "[A-Za-z0-9_]",
  W: "[^A-Za-z0-9_]",
  s: `[${ECMA_WHITE_SPACE}]`,
  S: `[^${ECMA_WHITE_SPACE}]`,
};

/** A pattern (searched for, as `RegExp.prototype.test` does) as Python `re` source with the same meaning. */
export function pythonPattern(source: string): string {
  let out = "";
  let inClass = false;
  // A pattern is only searched for: its groups capture nothing anyone reads, and `re` matches a
  // non-capturing group faster (no marks kept through a repetition). Unless a backreference reads one.
  const capturing = /\\[1-9]/.test(source);
  for (let index = 0; index < source.length; index++) {
    const char = source[index] as string;
    if (char === "\\") {
      const next = source[index + 1];
      if (next === undefined) throw new Error(`a pattern ends in a backslash: ${source}`);
      index++;
      if (next === "u" && source[index + 1] === "{") {
        const end = source.indexOf("}", index);
        out += `\\U${source.slice(index + 2, end).padStart(8, "0")}`;
        index = end;
        continue;
      }
      out += escapeOf(next, inClass, source);
      continue;
    }
    if (inClass) {
      if (char === "]") inClass = false;
      out += char === "&" || char === "~" || char === "|" || char === "$" ? `\\${char}` : char;
      continue;
    }
    if (char === "[") {
      inClass = true;
      out += char;
      // A `]` or `^]` right after the opening bracket is an empty class in ECMAScript, a member in Python.
      if (source[index + 1] === "]" || (source[index + 1] === "^" && source[index + 2] === "]"))
        throw new Error(`an empty character class has no Python form: ${source}`);
      if (source[index + 1] === "^") out += source[++index];
      continue;
    }
    if (char === "(" && source[index + 1] === "?" && source[index + 2] === "<" && !"=!".includes(source[index + 3] ?? ""))
      throw new Error(`named groups are not translated: ${source}`);
    if (char === "(" && source[index + 1] !== "?" && !capturing) {
      out += "(?:";
      continue;
    }
    if (char === "$") out += "\\Z";
    else if (char === ".") out += "[^\\n\\r\\u2028\\u2029]";
    else out += char;
  }
  return out;
}

function escapeOf(next: string, inClass: boolean, source: string): string {
  if (next === "p" || next === "P" || next === "k") throw new Error(`\\${next} is not translated: ${source}`);
  if (inClass && next in CLASS_ESCAPES) return CLASS_ESCAPES[next] as string;
  if (!inClass && next in OUTSIDE_ESCAPES) return OUTSIDE_ESCAPES[next] as string;
  if (inClass && (next === "D" || next === "W" || next === "S")) throw new Error(`\\${next} in a class is not translated: ${source}`);
  return `\\${next}`;
}

/** A character set (the body of a class) as Python source of a pattern every character must match: `[...]*`, matched whole. */
export function pythonCharset(charset: string): string {
  return pythonPattern(`[${charset}]*`);
}
