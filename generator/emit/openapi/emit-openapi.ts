// generated/openapi.json: the endpoint as OpenAPI 3.1. Every operation is a PUT to one path shape and
// the body's discriminator (apiOperation) selects it, while OpenAPI allows one operation per path and
// method: so there is one path per API version (the version is a path segment), whose request body is
// a `oneOf` over that version's operations with a `discriminator` on apiOperation. Schemas come from
// the JSON Schema emitter (OpenAPI 3.1 schemas are JSON Schema 2020-12).

import type { GatewayIR, ObjectNode, OperationIR } from "../../ir/ir.js";
import { type EmitContext, type Emitter, type GeneratedFile, GENERATED_HEADER } from "../emitter.js";
import { stringifyJson } from "../shared/exact-number.js";
import { schemaForObject, schemaForType, type JsonSchema } from "../shared/schema-for-node.js";
import { responsesFor } from "./responses.js";
import { documentName, documentNameAtStart } from "../shared/document-title.js";
import { callsOf, parameterExample, requestExamples, responseExamples } from "./examples.js";
import { exampleCalls, type ExampleCall } from "../plan/example-calls.js";
import { authenticationText, securityRequirements, securitySchemes } from "./security.js";
import { objectComponents, type NamedSchema } from "./shared-schemas.js";
import { compareText } from "../../language/spec-paths.js";
import { messageSchema } from "../shared/message-schema.js";
import { deprecationSentence } from "../../language/deprecation-words.js";
import {
  COMPONENT_PREFIX,
  ERROR_SCHEMA_NAME,
  JSON_MEDIA_TYPE,
  OPENAPI_PATH,
  RESPONSE_MAPPING_EXTENSION,
  openApiMessageName as messageSchemaName,
  openApiOperationId as operationIdOf,
} from "../plan/output-plan.js";
import { EMITTER_NAMES } from "../plan/emitter-names.js";

function reference(name: string): JsonSchema {
  return { $ref: `${COMPONENT_PREFIX}${name}` };
}

/** Where the message mounts the spec's shared groups: spec path -> group name. */
function groupMounts(root: ObjectNode): Map<string, string> {
  const mounts = new Map<string, string>();
  const visit = (node: ObjectNode): void => {
    for (const field of node.fields) {
      if (field.group !== undefined) mounts.set(field.path, field.group);
      const type = field.type.kind === "array" ? field.type.items : field.type;
      if (type.kind === "object") visit(type);
    }
  };
  visit(root);
  return mounts;
}

/** A message's schema as a component: no `$id` (it would rebase the `$ref`s inside), its gaps named. */
function messageComponent(operation: OperationIR, direction: "request" | "response"): NamedSchema {
  const message = operation[direction];
  const { $schema: _schema, $id: _id, $comment: _comment, ...schema } = messageSchema(operation, message);
  // The schema's description is the operation's, and the version's deprecation when it has one.
  const description = [schema.description as string | undefined, ...message.gaps.map((gap) => gap.text)].filter(Boolean).join("\n\n");
  const component = { ...schema, ...(description ? { description } : {}) };
  return { name: messageSchemaName(operation, direction), schema: component, direction, groupsAt: groupMounts(message.root) };
}

function errorComponent(ir: GatewayIR): NamedSchema {
  const description = ir.api.errors?.description;
  const body = schemaForObject(ir.api.errorShape, "", { direction: "response", rules: ir.api.errorRules });
  const schema = { title: "Error response", ...(description ? { description } : {}), ...body };
  return { name: ERROR_SCHEMA_NAME, schema, direction: "response" };
}

/** The API versions in the order the operations come, each with its operations. */
function operationsByVersion(ir: GatewayIR): Map<string, OperationIR[]> {
  const versions = new Map<string, OperationIR[]>();
  for (const operation of ir.operations) versions.set(operation.version, [...(versions.get(operation.version) ?? []), operation]);
  return new Map([...versions.entries()].sort(([a], [b]) => Number(a) - Number(b) || compareText(a, b)));
}

