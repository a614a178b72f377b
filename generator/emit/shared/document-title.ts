// The source document's name in product text: its title as spec/api/endpoint.yaml gives it. The
// package's reader never sees the repository's word for that document.

import type { ApiIR } from "../../ir/ir.js";

/** "the Payment Gateway REST Interface", or "the source document" when the spec gives no title. */
export function documentName(api: Pick<ApiIR, "endpoint">): string {
  const title = api.endpoint.title?.trim();
  return title === undefined || title === "" ? "the source document" : `the ${title}`;
}

/** The same, starting a sentence. */
export function documentNameAtStart(api: Pick<ApiIR, "endpoint">): string {
  const name = documentName(api);
  return `${name.charAt(0).toUpperCase()}${name.slice(1)}`;
}
