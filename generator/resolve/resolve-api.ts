import type { Located, RawField, SpecModel } from "../check/spec-model.js";
import type { CatalogueEntry } from "../check/catalogue.js";
import { buildLeafNode, optional } from "./build-node.js";
import { type ValueLists } from "../check/value-lists.js";
import { buildObjectTree } from "./build-tree.js";
import { mergeFacets } from "./facets.js";
import { resolveSections, versionEntries, type VersionsMap } from "./resolve-sections.js";
import type {
  ApiIR,
  DocumentGap,
  EndpointIR,
  ErrorContractIR,
  ExampleValue,
  ExamplesIR,
  PackageIR,
  PathParameterIR,
  StringNode,
} from "../ir/ir.js";
import type { SelectedField } from "./select-fields.js";
import { resolveClient, resolveDouble, resolveSensitivity } from "./resolve-behaviour.js";
import { compareText } from "../language/spec-paths.js";
import { rulesByIds } from "./resolve-operations.js";

/** The endpoint section as written: the IR's shape, with the version table as a map. */
type EndpointData = Omit<EndpointIR, "baseUrl" | "versions"> & { baseUrl?: string; versions?: VersionsMap };

export function resolveApi(model: SpecModel, lists: ValueLists): ApiIR {
  const endpoint = (model.documents.get("endpoint")?.value ?? {}) as unknown as EndpointData;
  return {
    endpoint: resolveEndpoint(endpoint),
    pathParameters: resolvePathParameters(model, lists),
    errorShape: resolveErrorShape(model, lists),
    errorRules: rulesByIds(((model.documents.get("errors")?.value.rules ?? []) as string[]).map(String), model),
    errorContract: resolveErrorContract(model),
    documentGaps: collectDocumentGaps(model),
    ...resolveSections(model),
    sensitivity: resolveSensitivity(model),
    ...optional("double", resolveDouble(model)),
    ...optional("client", resolveClient(model)),
    ...optional("package", resolvePackage(model)),
    ...optional("examples", resolveExamples(model)),
  };
}

function resolvePackage(model: SpecModel): PackageIR | undefined {
  const license = model.documents.get("package")?.value.license;
  return typeof license === "string" ? { license } : undefined;
}

type ExampleValuesData = Record<string, ExampleValue["value"]>;

function exampleValues(data: ExampleValuesData | undefined): ExampleValue[] {
  return Object.entries(data ?? {}).map(([path, value]) => ({ path, value }));
}

function resolveExamples(model: SpecModel): ExamplesIR | undefined {
  const data = model.documents.get("examples")?.value as
    { values?: ExampleValuesData; operations?: Record<string, ExampleValuesData> } | undefined;
  if (data === undefined) return undefined;
  return {
    values: exampleValues(data.values),
    operations: Object.entries(data.operations ?? {}).map(([operation, values]) => ({ operation, values: exampleValues(values) })),
  };
}

/** The discriminator field named by the endpoint section (seed 4: "the body field apiOperation"). */
export function discriminatorOf(model: SpecModel): string {
  return String(model.documents.get("endpoint")?.value.discriminator ?? "");
}

function resolveEndpoint(data: EndpointData): EndpointIR {
  return {
    ...optional("title", data.title),
    method: data.method,
    baseUrl: data.baseUrl ?? "",
    ...optional("baseUrlExample", data.baseUrlExample),
    path: data.path,
    discriminator: data.discriminator,
    ...optional("description", data.description),
    ...optional("requestBody", data.requestBody),
    ...optional("responseBody", data.responseBody),
    ...optional("seedPath", data.seedPath),
    ...optional("versions", data.versions && versionEntries(data.versions)),
  };
}

function resolvePathParameters(model: SpecModel, lists: ValueLists): PathParameterIR[] {
  const file = model.documents.get("path-parameters") as Located<{ parameters?: Record<string, RawField> }> | undefined;
  return Object.entries(file?.value.parameters ?? {}).map(([name, field]) => {
    const facets = mergeFacets(field.type ? model.types.get(field.type)?.value : undefined, field, "", {});
    return {
      name,
      type: buildLeafNode(facets, field.type ?? "String", lists) as StringNode,
      ...optional("description", field.description),
    };
  });
}

function resolveErrorShape(model: SpecModel, lists: ValueLists): ApiIR["errorShape"] {
  const file = model.documents.get("errors") as Located<{ fields?: Record<string, RawField | null>; section?: string }> | undefined;
  const catalogue = new Map<string, CatalogueEntry>();
  const selected = new Map<string, SelectedField>();
  for (const [path, field] of Object.entries(file?.value.fields ?? {})) {
    if (!file) break;
    catalogue.set(path, {
      path,
      field: field ?? {},
      origin: { value: field ?? {}, file: file.file, dataPath: ["fields", path] },
      ...optional("section", file.value.section),
    });
    selected.set(path, { path, overrides: {} });
  }
  for (const path of selected.keys()) {
    const parent = path.includes(".") ? path.slice(0, path.lastIndexOf(".")) : undefined;
    if (parent && !selected.has(parent)) selected.set(parent, { path: parent, overrides: {} });
  }
  return buildObjectTree(selected, { model, catalogue, lists, context: "error.response", direction: "response", gaps: [] });
}

type RoleData = Record<string, string> & { field: string };

/** The roles of spec/api/errors.yaml (the check stage has made sure they name fields and values). */
function resolveErrorContract(model: SpecModel): ErrorContractIR {
  const roles = (model.documents.get("errors")?.value.roles ?? {}) as Record<string, RoleData | undefined>;
  const role = (name: string): RoleData => roles[name] ?? ({ field: "" } as RoleData);
  const cause = role("cause").field;
  return {
    result: { path: role("result").field, error: role("result").error ?? "" },
    object: cause.includes(".") ? cause.slice(0, cause.lastIndexOf(".")) : "",
    cause: { path: cause, invalidRequest: role("cause").invalidRequest ?? "" },
    validationType: {
      path: role("validationType").field,
      invalid: role("validationType").invalid ?? "",
      missing: role("validationType").missing ?? "",
      unsupported: role("validationType").unsupported ?? "",
    },
    field: role("field").field,
    explanation: role("explanation").field,
  };
}

function collectDocumentGaps(model: SpecModel): DocumentGap[] {
  const gaps: DocumentGap[] = [];
  const visit = (value: unknown, file: string, section: string | undefined, document: string): void => {
    if (Array.isArray(value)) value.forEach((item) => visit(item, file, section, document));
    else if (value && typeof value === "object") {
      const record = value as Record<string, unknown>;
      for (const [key, child] of Object.entries(record)) {
        if (key === "gaps" && Array.isArray(child)) {
          for (const gap of child as { text: string; section?: string }[])
            gaps.push({ text: gap.text, ...optional("section", gap.section ?? section), document, source: { file } });
        } else visit(child, file, section, document);
      }
    }
  };
  for (const [kind, entry] of [...model.documents.entries()].sort(([a], [b]) => compareText(a, b))) {
    visit(entry.value, entry.file.path, (entry.value as { section?: string }).section, kind);
  }
  return gaps;
}
