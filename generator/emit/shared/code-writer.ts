// A code writer that takes only `Code` (shared/code.ts): lines and blocks, indented as prettier
// would, and the names of other modules the written code holds, so that the module printing it
// imports exactly those. There is no way to write a bare string: a value reaches the text only
// through `_`, which quotes it.

import CodeBlockWriter from "code-block-writer";
import type { Code, Name } from "./code.js";

export class CodeWriter {
  private readonly writer = new CodeBlockWriter({ indentNumberOfSpaces: 2, useTabs: false, newLine: "\n" });
  private readonly imported = new Set<Name>();

  /** The code, then a line break. */
  line(code: Code): this {
    this.writer.writeLine(this.text(code));
    return this;
  }

  /** The code, on the current line. */
  write(code: Code): this {
    this.writer.write(this.text(code));
    return this;
  }

  /** ` {`, the body one level in, `}` (after whatever was written on the line). */
  block(body: () => void): this {
    this.writer.block(body);
    return this;
  }

  /** The body one level in. */
  indented(body: () => void): this {
    this.writer.indent(body);
    return this;
  }

  /** The next text one level in, on a line of its own. */
  indent(): this {
    this.writer.indent();
    return this;
  }

  newLine(): this {
    this.writer.newLine();
    return this;
  }

  /** An empty line (one, however often asked). */
  blankLine(): this {
    this.writer.blankLineIfLastNot();
    return this;
  }

  /** Everything written. */
  toString(): string {
    return this.writer.toString();
  }

  /** The names of other modules the written code holds, each once, in order of first use. */
  importedNames(): Name[] {
    const byName = new Map<string, Name>();
    for (const name of this.imported) {
      const key = `${name.source?.module}\0${name.text}`;
      const known = byName.get(key);
      if (known === undefined) byName.set(key, name);
      else if (known.source?.typeOnly !== name.source?.typeOnly) throw new Error(`${name.text} is imported both as a type and as a value`);
    }
    return [...byName.values()];
  }

  private text(code: Code): string {
    for (const name of code.importedNames()) this.imported.add(name);
    return code.toString();
  }
}
