export declare function luhnValid(digits: string): boolean;
/** The text's card numbers, each replaced by `replacement`; `known` adds the digits of cards that fail the Luhn check. */
export declare function hideCardNumbers(text: string, known?: ReadonlySet<string>, replacement?: string): string;
/** The digits of a value written as a card number (groups of digits, spaces or dashes between), or undefined. */
export declare function cardDigits(text: string): string | undefined;
