// The spec's presence codes and what each means. The spec is written in the codes, the IR holds the
// meanings (`FieldNode.presence`), and the docs print the codes again with a legend.

import type { Presence } from "./ir.js";

/** A presence as the spec writes it: Required, Optional, Always (in a response), Conditional. */
export type PresenceCode = "R" | "O" | "A" | "C";

/** Each code's meaning, in the order the docs' legend lists them. */
export const presenceByCode: Record<PresenceCode, Presence> = { R: "required", O: "optional", A: "always", C: "conditional" };
