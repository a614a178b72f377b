/** A command that runs once and exits: functions stay in V8's baseline tiers. */
export function leaveHotCodeUnoptimized(): void;

/** A process that lives on (the watch mode): hot functions are optimized again. */
export function optimizeHotCode(): void;
