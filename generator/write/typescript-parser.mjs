// The TypeScript parser the formatting worker gives prettier, and reads the models' properties with
// (insert-member-docs.mjs): oxc's, through prettier's own plugin for it, where oxc has a binary for
// the platform; prettier's babel-ts otherwise. Both give prettier the same tree to print: the same
// layout, byte for byte (test/write/typescript-parser.test.ts formats every file the generator
// formats with each). oxc reads the models in about 0.6 of babel-ts's time. Plain JavaScript, as the
// worker is.

/** The parser prettier formats with: its name, the plugins that hold it, and its `parse`. */
export async function typescriptParser(prefer = "oxc-ts") {
  if (prefer === "oxc-ts") {
    const oxc = await import("@prettier/plugin-oxc").catch(() => undefined);
    if (oxc !== undefined) return { name: "oxc-ts", plugins: [oxc], parse: (text) => oxc.parsers["oxc-ts"].parse(text, {}) };
  }
  const { parsers } = await import("prettier/plugins/babel");
  return { name: "babel-ts", plugins: [], parse: (text) => parsers["babel-ts"].parse(text, {}) };
}
