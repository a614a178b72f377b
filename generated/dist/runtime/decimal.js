/* Generated from spec/ by the gateway generator. Do not edit. (copied from generator/emit/runtime/files) */
// Exact decimal arithmetic for bounds and sum rules: "0.10" + "0.20" equals "0.30". A decimal is
// held as a BigInt of units and a scale (digits after the point); no binary floating point.
import { hasOwn, isRecord } from "./validation.js";
const DECIMAL_SHAPE = /^-?[0-9]+(\.[0-9]+)?$/;
/** The text of a decimal given as a string or a JSON number; undefined for anything else. */
export function decimalText(value) {
    if (typeof value === "string")
        return value;
    if (typeof value === "number" && Number.isFinite(value))
        return numberText(value);
    return undefined;
}
/** A JSON number in plain decimal notation, or its exponent form when it has no plain form. */
function numberText(value) {
    const text = String(value);
    if (!/e/i.test(text))
        return text;
    const plain = value.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 20 });
    return DECIMAL_SHAPE.test(plain) ? plain : text;
}
export function decimalScale(text) {
    const point = text.indexOf(".");
    return point === -1 ? 0 : text.length - point - 1;
}
function toFixed(text) {
    const negative = text.startsWith("-");
    const digits = negative ? text.slice(1) : text;
    const [whole = "0", fraction = ""] = digits.split(".");
    const units = BigInt(whole + fraction);
    return { units: negative ? -units : units, scale: fraction.length };
}
function align(a, b) {
    const scale = Math.max(a.scale, b.scale);
    return [a.units * 10n ** BigInt(scale - a.scale), b.units * 10n ** BigInt(scale - b.scale), scale];
}
function toText({ units, scale }) {
    const negative = units < 0n;
    const digits = (negative ? -units : units).toString().padStart(scale + 1, "0");
    const whole = digits.slice(0, digits.length - scale);
    const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : "";
    return `${negative ? "-" : ""}${whole}${fraction}`;
}
/** -1, 0 or 1. Both arguments must be decimal text (`DECIMAL_SHAPE`). */
export function compareDecimals(a, b) {
    const [left, right] = align(toFixed(a), toFixed(b));
    return left < right ? -1 : left > right ? 1 : 0;
}
export function addDecimals(values) {
    let total = { units: 0n, scale: 0 };
    for (const value of values) {
        const [left, right, scale] = align(total, toFixed(value));
        total = { units: left + right, scale };
    }
    return toText(total);
}
export function subtractDecimals(a, b) {
    const [left, right, scale] = align(toFixed(a), toFixed(b));
    return toText({ units: left - right, scale });
}
export function multiplyDecimals(a, b) {
    const left = toFixed(a);
    const right = toFixed(b);
    return toText({ units: left.units * right.units, scale: left.scale + right.scale });
}
/** The value at a path of own properties, or undefined when any step is missing. */
export function valueAt(body, path) {
    let current = body;
    for (const key of path) {
        if (!isRecord(current) || !hasOwn(current, key))
            return undefined;
        current = current[key];
    }
    return current;
}
/**
 * A decimal for a rule: undefined when absent, null when present but not a decimal (the field's own
 * check reports that, and the rule is not evaluated on it).
 */
export function ruleDecimal(value) {
    if (value === undefined)
        return undefined;
    const text = decimalText(value);
    return text !== undefined && DECIMAL_SHAPE.test(text) ? text : null;
}
/** The decimals that are present (rules skip a value that is absent). */
export function presentDecimals(values) {
    return values.filter((value) => typeof value === "string");
}
/**
 * The sum over `items` of the product of `factors`, exactly. An item missing a factor adds zero. Null
 * when a factor is not a decimal (its own check reports it) or no item carries every factor.
 */
export function sumOfProducts(items, factors) {
    if (!Array.isArray(items))
        return null;
    const products = [];
    for (const item of items) {
        if (!isRecord(item))
            return null;
        const values = factors.map((factor) => ruleDecimal(hasOwn(item, factor) ? item[factor] : undefined));
        if (values.includes(null))
            return null;
        const present = presentDecimals(values);
        if (present.length === factors.length)
            products.push(present.reduce((product, value) => multiplyDecimals(product, value)));
    }
    return products.length === 0 ? null : addDecimals(products);
}
