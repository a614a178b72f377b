class GatewayError extends Error {
  status;
  result;
  error;
  findings;
  constructor(init) {
    super(gatewayMessage(init), init.cause === void 0 ? void 0 : { cause: init.cause });
    this.name = new.target.name;
    this.status = init.status;
    this.result = init.result;
    this.error = init.error;
    this.findings = init.findings ?? [];
  }
}
function gatewayMessage({ status, error, findings }) {
  const where = error.field ? ` on ${error.field}` : "";
  const kind = error.validationType ? ` (${error.validationType})` : "";
  const more = findings && findings.length > 1 ? ` and ${findings.length - 1} more` : "";
  const http = status === void 0 ? "not sent" : `HTTP ${status}`;
  return `${error.cause}${where}${kind}${error.explanation ? `: ${error.explanation}` : ""}${more} [${http}]`;
}
class GatewayNetworkError extends Error {
  constructor(message, cause) {
    super(message, { cause });
    this.name = new.target.name;
  }
}
class GatewayTimeoutError extends GatewayNetworkError {
}
class GatewayResponseError extends Error {
  status;
  /** The response body as received. */
  rawText;
  constructor(message, status, rawText, cause) {
    super(`${message} [HTTP ${status}]`, cause === void 0 ? void 0 : { cause });
    this.name = new.target.name;
    this.status = status;
    this.rawText = rawText;
  }
}
export {
  GatewayError,
  GatewayNetworkError,
  GatewayResponseError,
  GatewayTimeoutError
};
