// What the OpenAPI document takes from the api/ sections: authentication (seed 5), the errors section's
// description (seed 7), the HTTP statuses of the spec's double section, and the spec's shared groups.
// Read from the IR's typed members where the IR has them, else from the sections as read (checked
// field by field), so that the emitter depends on no more of the IR than the spec in hand provides.

import type { FieldNode, GatewayIR } from "../../resolve/ir.js";

export interface AuthenticationFacts {
  description?: string;
  schemes: { id: string; description: string }[];
  notes: string[];
}

/** The statuses of the double section (spec/api/double.yaml), by role. */
export interface StatusFacts {
  created: number;
  ok: number;
  invalidRequest: number;
  unauthenticated: number;
  notFound: number;
  serverBusy: number;
  serverFailed: number;
}

/** The typed members an IR may carry beyond `sections`. */
interface TypedApi {
  authentication?: AuthenticationFacts;
  errors?: { description?: string };
  double?: { status: StatusFacts };
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function text(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

function typed(ir: GatewayIR): TypedApi {
  return ir.api as TypedApi;
}

export function authenticationOf(ir: GatewayIR): AuthenticationFacts | undefined {
  if (typed(ir).authentication) return typed(ir).authentication;
  const section = record(ir.api.sections.authentication);
  if (!Array.isArray(section.schemes)) return undefined;
  const schemes = section.schemes.map(record).flatMap((scheme) => {
    const id = text(scheme.id);
    const description = text(scheme.description);
    return id !== undefined && description !== undefined ? [{ id, description }] : [];
  });
  const notes = Array.isArray(section.notes) ? section.notes.flatMap((note) => text(note) ?? []) : [];
  const description = text(section.description);
  return { ...(description !== undefined ? { description } : {}), schemes, notes };
}

export function errorsDescriptionOf(ir: GatewayIR): string | undefined {
  return typed(ir).errors?.description ?? text(record(ir.api.sections.errors).description);
}

const STATUS_ROLES = ["created", "ok", "invalidRequest", "unauthenticated", "notFound", "serverBusy", "serverFailed"] as const;

/** The double's statuses, when the spec has a double section that gives every one of them. */
export function statusesOf(ir: GatewayIR): StatusFacts | undefined {
  if (typed(ir).double) return typed(ir).double?.status;
  const status = record(record(ir.api.sections.double).status);
  if (!STATUS_ROLES.every((role) => Number.isInteger(status[role]))) return undefined;
  return Object.fromEntries(STATUS_ROLES.map((role) => [role, status[role] as number])) as unknown as StatusFacts;
}

/** The spec group mounted at a field (`use:` in the spec), when the IR records it. */
export function groupOf(field: FieldNode): string | undefined {
  return (field as FieldNode & { group?: string }).group;
}

export function groupDescriptionOf(ir: GatewayIR, name: string): string | undefined {
  const groups = (ir as GatewayIR & { groups?: { name: string; description?: string }[] }).groups ?? [];
  return groups.find((group) => group.name === name)?.description;
}
