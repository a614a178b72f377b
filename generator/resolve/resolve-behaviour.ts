import type { SpecModel } from "../check/spec-model.js";
import type { ClientIR, DoubleIR, DoubleValueSource, Mask, SensitivityClass } from "./ir.js";
import { compareText } from "../paths/spec-paths.js";

interface SensitivityData {
  classes?: Record<string, { description: string; mask: Mask; section?: string }>;
}

/** The classes of spec/api/sensitivity.yaml with the catalogue paths that name each, sorted. */
export function resolveSensitivity(model: SpecModel): SensitivityClass[] {
  const data = (model.documents.get("sensitivity")?.value ?? {}) as SensitivityData;
  return Object.entries(data.classes ?? {})
    .sort(([a], [b]) => compareText(a, b))
    .map(([name, entry]) => ({
      name,
      description: entry.description,
      mask: entry.mask,
      ...(entry.section === undefined ? {} : { section: entry.section }),
      paths: [...model.fields.entries()]
        .filter(([, field]) => field.value.sensitive === name)
        .map(([path]) => path)
        .sort(),
    }));
}

/** The double's file as the meta-schema guarantees it: the IR's answers, and its lists as maps. */
type DoubleData = Omit<DoubleIR, "values" | "copies" | "outcomes"> & {
  values: Record<string, DoubleValueSource>;
  copies?: Record<string, string>;
  outcomes: Record<string, { orderStatus: string; response?: Record<string, string> }>;
};

const byKey = <T>(entries: [string, T][]) => entries.sort(([a], [b]) => compareText(a, b));

export function resolveDouble(model: SpecModel): DoubleIR | undefined {
  const data = model.documents.get("double")?.value as DoubleData | undefined;
  if (!data) return undefined;
  const { kind: _kind, values, copies, outcomes, ...answers } = data as DoubleData & { kind?: string };
  return {
    ...answers,
    values: byKey(Object.entries(values)).map(([path, from]) => ({ path, from })),
    copies: byKey(Object.entries(copies ?? {})).map(([path, from]) => ({ path, from })),
    outcomes: byKey(Object.entries(outcomes)).map(([operation, outcome]) => ({
      operation,
      orderStatus: outcome.orderStatus,
      response: byKey(Object.entries(outcome.response ?? {})).map(([path, value]) => ({ path, value })),
    })),
  };
}

interface ClientData {
  pathArguments: Record<string, string>;
  timeoutMs: number;
  maxResponseBytes: number;
  retry: ClientIR["retry"];
}

export function resolveClient(model: SpecModel): ClientIR | undefined {
  const data = model.documents.get("client")?.value as ClientData | undefined;
  if (!data) return undefined;
  return {
    pathArguments: byKey(Object.entries(data.pathArguments)).map(([parameter, argument]) => ({ parameter, argument })),
    timeoutMs: data.timeoutMs,
    maxResponseBytes: data.maxResponseBytes,
    retry: { ...data.retry, causes: [...data.retry.causes].sort() },
  };
}
