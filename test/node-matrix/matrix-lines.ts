// What `npm run test:node-matrix` runs: the Node.js release lines beyond npm test's own, and the
// suites that exercise what the package ships.

/** The release lines beyond npm test's own Node.js (package.json `engines`, generator/emit/plan/package-facts.ts). */
export const MATRIX_LINES = ["22", "24"];

/** The package's own tests: client, double, validators, runtime, the consumer type-check, its README and examples. */
export const MATRIX_SUITES = [
  "test/client",
  "test/validators",
  "test/runtime",
  "test/package",
  "test/examples",
  "test/docs/guides.test.ts",
];
