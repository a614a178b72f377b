import { type DoubleOptions, type OrderState as OrderStateOf, type RunningDouble as RunningDoubleOf } from "./gateway-double.js";
/** The statuses an order of the double can have: those the operations' outcomes give and apply from (spec/api/double.yaml). */
export type OrderStatus = "AUTHORIZED" | "INITIATED" | "VERIFIED";
/** An order as the double keeps it (`double.order(merchant, order)`). */
export type OrderState = OrderStateOf<OrderStatus>;
export type RunningDouble = RunningDoubleOf<OrderStatus>;
export type { DoubleOptions, Faults, PayerChoice, RequestLogEntry } from "./gateway-double.js";
/** Starts the gateway double on loopback (port 0 picks a free port). */
export declare function startGatewayMock(options?: DoubleOptions): Promise<RunningDouble>;
