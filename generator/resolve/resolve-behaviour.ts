import type { SpecModel } from "../check/spec-model.js";
import type {
  ClientIR,
  DoubleAnswer,
  DoubleIR,
  DoubleRule,
  DoubleStatus,
  DoubleValueSource,
  Mask,
  ReusedTransactionIR,
  SensitivityClass,
} from "../ir/ir.js";
import { compareText } from "../language/spec-paths.js";

interface SensitivityData {
  classes?: Record<string, { description: string; mask: Mask; section?: string; keys?: string[] }>;
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
      keys: [...(entry.keys ?? [])].sort(compareText),
    }));
}

/** The double's file as the meta-schema guarantees it. */
interface DoubleData {
  status: Record<string, Omit<DoubleStatus, "role">>;
  answers: Record<string, { status: string } & DoubleAnswer["error"]>;
  onDemand: Record<string, string>;
  pathRoles: DoubleIR["pathRoles"];
  provider?: DoubleIR["provider"];
  values: Record<string, string>;
  rules?: Record<string, DoubleRule>;
  orderStatuses?: string[];
  outcomes: Record<string, { orderStatus: string; from?: string[]; keeps?: Record<string, DoubleRule>; response?: Record<string, string> }>;
}

const byKey = <T>(entries: [string, T][]) => entries.sort(([a], [b]) => compareText(a, b));

/** `{orderid}` names a path identifier; any other source is a fact of the call. */
function valueSource(text: string): DoubleValueSource {
  return text.startsWith("{") ? { parameter: text.slice(1, -1) } : (text as Exclude<DoubleValueSource, object>);
}

export function resolveDouble(model: SpecModel): DoubleIR | undefined {
  const data = model.documents.get("double")?.value as DoubleData | undefined;
  if (!data) return undefined;
  return {
    statuses: Object.entries(data.status).map(([role, status]) => ({ role, ...status })),
    answers: byKey(Object.entries(data.answers)).map(([role, { status, ...error }]) => ({ role, status, error })),
    onDemand: byKey(Object.entries(data.onDemand)).map(([cause, answer]) => ({ cause, answer })),
    pathRoles: data.pathRoles,
    provider: { shows: [...(data.provider?.shows ?? [])] },
    values: byKey(Object.entries(data.values)).map(([path, from]) => ({ path, from: valueSource(from) })),
    rules: byKey(Object.entries(data.rules ?? {})).map(([path, rule]) => ({ path, rule })),
    orderStatuses: [...(data.orderStatuses ?? [])].sort(compareText),
    outcomes: byKey(Object.entries(data.outcomes)).map(([operation, outcome]) => ({
      operation,
      orderStatus: outcome.orderStatus,
      from: [...(outcome.from ?? [])].sort(compareText),
      keeps: byKey(Object.entries(outcome.keeps ?? {})).map(([fact, rule]) => ({ fact, rule })),
      response: byKey(Object.entries(outcome.response ?? {})).map(([path, value]) => ({ path, value })),
    })),
  };
}

interface ClientData {
  pathArguments: Record<string, string>;
  timeoutMs: number;
  maxResponseBytes: number;
  retry: Omit<ClientIR["retry"], "reusedTransaction"> & { reusedTransaction?: { answer: string; identifier: string } };
}

export function resolveClient(model: SpecModel): ClientIR | undefined {
  const data = model.documents.get("client")?.value as ClientData | undefined;
  if (!data) return undefined;
  const { reusedTransaction, ...retry } = data.retry;
  const refusal = reusedTransaction && refusalOf(model, reusedTransaction.answer);
  return {
    pathArguments: byKey(Object.entries(data.pathArguments)).map(([parameter, argument]) => ({ parameter, argument })),
    timeoutMs: data.timeoutMs,
    maxResponseBytes: data.maxResponseBytes,
    retry: {
      ...retry,
      causes: [...retry.causes].sort(),
      ...(reusedTransaction && refusal ? { reusedTransaction: { identifier: reusedTransaction.identifier, refusal } } : {}),
    },
  };
}

/**
 * The members that recognise one of the double's answers: all it states but its status, explanation
 * and support code (free text and a per-call code, which the gateway may give otherwise). Undefined
 * when the double has no such answer (the check stage says so).
 */
function refusalOf(model: SpecModel, role: string): ReusedTransactionIR["refusal"] | undefined {
  const answers = (model.documents.get("double")?.value.answers ?? {}) as DoubleData["answers"];
  const answer = Object.hasOwn(answers, role) ? answers[role] : undefined;
  if (answer === undefined) return undefined;
  const { cause, field, validationType } = answer;
  return { cause, ...(field === undefined ? {} : { field }), ...(validationType === undefined ? {} : { validationType }) };
}
