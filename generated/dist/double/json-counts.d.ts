export declare class JsonCounter {
	#private;
	/** Items of every array, nested ones included. */
	items: number;
	/** Keys of every object, nested ones included. */
	keys: number;
	/** Counts the members whose first byte is in `chunk`, going on from where the last chunk ended. */
	add(chunk: Uint8Array): void;
}
