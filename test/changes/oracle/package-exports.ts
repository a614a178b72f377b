// Every name a package exports, read from its declarations (dist/index.d.ts and the files it
// re-exports) and from the module itself (which of them are values), and the place in the API each
// stands for, so that a consumer can use every one of them and a lost name names what it was.

import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { guardName, modelName, validatorName } from "../../../generator/emit/plan/output-plan.js";
import { operationId, pascalCase } from "../../../generator/emit/emitter.js";
import type { GatewayIR } from "../../../generator/ir/ir.js";
import { allFields } from "../../support/gateway-ir.js";
import { SHARED, type Site } from "./probes.js";

export interface ExportedName {
  name: string;
  /** A value at run time (a function, class or constant); otherwise a type only. */
  value: boolean;
  /** For `export * as Name`: the type names inside it. */
  members?: string[];
}

export async function exportedNames(packageFolder: string): Promise<ExportedName[]> {
  const entry = join(packageFolder, "dist", "index.d.ts");
  const runtime = new Set(Object.keys((await import(pathToFileURL(join(packageFolder, "dist", "index.js")).href)) as object));
  const names = await declaredNames(entry);
  return names.map(({ name, members }) => ({ name, value: runtime.has(name) && members === undefined, ...(members && { members }) }));
}

/** The names a declaration file exports, following `export *` (members: a namespace's names). */
async function declaredNames(file: string): Promise<{ name: string; members?: string[] }[]> {
  const text = (await readFile(file, "utf8")).replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
  const found: { name: string; members?: string[] }[] = [];
  for (const statement of text.split(/;|\n(?=export )/).map((part) => part.replace(/\s+/g, " ").trim())) {
    const target = (specifier: string) => join(dirname(file), specifier.replace(/\.js$/, ".d.ts"));
    const all = /^export \* from "(.+)"$/.exec(statement);
    const namespace = /^export \* as (\w+) from "(.+)"$/.exec(statement);
    const listed = /^export (?:type )?\{([^}]*)\}/.exec(statement);
    const declared = /^export (?:declare )?(?:abstract )?(?:function|const|let|class|interface|type|enum) (\w+)/.exec(statement);
    if (all) found.push(...(await declaredNames(target(all[1] as string))));
    else if (namespace)
      found.push({ name: namespace[1] as string, members: (await declaredNames(target(namespace[2] as string))).map(({ name }) => name) });
    else if (listed) found.push(...listedNames(listed[1] as string).map((name) => ({ name })));
    else if (declared) found.push({ name: declared[1] as string });
  }
  return found.filter(({ name }, index) => found.findIndex((other) => other.name === name) === index);
}

/** `a as b, type c` -> b, c. */
function listedNames(list: string): string[] {
  return list
    .split(",")
    .map((entry) => entry.trim().replace(/^type /, ""))
    .filter((entry) => entry !== "")
    .map((entry) => entry.split(" as ").pop() as string);
}

/** The place in the API each operation-bound exported name (and model in a namespace) stands for. */
export function exportSites(ir: GatewayIR): Map<string, Site> {
  const sites = new Map<string, Site>();
  for (const operation of ir.operations) {
    const versioned = { operation: operation.name, version: operation.version };
    const forms = operation.isDefault ? [true, false] : [true];
    for (const direction of ["request", "response"] as const) {
      for (const isVersioned of forms) {
        const site: Site = { ...versioned, direction, path: "", ...(isVersioned ? {} : { unversioned: true as const }) };
        const typeName = `${isVersioned ? operationId(operation) : pascalCase(operation.name)}${pascalCase(direction)}`;
        for (const name of [typeName, validatorName(operation, direction, isVersioned), guardName(operation, direction, isVersioned)])
          sites.set(name, site);
      }
      const root = operation[direction].root;
      for (const path of ["", ...allFields(root).map((field) => field.path)])
        sites.set(`${operationId(operation)}Models.${modelName(operation, direction, path)}`, { ...versioned, direction, path });
    }
    sites.set(`${operationId(operation)}Models`, { ...versioned, direction: "api", path: "" });
    // The client's table of an operation's versions: any version of it added or removed changes it.
    sites.set(`${pascalCase(operation.name)}Versions`, { operation: operation.name, version: "*", direction: "api", path: "" });
  }
  const cause = ir.api.errorContract.cause.path;
  const causes = allFields(ir.api.errorShape).find((field) => field.path === cause)?.type;
  if (causes?.kind === "enum")
    for (const { value } of causes.values) sites.set(`${pascalCase(value)}Error`, { ...SHARED, direction: "response", path: cause });
  return sites;
}
