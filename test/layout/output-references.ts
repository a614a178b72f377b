// Finds the output paths, module specifiers and emitter names an emitter spells by hand, where it
// should ask the output plan (generator/emit/plan/): every string and template text of a module,
// import sources aside, read from the module's syntax tree (swc), so comments never count.

import { parseSync } from "@swc/core";

/** One hand-spelled reference: the text as written, the shape it has, and where. */
export interface Spelled {
  text: string;
  shape: Shape;
  line: number;
}

export type Shape = "relative module" | "output folder" | "output file" | "emitter name";

/** Each shape, as a test of a string or a template's text between its `${}` parts. */
const SHAPES: readonly [Shape, RegExp][] = [
  // "./masking.js", "../runtime/contract.js", `../models/${name}.js`, inside generated code too.
  ["relative module", /(^|[^\w.])\.{1,2}\/([\w$]|$)/],
  // "src/models/", "dist/index.js", `schema/${version}/`, "test-vectors/README.md".
  ["output folder", /(^|[^\w./-])(src|dist|schema|docs|test-vectors)\/(?=[\w$]|$)/],
  // "openapi.json", "CHANGELOG.md", `${root}/README.md`, `.${direction}.jsonl`: a file name, or the end of one.
  ["output file", /(^|\/|^\.)[\w-]*(\.[\w-]+)*\.(md|html|jsonl?|ts|js)$/],
];

/**
 * Every hand-spelled reference in `source` (TypeScript). `emitterNames` count as the value of a
 * `name:` property (an emitter's own name), or anywhere when `namesAnywhere` (code that picks emitters).
 */
export function spelledReferences(source: string, emitterNames: readonly string[] = [], namesAnywhere = false): Spelled[] {
  const module = parseSync(source, { syntax: "typescript", target: "es2022" });
  // swc counts UTF-8 bytes from a base of its own: the module's end is the end of its last token.
  const bytes = Buffer.from(source);
  const base = module.span.end - Buffer.byteLength(source.trimEnd());
  const lineOf = (position: number) =>
    bytes
      .subarray(0, position - base)
      .toString()
      .split("\n").length;
  const found: Spelled[] = [];
  const judge = (text: string, position: number, isName: boolean) => {
    const named = (isName || namesAnywhere) && emitterNames.includes(text);
    const shape = SHAPES.find(([, pattern]) => pattern.test(text))?.[0] ?? (named ? "emitter name" : undefined);
    if (shape !== undefined) found.push({ text, shape, line: lineOf(position) });
  };
  visit(module, (node, parent) => {
    const isName =
      parent?.type === "KeyValueProperty" && (parent.key as Node).type === "Identifier" && (parent.key as Node).value === "name";
    if (node.type === "StringLiteral") judge(String(node.value), spanStart(node), isName);
    if (node.type === "TemplateLiteral")
      for (const quasi of node.quasis as Node[]) judge(String(quasi.cooked ?? quasi.raw ?? ""), spanStart(quasi), false);
  });
  return found;
}

interface Node {
  type?: string;
  [key: string]: unknown;
}

function spanStart(node: Node): number {
  return (node.span as { start: number }).start;
}

/**
 * Walks every node, leaving out where a module names its own imports, what it loads (`import()`,
 * `require()`) and the files it reads beside its source (`new URL("...", import.meta.url)`): those
 * are the generator's paths, not the output's.
 */
function visit(node: unknown, onNode: (node: Node, parent?: Node) => void, parent?: Node): void {
  if (Array.isArray(node)) return node.forEach((each) => visit(each, onNode, parent));
  if (node === null || typeof node !== "object") return;
  const current = node as Node;
  if (current.type !== undefined) onNode(current, parent);
  if (current.type === "CallExpression" && isLoading(current.callee as Node)) return;
  if (current.type === "NewExpression" && (current.callee as Node | undefined)?.value === "URL") return;
  for (const [key, value] of Object.entries(current)) {
    if (key === "source" && /^(Import|ExportAll|ExportNamed)Declaration$/.test(current.type ?? "")) continue;
    visit(value, onNode, current.type !== undefined ? current : parent);
  }
}

/** `import(...)`, `require(...)`, `require.resolve(...)`. */
function isLoading(callee: Node): boolean {
  if (callee.type === "Import") return true;
  if (callee.type === "Identifier") return callee.value === "require";
  return callee.type === "MemberExpression" && (callee.object as Node).value === "require";
}
