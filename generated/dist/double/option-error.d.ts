/** An option of the double that cannot be taken: `option` names it (`faults.causeRates`, `maxBodyBytes`...), and so does the message. */
export declare class DoubleOptionError extends RangeError {
	readonly option: string;
	constructor(option: string, message: string);
}