/** One operation: its own schema; several: a `oneOf` with a discriminator on the body's selecting field. */
function requestSchema(ir: GatewayIR, operations: readonly OperationIR[]): JsonSchema {
  const names = operations.map((operation) => messageSchemaName(operation, "request"));
  if (operations.length === 1) return reference(names[0] as string);
  const mapping = Object.fromEntries(operations.map((operation, index) => [operation.name, `${COMPONENT_PREFIX}${names[index]}`]));
  return { oneOf: names.map(reference), discriminator: { propertyName: ir.api.endpoint.discriminator, mapping } };
}

/** Responses name no operation, and several may fit one body: `anyOf`, the request decides which. */
function responseSchema(operations: readonly OperationIR[]): JsonSchema {
  const references = operations.map((operation) => reference(messageSchemaName(operation, "response")));
  return references.length === 1 ? (references[0] as JsonSchema) : { anyOf: references };
}

function responseMapping(ir: GatewayIR, operations: readonly OperationIR[]): JsonSchema {
  if (operations.length === 1) return {};
  const mapping = Object.fromEntries(
    operations.map((operation) => [operation.name, `${COMPONENT_PREFIX}${messageSchemaName(operation, "response")}`]),
  );
  return { [RESPONSE_MAPPING_EXTENSION]: { propertyName: ir.api.endpoint.discriminator, in: "request", mapping } };
}

/** The server, with the source document's base URL placeholder as its variable. */
function servers(ir: GatewayIR): JsonSchema {
  const { baseUrl, baseUrlExample } = ir.api.endpoint;
  const variable = /^\{(\w+)\}$/.exec(baseUrl)?.[1];
  if (variable === undefined) return baseUrl === "" ? {} : { servers: [{ url: baseUrl }] };
  const description = `The gateway's base URL, which ${documentName(ir.api)} does not give: set it to your gateway's.`;
  return { servers: [{ url: baseUrl, description, variables: { [variable]: { default: baseUrlExample ?? "", description } } }] };
}

/** A tag per operation: tools group the paths by the operations they carry. */
function tags(ir: GatewayIR): JsonSchema[] {
  const byTitle = new Map(ir.operations.map((operation) => [operation.title, operation]));
  return [...byTitle.values()].map((operation) => ({
    name: operation.title,
    description: operationText(ir, operation),
  }));
}

function operationText(ir: GatewayIR, operation: OperationIR): string {
  const selector = `${ir.api.endpoint.discriminator} ${operation.name}`;
  const section = operation.section !== undefined ? `, section ${operation.section}` : "";
  return [`**${operation.title}** (${selector}${section}).`, operation.description].filter(Boolean).join(" ");
}

function pathParameters(ir: GatewayIR, path: string, calls: readonly ExampleCall[]): JsonSchema[] {
  return ir.api.pathParameters
    .filter((parameter) => path.includes(`{${parameter.name}}`))
    .map((parameter) => ({
      name: parameter.name,
      in: "path",
      required: true,
      ...(parameter.description ? { description: parameter.description } : {}),
      schema: schemaForType(parameter.type, parameter.name, { direction: "request", rules: [] }),
      ...parameterExample(calls, parameter.name),
    }));
}

