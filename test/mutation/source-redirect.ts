// For mutation runs: the suites import the package as it was generated (generated/dist/ and
// generated/src/), a copy of templates/package/src/ that Stryker never mutates, so no runtime,
// client or double suite would ever meet a mutant. This vite plugin sends each import of a shipped
// module to its source in templates/package/src/ instead; the generated modules that have no
// template (the contract module, the mask tables, the typed client, validators, models) stay where
// they are, and a template's import of one of them goes to generated/src/.
import { existsSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import type { Plugin } from "vitest/config";

/** The folders of the shipped code that have a template: the package's own src/ subfolders. */
const SHIPPED_FOLDERS = ["client", "double", "runtime"];

/** The template source of a generated module's path, or undefined when it has none. */
export function templateSourceOf(root: string, generatedFile: string): string | undefined {
  const inPackage = packageRelativePath(root, generatedFile);
  if (inPackage === undefined) return undefined;
  const source = join(root, "templates", "package", "src", inPackage);
  return existsSync(source) ? source : undefined;
}

/** `client/masking.ts` for generated/dist/client/masking.js or generated/src/client/masking.ts. */
function packageRelativePath(root: string, file: string): string | undefined {
  for (const build of ["dist", "src"]) {
    const inside = relative(join(root, "generated", build), file);
    if (inside.startsWith("..") || inside === file) continue;
    const [folder] = inside.split(sep);
    if (folder === undefined || !SHIPPED_FOLDERS.includes(folder)) return undefined;
    return inside.replace(/\.(js|ts)$/, ".ts");
  }
  return undefined;
}

/** The generated source a template imports when it has no template of its own (runtime/contract.js). */
export function generatedSourceOf(root: string, templateFile: string): string | undefined {
  const inside = relative(join(root, "templates", "package", "src"), templateFile);
  if (inside.startsWith("..")) return undefined;
  const source = join(root, "generated", "src", inside.replace(/\.js$/, ".ts"));
  return existsSync(source) ? source : undefined;
}

/** The import's target as a path, when it is a relative import of a file. */
function importedPath(source: string, importer: string | undefined): string | undefined {
  if (importer === undefined || !source.startsWith(".")) return undefined;
  return resolve(dirname(importer.split("?")[0] ?? importer), source);
}

/** The vite plugin: generated shipped modules to their templates, missing template imports to generated/src. */
export function sourceRedirect(root: string): Plugin {
  return {
    name: "mutation-source-redirect",
    enforce: "pre",
    resolveId(source, importer) {
      const target = importedPath(source, importer);
      if (target === undefined) return null;
      const template = templateSourceOf(root, target);
      if (template !== undefined) return template;
      if (existsSync(target) || existsSync(target.replace(/\.js$/, ".ts"))) return null;
      return generatedSourceOf(root, target) ?? null;
    },
  };
}
