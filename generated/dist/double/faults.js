import { CAUSE_HEADER, FAULT_HEADER } from "./double-options.js";
import { DoubleOptionError } from "./option-error.js";
/** Whether a rate (0 to 1) fires on this draw. */
function fires(rate, random) {
	return Boolean(rate && random() < rate);
}
/** Waits the configured delay, then tells whether the connection is dropped before the call is carried out. */
export async function dropsBefore({ faults, random }) {
	if (faults.delayMs) await new Promise((resolve) => setTimeout(resolve, faults.delayMs));
	return fires(faults.dropRate, random);
}
/** Whether the double is busy for this call. */
export function isBusy({ faults, random }) {
	return fires(faults.busyRate, random);
}
/** The faults a call can ask for with FAULT_HEADER. */
const FAULTS_ON_DEMAND = ["drop-after"];
/** A refusal naming the cause or fault header whose value the double does not give; undefined when both are known or absent. */
export function unknownHeaderValue(request, description) {
	const known = [[CAUSE_HEADER, Object.keys(description.onDemand)], [FAULT_HEADER, FAULTS_ON_DEMAND]];
	for (const [header, values] of known) {
		const value = request.headers[header];
		if (value === undefined || typeof value === "string" && values.includes(value)) continue;
		const { status, error } = description.answers.unknownHeaderValue;
		return {
			status,
			error: description.complete(error, header, `Must be one of ${values.join(", ")}.`)
		};
	}
	return undefined;
}
/** The cause a call asks for by header (one the double gives: see unknownHeaderValue), or one drawn from the cause rates; undefined for none. */
export function askedCause(request, description, { faults, random }) {
	const header = request.headers[CAUSE_HEADER];
	if (typeof header === "string") return description.onDemand[header];
	for (const [cause, rate] of Object.entries(faults.causeRates ?? {})) if (rate > 0 && random() < rate) return description.onDemand[cause];
	return undefined;
}
/** Faults a test gives: each rate a number from 0 to 1, each cause one the double gives on demand, the delay from 0. */
export function checkFaults(faults, causes) {
	const rate = (option, value) => {
		if (value !== undefined && (typeof value !== "number" || !(value >= 0 && value <= 1))) throw new DoubleOptionError(option, `${option} must be a number from 0 to 1, not ${String(value)}`);
	};
	rate("faults.busyRate", faults.busyRate);
	rate("faults.dropRate", faults.dropRate);
	rate("faults.dropAfterRate", faults.dropAfterRate);
	const delay = faults.delayMs;
	if (delay !== undefined && !(typeof delay === "number" && Number.isFinite(delay) && delay >= 0)) throw new DoubleOptionError("faults.delayMs", `faults.delayMs must be a number of milliseconds from 0, not ${String(delay)}`);
	for (const [cause, value] of Object.entries(faults.causeRates ?? {})) {
		if (!causes.includes(cause)) throw new DoubleOptionError("faults.causeRates", `faults.causeRates names ${JSON.stringify(cause)}, no cause the double gives on demand (${causes.join(", ")})`);
		rate(`faults.causeRates.${cause}`, value);
	}
}
/** Whether a request carried out loses its answer: asked for by header, or drawn from dropAfterRate. */
export function dropsAnswer(request, { faults, random }) {
	if (request.headers[FAULT_HEADER] === "drop-after") return true;
	return fires(faults.dropAfterRate, random);
}
