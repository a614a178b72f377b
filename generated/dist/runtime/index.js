/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/runtime) */
export * from "./contract.js";
export * from "./validation.js";
export * from "./decimal.js";
export * from "./formats.js";
export * from "./reference-order.js";
export * from "./automaton.js";
export * from "./unreadable.js";
export * from "./refusals.js";
