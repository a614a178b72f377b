// Writes the models' JSDoc (field-docs.ts makes the blocks) onto json-schema-to-typescript's output:
// before every property of an interface the table names, found by TypeScript's parser. Runs in the
// formatting worker (write/format-worker.mjs), just before prettier, so that the main thread never
// loads TypeScript. Plain JavaScript, as the worker is.

import { ts } from "ts-morph";

/**
 * `source` with each block of `docs` (lower-cased interface name -> property name -> lines) before
 * its property, indented as the property is.
 * @param {string} source
 * @param {Map<string, Map<string, string[]>>} docs
 * @returns {string}
 */
export function insertMemberDocs(source, docs) {
  const file = ts.createSourceFile("models.ts", source, ts.ScriptTarget.Latest, true);
  const lineStarts = file.getLineStarts();
  const inserts = [];
  for (const statement of file.statements) {
    if (!ts.isInterfaceDeclaration(statement)) continue;
    const members = docs.get(statement.name.text.toLowerCase());
    if (members === undefined) continue;
    for (const member of statement.members) {
      const lines = ts.isPropertySignature(member) ? members.get(propertyText(member.name)) : undefined;
      if (lines === undefined) continue;
      const at = member.getStart(file);
      const indent = " ".repeat(at - lineStarts[file.getLineAndCharacterOfPosition(at).line]);
      inserts.push({ at, text: `${lines.join(`\n${indent}`)}\n${indent}` });
    }
  }
  let result = source;
  for (const { at, text } of inserts.sort((a, b) => b.at - a.at)) result = result.slice(0, at) + text + result.slice(at);
  return result;
}

/** @param {import("ts-morph").ts.PropertyName} name */
function propertyText(name) {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : undefined;
}
