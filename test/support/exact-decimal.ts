// Exact decimal arithmetic for the tests' own expectations (BigInt units at a scale), written apart
// from the generated runtime and from the vectors emitter's arithmetic
// (generator/emit/test-vectors/decimal-text.ts), so that a fault in either cannot hide itself:
// "0.10" + "0.20" is "0.3" here by construction.

import type { DecimalNode } from "../../generator/ir/ir.js";

interface Fixed {
  units: bigint;
  scale: number;
}

const DECIMAL_TEXT = /^(-?)([0-9]+)(?:\.([0-9]+))?$/;

function parse(text: string): Fixed {
  const match = DECIMAL_TEXT.exec(text);
  if (!match) throw new Error(`not decimal text: ${text}`);
  const [, sign = "", whole = "", fraction = ""] = match;
  const units = BigInt(whole + fraction);
  return { units: sign === "-" ? -units : units, scale: fraction.length };
}

function rescale(value: Fixed, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

/** Canonical text: no leading zeros, no trailing fraction zeros, no negative zero. */
function format(value: Fixed): string {
  let { units, scale } = value;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale--;
  }
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, "0");
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : "";
  return `${negative ? "-" : ""}${whole}${fraction}`;
}

function negate(text: string): string {
  const value = parse(text);
  return format({ units: -value.units, scale: value.scale });
}

export function canonicalDecimal(text: string): string {
  return format(parse(text));
}

export function compareDecimalText(a: string, b: string): number {
  const left = parse(a);
  const right = parse(b);
  const scale = Math.max(left.scale, right.scale);
  const l = rescale(left, scale);
  const r = rescale(right, scale);
  return l < r ? -1 : l > r ? 1 : 0;
}

export function addDecimalText(values: readonly string[]): string {
  const scale = Math.max(0, ...values.map((value) => parse(value).scale));
  const units = values.reduce((total, value) => total + rescale(parse(value), scale), 0n);
  return format({ units, scale });
}

export function subtractDecimalText(a: string, b: string): string {
  return addDecimalText([a, negate(b)]);
}

export function multiplyDecimalText(a: string, b: string): string {
  const left = parse(a);
  const right = parse(b);
  return format({ units: left.units * right.units, scale: left.scale + right.scale });
}

/**
 * The exact decimal a JSON number stands for, written out in full: 1e-21 is
 * "0.000000000000000000001", 1e21 is "1000000000000000000000". Uses the shortest text that reads
 * back as the same number (what a JSON encoder writes), shifting the point instead of rounding.
 */
export function numberToDecimalText(value: number): string {
  if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
  const text = String(value);
  const match = /^(-?)([0-9])(?:\.([0-9]+))?e([+-][0-9]+)$/.exec(text);
  if (!match) return text === "-0" ? "0" : text;
  const [, sign = "", lead = "", rest = "", exponentText = ""] = match;
  const exponent = Number(exponentText);
  const digits = lead + rest;
  const scale = rest.length - exponent;
  const units = BigInt(digits);
  return scale >= 0 ? format({ units: sign === "-" ? -units : units, scale }) : `${sign}${digits}${"0".repeat(-scale)}`;
}

/** Digits after the point, as written. */
export function fractionDigits(text: string): number {
  const point = text.indexOf(".");
  return point === -1 ? 0 : text.length - point - 1;
}

const shapes = new Map<string, RegExp>();

/** What a decimal field accepts, from the node's facts alone (seed 2.1). */
export function decimalNodeAccepts(node: DecimalNode, text: string): boolean {
  let shape = shapes.get(node.pattern);
  if (shape === undefined) shapes.set(node.pattern, (shape = new RegExp(node.pattern, "u")));
  if (!shape.test(text)) return false;
  if (node.minLength !== undefined && text.length < node.minLength) return false;
  if (node.maxLength !== undefined && text.length > node.maxLength) return false;
  if (node.scale !== undefined && fractionDigits(text) > node.scale) return false;
  if (node.minimum !== undefined && compareDecimalText(text, node.minimum) < 0) return false;
  if (node.exclusiveMinimum !== undefined && compareDecimalText(text, node.exclusiveMinimum) <= 0) return false;
  if (node.maximum !== undefined && compareDecimalText(text, node.maximum) > 0) return false;
  return true;
}
