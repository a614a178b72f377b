// Prose that restates a fact must agree with it: a sentence that names its fields (a `fields:` list of
// limits.yaml or versioning.yaml) and states a range or a default agrees with each field wherever
// it appears; a field's, group member's or path identifier's own description agrees with the field
// in at least one place it appears (descriptions say which: "1-4000 in responses, 1-2048 in
// requests"); the api/ documents' words count the operations the spec defines ("All three
// operations") and give each operation they name a version it has ("Verify at version 100").
// Run on the IR (which knows each field's bounds in every context), located in the spec's text.

import { buildCatalogue } from "../check/catalogue.js";
import type { Located, SpecModel } from "../check/spec-model.js";
import { createDiagnostic, type Diagnostic } from "../diagnostics/diagnostic.js";
import { locate, type DataPath } from "../load/spec-file.js";
import { locateInText } from "../load/locate-text.js";
import { statedDefaults, statedOperationCounts, statedRanges, statedVersions, type Stated } from "../language/stated-facts.js";
import { boundPairs, boundsText, factSites, groupSites, type FactSite } from "./fact-sites.js";
import type { GatewayIR } from "../ir/ir.js";
import { PROSE_KEYS } from "./fill-prose.js";
import { PLACEHOLDERS, placeholdersIn } from "../language/prose-placeholders.js";
import { didYouMean } from "../diagnostics/suggest.js";

type IR = Omit<GatewayIR, "release">;

export function checkRestatedFacts(model: SpecModel, ir: IR): Diagnostic[] {
  const sites = factSites(ir);
  return [...checkStatements(model, ir, sites), ...checkDescriptions(model, ir, sites), ...checkProse(model, ir)];
}

/** A text of a spec file, where it is, and the fields it is about. */
interface Claim {
  entry: Located<unknown>;
  dataPath: DataPath;
  text: string;
  subject: string;
  sites: readonly FactSite[];
}

/** The ranges and defaults a text states, held against each site: every one must agree (`every`), or one (`some`). */
function checkClaim(claim: Claim, mode: "every" | "some"): Diagnostic[] {
  if (claim.sites.length === 0) return [];
  const where = (stated: Stated) => locateInText(claim.entry.file, [...claim.entry.dataPath, ...claim.dataPath], stated.text, stated.index);
  const disagree = (agrees: (site: FactSite) => boolean) =>
    mode === "every" ? claim.sites.find((site) => !agrees(site)) : claim.sites.some(agrees) ? undefined : claim.sites[0];
  const ranges = statedRanges(claim.text).flatMap((stated) => {
    const site = disagree((candidate) => boundPairs(candidate.type).some((pair) => pair.min === stated.min && pair.max === stated.max));
    if (site === undefined) return [];
    const facts = mode === "every" ? boundsText(site.type) : [...new Set(claim.sites.map((each) => boundsText(each.type)))].join("; ");
    const args = { stated: stated.text, subject: claim.subject, where: mode === "every" ? site.where : "wherever it appears", facts };
    return [createDiagnostic("prose-range", where(stated), args)];
  });
  const defaults = statedDefaults(claim.text).flatMap((stated) => {
    const site = disagree((candidate) => Number(candidate.defaultValue) === stated.value);
    if (site === undefined) return [];
    const facts = site.defaultValue === undefined ? "no default" : `default ${String(site.defaultValue)}`;
    const args = { stated: stated.text, subject: claim.subject, where: mode === "every" ? site.where : "wherever it appears", facts };
    return [createDiagnostic("prose-default", where(stated), args)];
  });
  return [...ranges, ...defaults];
}

type Statement = string | { text: string; fields?: string[] };

/** limits.yaml's and versioning.yaml's statements that name their fields. */
function checkStatements(model: SpecModel, ir: IR, sites: ReadonlyMap<string, FactSite[]>): Diagnostic[] {
  // Built only for a name no message has: a catalogue row that no operation selects is no mistake.
  let catalogue: ReturnType<typeof buildCatalogue> | undefined;
  const isRow = (field: string) => (catalogue ??= buildCatalogue(model)).has(field);
  return ["limits", "versioning"].flatMap((kind) => {
    const document = model.documents.get(kind);
    const statements = (document?.value.statements ?? []) as Statement[];
    if (document === undefined) return [];
    return statements.flatMap((statement, index) => {
      if (typeof statement === "string") return [];
      return (statement.fields ?? []).flatMap((field, position) => {
        const found = sites.get(field) ?? [];
        if (found.length === 0 && !isRow(field))
          return [unknownSubject(ir, field, locate(document.file, ["statements", index, "fields", position]))];
        return checkClaim(
          { entry: document, dataPath: ["statements", index, "text"], text: statement.text, subject: field, sites: found },
          "every",
        );
      });
    });
  });
}

