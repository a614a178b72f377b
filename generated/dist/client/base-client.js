import { GatewayAbortError, GatewayConfigurationError, GatewayNetworkError, GatewayRedirectError, GatewayResponseError, GatewayTimeoutError } from "./errors.js";
import { maskBody, REDACTED } from "./masking.js";
import { Secrets } from "./secrets.js";
import { TooLarge, base64, checkBaseUrl, debugFromEnvironment, isRedirect, parseJson, readText, retryAfterMs, setOwn, targetOrigin, withoutNames, withoutTrailingSlashes } from "./http.js";
import { ERROR_RESULT, errorCause, errorResponseParts, findingAsError, findingField, findingKind, invalid } from "../runtime/contract.js";
const defaultSleep = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));
/** The longest `Retry-After` the client waits for; a longer one ends the retries. */
const MAX_RETRY_AFTER_MS = 6e4;
/** Extra headers whose values a log line never shows. */
const SECRET_HEADER = /auth|cookie|key|password|secret|token/i;
export class BaseGatewayClient {
	#api;
	#options;
	/** The identity option's name and value (`merchantId`), when the spec names one. */
	#identity;
	#authorization;
	#secrets;
	/** The deprecated versions this client has warned of: each once. */
	#deprecationsTold = new Set();
	#tlsFetch;
	constructor(api, options) {
		checkBaseUrl(options.baseUrl);
		this.#api = api;
		this.#options = {
			...options,
			apiPassword: undefined
		};
		this.#identity = identityOf(api, options);
		const credentials = options.apiPassword === undefined ? undefined : base64(`${api.basicUserPrefix}${this.#identity?.value ?? ""}:${options.apiPassword}`);
		this.#authorization = credentials === undefined ? undefined : `Basic ${credentials}`;
		this.#secrets = new Secrets([
			options.apiPassword,
			credentials,
			this.#authorization
		].filter((value) => value !== undefined));
	}
	/** What a log line or a debugger shows of the client: never a credential. */
	toJSON() {
		return {
			baseUrl: this.#options.baseUrl,
			...this.#identity && { [this.#identity.name]: this.#identity.value }
		};
	}
	toString() {
		return `GatewayClient(${[this.#options.baseUrl, ...this.#identity ? [`${this.#identity.name} ${this.#identity.value}`] : []].join(", ")})`;
	}
	async send(method, params, options = {}) {
		const operation = this.#operation(method, options.version);
		const url = this.#url(operation, params);
		const body = this.#withExtraFields({
			...params.body,
			[this.#api.discriminator]: operation.name
		}, params.extraFields ?? {});
		this.#validateRequest(operation, body, Object.keys(params.extraFields ?? {}));
		this.#warnIfDeprecated(operation);
		return this.#withRetries({
			operation,
			url,
			body,
			signal: options.signal ?? params.signal,
			timeoutMs: options.timeoutMs ?? this.#options.timeoutMs ?? this.#api.timeoutMs,
			attempts: Math.max(1, options.attempts ?? this.#options.attempts ?? this.#api.retry.attempts),
			headers: options.headers ?? {},
			secrets: this.#secrets.withBody(body, this.#api.masks)
		});
	}
	/** The body with each extra field set at its dotted path; the objects on the way are copies, never the caller's. */
	#withExtraFields(body, extraFields) {
		const result = { ...body };
		for (const [path, value] of Object.entries(extraFields)) {
			const keys = path.split(".");
			let target = result;
			for (const key of keys.slice(0, -1)) {
				const inside = Object.hasOwn(target, key) ? target[key] : {};
				if (inside === null || typeof inside !== "object" || Array.isArray(inside)) throw this.#invalid([invalid(path, "Its parent is not an object.")]);
				target = setOwn(target, key, { ...inside });
			}
			setOwn(target, keys.at(-1), value);
		}
		return result;
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
			...this.#identity && { [this.#identity.name]: this.#identity.value }
		};
		let path = this.#api.pathTemplate.replace("{version}", encodeURIComponent(operation.version));
		for (const parameter of this.#api.pathParameters) {
			const value = values[parameter.argument];
			const problem = typeof value !== "string" ? "Must be a string." : [...value].length < parameter.minLength || [...value].length > parameter.maxLength ? `Must be ${parameter.minLength} to ${parameter.maxLength} characters.` : parameter.pattern && !parameter.pattern.test(value) ? "Contains characters that are not allowed." : value === "." || value === ".." ? "Cannot be '.' or '..'." : undefined;
			if (problem !== undefined) throw this.#invalid([invalid(parameter.argument, problem)]);
			// Every reserved character is escaped, so "/", "?" or "#" in an id stay inside its segment.
			path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
		}
		return `${withoutTrailingSlashes(this.#options.baseUrl)}${path}`;
	}
	#invalid(findings) {
		const [first] = findings;
		return this.#api.errorFor({
			result: ERROR_RESULT,
			error: findingAsError(first),
			findings
		});
	}
	/**
	* INVALID and MISSING refuse the call; unknown fields (UNSUPPORTED) and the extra fields of a
	* 'not shown' region are sent, and reported to onWarning, unless `strict` refuses the unknown ones.
	*/
	#validateRequest(operation, body, extraPaths) {
		const result = this.#options.validateRequests === false ? { valid: true } : operation.validateRequest(body);
		const errors = result.valid ? [] : result.errors;
		const unknown = errors.filter((error) => findingKind(error) === "unsupported" && findingField(error) !== this.#api.discriminator);
		const refused = this.#options.strict ? errors : errors.filter((error) => !unknown.includes(error));
		if (refused.length > 0) throw this.#invalid(refused);
		const unchecked = extraPaths.filter((path) => !unknown.some((error) => findingField(error) === path));
		const said = [...unknown.length > 0 ? [`fields the spec does not know are sent as given: ${unknown.map(findingField).join(", ")}`] : [], ...unchecked.length > 0 ? [`fields of a region the spec does not show are sent unchecked: ${unchecked.join(", ")}`] : []];
		if (said.length === 0) return;
		(this.#options.onWarning ?? ((text) => console.warn(text)))(`${operation.name} ${operation.version}: ${said.join("; ")}`, unknown);
	}
	/** The first call of a deprecated version tells onWarning (console.warn without one); later calls say nothing. */
	#warnIfDeprecated(operation) {
		if (operation.deprecation === undefined || this.#deprecationsTold.has(operation)) return;
		this.#deprecationsTold.add(operation);
		(this.#options.onWarning ?? ((text) => console.warn(text)))(`${operation.name} ${operation.version}: ${operation.deprecation}`, []);
	}
	async #withRetries(call) {
		for (let attempt = 1;; attempt++) {
			const outcome = await this.#attempt(call, attempt).then((response) => ({
				response,
				failure: undefined
			}), (failure) => ({
				response: undefined,
				failure
			}));
			const reason = this.#retryReason(outcome.failure);
			const delay = reason === undefined ? undefined : this.#retryDelay(outcome.failure, attempt);
			if (reason === undefined || delay === undefined || attempt >= call.attempts || call.signal?.aborted) {
				if (outcome.failure !== undefined) throw outcome.failure;
				return outcome.response;
			}
			this.#log(call, {
				type: "retry",
				operation: call.operation.name,
				attempt,
				delayMilliseconds: delay,
				reason
			});
			await (this.#options.sleep ?? defaultSleep)(delay);
		}
	}
	/**
	* The wait before the next attempt: what the gateway's `Retry-After` asks for (up to a minute; a
	* longer wait ends the retries: undefined), else full-jitter back-off.
	*/
	#retryDelay(failure, attempt) {
		const asked = retryAfterMs(failure.headers?.get("retry-after") ?? null);
		if (asked !== undefined) return asked <= MAX_RETRY_AFTER_MS ? asked : undefined;
		const { maxDelayMs, baseDelayMs } = this.#api.retry;
		const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** (attempt - 1));
		return Math.floor((this.#options.random ?? Math.random)() * ceiling);
	}
	/** The logger, or console.debug when debugging is switched on, or nothing; an echoed secret never reaches either. */
	#log(call, event) {
		const logger = this.#options.logger ?? (this.#options.debug ?? debugFromEnvironment() ? debugLine : undefined);
		logger?.(call.secrets.value(event));
	}
	#retryReason(failure) {
		if (failure === undefined) return undefined;
		if (failure instanceof GatewayTimeoutError) return undefined;
		if (failure instanceof GatewayNetworkError) return this.#api.retry.connectionFailures ? "connection failed" : undefined;
		const error = failure.error;
		const cause = error === undefined ? undefined : errorCause(error);
		return failure.status !== undefined && cause !== undefined && this.#api.retry.causes.includes(cause) ? cause : undefined;
	}
	async #attempt(call, attempt) {
		const { operation, url, body, signal, secrets } = call;
		const own = {
			"content-type": "application/json",
			accept: "application/json"
		};
		if (this.#authorization !== undefined) own.authorization = this.#authorization;
		const headers = {
			...withoutNames(call.headers, Object.keys(own)),
			...own
		};
		const { fetch, dispatcher } = await this.#transport();
		const masked = (value) => maskBody(value, this.#api.masks);
		this.#log(call, {
			type: "request",
			operation: operation.name,
			attempt,
			method: this.#api.method,
			url,
			headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, SECRET_HEADER.test(name) ? REDACTED : value])),
			body: masked(body)
		});
		const timeout = AbortSignal.timeout(call.timeoutMs);
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
			text = isRedirect(response) ? "" : await readText(response, this.#options.maxResponseBytes ?? this.#api.maxResponseBytes);
		} catch (error) {
			if (signal?.aborted) throw new GatewayAbortError(`${operation.name}: aborted by the caller`, signal.reason);
			if (timeout.aborted) throw new GatewayTimeoutError(`${operation.name}: no answer within the time-out`, secrets.error(error));
			if (error instanceof TooLarge) throw new GatewayResponseError(`${operation.name}: ${error.message}`, error.status, "", undefined, secrets.headers(error.headers));
			// The platform's error can hold the bytes the server sent (undici's parser error does): kept scrubbed.
			throw new GatewayNetworkError(`${operation.name}: the connection failed`, secrets.error(error));
		}
		if (isRedirect(response)) {
			await response.body?.cancel().catch(() => undefined);
			throw new GatewayRedirectError(`${operation.name}: the answer is a redirect, which a payment call never follows`, response.status, targetOrigin(url, response));
		}
		const parsed = parseJson(text);
		const answerHeaders = secrets.headers(response.headers);
		this.#log(call, {
			type: "response",
			operation: operation.name,
			attempt,
			status: response.status,
			milliseconds: Math.round(performance.now() - started),
			body: parsed.ok ? masked(parsed.value) : REDACTED
		});
		if (!parsed.ok) throw new GatewayResponseError(
			`${operation.name}: the answer is not JSON`,
			response.status,
			secrets.rawText(text),
			// JSON.parse quotes the text it choked on in its message.
			new SyntaxError(secrets.rawText(String(parsed.error.message))),
			answerHeaders
		);
		if (this.#api.isErrorResponse(parsed.value)) {
			const { result, error } = errorResponseParts(secrets.value(parsed.value));
			const shownResult = typeof result === "string" ? result : ERROR_RESULT;
			throw this.#api.errorFor({
				status: response.status,
				headers: answerHeaders,
				result: shownResult,
				error
			});
		}
		if (!response.ok) throw new GatewayResponseError(`${operation.name}: an error status without the gateway's error shape`, response.status, secrets.rawText(text), undefined, answerHeaders);
		this.#validateResponse(operation, parsed.value, response.status, secrets.rawText(text));
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
		if (mode === "throw") throw new GatewayResponseError(`${operation.name}: the response does not match the spec (${result.errors.map(findingField).join(", ")})`, status, text);
		(this.#options.onDrift ?? ((name, findings) => console.warn(`${name}: response drift on ${findings.map(findingField).join(", ")}`)))(operation.name, result.errors);
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
		}), (error) => {
			throw new GatewayConfigurationError("Certificate authentication (tls) needs the undici package: npm install undici", error);
		});
		return this.#tlsFetch;
	}
}
function debugLine(event) {
	console.debug("[gateway-client]", JSON.stringify(event));
}
/** The identity option the spec names, read from the options; a missing one is a configuration error. */
function identityOf(api, options) {
	if (api.identityOption === undefined) return undefined;
	const value = options[api.identityOption];
	if (typeof value !== "string") throw new GatewayConfigurationError(`${api.identityOption} must be a string`);
	return {
		name: api.identityOption,
		value
	};
}
