/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/client) */
// Copies that stay data: a key such as `__proto__` becomes an own property, never a prototype.

/** Defines an own property (a key such as `__proto__` stays data, never a prototype); returns the value. */
export function setOwn<T>(target: Record<string, unknown>, key: string, value: T): T {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return value;
}