function unknownSubject(ir: IR, field: string, at: ReturnType<typeof locate>): Diagnostic {
  if (!field.startsWith("{")) return createDiagnostic("unknown-field", at, { path: field });
  const known = ir.api.pathParameters.map((parameter) => parameter.name);
  return createDiagnostic("unknown-path-identifier", at, { name: field.slice(1, -1), known: known.join(", ") });
}

/** Each row's, group member's and path identifier's description, against the field it describes. */
function checkDescriptions(model: SpecModel, ir: IR, sites: ReadonlyMap<string, FactSite[]>): Diagnostic[] {
  const describe = (entry: Located<unknown>, dataPath: DataPath, subject: string, found: readonly FactSite[]) => {
    const text = (entry.value as { description?: unknown } | null)?.description;
    return typeof text === "string"
      ? checkClaim({ entry, dataPath: [...dataPath, "description"], text, subject, sites: found }, "some")
      : [];
  };
  const rows = [...model.fields].flatMap(([path, row]) => describe(row, [], path, sites.get(path) ?? []));
  const members = [...model.groups].flatMap(([name, group]) => {
    const inGroup = groupSites(ir, name);
    return Object.entries(group.value.fields).flatMap(([member, field]) =>
      describe({ ...group, value: field }, ["fields", member], `${member} of the group ${name}`, inGroup.get(member) ?? []),
    );
  });
  const documents = [
    ["path-parameters", "parameters", (name: string) => `{${name}}`],
    ["errors", "fields", (name: string) => name],
  ] as const;
  const others = documents.flatMap(([kind, key, pathOf]) => {
    const document = model.documents.get(kind);
    const entries = Object.entries((document?.value[key] ?? {}) as Record<string, unknown>);
    return document === undefined
      ? []
      : entries.flatMap(([name, value]) => describe({ ...document, value }, [key, name], pathOf(name), sites.get(pathOf(name)) ?? []));
  });
  return [...rows, ...members, ...others];
}

/** Keys whose text (or list of texts) is words: descriptions, texts, statements and notes. */

/** The words of an api/ document, with where each is. */
function proseOf(value: unknown, dataPath: DataPath = []): { dataPath: DataPath; text: string }[] {
  if (typeof value === "string") {
    const key = typeof dataPath.at(-1) === "number" ? dataPath.at(-2) : dataPath.at(-1);
    return PROSE_KEYS.has(String(key)) ? [{ dataPath, text: value }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => proseOf(item, [...dataPath, index]));
  if (typeof value === "object" && value !== null) return Object.entries(value).flatMap(([key, item]) => proseOf(item, [...dataPath, key]));
  return [];
}

/** Counts of operations and the versions of named operations, in the api/ documents' words. */
function checkProse(model: SpecModel, ir: IR): Diagnostic[] {
  const names = [...new Set(ir.operations.map((operation) => operation.name))];
  return [...model.documents.values()].flatMap((document) =>
    proseOf(document.value).flatMap(({ dataPath, text }) => {
      const where = (stated: Stated) => locateInText(document.file, dataPath, stated.text, stated.index);
      const counts = statedOperationCounts(text)
        .filter((stated) => stated.value !== names.length)
        .map((stated) =>
          createDiagnostic("prose-count", where(stated), { stated: stated.text, count: names.length, names: names.join(", ") }),
        );
      return [
        ...counts,
        ...statedVersions(text).flatMap((stated) =>
          versionProblems(ir, stated).map((args) => createDiagnostic("prose-version", where(stated), args)),
        ),
        ...unknownPlaceholders(text).map((stated) =>
          createDiagnostic(
            "unknown-placeholder",
            where(stated),
            { stated: stated.text, known: Object.keys(PLACEHOLDERS).join(", ") },
            didYouMean(stated.name, Object.keys(PLACEHOLDERS)),
          ),
        ),
      ];
    }),
  );
}

function unknownPlaceholders(text: string): (Stated & { name: string })[] {
  return placeholdersIn(text).filter((placeholder) => PLACEHOLDERS[placeholder.name] === undefined);
}

/** An operation a clause names by title that lacks the version it states; with none named, an operation must have it. */
function versionProblems(ir: IR, stated: ReturnType<typeof statedVersions>[number]): Record<string, string>[] {
  const versionsOf = (title: string) =>
    ir.operations.filter((operation) => operation.title === title).map((operation) => operation.version);
  const titles = [...new Set(ir.operations.map((operation) => operation.title))];
  const named = titles.filter((title) => new RegExp(`\\b${title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(stated.clause));
  const subjects = named.length > 0 ? named : ["any operation"];
  return subjects.flatMap((subject) => {
    const known = subject === "any operation" ? [...new Set(ir.operations.map((operation) => operation.version))] : versionsOf(subject);
    return known.includes(stated.version) ? [] : [{ stated: stated.text, subject, version: stated.version, known: known.join(", ") }];
  });
}
