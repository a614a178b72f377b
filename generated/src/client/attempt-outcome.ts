/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/client) */
// Whether a failed attempt may have reached the gateway. A connection that never opened (refused, no
// such host, no route, a TLS handshake that failed) sent nothing: the outcome is known, the gateway
// did nothing. Every other failure without an answer (a time-out, a connection reset or closed once
// the request was on its way, an error the platform does not name) may have come after the gateway
// took the request: its outcome is unknown.

/** Node's error codes for a connection that never opened, so that no byte of the request was sent. */
const NEVER_CONNECTED = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EAI_FAIL",
  "EAI_NONAME",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EHOSTDOWN",
  "ENETDOWN",
  "EADDRNOTAVAIL",
  "UND_ERR_CONNECT_TIMEOUT",
  "CERT_HAS_EXPIRED",
  "CERT_NOT_YET_VALID",
  "DEPTH_ZERO_SELF_SIGNED_CERT",
  "SELF_SIGNED_CERT_IN_CHAIN",
  "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
  "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
  "ERR_TLS_CERT_ALTNAME_INVALID",
]);

/** Whether an error (or one in its cause chain, or an aggregate's) says the connection never opened. */
export function neverConnected(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 8) return false;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === "string" && NEVER_CONNECTED.has(code)) return true;
  if (Array.isArray(errors) && errors.length > 0 && errors.every((inner) => neverConnected(inner, depth + 1))) return true;
  return neverConnected(cause, depth + 1);
}

/** The first system error code (`ECONNREFUSED`, `UND_ERR_SOCKET`...) in an error, its cause chain or an aggregate's errors. */
export function systemCode(error: unknown, depth = 0): string | undefined {
  if (typeof error !== "object" || error === null || depth > 8) return undefined;
  const { code, cause, errors } = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === "string" && /^[A-Z][A-Z0-9_]*$/.test(code)) return code;
  for (const inner of Array.isArray(errors) ? errors : []) {
    const found = systemCode(inner, depth + 1);
    if (found !== undefined) return found;
  }
  return systemCode(cause, depth + 1);
}

/** `host:port` of a URL, the port written out (80 or 443 when the URL leaves it implicit); never its path or query. */
export function hostAndPort(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || (parsed.protocol === "https:" ? "443" : "80")}`;
}
