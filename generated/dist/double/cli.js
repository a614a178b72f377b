#!/usr/bin/env node
/* Generated from spec/ by the gateway generator. Do not edit. */
// npx gateway-mock --port 0 --merchant <id>=<password> ...: starts the double and prints its URL.
import { parseArgs } from "node:util";
import { startGatewayMock } from "./gateway-mock.js";
const { values } = parseArgs({ options: {
	port: {
		type: "string",
		default: "0"
	},
	host: {
		type: "string",
		default: "127.0.0.1"
	},
	merchant: {
		type: "string",
		multiple: true,
		default: []
	}
} });
const merchants = Object.fromEntries(values.merchant.map((entry) => {
	const at = entry.indexOf("=");
	if (at < 1) throw new Error(`--merchant takes <id>=<password>, not ${entry}`);
	return [entry.slice(0, at), entry.slice(at + 1)];
}));
const double = await startGatewayMock({
	port: Number(values.port),
	host: values.host,
	merchants
});
console.log(double.url);
const stop = () => void double.close().then(() => process.exit(0));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
