/* Generated from spec/ by the gateway generator. Do not edit. (copied from generator/emit/runtime/files) */
export * from "./validation.js";
export * from "./decimal.js";
export * from "./formats.js";
export * from "./reference-order.js";
export * from "./automaton.js";
