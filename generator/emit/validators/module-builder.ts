// One generated module's text: imports, constants, then functions, each function set off by a blank
// line, then the exports. The runtime's names the module's code holds are imported, values then types.

import { GENERATED_HEADER, type GeneratedFile } from "../emitter.js";
import { RUNTIME_MODULE } from "../plan/runtime-plan.js";
import { _, blockComment, docComment, joinCode, lineComment, literal, type Code, type Name } from "../shared/code.js";
import { CodeWriter } from "../shared/code-writer.js";
import type { ConstantPool } from "./constant-pool.js";

/** Where a module's runtime imports go, until the module is complete and knows what it uses. */
const RUNTIME_IMPORTS_PLACE = Symbol("runtime imports");

/**
 * One module's text: imports, constants, then functions, each function set off by a blank line.
 * Written as text with the code writer rather than as a ts-morph source file, whose parse of 460 kB
 * took 0.5 s of a run and gave nothing back here; lines are not wrapped (prettier over 460 kB took
 * 2 s of a run). The runtime's names the code holds are imported, values then types.
 */
export class ModuleBuilder {
  private readonly head: (string | typeof RUNTIME_IMPORTS_PLACE)[] = [blockComment(GENERATED_HEADER).toString()];
  private readonly functions: string[] = [];
  private readonly trailer: string[] = [];
  private readonly imported = new Map<string, Name>();
  private runtimeModule: string | undefined;

  /** Names of a module the output plan does not describe yet (`a`, or `a as b`). */
  importNames(names: readonly Code[], moduleSpecifier: string, typeOnly = false): void {
    this.head.push(this.text(_`import ${typeOnly ? _`type ` : _``}{ ${joinCode(names, _`, `)} } from ${moduleSpecifier};`));
  }

  /** Here go the imports of the runtime names the module's code holds, from `moduleSpecifier`. */
  runtimeImports(moduleSpecifier: string): void {
    this.runtimeModule = moduleSpecifier;
    this.head.push(RUNTIME_IMPORTS_PLACE);
  }

  constant(name: Name, initializer: Code, comment?: string): void {
    if (comment !== undefined) this.head.push(this.text(lineComment(comment)));
    this.head.push(this.text(_`const ${name} = ${initializer};`));
  }

  constants(pool: ConstantPool): void {
    for (const entry of pool.entries()) this.constant(entry.name, entry.initializer, entry.comment);
  }

  /** An exported constant, typed so that declarations compile file by file (isolatedDeclarations), after the functions. */
  exportedConstant(name: Name, type: Code, initializer: Code | Name, doc: string): void {
    this.trailer.push(docComment(doc).toString(), this.text(_`export const ${name}: ${type} = ${initializer};`));
  }

  /** An exported type alias, after the functions. */
  exportedType(name: Name, type: Code, doc: string): void {
    this.trailer.push(docComment(doc).toString(), this.text(_`export type ${name} = ${type};`));
  }

  exportNames(names: readonly Name[]): void {
    this.trailer.push(
      _`export { ${joinCode(
        names.map((name) => _`${name}`),
        _`, `,
      )} };`.toString(),
    );
  }

  function(name: Name, parameters: Code, isExported: boolean, returnType: Code, writeBody: (writer: CodeWriter) => void): void {
    const writer = new CodeWriter();
    writer.write(_`${isExported ? _`export ` : _``}function ${name}(${parameters}): ${returnType}`).block(() => writeBody(writer));
    for (const used of writer.importedNames()) this.imported.set(used.text, used);
    this.functions.push(writer.toString().trimEnd());
  }

  file(path: string): GeneratedFile {
    const head = this.head.flatMap((line) => (line === RUNTIME_IMPORTS_PLACE ? this.runtimeImportLines(path) : [line]));
    const blocks = [head.join("\n"), ...this.functions, this.trailer.join("\n")].filter((block) => block !== "");
    return { path, contents: `${blocks.join("\n\n")}\n`, printed: true };
  }

  /** Code's text, its runtime names noted for the imports. */
  private text(code: Code): string {
    for (const used of code.importedNames()) this.imported.set(used.text, used);
    return code.toString();
  }

  private runtimeImportLines(path: string): string[] {
    const names = [...this.imported.values()].filter((name) => name.source?.module === RUNTIME_MODULE);
    const values = names
      .filter((name) => !name.source?.typeOnly)
      .map((name) => name.text)
      .sort();
    const types = names
      .filter((name) => name.source?.typeOnly)
      .map((name) => name.text)
      .sort();
    if (names.length > 0 && this.runtimeModule === undefined) throw new Error(`${path} uses the runtime but says nowhere to import it`);
    const specifier = literal(this.runtimeModule ?? "");
    return [
      ...(values.length > 0 ? [`import { ${values.join(", ")} } from ${specifier};`] : []),
      ...(types.length > 0 ? [`import type { ${types.join(", ")} } from ${specifier};`] : []),
    ];
  }
}
