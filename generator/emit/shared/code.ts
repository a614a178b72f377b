// The one place where text becomes TypeScript source: every interpolated value goes through a
// function here, so no spec text can break out of a literal (ajv's lesson, docs/codegen.md).

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
