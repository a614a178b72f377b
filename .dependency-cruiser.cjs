// Import rules of the generator, checked in `npm test` (`npm run deps`):
// - no cycles;
// - stages import downwards only: paths/text/patterns < diagnostics < load < check < resolve
//   < changes, release < emit < build < write < the commands (generator/*.ts);
// - emitter folders stand side by side: one imports another only through the output plan
//   (emit/plan/) and the shared builders (emit/shared/).
// - the code the package ships (templates/package/src/) imports nothing of the generator, and of the
//   generator only emit/ may import it (as a library); earlier stages never need it.
// What the known-violations file lists is what is left to move (pure helpers of the shipped runtime,
// decimal comparison and reference order, that earlier stages still borrow); nothing new may join it.

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
      name: "shipped-code-stands-alone",
      comment: "the package's hand-written code is copied into generated/: it cannot import the generator",
      severity: "error",
      from: { path: "^templates/package/" },
      to: { path: "^generator/" },
    },
    {
      name: "shipped-code-is-emit-only",
      comment: "only emitters use the shipped code as a library; earlier stages never need it",
      severity: "error",
      from: { path: "^generator/", pathNot: "^generator/emit/" },
      to: { path: "^templates/package/" },
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
