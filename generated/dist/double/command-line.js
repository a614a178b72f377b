/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/double) */
// The gateway-mock command's work, apart from the process it runs in (double/cli.ts gives it
// process.argv and the standard streams): read the arguments, start the double, say what went wrong.
// Bad arguments get a message and the usage (exit 2), never a stack trace. Tests run it in-process.
import { parseArgs } from "node:util";
import { startGatewayMock } from "./gateway-mock.js";
import { DoubleOptionError } from "./option-error.js";
const USAGE = `Usage: gateway-mock --merchant <id>=<password> [options]

Starts the gateway double on loopback and prints its URL.

  --merchant <id>=<password>  a merchant and its API password (repeat for more; at least one)
  --port <n>                  port to listen on (default 0: a free port)
  --host <address>            address to listen on (default 127.0.0.1)
  --busy-rate <0..1>          share of calls answered with the busy error
  --drop-rate <0..1>          share of calls whose connection is dropped
  --drop-after-rate <0..1>    share of calls carried out whose answer is then dropped
  --delay-ms <n>              milliseconds to wait before each answer
  --cause-rate <cause>=<0..1> share of calls answered with an error cause (repeat for more)
  --strict-fields             refuse fields the spec does not know
  --max-body-bytes <n>        largest request body (default 10 MiB; longer ones get 413)
  --max-array-items <n>       most array items in a body, nested included (default 10000; more get 413)
  --max-object-keys <n>       most object keys in a body, nested included (default 10000; more get 413)
  --log                       one line of JSON per request on stderr, masked unless known safe
  --help                      this text`;
class UsageError extends Error {}
/** The flag that gives each option of the double, to name it when the double refuses its value. */
const FLAGS = {
	merchants: "--merchant",
	port: "--port",
	"faults.busyRate": "--busy-rate",
	"faults.dropRate": "--drop-rate",
	"faults.dropAfterRate": "--drop-after-rate",
	"faults.delayMs": "--delay-ms",
	"faults.causeRates": "--cause-rate",
	maxBodyBytes: "--max-body-bytes",
	maxArrayItems: "--max-array-items",
	maxObjectKeys: "--max-object-keys"
};
/** An option the double refused, as a mistake of the flag that gave it. */
function usageOf(error) {
	const option = error.option.startsWith("faults.causeRates") ? "faults.causeRates" : error.option;
	return new UsageError(`${FLAGS[option] ?? error.option}: ${error.message}`);
}
function number(name, text, low, high) {
	if (text === undefined) return undefined;
	const value = Number(text);
	if (text.trim() === "" || !Number.isFinite(value) || value < low || value > high) throw new UsageError(`--${name} takes a number from ${low} to ${high}, not ${JSON.stringify(text)}`);
	return value;
}
/** A limit: digits only, from 0 to 2^31 (a fraction or an exponent is a mistake, not a limit). */
function wholeNumber(name, text) {
	if (text === undefined) return undefined;
	if (!/^[0-9]{1,10}$/.test(text) || Number(text) > 2 ** 31) throw new UsageError(`--${name} takes a whole number from 0 to ${2 ** 31}, not ${JSON.stringify(text)}`);
	return Number(text);
}
function merchantsOf(entries) {
	if (entries.length === 0) throw new UsageError("give at least one --merchant <id>=<password>: with none, every call is refused");
	return Object.fromEntries(entries.map((entry) => {
		const at = entry.indexOf("=");
		if (at < 1 || at === entry.length - 1) throw new UsageError(`--merchant takes <id>=<password>, not ${JSON.stringify(entry)}`);
		return [entry.slice(0, at), entry.slice(at + 1)];
	}));
}
function readArguments(args) {
	try {
		return parseArgs({
			args,
			strict: true,
			options: {
				merchant: {
					type: "string",
					multiple: true,
					default: []
				},
				port: {
					type: "string",
					default: "0"
				},
				host: {
					type: "string",
					default: "127.0.0.1"
				},
				"busy-rate": { type: "string" },
				"drop-rate": { type: "string" },
				"drop-after-rate": { type: "string" },
				"delay-ms": { type: "string" },
				"cause-rate": {
					type: "string",
					multiple: true,
					default: []
				},
				"strict-fields": {
					type: "boolean",
					default: false
				},
				"max-body-bytes": { type: "string" },
				"max-array-items": { type: "string" },
				"max-object-keys": { type: "string" },
				log: {
					type: "boolean",
					default: false
				},
				help: {
					type: "boolean",
					default: false
				}
			}
		}).values;
	} catch (error) {
		throw new UsageError(error.message);
	}
}
/** Runs the command on its arguments (`process.argv.slice(2)`): the usage, a mistake, or a running double. */
export async function runGatewayMockCommand(args, output) {
	try {
		return await startFromArguments(args, output);
	} catch (caught) {
		const error = caught instanceof DoubleOptionError ? usageOf(caught) : caught;
		const usage = error instanceof UsageError;
		output.stderr(`gateway-mock: ${error.message}\n${usage ? `\n${USAGE}\n` : ""}`);
		return { exitCode: usage ? 2 : 1 };
	}
}
async function startFromArguments(args, output) {
	const values = readArguments(args);
	if (values.help) {
		output.stdout(`${USAGE}\n`);
		return { exitCode: 0 };
	}
	const busyRate = number("busy-rate", values["busy-rate"], 0, 1);
	const dropRate = number("drop-rate", values["drop-rate"], 0, 1);
	const dropAfterRate = number("drop-after-rate", values["drop-after-rate"], 0, 1);
	const delayMs = number("delay-ms", values["delay-ms"], 0, 6e5);
	const maxBodyBytes = number("max-body-bytes", values["max-body-bytes"], 1, 2 ** 31);
	const maxArrayItems = wholeNumber("max-array-items", values["max-array-items"]);
	const maxObjectKeys = wholeNumber("max-object-keys", values["max-object-keys"]);
	const causeRates = Object.fromEntries(values["cause-rate"].map((entry) => {
		const at = entry.indexOf("=");
		if (at < 1) throw new UsageError(`--cause-rate takes <cause>=<0..1>, not ${JSON.stringify(entry)}`);
		return [entry.slice(0, at), number("cause-rate", entry.slice(at + 1), 0, 1)];
	}));
	const double = await startGatewayMock({
		port: number("port", values.port, 0, 65535),
		host: values.host,
		merchants: merchantsOf(values.merchant),
		faults: {
			...busyRate === undefined ? {} : { busyRate },
			...dropRate === undefined ? {} : { dropRate },
			...dropAfterRate === undefined ? {} : { dropAfterRate },
			...delayMs === undefined ? {} : { delayMs },
			...Object.keys(causeRates).length === 0 ? {} : { causeRates }
		},
		strictFields: values["strict-fields"],
		...maxBodyBytes === undefined ? {} : { maxBodyBytes },
		...maxArrayItems === undefined ? {} : { maxArrayItems },
		...maxObjectKeys === undefined ? {} : { maxObjectKeys },
		...values.log ? { log: (entry) => output.stderr(`${JSON.stringify(entry)}\n`) } : {}
	});
	output.stdout(`${double.url}\n`);
	return { double };
}
