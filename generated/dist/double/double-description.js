/* Generated from spec/ by the gateway generator. Do not edit. (copied from generator/emit/double/files) */
// What the generated double tells the hand-written server about the gateway: all of it comes from
// the spec (spec/api/double.yaml and the operations), so the server holds no gateway fact.
export {};
