// Where in the API a consumer's line of code or call depends on something: an operation, a version,
// a direction and a field path. Every line of the consumer that can fail to compile carries a probe,
// so that a compiler error names the place it demonstrates.

/** `*` for the operation or version: what every call shares (the error shape, the client). */
export interface Site {
  operation: string;
  version: string;
  /** `api`: the call itself (its version, path identifiers, credentials), not a field of a body. */
  direction: "request" | "response" | "api";
  /** Spec path (`order.item[].name`), `{orderid}` for a path identifier, or "" for the whole message or call. */
  path: string;
  /** Reached through the default version's names (`PayRequest`, a call that names no version). */
  unversioned?: true;
}

export interface Probe extends Site {
  /** What the line does there, for the test's printout. */
  what: string;
}

export const SHARED = { operation: "*", version: "*" } as const;

/** Lines of TypeScript, each that can fail tagged with its probe (`// probe 12`). */
export class ProbeWriter {
  readonly probes: Probe[] = [];
  private readonly lines: string[] = [];

  /** A line that depends on nothing of the API. */
  plain(line: string): void {
    this.lines.push(line);
  }

  /** A line whose compile errors (or whose call's failure) demonstrate a break at the probe's site. */
  probe(line: string, probe: Probe): number {
    this.probes.push(probe);
    const id = this.probes.length - 1;
    this.lines.push(`${line} // probe ${id}`);
    return id;
  }

  text(): string {
    return `${this.lines.join("\n")}\n`;
  }

  /** The probe a line of the text carries (1-based, as compilers count), if any. */
  static probeOnLine(text: string, line: number): number | undefined {
    const found = /\/\/ probe (\d+)$/.exec(text.split("\n")[line - 1] ?? "");
    return found === null ? undefined : Number(found[1]);
  }
}

/** `order.item[].name` under `order.item[]`: a site at or below another's path. */
export function isAtOrBelow(path: string, ancestor: string): boolean {
  return ancestor === "" || path === ancestor || path.startsWith(`${ancestor}.`) || path.startsWith(`${ancestor}[]`);
}
