// Import rules of the generator, checked in `npm test` (`npm run deps`):
// - no cycles;
// - stages import downwards only: paths/numbers/formats/text/patterns/cache < diagnostics < load < check < resolve
//   < changes, release < emit < build < write < the commands (generator/*.ts);
// - emitter folders stand side by side: one imports another only through the output plan
//   (emit/plan/) and the shared builders (emit/shared/).
// - the code the package ships (templates/package/src/) is its own package: it imports nothing of
//   the generator, and no part of the generator imports it (emitters copy it into generated/).

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
      comment: "the shipped code is its own package: emitters copy it into generated/, no part of the generator imports it",
      severity: "error",
      from: { path: "^generator/" },
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
