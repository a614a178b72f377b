/** Defines an own property (a key such as `__proto__` stays data, never a prototype); returns the value. */
export declare function setOwn<T>(target: Record<string, unknown>, key: string, value: T): T;
