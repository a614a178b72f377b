// A throwaway npm registry for the registry loop (registry.ts starts it): Verdaccio on a free loopback
// port, its storage, users and log in the folder given as the only argument, and no uplink, so that
// an install resolves nothing but what was published to it. Prints `listening <url>` once it
// listens; exits when its standard input closes, so that it never outlives the test that started it.

import { createRequire } from "node:module";
import { join } from "node:path";

const folder = process.argv[2];
if (folder === undefined) {
  process.stderr.write("usage: node verdaccio-server.mjs <folder>\n");
  process.exit(2);
}

const { runServer } = createRequire(import.meta.url)("verdaccio");

const config = {
  self_path: join(folder, "config.yaml"),
  storage: join(folder, "storage"),
  // One user, made by the test through the registry's own API (PUT /-/user/org.couchdb.user:<name>).
  auth: { htpasswd: { file: join(folder, "htpasswd"), max_users: 1 } },
  uplinks: {},
  packages: { "**": { access: "$all", publish: "$authenticated", unpublish: "$authenticated" } },
  web: { enable: false },
  log: { type: "file", path: join(folder, "verdaccio.log"), format: "json", level: "warn" },
};

const server = await runServer(config);
server.listen(0, "127.0.0.1", () => {
  const { port } = server.address();
  process.stdout.write(`listening http://127.0.0.1:${port}/\n`);
});

process.stdin.resume();
process.stdin.on("end", () => {
  server.closeAllConnections?.();
  server.close(() => process.exit(0));
});
