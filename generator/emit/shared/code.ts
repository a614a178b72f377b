// The one place where text becomes TypeScript source: every interpolated value goes through a
// function here, so no spec text can break out of a literal (ajv's lesson, docs/codegen.md).
//
// Code is built as values, as ajv's codegen builds it: the `_` template quotes every string it is
// given as a literal, writes numbers as number literals, and takes only `Code` and `Name` as they
// are. A name another module exports (the runtime's `isRecord`) is a `Name` that knows where it
// comes from: the module that prints the code imports exactly the names its code holds.

/** A string literal, escaped (JSON string syntax is valid TypeScript). */
export function literal(text: string): string {
  return JSON.stringify(text)
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function numberLiteral(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  return String(value);
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Refuses anything that is not a plain identifier, rather than escaping it. */
export function identifier(name: string): string {
  if (!IDENTIFIER.test(name)) throw new Error(`not a valid identifier: ${name}`);
  return name;
}

/** A comment body that cannot close the comment it sits in. */
export function commentText(text: string): string {
  return text.replace(/\*\//g, "* /").replace(/\s+/g, " ").trim();
}

/** Path expression for a child: a literal at the body's top level, `path + ".name"` below it. */
export function childPath(parentExpression: string | undefined, name: string): string {
  return parentExpression === undefined ? literal(name) : `${parentExpression} + ${literal(`.${name}`)}`;
}

/** Where an imported name comes from: a module the output plan names (not a path), and whether it is a type. */
export interface NameSource {
  module: string;
  typeOnly: boolean;
}

/** An identifier: a local the printer chose, or a name another module exports (`source`). */
export class Name {
  constructor(
    readonly text: string,
    readonly source?: NameSource,
  ) {
    identifier(text);
  }

  toString(): string {
    return this.text;
  }
}

/** Held by this module only: no code is made but by `_` and the helpers here. */
const BUILDER = Symbol("code builder");

const NO_NAMES: readonly Name[] = [];

/** A piece of code: its text, and the names of other modules it was written with. */
export class Code {
  constructor(
    key: typeof BUILDER,
    private readonly text: string,
    private readonly imports: readonly Name[],
  ) {
    if (key !== BUILDER) throw new Error("code is made by _`...`");
  }

  toString(): string {
    return this.text;
  }

  /** The names of other modules this code uses, in order of use (repeated as used). */
  importedNames(): readonly Name[] {
    return this.imports;
  }
}

function codeOf(text: string, imports: readonly Name[] = NO_NAMES): Code {
  return new Code(BUILDER, text, imports);
}

/** What `_` takes: code and names as they are, strings as literals, numbers, booleans and null as literals. */
export type CodeValue = Code | Name | string | number | boolean | null;

/** Code from a template: `_\`${name}(${"text"}, ${3})\`` is `name("text", 3)`. */
export function _(parts: TemplateStringsArray, ...values: CodeValue[]): Code {
  let text = parts[0] as string;
  let imports = NO_NAMES;
  for (let index = 0; index < values.length; index++) {
    const value = values[index];
    if (value instanceof Code) {
      text += value.toString();
      imports = withNames(imports, value.importedNames());
    } else if (value instanceof Name) {
      text += value.text;
      if (value.source !== undefined) imports = withNames(imports, [value]);
    } else text += valueText(value as string | number | boolean | null);
    text += parts[index + 1] as string;
  }
  return codeOf(text, imports);
}

function withNames(known: readonly Name[], added: readonly Name[]): readonly Name[] {
  if (added.length === 0) return known;
  return known.length === 0 ? added : [...known, ...added];
}

function valueText(value: string | number | boolean | null): string {
  if (typeof value === "string") return literal(value);
  if (typeof value === "number") return numberLiteral(value);
  if (typeof value === "boolean" || value === null) return String(value);
  throw new Error(`not a value code can hold: ${String(value)}`);
}

/** `codes` with `separator` between them (`_\` || \``); empty code for none. */
export function joinCode(codes: readonly Code[], separator: Code): Code {
  let text = "";
  let imports = NO_NAMES;
  codes.forEach((code, index) => {
    if (index > 0) {
      text += separator.toString();
      imports = withNames(imports, separator.importedNames());
    }
    text += code.toString();
    imports = withNames(imports, code.importedNames());
  });
  return codeOf(text, imports);
}

/** An array literal of the values (`["a", "b"]`, `[1, 2]`, `[f(x), y]`). */
export function arrayCode(values: readonly CodeValue[]): Code {
  return _`[${joinCode(
    values.map((value) => _`${value}`),
    _`, `,
  )}]`;
}

/** An integer as the seed writes it (`9999999999999999`, beyond the doubles' exact range), checked to be one. */
export function integerCode(text: string): Code {
  if (!/^-?[0-9]+$/.test(text)) throw new Error(`not an integer: ${text}`);
  return codeOf(text);
}

/** `// text`: a line break in the text (U+2028 and U+2029 among them) would end the comment, and becomes a space. */
export function lineComment(text: string): Code {
  return codeOf(`// ${text.replace(/[\n\r\u2028\u2029]/g, " ")}`);
}

/** `/** text *\/`, with text that cannot close the comment. */
export function docComment(text: string): Code {
  return codeOf(`/** ${commentText(text)} */`);
}

/** `/* text *\/`, with text that cannot close the comment. */
export function blockComment(text: string): Code {
  return codeOf(`/* ${commentText(text)} */`);
}
