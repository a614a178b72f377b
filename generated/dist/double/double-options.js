/** The request header with which one call asks for an error cause. */
export const CAUSE_HEADER = "x-double-cause";
/** The request header with which one call asks for a fault: `drop-after` carries it out and drops the answer. */
export const FAULT_HEADER = "x-double-fault";
