// The endpoint's path holds each path identifier of section 2.2 (path-parameters.yaml) in braces,
// and nothing else in braces but `{version}`, the generator's own place for the version: a misspelt
// `{orderId}` would be sent as it is written. Its discriminator is the body field its own words
// (`requestBody`) say selects the operation.

import { createDiagnostic, type Diagnostic } from "../../diagnostics/diagnostic.js";
import { closestName, didYouMean } from "../../diagnostics/suggest.js";
import { locateInText } from "../../load/locate-text.js";
import { at, isRead, keyAt, type Located, type SpecModel } from "../spec-model.js";

/** The path's place for the version: filled by the generator, no identifier of section 2.2. */
const VERSION_PLACE = "version";

export function checkEndpoint(model: SpecModel): Diagnostic[] {
  const endpoint = model.documents.get("endpoint");
  if (endpoint === undefined) return [];
  return [...checkPathIdentifiers(model, endpoint), ...checkDiscriminator(endpoint)];
}

function checkPathIdentifiers(model: SpecModel, endpoint: Located<Record<string, unknown>>): Diagnostic[] {
  const parameters = model.documents.get("path-parameters");
  if (parameters === undefined || !isRead(model, "path-parameters")) return [];
  const known = Object.keys((parameters.value.parameters ?? {}) as Record<string, unknown>);
  const path = String(endpoint.value.path);
  const places = [...path.matchAll(/\{([^{}]*)\}/g)].map((match) => ({ name: match[1] ?? "", index: match.index }));
  const unknown = places.flatMap(({ name, index }) =>
    name === VERSION_PLACE || known.includes(name)
      ? []
      : [
          createDiagnostic(
            "unknown-path-identifier",
            locateInText(endpoint.file, [...endpoint.dataPath, "path"], `{${name}}`, index),
            { name, known: known.join(", ") },
            didYouMean(name, known),
          ),
        ],
  );
  const held = new Set(places.map(({ name }) => name));
  // A misspelt place is one mistake: the identifier it meant is not told unused as well.
  const meant = new Set(places.map(({ name }) => closestName(name, known)));
  const unused = known.filter((name) => !held.has(name) && !meant.has(name));
  return [...unknown, ...unused.map((name) => createDiagnostic("unused-path-identifier", keyAt(parameters, "parameters", name), { name }))];
}

function checkDiscriminator(endpoint: Located<Record<string, unknown>>): Diagnostic[] {
  const name = String(endpoint.value.discriminator);
  const words = typeof endpoint.value.requestBody === "string" ? endpoint.value.requestBody : undefined;
  if (words === undefined || new RegExp(`(^|[^A-Za-z0-9_])${escapeRegExp(name)}([^A-Za-z0-9_]|$)`).test(words)) return [];
  const named = closestName(name, words.split(/[^A-Za-z0-9_]+/));
  return [
    createDiagnostic(
      "discriminator-unstated",
      at(endpoint, "discriminator"),
      { name, named: named === undefined ? "" : ` ('${named}')` },
      named === undefined ? undefined : `did you mean '${named}'?`,
    ),
  ];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
