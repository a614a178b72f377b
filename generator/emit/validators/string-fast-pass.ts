// One test before a string's checks, where it is quicker than the checks in order: when one of them
// passes only ASCII text (an ASCII character set, or a pattern over ASCII), a length in characters is
// the length in UTF-16 units, so bounds the checks settle only by counting code points (a list of
// lengths, or at least 2 characters) are settled by `.length`. A value it does not pass goes through
// the checks in order, for the finding.

import type { Check } from "../shared/facets/check.js";
import { _, type Code } from "../shared/code.js";
import type { ConstantPool } from "./constant-pool.js";
import { negation, printCondition, type Subject } from "./print-condition.js";

/** The test under which every check of the chain passes, or undefined where it would gain nothing. */
export function stringFastPass(checks: readonly Check[], subject: Subject, pool: ConstantPool): Code | undefined {
  const [first, ...rest] = checks;
  if (first?.check !== "isString") return undefined;
  const lengths = rest.find((check) => check.check === "lengthIn");
  const within = rest.find((check) => check.check === "lengthWithin");
  const counts = lengths !== undefined || (within?.min ?? 0) >= 2;
  const provesAscii = rest.some(
    (check) =>
      (check.check === "charset" && pool.asciiOnly(`^[${check.charset}]*$`)) ||
      (check.check === "matches" && pool.asciiOnly(check.pattern)),
  );
  if (!counts || !provesAscii) return undefined;
  const { text } = subject;
  const units = [
    ...(lengths !== undefined ? [_`${pool.numberList(lengths.lengths)}.includes(${text}.length)`] : []),
    ...(within === undefined ? [] : unitBounds(text, within.min, within.max)),
  ];
  const others = rest
    .filter((check) => check.check !== "lengthIn" && check.check !== "lengthWithin")
    .map((check) => negation(printCondition(check, subject, pool)));
  return [negation(printCondition(first, subject, pool)), ...units, ...others].reduce((all, part) => _`${all} && ${part}`);
}

/** The length bounds as tests of `.length`: an exact length, or each bound there is. */
function unitBounds(text: Code, min: number | undefined, max: number | undefined): Code[] {
  if (min !== undefined && min === max) return [_`${text}.length === ${min}`];
  return [
    ...(min !== undefined && min > 0 ? [_`${text}.length >= ${min}`] : []),
    ...(max !== undefined ? [_`${text}.length <= ${max}`] : []),
  ];
}
