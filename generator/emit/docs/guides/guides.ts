// The package's guides: install, validate, call, handle each error, test against the double,
// fields of 'not shown' regions, versions and the changelog, Node.js versions. Every name comes
// from the IR, the output plan or the shipped sources (the error classes with their own doc
// comments), every call from the example call of the first operation; test/guides/ runs each block.

import type { GatewayIR } from "../../../ir/ir.js";
import { defaultVersions } from "../../emitter.js";
import { EXAMPLE_PASSWORD } from "../../plan/example-calls.js";
import { authenticationFailedClass, causeClasses } from "../../plan/error-classes.js";
import { CHANGELOG_PATH, clientMethodName, DOCS_ROOT, PACKAGE_NAME, SNAPSHOT_PATH, validatorName } from "../../plan/output-plan.js";
import { doubleCauseHeader, shippedDoubleErrorClasses, shippedErrorClasses } from "../../plan/shipped-facts.js";
import { literal } from "../../shared/code.js";
import { documentName, documentNameAtStart } from "../../shared/document-title.js";
import { curlSnippet } from "../snippets.js";
import { code, list, text, type Guide, type GuideBlock } from "./guide.js";
import {
  callParameters,
  clientConstruction,
  doubleStart,
  guideOrderId,
  guideSubject,
  identifierValue,
  pathOnOrder,
  type GuideSubject,
} from "./guide-calls.js";

/** The port the guides' `gateway-mock` listens on, and the curl calls address. */
export const GUIDE_PORT = 4010;

export interface PackageFacts {
  version: string;
  /** The Node.js versions the package runs on (`engines.node`). */
  node: string;
  license?: string;
}

export function packageGuides(ir: GatewayIR, facts: PackageFacts): Guide[] {
  const subject = guideSubject(ir);
  const always = [installGuide(ir, facts), validateGuide(ir)];
  if (subject === undefined) return [...always, versionsGuide(ir, facts)];
  return [...always, callGuide(ir, subject), errorsGuide(ir, subject), doubleGuide(ir, subject), versionsGuide(ir, facts)];
}

function installGuide(ir: GatewayIR, facts: PackageFacts): Guide {
  return {
    id: "guide-install",
    title: "Install",
    blocks: [
      text(
        `Typed models, validators, a typed client and a gateway double for ${documentName(ir.api)}, with JSON Schema, OpenAPI, this reference and conformance test vectors. An ES module with its type declarations; it runs on Node.js ${facts.node}.`,
      ),
      code("sh", `npm install ${PACKAGE_NAME}`),
    ],
  };
}

function validateGuide(ir: GatewayIR): Guide {
  const operation = defaultVersions(ir)[0];
  if (operation === undefined) return { id: "guide-validate", title: "Validate a body", blocks: [] };
  const name = validatorName(operation, "request", false);
  const [field, type, explanation] = [
    ir.api.errorContract.field,
    ir.api.errorContract.validationType.path,
    ir.api.errorContract.explanation,
  ].map((path) => path.slice(path.lastIndexOf(".") + 1));
  return {
    id: "guide-validate",
    title: "Validate a body",
    blocks: [
      text(
        `Each operation has a validator per version (\`${name}\` for the client's default version, \`${validatorName(operation, "request")}\` by version, or \`validateRequest(operation, version, body)\`), and \`validateResponse\` for answers. Every problem is collected, in the gateway's own error shape; an explanation states the rule and never repeats the value.`,
      ),
      code(
        "ts",
        [
          `import { ${name} } from ${literal(PACKAGE_NAME)};`,
          "",
          `const result = ${name}({ ${literal(ir.api.endpoint.discriminator)}: ${literal(operation.name)} });`,
          `if (!result.valid) for (const finding of result.errors) console.log(finding.${field}, finding.${type}, finding.${explanation});`,
        ].join("\n"),
      ),
    ],
  };
}

function callGuide(ir: GatewayIR, subject: GuideSubject): Guide {
  const method = clientMethodName(subject.operation);
  return {
    id: "guide-call",
    title: "Call the gateway",
    blocks: [
      text(
        `\`GatewayClient\` has one method per operation (\`${method}\` sends ${subject.operation.title} ${subject.operation.version}). It validates the body before sending it, sets \`${ir.api.endpoint.discriminator}\`, authenticates, retries what is safe to retry with the same transaction id, and checks the answer. Here it calls the gateway double, which the package ships for tests; against the gateway, \`baseUrl\` is your gateway's.`,
      ),
      code(
        "ts",
        [
          `import { GatewayClient, startGatewayMock } from ${literal(PACKAGE_NAME)};`,
          "",
          `const double = ${doubleStart(subject)};`,
          `const client = ${clientConstruction(subject, "double.url")};`,
          `const response = await client.${method}(${callParameters(subject, guideOrderId(ir, subject, 1))});`,
          "console.log(response);",
          "await double.close();",
        ].join("\n"),
      ),
    ],
  };
}

