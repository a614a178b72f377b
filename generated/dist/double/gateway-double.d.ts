import type { DoubleDescription, PayerChoice } from "./double-description.js";
import type { DoubleOptions, RunningDouble } from "./double-options.js";
export type { PayerChoice };
export { CAUSE_HEADER, FAULT_HEADER } from "./double-options.js";
export type { DoubleOptions, Faults, OrderState, RequestLogEntry, RunningDouble } from "./double-options.js";
export declare function startDouble<Status extends string>(description: DoubleDescription<Status>, options?: DoubleOptions): Promise<RunningDouble<Status>>;
