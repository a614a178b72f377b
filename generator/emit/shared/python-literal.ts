// A JSON value as Python source, for the code the docs and the Python package's README show: the
// example request a reader copies into Python.

/** Python's text of a JSON string: JSON's escapes are Python's too. */
export const pythonString = (text: string) => JSON.stringify(text);

/** A JSON value as a Python literal, indented by four: a number with a fraction as `Decimal("...")`, exact as the validators read it. */
export function pythonLiteral(value: unknown, indent = ""): string {
  const inner = `${indent}    `;
  if (Array.isArray(value))
    return value.length === 0 ? "[]" : `[\n${value.map((item) => `${inner}${pythonLiteral(item, inner)},`).join("\n")}\n${indent}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value);
    if (entries.length === 0) return "{}";
    return `{\n${entries.map(([name, child]) => `${inner}${pythonString(name)}: ${pythonLiteral(child, inner)},`).join("\n")}\n${indent}}`;
  }
  if (typeof value === "string") return pythonString(value);
  if (typeof value === "boolean") return value ? "True" : "False";
  if (typeof value === "number") return Number.isInteger(value) ? String(value) : `Decimal(${pythonString(String(value))})`;
  return "None";
}

/** A text in single quotes, as a JSON text reads best in Python source (its double quotes left alone). */
export function pythonTextLiteral(text: string): string {
  const escaped = JSON.stringify(text).slice(1, -1).replaceAll('\\"', '"').replaceAll("'", "\\'");
  return `'${escaped}'`;
}