function errorsGuide(ir: GatewayIR, subject: GuideSubject): Guide {
  const causes = causeClasses(ir.api);
  const retried = new Set(ir.api.client?.retry.causes ?? []);
  const asked = ir.api.double?.onDemand.find((entry) => !retried.has(entry.cause))?.cause;
  const askedClass = causes.find((entry) => entry.cause === asked)?.name;
  const shipped = shippedErrorClasses();
  const rows = [
    ...shipped.filter((entry) => entry.name === "GatewayError"),
    ...causes.map((entry) => ({
      name: entry.name,
      base: "GatewayError",
      doc: `The gateway's cause ${entry.cause}: ${entry.description ?? ""}`.trim(),
    })),
    ...[authenticationFailedClass(ir.api)].filter((entry) => entry !== undefined),
    ...shipped.filter((entry) => entry.name !== "GatewayError"),
    ...shippedDoubleErrorClasses(),
  ];
  const blocks = [
    text(
      "Every failure rejects with a class of its own; each keeps what the gateway answered (`status`, `headers`) and none repeats a credential or a masked value.",
    ),
    list(rows.map((entry) => `\`${entry.name}\` (extends \`${entry.base}\`): ${entry.doc}`)),
  ];
  const statuses = (ir.api.double?.statuses ?? []).filter((status) => status.carries !== "response");
  if (statuses.length > 0)
    blocks.push(
      text(`${documentNameAtStart(ir.api)} gives no HTTP status codes; the double answers an error with these (\`error.status\`):`),
      list(statuses.map((status) => `${status.code}: ${status.description}`)),
    );
  if (asked === undefined || askedClass === undefined) return { id: "guide-errors", title: "Handle errors", blocks };
  const method = clientMethodName(subject.operation);
  const header = doubleCauseHeader();
  blocks.push(
    text(
      `The double gives any cause on demand: the request header \`${header}\` names it (here ${asked}, which the client does not retry).`,
    ),
    code(
      "ts",
      [
        `import { GatewayClient, GatewayError, ${askedClass}, startGatewayMock } from ${literal(PACKAGE_NAME)};`,
        "",
        `const double = ${doubleStart(subject)};`,
        `const client = ${clientConstruction(subject, "double.url")};`,
        "try {",
        `  await client.${method}(${callParameters(subject, guideOrderId(ir, subject, 2)).replaceAll("\n", "\n  ")}, { headers: { ${literal(header)}: ${literal(asked)} } });`,
        "} catch (error) {",
        `  if (error instanceof ${askedClass}) console.log(error.name, error.status, error.message);`,
        "  else if (error instanceof GatewayError) console.log(error.name, error.findings);",
        "  else throw error;",
        "}",
        "await double.close();",
      ].join("\n"),
    ),
  );
  return { id: "guide-errors", title: "Handle errors", blocks };
}

function doubleGuide(ir: GatewayIR, subject: GuideSubject): Guide {
  const merchant = identifierValue(subject, "merchant");
  const url = `http://127.0.0.1:${GUIDE_PORT}`;
  const curlCall = { ...subject.call, baseUrl: url, path: pathOnOrder(subject, guideOrderId(ir, subject, 3)), request: subject.body };
  return {
    id: "guide-double",
    title: "Test against the double",
    blocks: [
      text(
        "The gateway double is a real HTTP server on loopback: it checks Basic authentication and bodies, keeps orders in memory, and answers as the gateway would. Start it in the test's own process with `startGatewayMock` (as above; `double.order(merchant, order)` shows an order's state, `setFaults` makes calls fail), or from a shell:",
      ),
      code("sh", `npx gateway-mock --port ${GUIDE_PORT} --merchant ${merchant}=${EXAMPLE_PASSWORD}`),
      text(`It prints its URL (\`${url}\`). In another shell, the same call with curl:`),
      code("sh", curlSnippet(curlCall, ir.api.endpoint.method, "application/json")),
      text("`npx gateway-mock --help` lists every option: fault rates, causes on demand, body limits, strict fields and a request log."),
      ...regionBlocks(ir, subject),
    ],
  };
}

/** 'Not shown' regions: what the reference marks, and a call that sends a field of one. */
function regionBlocks(ir: GatewayIR, subject: GuideSubject): GuideBlock[] {
  const region = subject.operation.request.gaps.find((gap) => gap.includes.length > 0);
  const blocks = [
    text(
      `Where ${documentName(ir.api)} does not show part of a message, the reference marks the region 'not shown'. The body types list only the fields it shows, so a misspelled field does not compile; a field of a 'not shown' region goes through the call's \`extraFields\`, by dotted path: it is sent, and \`onWarning\` is told (its value is masked in every log).`,
    ),
  ];
  if (region === undefined) return blocks;
  const path = `${region.includes[0]}.example`;
  const construction = clientConstruction(subject, "double.url").replace(/ \}\)$/, ", onWarning: (message) => console.log(message) })");
  const parameters = callParameters(subject, guideOrderId(ir, subject, 4)).replace(
    /\n\}$/,
    `\n  extraFields: { ${literal(path)}: "a note" },\n}`,
  );
  return [
    ...blocks,
    text(`Here \`${path}\` lies in a region the reference marks 'not shown' (${region.text.replace(/\.$/, "")}).`),
    code(
      "ts",
      [
        `import { GatewayClient, startGatewayMock } from ${literal(PACKAGE_NAME)};`,
        "",
        `const double = ${doubleStart(subject)};`,
        `const client = ${construction};`,
        `await client.${clientMethodName(subject.operation)}(${parameters});`,
        "await double.close();",
      ].join("\n"),
    ),
  ];
}

function versionsGuide(ir: GatewayIR, facts: PackageFacts): Guide {
  const versions = defaultVersions(ir).map((operation) => `\`${clientMethodName(operation)}\` calls version ${operation.version}`);
  return {
    id: "guide-versions",
    title: "Versions and the changelog",
    blocks: [
      text(
        `This is version ${facts.version} of the package. Each method calls the version the spec states for it (${versions.join(", ")}); another version is named per call (\`{ version: "..." }\`) and has its own types. What changed in each release is in \`${CHANGELOG_PATH}\` (its Unreleased section first), and \`${SNAPSHOT_PATH}\` holds the API surface of this version, for comparing two packages.`,
      ),
      text(
        `Node.js: ${facts.node}.${facts.license !== undefined ? ` License: ${facts.license}.` : ""} The reference: \`${DOCS_ROOT}/index.html\` (one page, with a search) and \`${DOCS_ROOT}/index.md\`.`,
      ),
    ],
  };
}
