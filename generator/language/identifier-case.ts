// Spec names as identifier words: `INITIATE_BROWSER_PAYMENT` or `order.item[]` -> `InitiateBrowserPayment`,
// `OrderItem`. Below every stage, since the public names the API's outputs give (ir/public-names.ts)
// are part of its surface.

/** `INITIATE_BROWSER_PAYMENT` or `order.item[]` -> `InitiateBrowserPayment`, `OrderItem`. */
export function pascalCase(name: string): string {
  return name
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => (/^[A-Z0-9]+$/.test(word) ? word.charAt(0) + word.slice(1).toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1)))
    .join("");
}