function pathItem(
  ir: GatewayIR,
  version: string,
  operations: readonly OperationIR[],
  allCalls: readonly ExampleCall[],
): [string, JsonSchema] {
  const { endpoint } = ir.api;
  const calls = callsOf(allCalls, operations);
  const path = endpoint.path.replace("{version}", version);
  const operation = {
    operationId: operationIdOf(endpoint.method, version),
    summary: `${operations.map((each) => each.title).join(", ")} (API version ${version})`,
    tags: [...new Set(operations.map((each) => each.title))],
    description: [endpoint.description, ...operations.map((each) => withDeprecation(operationText(ir, each), each))]
      .filter(Boolean)
      .join("\n\n"),
    // The path serves each of its operations at this version: deprecated only when every one of them is.
    ...(operations.every((each) => each.deprecated !== undefined) ? { deprecated: true } : {}),
    requestBody: {
      required: true,
      ...(endpoint.requestBody ? { description: endpoint.requestBody } : {}),
      content: { [JSON_MEDIA_TYPE]: { schema: requestSchema(ir, operations), ...requestExamples(calls) } },
    },
    responses: responsesFor(
      responseSchema(operations),
      reference(ERROR_SCHEMA_NAME),
      ir.api.double?.statuses,
      responseExamples(calls),
      documentNameAtStart(ir.api),
    ),
    ...responseMapping(ir, operations),
  };
  const parameters = pathParameters(ir, path, calls);
  return [path, { ...(parameters.length > 0 ? { parameters } : {}), [endpoint.method.toLowerCase()]: operation }];
}

function withDeprecation(text: string, operation: OperationIR): string {
  return operation.deprecated === undefined ? text : `${text} ${deprecationSentence(operation.deprecated)}`;
}

function infoDescription(ir: GatewayIR): string {
  const gaps = ir.api.documentGaps.map((gap) => `- ${gap.text}${gap.section !== undefined ? ` (section ${gap.section})` : ""}`);
  return [
    GENERATED_HEADER,
    `Paths are relative to ${ir.api.endpoint.baseUrl}, the gateway's base URL, which ${documentName(ir.api)} does not give.`,
    `Where operations share a version's path, the request body is a \`oneOf\` with a discriminator on ${ir.api.endpoint.discriminator}, and the operation's \`${RESPONSE_MAPPING_EXTENSION}\` maps each value to the response that answers it (a response carries no ${ir.api.endpoint.discriminator}, so the discriminator cannot say it on the response).`,
    authenticationText(ir.api.authentication),
    gaps.length > 0 ? `Not shown in ${documentName(ir.api)}:\n\n${gaps.join("\n")}` : "",
  ]
    .filter(Boolean)
    .join("\n\n");
}

function components(ir: GatewayIR): Record<string, JsonSchema> {
  const messages = ir.operations.flatMap((operation) => [messageComponent(operation, "request"), messageComponent(operation, "response")]);
  const describeGroup = (name: string) => ir.groups.find((group) => group.name === name)?.description;
  const { messages: rewritten, objects } = objectComponents([...messages, errorComponent(ir)], describeGroup);
  const all = [...rewritten, ...objects].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return Object.fromEntries(all.map(({ name, schema }) => [name, schema]));
}

function openApiDocument(ir: GatewayIR, packageVersion: string): JsonSchema {
  const versions = [...operationsByVersion(ir).entries()];
  const schemes = securitySchemes(ir.api.authentication);
  const calls = exampleCalls(ir);
  return {
    openapi: "3.1.0",
    info: {
      // Neither moves when the API grows: tools key a document by them (the operations and versions
      // it holds are its paths and tags). The version is the package's, moved only by a release.
      title: ir.api.endpoint.title ?? "Gateway REST interface",
      version: packageVersion,
      description: infoDescription(ir),
    },
    ...servers(ir),
    ...(Object.keys(schemes).length > 0 ? { security: securityRequirements(schemes) } : {}),
    tags: tags(ir),
    paths: Object.fromEntries(versions.map(([version, operations]) => pathItem(ir, version, operations, calls))),
    components: { schemas: components(ir), ...(Object.keys(schemes).length > 0 ? { securitySchemes: schemes } : {}) },
  };
}

export const openApiEmitter: Emitter = {
  name: EMITTER_NAMES.openApi,
  emit(ir: GatewayIR, { release }: EmitContext): GeneratedFile[] {
    return [{ path: OPENAPI_PATH, contents: stringifyJson(openApiDocument(ir, release.version)) }];
  },
};
