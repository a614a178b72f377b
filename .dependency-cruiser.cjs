// Import rules of the generator, checked in `npm test` (`npm run deps`):
// - no cycles, in the generator and in the code the package ships;
// - stages import downwards only: language/, cache/ < ir/ < diagnostics < load < check < resolve
//   < changes, release < emit < write < runner/ < generate.ts, pipeline.ts < cli/ (the commands);
// - emitter folders stand side by side: one imports another only through the output plan
//   (emit/plan/) and the shared builders (emit/shared/), which import no emitter; shared/ below plan/;
// - emitters read a closed IR: ir/ and the release view, never load/, check/, resolve/, changes/ or release/;
// - the code the package ships (templates/package/src/) is its own package: it imports nothing of
//   the generator, and the generator imports it in one place only: the output plan runs the few
//   pure shipped modules that settle what an output shows (the double's answer to the docs'
//   examples, masked as the client masks), so that the docs show what the shipped code does.

/** Stages, lowest first; a stage may import its own and lower ones. */
const STAGES = ["language|cache", "ir", "diagnostics", "load", "check", "resolve", "changes|release", "emit", "write", "runner"];

const stageRules = STAGES.map((stage, index) => ({
  name: `stage-order-${stage.split("|")[0]}`,
  comment: `${stage} imports only itself and the stages below it`,
  severity: "error",
  from: { path: `^generator/(${stage})/` },
  to: { path: `^generator/(${[...STAGES.slice(index + 1), "cli", "[^/]+\\.ts$"].join("|")})` },
}));

module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "neither the generator nor the code the package ships has a circle of imports",
      severity: "error",
      from: { path: "^(generator|templates/package/src)/" },
      to: { circular: true },
    },
    ...stageRules,
    {
      name: "commands-on-top",
      comment: "the commands (cli/) stand above generate.ts and pipeline.ts, which never import them",
      severity: "error",
      from: { path: "^generator/[^/]+\\.ts$" },
      to: { path: "^generator/cli/" },
    },
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
      to: {
        path: "^templates/package/",
        pathNot: "^templates/package/src/(double/(response-body|answer-rules|provider-path|body-paths)|client/masking)\\.ts$",
      },
    },
    {
      name: "emit-reads-a-closed-ir",
      comment: "an emitter reads the IR (ir/) and the release view, never the stages that make them",
      severity: "error",
      from: { path: "^generator/emit/" },
      to: { path: "^generator/(load|check|resolve|changes|release|diagnostics)/" },
    },
    {
      name: "plan-and-shared-below-emitters",
      comment: "the output plan and the shared builders serve every emitter and import none (nor the list of them)",
      severity: "error",
      from: { path: "^generator/emit/(plan|shared)/" },
      to: { path: "^generator/emit/", pathNot: "^generator/emit/(plan/|shared/|emitter\\.ts$)" },
    },
    {
      name: "shared-below-plan",
      comment: "the shared builders know no output's path or name: the plan builds on them, not they on it",
      severity: "error",
      from: { path: "^generator/emit/shared/" },
      to: { path: "^generator/emit/plan/" },
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
