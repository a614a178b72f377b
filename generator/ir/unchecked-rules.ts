// A rule the IR marks not checkable (`Rule.checkable: false`) says why in one sentence that the
// validators, the docs and the test vectors all give.

/** Why a first-transaction-only rule is not checked: one body cannot show it. */
export const UNCHECKED_RULE_REASON = "needs the order's earlier transactions";
