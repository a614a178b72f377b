/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/double) */
// A local stand-in for the gateway over real HTTP, on loopback: the endpoint shape, Basic
// authentication, bodies checked by the generated validators, state per merchant and order, and
// faults on demand. Everything it knows of the gateway comes from the generated description.
import { createServer } from "node:http";
import { composeResponse } from "./compose-response.js";
import { errorResponseOf, findingAsError, findingField, findingKind } from "../runtime/contract.js";
import { getAt, isRecord } from "./body-paths.js";
const DEFAULT_MAX_BODY = 10 * 1024 * 1024;
export async function startDouble(description, options = {}) {
	const merchants = new Map(Object.entries(options.merchants ?? {}));
	const orders = new Map();
	let faults = { ...options.faults };
	const random = options.random ?? Math.random;
	const now = options.now ?? (() => new Date().toISOString());
	const server = createServer((request, response) => {
		void handle(request, response).catch(() => answer(response, description.status.serverFailed, errorBody(description.answers.serverFailed)));
	});
	const errorBody = (answerData) => errorResponseOf(answerData);
	async function handle(request, response) {
		if (faults.delayMs) await new Promise((resolve) => setTimeout(resolve, faults.delayMs));
		if (faults.dropRate && random() < faults.dropRate) return void request.socket.destroy();
		const match = description.pathPattern.exec(new URL(request.url ?? "/", "http://double").pathname);
		const groups = match?.groups;
		if (!groups || request.method !== description.method || !description.versions.has(groups.version)) {
			request.resume();
			return answer(response, description.status.notFound, errorBody(description.answers.notFound));
		}
		const call = {
			version: groups.version,
			merchantId: decodeURIComponent(groups[description.pathNames.merchantId]),
			orderId: decodeURIComponent(groups[description.pathNames.orderId]),
			transactionId: decodeURIComponent(groups[description.pathNames.transactionId])
		};
		if (!authenticated(request.headers.authorization, call.merchantId)) {
			request.resume();
			return answer(response, description.status.unauthenticated, errorBody(description.answers.unauthenticated));
		}
		if (faults.busyRate && random() < faults.busyRate) {
			request.resume();
			return answer(response, description.status.serverBusy, errorBody(description.answers.serverBusy));
		}
		const text = await readBody(request, options.maxBodyBytes ?? DEFAULT_MAX_BODY);
		const body = parse(text);
		if (!isRecord(body)) return answer(response, description.status.invalidRequest, errorBody(description.answers.notJson));
		const validation = description.validateRequest(call.version, body);
		// An unknown field passes unless strict; an operation not defined at this version never does.
		const tolerated = (error) => !options.strictFields && findingKind(error) === "unsupported" && findingField(error) !== description.discriminator;
		const refused = validation.valid ? [] : validation.errors.filter((error) => !tolerated(error));
		if (refused.length > 0) {
			const [first] = refused;
			return answer(response, description.status.invalidRequest, errorBody(findingAsError(first)));
		}
		const operation = description.operations.get(`${String(body[description.discriminator])}@${call.version}`);
		const merchantOrders = orders.get(call.merchantId) ?? new Map();
		orders.set(call.merchantId, merchantOrders);
		const existing = merchantOrders.get(call.orderId);
		if (existing?.transactions.includes(call.transactionId)) {
			return answer(response, description.status.invalidRequest, errorBody(description.answers.reusedTransaction));
		}
		const late = existing ? operation.firstTransactionOnly.find((rule) => getAt(body, rule.path) !== undefined) : undefined;
		if (late) {
			const refusal = description.answers.laterTransaction(late.path, late.text);
			return answer(response, description.status.invalidRequest, errorBody(refusal));
		}
		const time = now();
		const order = existing ?? {
			status: operation.orderStatus,
			creationTime: time,
			lastUpdatedTime: time,
			transactions: []
		};
		const composed = composeResponse(operation, body, {
			...call,
			orderCreated: order.creationTime,
			now: time,
			redirectUrl: `${baseUrl()}/redirect/${encodeURIComponent(call.orderId)}`
		}, description.mask);
		if (composed.findings.length > 0) return answer(response, description.status.serverFailed, errorBody(description.answers.serverFailed));
		// State changes only once the answer is sure: a refused request leaves the order as it was.
		merchantOrders.set(call.orderId, {
			...order,
			status: operation.orderStatus,
			lastUpdatedTime: time,
			transactions: [...order.transactions, call.transactionId]
		});
		return answer(response, existing ? description.status.ok : description.status.created, composed.body);
	}
	function authenticated(header, merchantId) {
		const password = merchants.get(merchantId);
		if (password === undefined || !header?.startsWith("Basic ")) return false;
		const decoded = Buffer.from(header.slice(6), "base64").toString("utf8");
		return decoded === `${description.basicUserPrefix}${merchantId}:${password}`;
	}
	const baseUrl = () => {
		const address = server.address();
		return `http://${address.family === "IPv6" ? `[${address.address}]` : address.address}:${address.port}`;
	};
	await new Promise((resolve, reject) => {
		server.once("error", reject);
		server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => resolve());
	});
	return {
		url: baseUrl(),
		close: () => new Promise((resolve, reject) => {
			server.close((error) => error ? reject(error) : resolve());
			server.closeAllConnections();
		}),
		setFaults: (next) => {
			faults = { ...next };
		},
		order: (merchantId, orderId) => {
			const state = orders.get(merchantId)?.get(orderId);
			return state && {
				...state,
				transactions: [...state.transactions]
			};
		},
		orderCount: (merchantId) => orders.get(merchantId)?.size ?? 0
	};
}
function parse(text) {
	try {
		return JSON.parse(text);
	} catch {
		return undefined;
	}
}
function readBody(request, limit) {
	return new Promise((resolve, reject) => {
		const chunks = [];
		let size = 0;
		request.on("data", (chunk) => {
			size += chunk.length;
			if (size > limit) {
				request.destroy();
				reject(new Error("body too large"));
			} else chunks.push(chunk);
		});
		request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
		request.on("error", reject);
	});
}
function answer(response, status, body) {
	const text = JSON.stringify(body);
	response.writeHead(status, {
		"content-type": "application/json; charset=utf-8",
		"content-length": Buffer.byteLength(text)
	});
	response.end(text);
}
