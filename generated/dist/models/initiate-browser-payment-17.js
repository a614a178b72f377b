/* Generated from spec/ by the gateway generator. Do not edit. */
export {};
