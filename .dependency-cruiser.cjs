// Import rules of the generator, checked in `npm test` (`npm run deps`):
// - no cycles;
// - stages import downwards only: paths/text/patterns < diagnostics < load < check < resolve
//   < changes, release < emit < build < write < the commands (generator/*.ts);
// - emitter folders stand side by side: one imports another only through the output plan
//   (emit/plan/) and the shared builders (emit/shared/).
// What the known-violations file lists is what is left to move (the shipped hand-written code,
// still under emit/*/files/, that earlier stages use as a library); nothing new may join it.

/** Stages, lowest first; a stage may import its own and lower ones. */
const STAGES = ["paths|text|patterns", "diagnostics", "load", "check", "resolve", "changes|release", "emit", "build", "write"];

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
      name: "emitters-side-by-side",
      comment: "an emitter folder reaches another's output through emit/plan/ and emit/shared/, never its modules",
      severity: "error",
      from: { path: "^generator/emit/([^/]+)/" },
      to: { path: "^generator/emit/[^/]+/", pathNot: ["^generator/emit/($1|plan|shared)/", "^generator/emit/[^/]+/files/"] },
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
