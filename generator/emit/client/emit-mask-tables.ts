import CodeBlockWriter from "code-block-writer";
import type { GatewayIR } from "../../ir/ir.js";
import { GENERATED_HEADER, type GeneratedFile } from "../emitter.js";
import { literal } from "../shared/code.js";
import { importSpecifier, PACKAGE_MODULES } from "../plan/package-modules.js";
import { knownTree, maskKeyEntries, maskTableEntries, mergedTree, type KnownTree } from "../shared/mask-table.js";

/** The module's path in the package: the client's masking reads it, and the double's log. */
export const MASK_TABLES_PATH = PACKAGE_MODULES.maskTables;

/**
 * The tables the shipped masking applies (templates/package/src/client/masking.ts): the sensitivity
 * classes by path and by key name, and what the spec knows of each message of each operation and
 * version (a response's tree holds the error shape's members too, as any answer may be an error).
 */
export function emitMaskTables(ir: GatewayIR): GeneratedFile {
  const writer = new CodeBlockWriter();
  writer.writeLine(`/* ${GENERATED_HEADER} */`);
  writer
    .writeLine(`import type { KnownNode, Mask, MaskTables } from "${importSpecifier(MASK_TABLES_PATH, PACKAGE_MODULES.masking)}";`)
    .blankLine();
  writer.writeLine("/** The sensitivity classes of spec/api/sensitivity.yaml: by dotted path, and by key name at any path. */");
  writer.writeLine("export const maskTables: MaskTables = {");
  writer.indent(() => {
    for (const [name, entries] of [
      ["paths", maskTableEntries(ir.api)],
      ["keys", maskKeyEntries(ir.api)],
    ] as const) {
      writer.writeLine(`${name}: /* @__PURE__ */ new Map<string, Mask>([`);
      writer.indent(() => {
        for (const [key, mask] of entries) writer.writeLine(`[${literal(key)}, ${mask}],`);
      });
      writer.writeLine("]),");
    }
  });
  writer.writeLine("};").blankLine();
  const errorTree = knownTree(ir.api.errorShape);
  const known: Record<string, { request: KnownTree; response: KnownTree }> = {};
  for (const operation of ir.operations)
    Object.defineProperty(known, `${operation.name}@${operation.version}`, {
      value: { request: knownTree(operation.request.root), response: mergedTree(knownTree(operation.response.root), errorTree) },
      enumerable: true,
    });
  writer.writeLine("/** What the spec knows of each message, by `OPERATION@version`: JSON, which keeps every key a key. */");
  writer.writeLine(
    `const known: Readonly<Record<string, { request: KnownNode; response: KnownNode }>> = /* @__PURE__ */ JSON.parse(${literal(JSON.stringify(known))});`,
  );
  writer.blankLine();
  writer.writeLine("/** What the spec knows of an operation's request and response at a version; nothing for one it does not define. */");
  writer
    .write("export function knownFieldsOf(operation: string, version: string): { request: KnownNode; response: KnownNode }")
    .block(() => {
      writer.writeLine("const key = `${operation}@${version}`;");
      writer.writeLine(
        "return Object.hasOwn(known, key) ? (known[key] as { request: KnownNode; response: KnownNode }) : { request: {}, response: {} };",
      );
    });
  return { path: MASK_TABLES_PATH, contents: writer.toString() };
}
