// The compiler options a merchant's strict TypeScript project would use to consume the package: the
// tests that type-check code against generated/ (consumer files, the docs' snippets) share them.

export const CONSUMER_COMPILER_OPTIONS = {
  strict: true,
  noEmit: true,
  module: "NodeNext",
  moduleResolution: "NodeNext",
  target: "ES2022",
  types: [],
  skipLibCheck: false,
  lib: ["ES2022", "DOM"],
} as const;
