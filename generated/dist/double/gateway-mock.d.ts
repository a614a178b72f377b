import { type DoubleOptions, type RunningDouble } from "./gateway-double.js";
export type { DoubleOptions, Faults, OrderState, PayerChoice, RequestLogEntry, RunningDouble } from "./gateway-double.js";
/** Starts the gateway double on loopback (port 0 picks a free port). */
export declare function startGatewayMock(options?: DoubleOptions): Promise<RunningDouble>;
