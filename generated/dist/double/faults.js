import { CAUSE_HEADER, FAULT_HEADER } from "./double-options.js";
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
/** The cause a call asks for by header, or one drawn from the cause rates; undefined for none. */
export function askedCause(request, description, { faults, random }) {
	const header = request.headers[CAUSE_HEADER];
	if (typeof header === "string") return Object.hasOwn(description.onDemand, header) ? description.onDemand[header] : undefined;
	for (const [cause, rate] of Object.entries(faults.causeRates ?? {})) if (rate > 0 && Object.hasOwn(description.onDemand, cause) && random() < rate) return description.onDemand[cause];
	return undefined;
}
/** Whether a request carried out loses its answer: asked for by header, or drawn from dropAfterRate. */
export function dropsAnswer(request, { faults, random }) {
	if (request.headers[FAULT_HEADER] === "drop-after") return true;
	return fires(faults.dropAfterRate, random);
}
