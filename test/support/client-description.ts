// The description of the gateway the generated client hands its base class (ApiDescription), for
// tests of the base class on descriptions the real spec does not make: a deprecated version, a
// second version of an operation, no identity option.

import type { ApiDescription } from "../../generated/dist/client/api-description.js";
import { GatewayClient } from "../../generated/dist/index.js";

/**
 * The description the generated client hands its base class: caught by putting a class that keeps it
 * in the base class's place for one construction (a derived constructor's `super` calls whatever its
 * prototype is at the time), then putting the base class back.
 */
export function generatedDescription(): ApiDescription {
  const base: unknown = Object.getPrototypeOf(GatewayClient);
  let caught: ApiDescription | undefined;
  Object.setPrototypeOf(
    GatewayClient,
    class {
      constructor(api: ApiDescription) {
        caught = api;
      }
    },
  );
  try {
    new GatewayClient({ baseUrl: "https://gateway.example", merchantId: "M" });
  } finally {
    Object.setPrototypeOf(GatewayClient, base as object);
  }
  if (caught === undefined) throw new Error("the generated client handed its base class no description");
  return caught;
}
