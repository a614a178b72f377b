/* Generated from spec/ by the gateway generator. Do not edit. (copied from templates/package/src/double) */
// A mistake in the options a test gives the double (startGatewayMock, setFaults): said at once, naming
// the option, rather than a double that quietly does something else than the test asked for.

/** An option of the double that cannot be taken: `option` names it (`faults.causeRates`, `maxBodyBytes`...), and so does the message. */
export class DoubleOptionError extends RangeError {
  readonly option: string;

  constructor(option: string, message: string) {
    super(message);
    this.name = "DoubleOptionError";
    this.option = option;
  }
}
