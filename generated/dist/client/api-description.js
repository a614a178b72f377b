/* Generated from spec/ by the gateway generator. Do not edit. (copied from generator/emit/client/files) */
// What the generated client tells the hand-written one about the gateway: all of it comes from the
// spec, so this file and base-client.ts hold no gateway fact.
export {};
