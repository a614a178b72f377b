// What the consumer shows broke: each compile error at the site of the line's probe (a property
// missing from an object literal names the property), and each call that went otherwise than
// against the old package: refused (at each finding's field), answered with another status, or
// answered with a body the old package's validator refuses (at each finding's field).

import type { Consumer } from "./consumer-source.js";
import type { CompileError } from "./type-check.js";
import { specPathOf } from "./consumer-bodies.js";
import { ProbeWriter, SHARED, type Site } from "./probes.js";

export interface Demonstration {
  site: Site;
  evidence: string;
}

export function compileDemonstrations(consumer: Consumer, errors: readonly CompileError[]): Demonstration[] {
  return errors.flatMap((error) => {
    const id = ProbeWriter.probeOnLine(consumer.text, error.line);
    const probe = id === undefined ? undefined : consumer.probes[id];
    const evidence = `${error.code} ${error.message.split("\n")[0] ?? ""}`;
    if (probe === undefined) return [{ site: { ...SHARED, direction: "api" as const, path: `line ${error.line}` }, evidence }];
    const { what: _what, ...site } = probe;
    const missing = missingProperties(error);
    if (missing.length === 0) return [{ site, evidence }];
    return missing.map((name) => ({ site: { ...site, path: site.path === "" ? name : `${site.path}.${name}` }, evidence }));
  });
}

/** The properties an object literal lacks, by TS2741 (one) or TS2739/TS2740 (a list). */
function missingProperties(error: CompileError): string[] {
  const first = error.message.split("\n")[0] ?? "";
  const one = /^Property '([^']+)' is missing in type/.exec(first);
  if (one) return [one[1] as string];
  const many = /is missing the following properties from type '[^']*': (.+?)(?:, and \d+ more)?\.?$/.exec(first);
  return many ? (many[1] as string).split(", ") : [];
}

/** What one call got: its status and body, or its error (findings in the error contract's shape). */
export interface Outcome {
  label: string;
  status?: number;
  body?: unknown;
  error?: { name: string; message: string; status?: number; findings?: unknown[]; error?: unknown };
  /** Only validated by the client, never sent: its answer is the stand-in's, and says nothing. */
  sent?: false;
}

/** How to read a call of the consumer, from the old package's side. */
export interface CallReading {
  /** The site of each call's label (`PAY 2 minimal`): its operation, version and form. */
  siteOf(label: string): Site;
  /** The field a finding or error object names (the contract's member), or undefined. */
  fieldOf(finding: unknown): string | undefined;
  /** The path identifier a client argument or option names (`orderId` -> `orderid`). */
  identifierOf(argument: string): string | undefined;
  /** The old package's response validator: the fields of its findings. */
  refusedAnswer(site: Site, body: unknown): string[];
}

export function callDemonstrations(
  outcomes: readonly Outcome[],
  baseline: ReadonlyMap<string, Outcome>,
  reading: CallReading,
  who: string,
): Demonstration[] {
  return outcomes.flatMap((outcome) => {
    const site = reading.siteOf(outcome.label);
    const before = baseline.get(outcome.label);
    if (outcome.error !== undefined) return refusal(outcome, site, reading, who);
    // A call the client only validated, or one the base had no counterpart of: its taking is all it shows.
    if (outcome.sent === false || before === undefined) return [];
    const status =
      before?.status === outcome.status
        ? []
        : [
            {
              site: { ...site, direction: "response" as const, path: "" },
              evidence: `${who}: ${outcome.label} answered ${outcome.status} where it was ${before?.status}`,
            },
          ];
    const refused = reading.refusedAnswer(site, outcome.body).map((field) => ({
      site: { ...site, direction: "response" as const, path: specPathOf(field) },
      evidence: `${who}: ${outcome.label} answered a value at ${field} the old package refuses`,
    }));
    return [...status, ...refused];
  });
}

function refusal(outcome: Outcome, site: Site, reading: CallReading, who: string): Demonstration[] {
  const error = outcome.error as NonNullable<Outcome["error"]>;
  const fields = [...(error.findings ?? []), error.error].map((finding) => reading.fieldOf(finding)).filter((field) => field !== undefined);
  const evidence = `${who}: ${outcome.label} refused: ${error.name} ${error.message}`;
  if (fields.length === 0) return [{ site: { ...site, direction: "api", path: "" }, evidence }];
  return [...new Set(fields)].map((field) => {
    const identifier = reading.identifierOf(field);
    if (identifier !== undefined) return { site: { ...SHARED, direction: "api" as const, path: `{${identifier}}` }, evidence };
    return { site: { ...site, direction: "request" as const, path: specPathOf(field) }, evidence };
  });
}
