import { runCall } from "./call.js";
import { GatewayConfigurationError } from "./errors.js";
import { base64, checkBaseUrl, withoutTrailingSlashes } from "./http.js";
import { maskForLog } from "./masking.js";
import { setOwn } from "./own-properties.js";
import { checkHeaders, secretHeaderValues } from "./request-headers.js";
import { Secrets, SHORTEST_SECRET } from "./secrets.js";
import { ERROR_RESULT, findingAsError, findingField, findingKind, invalid } from "../runtime/contract.js";
export class BaseGatewayClient {
	#api;
	#options;
	/** The identity option's name and value, when the spec names one. */
	#identity;
	#secrets;
	#context;
	/** The deprecated versions this client has warned of: each once. */
	#deprecationsTold = new Set();
	#tlsFetch;
	constructor(api, options) {
		checkBaseUrl(options.baseUrl);
		checkPassword(options.apiPassword);
		this.#api = api;
		this.#options = {
			...options,
			apiPassword: undefined
		};
		this.#identity = identityOf(api, options);
		const credentials = options.apiPassword === undefined ? undefined : base64(`${api.basicUserPrefix}${this.#identity?.value ?? ""}:${options.apiPassword}`);
		const authorization = credentials === undefined ? undefined : `Basic ${credentials}`;
		this.#secrets = new Secrets([
			options.apiPassword,
			credentials,
			authorization
		].filter((value) => value !== undefined));
		this.#context = {
			api,
			options: this.#options,
			authorization,
			transport: () => this.#transport()
		};
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
		const headers = options.headers ?? {};
		checkHeaders(headers);
		const url = this.#url(operation, params);
		this.#refuseOtherOperation(operation, params.body);
		const body = this.#withExtraFields({
			...params.body,
			[this.#api.discriminator]: operation.name
		}, params.extraFields ?? {});
		this.#validateRequest(operation, body, Object.keys(params.extraFields ?? {}));
		this.#warnIfDeprecated(operation);
		const hidden = [];
		const loggedBody = maskForLog(body, {
			tables: this.#api.masks,
			known: operation.known.request,
			showUnknown: this.#options.logUnknownValues,
			onMasked: (value) => hidden.push(value)
		});
		const transactionArgument = this.#api.retry.reusedTransaction?.argument;
		const transaction = transactionArgument === undefined ? undefined : params[transactionArgument];
		return runCall(this.#context, {
			operation,
			url,
			body,
			loggedBody,
			signal: options.signal ?? params.signal,
			timeoutMs: options.timeoutMs ?? this.#options.timeoutMs ?? this.#api.timeoutMs,
			attempts: Math.max(1, options.attempts ?? this.#options.attempts ?? this.#api.retry.attempts),
			headers,
			transaction: typeof transaction === "string" ? transaction : undefined,
			secrets: this.#secrets.with([...hidden, ...secretHeaderValues(headers)])
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
			const problem = identifierProblem(value, parameter);
			if (problem !== undefined) throw this.#invalid([invalid(parameter.argument, problem)]);
			// Every reserved character is escaped, so "/", "?" or "#" in an id stay inside its segment.
			path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
		}
		return `${withoutTrailingSlashes(this.#options.baseUrl)}${path}`;
	}
	/**
	* The method sets the discriminator: a body that names it (untyped callers; the types forbid it) is
	* refused before anything is sent unless it names this very operation, rather than sent as another.
	*/
	#refuseOtherOperation(operation, body) {
		const { discriminator } = this.#api;
		if (!Object.hasOwn(body, discriminator) || body[discriminator] === operation.name) return;
		throw this.#invalid([invalid(discriminator, `Set by the method: this call sends ${operation.name}, and the body names another operation.`)]);
	}
	/** The client's own refusal, its findings' paths scrubbed (a key of the caller's may be a card number). */
	#invalid(findings) {
		const shown = findings.map((finding) => this.#secrets.finding(finding, findingField(finding)));
		const [first] = shown;
		return this.#api.errorFor({
			result: ERROR_RESULT,
			error: findingAsError(first),
			findings: shown
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
		const paths = (list) => list.map((path) => this.#secrets.path(path)).join(", ");
		const said = [...unknown.length > 0 ? [`fields the spec does not know are sent as given: ${paths(unknown.map(findingField))}`] : [], ...unchecked.length > 0 ? [`fields of a region the spec does not show are sent unchecked: ${paths(unchecked)}`] : []];
		if (said.length === 0) return;
		(this.#options.onWarning ?? ((text) => console.warn(text)))(`${operation.name} ${operation.version}: ${said.join("; ")}`, unknown.map((finding) => this.#secrets.finding(finding, findingField(finding))));
	}
	/** The first call of a deprecated version tells onWarning (console.warn without one); later calls say nothing. */
	#warnIfDeprecated(operation) {
		if (operation.deprecation === undefined || this.#deprecationsTold.has(operation)) return;
		this.#deprecationsTold.add(operation);
		(this.#options.onWarning ?? ((text) => console.warn(text)))(`${operation.name} ${operation.version}: ${operation.deprecation}`, []);
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
/** A password too short to scrub is refused: the client could not keep it out of what a server echoes. */
function checkPassword(password) {
	if (password === undefined) return;
	if (typeof password !== "string" || [...password].length < SHORTEST_SECRET) throw new GatewayConfigurationError(`apiPassword must be a text of at least ${SHORTEST_SECRET} characters: a shorter one cannot be told from ordinary text, so the client could not keep it out of what it logs and the errors it gives`);
}
/** What is wrong with a path identifier's value, by its bounds in the spec; undefined when nothing is. */
function identifierProblem(value, parameter) {
	if (typeof value !== "string") return "Must be a string.";
	// A lone surrogate has no UTF-8 form: percent-encoding it would throw a URIError.
	if (/\p{Cs}/u.test(value)) return "Must be well-formed text (it holds a lone surrogate).";
	const length = [...value].length;
	if (length < parameter.minLength || length > parameter.maxLength) return `Must be ${parameter.minLength} to ${parameter.maxLength} characters.`;
	if (parameter.pattern && !parameter.pattern.test(value)) return "Contains characters that are not allowed.";
	// URLs resolve these segments (escaped or not) away: no encoding keeps them in the path.
	if (value === "." || value === "..") return "Cannot be '.' or '..'.";
	return undefined;
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
