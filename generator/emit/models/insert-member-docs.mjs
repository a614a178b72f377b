// Writes the models' JSDoc (field-docs.ts makes the blocks) onto json-schema-to-typescript's output:
// before every property of an interface the table names. The properties are found by parsing the
// text with the parser prettier formats it with (write/typescript-parser.mjs, already loaded in the
// formatting worker where this runs, write/format-worker.mjs), so that no run loads TypeScript's own
// parser for this (0.3-0.6 s). Plain JavaScript, as the worker is.

/**
 * `source` with each block of `docs` (lower-cased interface name -> property name -> lines) before
 * its property, indented as the property is.
 * @param {string} source
 * @param {Map<string, Map<string, string[]>>} docs
 * @param {(text: string) => any} parse the formatting worker's parser (its syntax tree, ESTree or babel's)
 * @returns {string}
 */
export function insertMemberDocs(source, docs, parse) {
  const tree = parse(source);
  const inserts = [];
  // babel's tree is a File around the Program; ESTree's (oxc's) is the Program.
  for (const statement of (tree.program ?? tree).body) {
    const declaration = statement.type === "ExportNamedDeclaration" ? statement.declaration : statement;
    if (declaration?.type !== "TSInterfaceDeclaration") continue;
    const members = docs.get(declaration.id.name.toLowerCase());
    if (members === undefined) continue;
    for (const member of declaration.body.body) {
      const name = member.type === "TSPropertySignature" && !member.computed ? propertyText(member.key) : undefined;
      const lines = name === undefined ? undefined : members.get(name);
      if (lines === undefined) continue;
      const indent = " ".repeat(member.start - (source.lastIndexOf("\n", member.start - 1) + 1));
      inserts.push({ at: member.start, text: `${lines.join(`\n${indent}`)}\n${indent}` });
    }
  }
  let result = source;
  for (const { at, text } of inserts.sort((a, b) => b.at - a.at)) result = result.slice(0, at) + text + result.slice(at);
  return result;
}

/** A property's name as written: an identifier, a string or a number (babel's literals, or ESTree's). */
function propertyText(key) {
  if (key.type === "Identifier") return key.name;
  if (key.type === "StringLiteral" || (key.type === "Literal" && typeof key.value === "string")) return key.value;
  if (key.type === "NumericLiteral" || (key.type === "Literal" && typeof key.value === "number")) return String(key.value);
  return undefined;
}
