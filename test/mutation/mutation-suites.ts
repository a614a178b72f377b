// Which suites a mutation run (`npm run mutation`) runs against the mutants. Every suite that reaches
// the mutated code (the package's shipped sources, generator/changes/) is in one of the two lists
// below: test/mutation/setup.test.ts checks it, so a new suite is never silently left out.

/** The folders Stryker mutates. */
export const MUTATED_FOLDERS = ["templates/package/src", "generator/changes"];

/** The mutation score under which `npm run mutation` fails. */
export const BREAK_THRESHOLD = 90;

/** Suites that run the mutated code in their own process: a mutant there can fail them. */
export const MUTATION_SUITES = [
  "test/changes/api-sections.test.ts",
  "test/changes/change-lines.test.ts",
  "test/changes/change-words.test.ts",
  "test/changes/charset-text.test.ts",
  "test/changes/client-refusal.test.ts",
  "test/changes/client-settings.test.ts",
  "test/changes/default-version.test.ts",
  "test/changes/double-section.test.ts",
  "test/changes/double-sequences.test.ts",
  "test/changes/facet-relations.test.ts",
  "test/changes/field-changes.test.ts",
  "test/changes/mutations.test.ts",
  "test/changes/new-version.test.ts",
  "test/changes/order-blind.test.ts",
  "test/changes/oracle/fixture-oracle.test.ts",
  "test/changes/plain-words.test.ts",
  "test/changes/public-names.test.ts",
  "test/changes/range-regions.test.ts",
  "test/changes/release.test.ts",
  "test/changes/report.test.ts",
  "test/changes/rule-relations.test.ts",
  "test/changes/sensitivity-classes.test.ts",
  "test/changes/unexplained.test.ts",
  "test/changes/unrecorded-parts.test.ts",
  "test/check/double-roles.test.ts",
  "test/client/attempt-outcome.test.ts",
  "test/client/client-descriptions.test.ts",
  "test/client/client.test.ts",
  "test/client/deprecated-version.test.ts",
  "test/client/double-answer-rules.test.ts",
  "test/client/double-body-limits.test.ts",
  "test/client/double-credentials.test.ts",
  "test/client/double-derives.test.ts",
  "test/client/double-faults.test.ts",
  "test/client/double-hostile.test.ts",
  "test/client/double-paths.test.ts",
  "test/client/double.test.ts",
  "test/client/error-messages.test.ts",
  "test/client/gateway-mock-command.test.ts",
  "test/client/hostile-servers.test.ts",
  "test/client/http.test.ts",
  "test/client/masking-depth.test.ts",
  "test/client/payment-safety.test.ts",
  "test/client/provider-page.test.ts",
  "test/client/retry-after.test.ts",
  "test/client/scrubbing.test.ts",
  "test/client/tls-without-undici.test.ts",
  "test/client/tls.test.ts",
  "test/deprecation/change-report.test.ts",
  "test/deprecation/real-spec-markers.test.ts",
  "test/examples/example-values.test.ts",
  "test/formats/string-formats.test.ts",
  "test/fuzz/fuzz.test.ts",
  "test/mutation/**/*.test.ts",
  "test/release/unreleased.test.ts",
  "test/runtime/**/*.test.ts",
  "test/spec/adding-to-the-spec.test.ts",
  "test/validators/check-vocabulary.test.ts",
  "test/validators/contract.test.ts",
  "test/validators/data-types.test.ts",
  "test/validators/non-json.test.ts",
  "test/validators/property.test.ts",
  "test/validators/rule-triggers.test.ts",
  "test/validators/runtime-imports.test.ts",
  "test/validators/seed-refusals.test.ts",
  "test/validators/stated-conditions.test.ts",
  "test/vectors/vectors.test.ts",
];

/** Suites that read the mutated code but cannot judge a mutant, each with the reason. */
export const LEFT_OUT_OF_MUTATION_RUNS: Record<string, string> = {
  "test/golden/**": "byte comparisons of generated output: a mutant changes bytes, which says no behaviour broke",
  "test/package/no-gateway-words.test.ts": "reads the sources as text, which Stryker's instrumentation rewrites",
  "test/package/shipped-code.test.ts": "reads the sources as text, which Stryker's instrumentation rewrites",
  "test/package/package.test.ts": "type-checks and packs generated/ in child processes, which never meet a mutant",
  "test/registry/registry-loop.test.ts": "publishes generated/ and installs it in child processes",
  "test/client/gateway-mock-cli.test.ts":
    "runs the bin in a child process, which never meets a mutant (gateway-mock-command.test.ts runs its work in-process)",
  "test/changes/changes-cli.test.ts": "its verdicts come from `npm run changes` in child processes, which never meet a mutant",
  "test/formats/add-format.test.ts": "runs the generator on a copy of the project in child processes",
  "test/changes/oracle/demonstration-cache.test.ts":
    "checks the oracle's cache of demonstrations, whose verdicts fixture-oracle.test.ts judges under every mutant",
  "test/changes/oracle/spec-oracle.test.ts":
    "fixture-oracle.test.ts's oracle over the real spec: a generator and tsc run per edit, which meet no mutant",
  "test/changes/watch.test.ts": "runs `npm run generate -- --watch` in a child process, which never meets a mutant",
  "test/docs/escaping.test.ts": "checks the reference docs' text, which reaches the change report only as bytes",
  "test/docs/html.test.ts": "checks the reference docs' page in Chromium, which reaches the change report only as bytes",
  "test/docs/markdown.test.ts": "checks the reference docs' text, which reaches the change report only as bytes",
  "test/openapi/openapi.test.ts": "checks generated/openapi.json, a file on disk",
  "test/docs/bound-wording.test.ts": "checks the generated docs and models, files on disk",
  "test/package/no-seed-word.test.ts": "reads generated/ and npm's pack list as text, in a child process",
};
