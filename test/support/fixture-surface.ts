// The minimal fixture's API surface, built once per worker: the change report's suites each give it
// the change they test by spreading copies, never by changing it in place (it is frozen to be sure).

import { surfaceOf, type ApiSurface } from "../../generator/changes/surface.js";
import { buildIR } from "../../generator/pipeline.js";
import { copyFixture } from "./fixtures.js";

let built: Promise<ApiSurface> | undefined;

/** The minimal fixture's surface, deeply frozen. */
export function minimalSurface(): Promise<ApiSurface> {
  built ??= (async () => deepFreeze(surfaceOf(await buildIR(await copyFixture("minimal-spec")))))();
  return built;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
