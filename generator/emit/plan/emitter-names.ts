// The emitters' names, by role: each emitter is called by its name here, and what refers to an
// emitter (the emit worker's list, a test choosing some) takes the name from here.

export const EMITTER_NAMES = {
  jsonSchema: "json-schema",
  models: "models",
  validators: "validators",
  runtime: "runtime",
  package: "package",
  client: "client",
  double: "double",
  openApi: "openapi",
  testVectors: "test-vectors",
  docs: "docs",
  release: "release",
  python: "python",
} as const;

export type EmitterName = (typeof EMITTER_NAMES)[keyof typeof EMITTER_NAMES];
