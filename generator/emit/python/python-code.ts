// Python source as the Python emitter writes it: literals quoted from values (never pasted as text),
// identifiers checked, and a writer of indented lines. Every value a generated line holds goes
// through `pyString` or `pyInt`, so that no spec text can end a literal early.

const PYTHON_KEYWORDS = new Set([
  "False",
  "None",
  "True",
  "and",
  "as",
  "assert",
  "async",
  "await",
  "break",
  "class",
  "continue",
  "def",
  "del",
  "elif",
  "else",
  "except",
  "finally",
  "for",
  "from",
  "global",
  "if",
  "import",
  "in",
  "is",
  "lambda",
  "nonlocal",
  "not",
  "or",
  "pass",
  "raise",
  "return",
  "try",
  "while",
  "with",
  "yield",
  "match",
  "case",
  "type",
  "_",
]);

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Whether `name` may be written as a Python name (an attribute, a class-syntax TypedDict key). */
export function isPythonIdentifier(name: string): boolean {
  return IDENTIFIER.test(name) && !PYTHON_KEYWORDS.has(name);
}

/** A name the generator made itself; throws on one that is no identifier (a generator bug, not a spec's). */
export function pyName(name: string): string {
  if (!isPythonIdentifier(name)) throw new Error(`not a Python identifier: ${name}`);
  return name;
}

/**
 * A Python string literal of `text`. JSON's string escapes (`\"`, `\\`, `\n`, `\u0000`, a lone
 * surrogate as `\ud800`) are all Python escapes with the same meaning, and JSON.stringify writes
 * the line terminators U+2028 and U+2029 as they are, which Python reads as characters of the string.
 */
export function pyString(text: string): string {
  return JSON.stringify(text);
}

/** An integer literal from integer text (`-12`, `9999999999999999`): exact, as Python's int is. */
export function pyInt(text: string | number): string {
  const written = String(text);
  if (!/^-?[0-9]+$/.test(written)) throw new Error(`not integer text: ${written}`);
  return written;
}

/** `INITIATE_BROWSER_PAYMENT` -> `initiate_browser_payment`, `validationType` -> `validation_type`. */
export function snakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .toLowerCase();
}

/** A `#` comment's lines from text: one line each, never more than the text says. */
export function commentLines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trimEnd())
    .map((line) => (line === "" ? "#" : `# ${line}`));
}

/** A docstring's body: no sequence in it can close it, and a backslash stays a backslash. */
export function docstringText(text: string): string {
  return text.replace(/\\/g, "\\\\").replace(/"""/g, '\\"\\"\\"');
}

/** Lines of Python, indented by blocks of four spaces. */
export class PythonWriter {
  private readonly lines: string[] = [];
  private depth = 0;

  line(text = ""): this {
    this.lines.push(text === "" ? "" : `${"    ".repeat(this.depth)}${text}`);
    return this;
  }

  /** `header` (ending in `:`), then the block `body` writes, indented. */
  block(header: string, body: () => void): this {
    this.line(header);
    this.depth++;
    const before = this.lines.length;
    body();
    if (this.lines.length === before) this.line("pass");
    this.depth--;
    return this;
  }

  /** A docstring as the first statement of a block, or after an attribute. */
  docstring(text: string): this {
    const lines = docstringText(text.trim()).split("\n");
    if (lines.length === 1) return this.line(`"""${lines[0]}"""`);
    this.line(`"""${lines[0]}`);
    for (const line of lines.slice(1)) this.line(line.trimEnd());
    return this.line(`"""`);
  }

  toString(): string {
    return `${this.lines.join("\n").replace(/\n{3,}/g, "\n\n\n")}\n`;
  }
}
