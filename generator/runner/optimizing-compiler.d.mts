/** A command that runs once and exits: functions stay in V8's baseline tiers. */
export function leaveHotCodeUnoptimized(): void;

/** A process that lives on (the watch mode): hot functions are optimized again. */
export function optimizeHotCode(): void;

/** Operations (each name and version) from which a run is long enough for optimized code to pay for its compiles. */
export const LONG_RUN_OPERATIONS: number;

/** A run over a spec of `operations`: hot functions optimized again when it is a long one. */
export function optimizeHotCodeFor(operations: number): void;
