// Hostile request bodies: 5 MB values, structures nested 100000 deep and 100000 unknown keys, each
// put into the typical body of an operation at a field of the kind that meets it.

import type { MessageIR, TypeNode } from "../../generator/ir/ir.js";
import { presentValues, setAt, type PresentValue } from "../../test/support/body-paths.js";
import { deepArray, deepObject, FIVE_MB } from "../../test/support/hostile.js";
import { fillerCharacter } from "../../test/support/mutations.js";
import { bodyObjects } from "../../test/support/scenarios.js";
import { typicalBody } from "./bench-bodies.js";

const DEPTH = 100_000;
const UNKNOWN_KEYS = 100_000;

export interface HostileBody {
  label: string;
  body: Record<string, unknown>;
}

type Body = Record<string, unknown>;

/** The typical body with `value` at the first present value `accept` picks; undefined when none fits. */
function replacing(message: MessageIR, label: string, accept: (node: TypeNode) => boolean, value: (node: TypeNode) => unknown) {
  const body = typicalBody(message);
  const site: PresentValue | undefined = presentValues(message.root, body).find((candidate) => accept(candidate.node));
  if (site === undefined) return undefined;
  setAt(body, site.segments, value(site.node));
  return { label: `${label} (${site.path})`, body };
}

function withUnknownKeys(message: MessageIR, where: "closed" | "top"): HostileBody | undefined {
  const body = typicalBody(message);
  const target = bodyObjects(message.root, body).find((object) =>
    where === "top" ? object.path === "" : object.path !== "" && object.closed,
  );
  if (target === undefined) return undefined;
  const holder = target.segments.reduce<Body>((current, segment) => current[segment] as Body, body);
  for (let index = 0; index < UNKNOWN_KEYS; index++) holder[`unknownKey${index}`] = index;
  return { label: `${UNKNOWN_KEYS} unknown keys (${target.path === "" ? "top level" : target.path})`, body };
}

export function hostileBodies(message: MessageIR): HostileBody[] {
  const candidates = [
    replacing(
      message,
      "5 MB string",
      (node) => node.kind === "string" && node.maxLength !== undefined && node.format === undefined,
      (node) => fillerCharacter(node as Extract<TypeNode, { kind: "string" }>).repeat(FIVE_MB),
    ),
    replacing(
      message,
      "5 MB decimal",
      (node) => node.kind === "decimal",
      () => "1".repeat(FIVE_MB),
    ),
    replacing(
      message,
      `${DEPTH}-deep object`,
      (node) => node.kind === "object",
      (node) => deepObject(DEPTH, (node as Extract<TypeNode, { kind: "object" }>).fields[0]?.name ?? "x"),
    ),
    replacing(
      message,
      `${DEPTH}-deep array`,
      (node) => node.kind === "array",
      () => deepArray(DEPTH),
    ),
    withUnknownKeys(message, "closed"),
    withUnknownKeys(message, "top"),
  ];
  return candidates.filter((candidate): candidate is HostileBody => candidate !== undefined);
}
