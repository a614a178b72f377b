// The gateway double (the npm package's, over real HTTP on 127.0.0.1) for the Python client's tests:
// its URL is the first line on stdout; then each stdin line is one JSON command (`setFaults`,
// `order`) and gets one JSON line back. Closing stdin closes the double.

import { createInterface } from "node:readline";
import * as generated from "../../../generated/dist/index.js";
import { startGatewayMock, type Faults } from "../../../generated/dist/index.js";

interface Command {
  command: string;
  faults?: Faults;
  merchant?: string;
  order?: string;
}

const [merchant = "TESTMERCHANT01", password = "p4ssw0rd-that-must-never-leak"] = process.argv.slice(2);
const double = await startGatewayMock({ merchants: { [merchant]: password } });
const write = (value: unknown) => process.stdout.write(`${JSON.stringify(value)}\n`);

function answer(command: Command): unknown {
  if (command.command === "setFaults") {
    double.setFaults(command.faults ?? {});
    return { ok: true };
  }
  if (command.command === "order") return { ok: true, order: double.order(command.merchant ?? merchant, command.order ?? "") ?? null };
  if (command.command === "errorClasses") return { ok: true, classes: errorClasses() };
  return { ok: false, error: `unknown command ${command.command}` };
}

/** Every error class the npm package exports, with the class it extends: the set the Python client must have. */
function errorClasses(): Record<string, string> {
  const classes: Record<string, string> = {};
  for (const [name, value] of Object.entries(generated))
    if (typeof value === "function" && value.prototype instanceof Error)
      classes[name] = (Object.getPrototypeOf(value) as { name: string }).name;
  return classes;
}

write({ url: double.url });
const lines = createInterface({ input: process.stdin });
lines.on("line", (line) => {
  try {
    write(answer(JSON.parse(line) as Command));
  } catch (error) {
    write({ ok: false, error: String(error) });
  }
});
lines.on("close", () => void double.close().then(() => process.exit(0)));
