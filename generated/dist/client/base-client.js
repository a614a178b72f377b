import { GatewayNetworkError, GatewayRedirectError, GatewayResponseError, GatewayTimeoutError } from "./errors.js";
import { maskBody, REDACTED } from "./masking.js";
const defaultSleep = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));
export class BaseGatewayClient {
	#api;
	#options;
	#authorization;
	#tlsFetch;
	constructor(api, options) {
		this.#api = api;
		this.#options = {
			...options,
			apiPassword: undefined
		};
		this.#authorization = options.apiPassword === undefined ? undefined : `Basic ${base64(`${api.basicUserPrefix}${options.merchantId}:${options.apiPassword}`)}`;
	}
	/** What a log line or a debugger shows of the client: never a credential. */
	toJSON() {
		return {
			baseUrl: this.#options.baseUrl,
			merchantId: this.#options.merchantId
		};
	}
	toString() {
		return `GatewayClient(${this.#options.baseUrl}, merchant ${this.#options.merchantId})`;
	}
	async send(method, params, options = {}) {
		const operation = this.#operation(method, options.version);
		const url = this.#url(operation, params);
		const body = {
			...params.body,
			[this.#api.discriminator]: operation.name
		};
		this.#validateRequest(operation, body);
		return this.#withRetries(operation, url, body, params.signal);
	}
	#operation(method, requested) {
		const versions = this.#api.versions[method] ?? {};
		const version = requested ?? this.#api.defaultVersions[method];
		const operation = version === undefined ? undefined : versions[version];
		if (operation === undefined) throw new RangeError(`${method}: the spec defines no version ${String(version)} (known: ${Object.keys(versions).join(", ")})`);
		return operation;
	}
	#url(operation, params) {
		const values = {
			...params,
			merchantId: this.#options.merchantId
		};
		let path = this.#api.pathTemplate.replace("{version}", encodeURIComponent(operation.version));
		for (const parameter of this.#api.pathParameters) {
			const value = values[parameter.argument];
			const problem = typeof value !== "string" ? "Must be a string." : [...value].length < parameter.minLength || [...value].length > parameter.maxLength ? `Must be ${parameter.minLength} to ${parameter.maxLength} characters.` : parameter.pattern && !parameter.pattern.test(value) ? "Contains characters that are not allowed." : value === "." || value === ".." ? "Cannot be '.' or '..'." : undefined;
			if (problem !== undefined) throw this.#invalid([this.#finding(parameter.argument, this.#api.invalidType, problem)]);
			// Every reserved character is escaped, so "/", "?" or "#" in an id stay inside its segment.
			path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
		}
		return `${this.#options.baseUrl.replace(/\/+$/, "")}${path}`;
	}
	#finding(field, validationType, explanation) {
		return {
			cause: this.#api.invalidRequestCause,
			field,
			validationType,
			explanation
		};
	}
	#invalid(findings) {
		const [first] = findings;
		return this.#api.errorFor({
			result: this.#api.errorResult,
			error: { ...first },
			findings
		});
	}
	#validateRequest(operation, body) {
		if (this.#options.validateRequests === false) return;
		const result = operation.validateRequest(body);
		if (result.valid) return;
		const unknown = result.errors.filter((error) => error.validationType === this.#api.unsupportedType && error.field !== this.#api.discriminator);
		const refused = this.#options.strict ? result.errors : result.errors.filter((error) => !unknown.includes(error));
		if (refused.length > 0) throw this.#invalid(refused);
		const message = `${operation.name} ${operation.version}: fields the spec does not know are sent as given: ${unknown.map((error) => error.field).join(", ")}`;
		(this.#options.onWarning ?? ((text) => console.warn(text)))(message, unknown);
	}
	async #withRetries(operation, url, body, signal) {
		const retry = this.#api.retry;
		const attempts = Math.max(1, this.#options.attempts ?? retry.attempts);
		for (let attempt = 1;; attempt++) {
			const outcome = await this.#attempt(operation, url, body, signal, attempt).then((response) => ({
				response,
				failure: undefined
			}), (failure) => ({
				response: undefined,
				failure
			}));
			const reason = this.#retryReason(outcome.failure);
			if (reason === undefined || attempt >= attempts || signal?.aborted) {
				if (outcome.failure !== undefined) throw outcome.failure;
				return outcome.response;
			}
			const ceiling = Math.min(retry.maxDelayMs, retry.baseDelayMs * 2 ** (attempt - 1));
			const delay = Math.floor((this.#options.random ?? Math.random)() * ceiling);
			this.#options.logger?.({
				type: "retry",
				operation: operation.name,
				attempt,
				delayMilliseconds: delay,
				reason
			});
			await (this.#options.sleep ?? defaultSleep)(delay);
		}
	}
	#retryReason(failure) {
		if (failure === undefined) return undefined;
		if (failure instanceof GatewayTimeoutError) return undefined;
		if (failure instanceof GatewayNetworkError) return this.#api.retry.connectionFailures ? "connection failed" : undefined;
		const cause = failure.error?.cause;
		return failure.status !== undefined && cause !== undefined && this.#api.retry.causes.includes(cause) ? cause : undefined;
	}
	async #attempt(operation, url, body, signal, attempt) {
		const headers = {
			"content-type": "application/json",
			accept: "application/json"
		};
		if (this.#authorization !== undefined) headers.authorization = this.#authorization;
		const { fetch, dispatcher } = await this.#transport();
		const log = this.#options.logger;
		const masked = (value) => maskBody(value, this.#api.masks);
		log?.({
			type: "request",
			operation: operation.name,
			attempt,
			method: this.#api.method,
			url,
			headers: {
				...headers,
				...headers.authorization ? { authorization: REDACTED } : {}
			},
			body: masked(body)
		});
		const timeout = AbortSignal.timeout(this.#options.timeoutMs ?? this.#api.timeoutMs);
		const started = performance.now();
		let response;
		let text;
		try {
			response = await fetch(url, {
				method: this.#api.method,
				headers,
				body: JSON.stringify(body),
				signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
				// Following a redirect would send the body (card data included) again, to wherever it points.
				redirect: "manual",
				...dispatcher === undefined ? {} : { dispatcher }
			});
			text = isRedirect(response) ? "" : await response.text();
		} catch (error) {
			if (signal?.aborted) throw signal.reason;
			if (timeout.aborted) throw new GatewayTimeoutError(`${operation.name}: no answer within the time-out`, error);
			throw new GatewayNetworkError(`${operation.name}: the connection failed`, error);
		}
		if (isRedirect(response)) {
			await response.body?.cancel().catch(() => undefined);
			throw new GatewayRedirectError(`${operation.name}: the answer is a redirect, which a payment call never follows`, response.status, targetOrigin(url, response));
		}
		const parsed = parseJson(text);
		log?.({
			type: "response",
			operation: operation.name,
			attempt,
			status: response.status,
			milliseconds: Math.round(performance.now() - started),
			body: parsed.ok ? masked(parsed.value) : REDACTED
		});
		if (!parsed.ok) throw new GatewayResponseError(`${operation.name}: the answer is not JSON`, response.status, text, parsed.error);
		if (this.#api.isErrorResponse(parsed.value)) {
			const { result, error } = parsed.value;
			throw this.#api.errorFor({
				status: response.status,
				result: typeof result === "string" ? result : this.#api.errorResult,
				error
			});
		}
		if (!response.ok) throw new GatewayResponseError(`${operation.name}: an error status without the gateway's error shape`, response.status, text);
		this.#validateResponse(operation, parsed.value, response.status, text);
		return {
			body: parsed.value,
			status: response.status,
			headers: response.headers
		};
	}
	#validateResponse(operation, body, status, text) {
		const mode = this.#options.validateResponses;
		if (mode === undefined || mode === false) return;
		const result = operation.validateResponse(body);
		if (result.valid) return;
		if (mode === "throw") throw new GatewayResponseError(`${operation.name}: the response does not match the spec (${result.errors.map((error) => error.field).join(", ")})`, status, text);
		(this.#options.onDrift ?? ((name, findings) => console.warn(`${name}: response drift on ${findings.map((finding) => finding.field).join(", ")}`)))(operation.name, result.errors);
	}
	#transport() {
		const { tls, dispatcher, fetch } = this.#options;
		if (tls === undefined) return Promise.resolve({
			fetch: fetch ?? globalThis.fetch,
			dispatcher
		});
		// The agent and the fetch come from one undici, so that they always fit together.
		this.#tlsFetch ??= import("undici").then((undici) => ({
			fetch: fetch ?? undici.fetch,
			dispatcher: new undici.Agent({ connect: {
				cert: tls.cert,
				key: tls.key,
				ca: tls.ca,
				passphrase: tls.passphrase
			} })
		}));
		return this.#tlsFetch;
	}
}
/** A 3xx answer, or the opaque redirect a browser's fetch gives in manual mode. */
function isRedirect(response) {
	return response.type === "opaqueredirect" || response.status >= 300 && response.status < 400;
}
function targetOrigin(url, response) {
	const location = response.headers.get("location");
	if (location === null) return undefined;
	try {
		return new URL(location, url).origin;
	} catch {
		return undefined;
	}
}
function parseJson(text) {
	try {
		return {
			ok: true,
			value: JSON.parse(text)
		};
	} catch (error) {
		return {
			ok: false,
			error
		};
	}
}
function base64(text) {
	const bytes = new TextEncoder().encode(text);
	let binary = "";
	for (const byte of bytes) binary += String.fromCharCode(byte);
	return btoa(binary);
}
