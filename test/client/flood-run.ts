// npm run flood [requests]: the double under a flood of concurrent calls (2,000 by default), with
// its figures: time, answers by status, peak memory of the process (double and callers together).

import { startGatewayMock } from "../../generated/dist/index.js";
import { floodDouble } from "./flood.js";

const requests = Number(process.argv[2] ?? 2000);
const double = await startGatewayMock({ merchants: { FLOOD01: "flood-password" } });
try {
  const report = await floodDouble(double.url, "FLOOD01", "flood-password", { requests, orders: 50, seed: 11 }, (orderId) =>
    double.order("FLOOD01", orderId),
  );
  console.log(`${report.requests} requests in ${report.seconds.toFixed(2)} s; accepted ${report.accepted}`);
  console.log(`answers by status: ${JSON.stringify(report.byStatus)}`);
  console.log(`peak memory (RSS): ${(report.peakRssBytes / 1024 / 1024).toFixed(0)} MiB`);
  console.log(report.problems.length === 0 ? "invariants held" : `PROBLEMS:\n${report.problems.join("\n")}`);
  if (report.problems.length > 0) process.exitCode = 1;
} finally {
  await double.close();
}
