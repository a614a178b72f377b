// Security schemes from the authentication section (seed 5): each scheme the spec names, as the
// OpenAPI scheme of its kind. Any one of them is enough ("accepts one of").

import type { AuthenticationIR } from "../../ir/ir.js";
import type { JsonSchema } from "../shared/schema-for-node.js";

/** The spec format's scheme ids, as OpenAPI security schemes. */
const SCHEME_TYPES: Record<string, JsonSchema> = {
  basic: { type: "http", scheme: "basic" },
  certificate: { type: "mutualTLS" },
};

/** `components.securitySchemes`: each scheme the spec names and OpenAPI can describe. */
export function securitySchemes(authentication: AuthenticationIR | undefined): Record<string, JsonSchema> {
  const schemes: Record<string, JsonSchema> = {};
  for (const scheme of authentication?.schemes ?? []) {
    const type = SCHEME_TYPES[scheme.id];
    if (type !== undefined) schemes[scheme.id] = { ...type, description: scheme.description };
  }
  return schemes;
}

/** One requirement object per scheme: OpenAPI reads a list of them as "any one of". */
export function securityRequirements(schemes: Record<string, JsonSchema>): Record<string, string[]>[] {
  return Object.keys(schemes).map((id) => ({ [id]: [] }));
}

/** Section 5 in one paragraph: "accepts one of: Certificate authentication (`certificate`); ...". */
export function authenticationText(authentication: AuthenticationIR | undefined): string {
  if (authentication === undefined) return "";
  const firstSentence = (text: string) => (text.split(". ")[0] ?? text).replace(/\.$/, "");
  const schemes = authentication.schemes.map((scheme) => `${firstSentence(scheme.description)} (\`${scheme.id}\`)`).join("; ");
  return [authentication.description, schemes ? `${schemes}.` : "", ...authentication.notes].filter(Boolean).join(" ");
}
