// Import rules of the generator, checked in `npm test` (`npm run deps`):
// - no cycles;
// - stages import downwards only: paths/numbers/formats/text/patterns/cache < diagnostics < load < check < resolve
//   < changes, release < emit < build < write < the commands (generator/*.ts);
// - emitter folders stand side by side: one imports another only through the output plan
//   (emit/plan/) and the shared builders (emit/shared/).
// - the code the package ships (templates/package/src/) is its own package: it imports nothing of
//   the generator, and the generator imports it in one place only: the output plan runs the few
//   pure shipped modules that settle what an output shows (the double's answer to the docs'
//   examples, masked as the client masks), so that the docs show what the shipped code does.

/** Stages, lowest first; a stage may import its own and lower ones. */
const STAGES = ["paths|numbers|formats|text|patterns|cache", "diagnostics", "load", "check", "resolve", "changes|release", "emit", "build", "write"];

const stageRules = STAGES.map((stage, index) => ({
  name: `stage-order-${stage.split("|")[0]}`,
  comment: `${stage} imports only itself and the stages below it`,
  severity: "error",
  from: { path: `^generator/(${stage})/` },
  to: { path: `^generator/(${[...STAGES.slice(index + 1), "[^/]+\\.ts$"].join("|")})` },
}));

module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      severity: "error",
      from: { path: "^generator/" },
      to: { circular: true },
    },
    ...stageRules,
    {
      name: "shipped-code-stands-alone",
      comment: "the package's hand-written code is copied into generated/: it cannot import the generator",
      severity: "error",
      from: { path: "^templates/package/" },
      to: { path: "^generator/" },
    },
    {
      name: "generator-never-imports-shipped-code",
      comment: "the shipped code is its own package: emitters copy it into generated/; only the output plan runs some of it",
      severity: "error",
      from: { path: "^generator/", pathNot: "^generator/emit/plan/" },
      to: { path: "^templates/package/" },
    },
    {
      name: "plan-runs-pure-shipped-modules-only",
      comment: "the output plan may run the shipped modules that are pure functions (no I/O, nothing generated imported), nothing else",
      severity: "error",
      from: { path: "^generator/emit/plan/" },
      to: { path: "^templates/package/", pathNot: "^templates/package/src/(double/(response-body|answer-rules|provider-path|body-paths)|client/masking)\\.ts$" },
    },
    {
      name: "emitters-side-by-side",
      comment: "an emitter folder reaches another's output through emit/plan/ and emit/shared/, never its modules",
      severity: "error",
      from: { path: "^generator/emit/([^/]+)/" },
      to: { path: "^generator/emit/[^/]+/", pathNot: ["^generator/emit/($1|plan|shared)/"] },
    },
  ],
  options: {
    // TypeScript 7 has no compiler API for dependency-cruiser to parse with; swc reads the sources.
    parser: "swc",
    tsConfig: { fileName: "tsconfig.json" },
    doNotFollow: { path: "node_modules" },
    exclude: { path: "node_modules" },
  },
};
