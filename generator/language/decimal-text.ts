// The generator's exact decimal arithmetic on decimal text: bounds compared in the check stage and
// the change report, the vectors' expected results ("0.1" + "0.2" is "0.3" here, whatever a double
// makes of it). Written apart from the generated runtime, which is its own package: the generator
// never imports it, and the vectors do not inherit a fault of the code they test.

const DECIMAL_TEXT = /^(-?)([0-9]+)(?:\.([0-9]+))?$/;

interface Fixed {
  units: bigint;
  scale: number;
}

export function isDecimalText(text: string): boolean {
  return DECIMAL_TEXT.test(text);
}

function parse(text: string): Fixed {
  const match = DECIMAL_TEXT.exec(text);
  if (!match) throw new Error(`not decimal text: ${text}`);
  const [, sign = "", whole = "", fraction = ""] = match;
  const units = BigInt(whole + fraction);
  return { units: sign === "-" ? -units : units, scale: fraction.length };
}

function scaled(value: Fixed, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

/** Shortest text: no leading zeros, no trailing zeros after the point, no negative zero. */
function format({ units, scale }: Fixed): string {
  let shown = units;
  let digits = scale;
  while (digits > 0 && shown % 10n === 0n) {
    shown /= 10n;
    digits--;
  }
  const negative = shown < 0n;
  const text = (negative ? -shown : shown).toString().padStart(digits + 1, "0");
  const point = text.length - digits;
  return `${negative ? "-" : ""}${text.slice(0, point)}${digits > 0 ? `.${text.slice(point)}` : ""}`;
}

export function compareDecimal(a: string, b: string): number {
  const left = parse(a);
  const right = parse(b);
  const scale = Math.max(left.scale, right.scale);
  const difference = scaled(left, scale) - scaled(right, scale);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

export function sumDecimals(values: readonly string[]): string {
  const parsed = values.map(parse);
  const scale = Math.max(0, ...parsed.map((value) => value.scale));
  return format({ units: parsed.reduce((total, value) => total + scaled(value, scale), 0n), scale });
}

/** The same value in its shortest text ("007.50" -> "7.5", "-0" -> "0"). */
export function canonicalDecimal(text: string): string {
  return format(parse(text));
}

function negateDecimal(text: string): string {
  const value = parse(text);
  return format({ units: -value.units, scale: value.scale });
}

export function subtractDecimal(a: string, b: string): string {
  return sumDecimals([a, negateDecimal(b)]);
}

export function multiplyDecimals(a: string, b: string): string {
  const left = parse(a);
  const right = parse(b);
  return format({ units: left.units * right.units, scale: left.scale + right.scale });
}

/** Digits after the point, as written. */
export function decimalPlaces(text: string): number {
  const point = text.indexOf(".");
  return point === -1 ? 0 : text.length - point - 1;
}

/** 10^-places as text: "1", "0.1", "0.001". */
export function unitOfPlace(places: number): string {
  return places === 0 ? "1" : `0.${"0".repeat(places - 1)}1`;
}

/**
 * The decimal a JSON number stands for, in plain notation: the shortest text that reads back as the
 * same double (what a JSON encoder writes), with any exponent written out (1e21 is 22 digits).
 */
export function numberToDecimalText(value: number): string {
  const text = String(value);
  const match = /^(-?)([0-9])(?:\.([0-9]+))?e([+-][0-9]+)$/.exec(text);
  if (!match) return text === "-0" ? "0" : text;
  const [, sign = "", lead = "", rest = "", exponent = "0"] = match;
  const units = BigInt(lead + rest);
  const scale = rest.length - Number(exponent);
  if (scale >= 0) return format({ units: sign === "-" ? -units : units, scale });
  return `${sign}${lead}${rest}${"0".repeat(-scale)}`;
}
