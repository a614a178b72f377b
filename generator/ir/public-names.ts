// The public names the package and its documents give the API: OpenAPI's operationIds and component
// names (SDK generators name methods and types after them) and the TypeScript names the package
// exports. Each is a function of what it names alone (the method and version of a path, the
// operation, version, direction and place of a message or object), never of what else the API
// holds, so adding an operation, a version or a field adds names and moves none. They are part of
// the released surface (`names` in api-snapshot.json), so a name that moves is a breaking change in
// the report. The output plan (emit/plan/) names outputs with these functions.

import type { Direction, GatewayIR, ObjectNode, OperationIR, TypeNode } from "./ir.js";
import { pascalCase } from "../language/identifier-case.js";

type Named = Pick<OperationIR, "name" | "version">;

/** The OpenAPI component of the error shape. */
export const ERROR_SCHEMA_NAME = "ErrorResponse";

/** `Authorize100`: an operation at a version, as every versioned name starts. */
export function versionedName(operation: Named): string {
  return `${pascalCase(operation.name)}${operation.version}`;
}

/**
 * The OpenAPI operation of a version's path: `putVersion100`, named by what the path is (its method
 * and version), never by the operations it carries (adding CAPTURE at 100 leaves it as it was). It
 * is what release 1.0.0 published.
 */
export function openApiOperationId(method: string, version: string): string {
  return `${method.toLowerCase()}Version${version}`;
}

/** The OpenAPI component of a message: `Authorize100Request`. */
export function openApiMessageName(operation: Named, direction: Direction): string {
  return `${versionedName(operation)}${pascalCase(direction)}`;
}

/**
 * The OpenAPI component of the object at `path` (`order.item[]`) of a message, named by its place:
 * `Authorize100RequestOrderItem`, as the package's own type is (`Authorize100Models.AuthorizeRequestOrderItem`).
 */
export function openApiObjectName(messageComponent: string, path: string): string {
  return `${messageComponent}${pascalCase(path)}`;
}

/** The model name of an object at a path: `AuthorizeRequest`, `AuthorizeRequestOrderItem` (the title the models are made from). */
export function modelName(operation: Pick<OperationIR, "name">, direction: string, path: string): string {
  return `${pascalCase(operation.name)}${pascalCase(direction)}${pascalCase(path.replace(/\[\]/g, ""))}`;
}

/**
 * The identifier json-schema-to-typescript makes of a model's title (its `toSafeString`): a letter
 * after digits is upper case (`Authentication3ds` -> `Authentication3Ds`).
 */
export function modelIdentifier(title: string): string {
  return title.replace(/\d+[a-z]/g, (match) => match.toUpperCase());
}

/** `validateAuthorize100Request`, or the unversioned `validateAuthorizeRequest`. */
export function validatorName(operation: Named, direction: string, versioned = true): string {
  return `validate${versioned ? versionedName(operation) : pascalCase(operation.name)}${pascalCase(direction)}`;
}

/** `isAuthorize100Request`, or the unversioned `isAuthorizeRequest`: the type guard beside the validator. */
export function guardName(operation: Named, direction: string, versioned = true): string {
  return validatorName(operation, direction, versioned).replace(/^validate/, "is");
}

/** The client's method of an operation: `authorize`, `initiateBrowserPayment`. */
export function clientMethodName(operation: Pick<OperationIR, "name">): string {
  const name = pascalCase(operation.name);
  return name.charAt(0).toLowerCase() + name.slice(1);
}

/** The models namespace of an operation's version: `Authorize100Models`. */
export function modelsNamespace(operation: Named): string {
  return `${versionedName(operation)}Models`;
}

/** The paths (`order`, `order.item[]`) of the objects below `root`, each one a named type. */
export function objectPaths(root: ObjectNode): string[] {
  return root.fields.flatMap((field) => {
    const object = objectOf(field.type);
    return object === undefined ? [] : [field.path, ...objectPaths(object)];
  });
}

function objectOf(type: TypeNode): ObjectNode | undefined {
  if (type.kind === "object") return type;
  return type.kind === "array" && type.items.kind === "object" ? type.items : undefined;
}

const DIRECTIONS: readonly Direction[] = ["request", "response"];

/**
 * Every public name, by what it names: `{ scope: { what: name } }`, where the scope is `*` (what every
 * call shares), an operation (`AUTHORIZE`: its client method and unversioned names) or an operation
 * at a version (`AUTHORIZE 100`).
 */
export function publicNames(ir: Omit<GatewayIR, "release">): Record<string, Record<string, string>> {
  const { method } = ir.api.endpoint;
  const versions = [...new Set(ir.operations.map((operation) => operation.version))];
  const shared = Object.fromEntries([
    ...versions.map((version) => [`openapi operation ${version}`, openApiOperationId(method, version)]),
    ["openapi component error", ERROR_SCHEMA_NAME],
    ...objectPaths(ir.api.errorShape).map((path) => [`openapi component error ${path}`, openApiObjectName(ERROR_SCHEMA_NAME, path)]),
  ]);
  const scopes: [string, Record<string, string>][] = [["*", shared]];
  for (const operation of ir.operations) scopes.push([`${operation.name} ${operation.version}`, versionNames(operation)]);
  for (const operation of ir.operations.filter((each) => each.isDefault)) scopes.push([operation.name, operationNames(ir, operation)]);
  return Object.fromEntries(scopes);
}

function versionNames(operation: OperationIR): Record<string, string> {
  const names: [string, string][] = [["typescript models", modelsNamespace(operation)]];
  for (const direction of DIRECTIONS) {
    const component = openApiMessageName(operation, direction);
    const paths = objectPaths(operation[direction].root);
    names.push(
      [`openapi component ${direction}`, component],
      ...paths.map((path): [string, string] => [`openapi component ${direction} ${path}`, openApiObjectName(component, path)]),
      [`typescript type ${direction}`, openApiMessageName(operation, direction)],
      [`typescript validator ${direction}`, validatorName(operation, direction)],
      [`typescript guard ${direction}`, guardName(operation, direction)],
      ...["", ...paths].map((path): [string, string] => [
        `typescript model ${direction}${path === "" ? "" : ` ${path}`}`,
        `${modelsNamespace(operation)}.${modelIdentifier(modelName(operation, direction, path))}`,
      ]),
    );
  }
  return Object.fromEntries(names);
}

/** The names an operation's default version gives the operation itself. */
function operationNames(ir: Omit<GatewayIR, "release">, operation: OperationIR): Record<string, string> {
  const names: [string, string][] = DIRECTIONS.flatMap((direction): [string, string][] => [
    [`typescript type ${direction} (default version)`, modelName(operation, direction, "")],
    [`typescript validator ${direction} (default version)`, validatorName(operation, direction, false)],
    [`typescript guard ${direction} (default version)`, guardName(operation, direction, false)],
  ]);
  if (ir.api.client !== undefined) names.push(["typescript client method", clientMethodName(operation)]);
  return Object.fromEntries(names);
}
