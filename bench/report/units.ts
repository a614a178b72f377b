// Numbers as the table prints them: three significant figures, units that suit the size.

function significant(value: number): string {
  if (value >= 100) return Math.round(value).toLocaleString("en-US");
  return value.toPrecision(3);
}

export function opsPerSecond(value: number): string {
  if (value >= 1e6) return `${significant(value / 1e6)}M ops/s`;
  if (value >= 1e3) return `${significant(value / 1e3)}k ops/s`;
  return `${significant(value)} ops/s`;
}

export function milliseconds(value: number): string {
  if (value >= 1000) return `${significant(value / 1000)} s`;
  if (value >= 1) return `${significant(value)} ms`;
  return `${significant(value * 1000)} µs`;
}

/** kB are 1000 bytes, as bundle size reports count them. */
export function bytes(value: number): string {
  return value >= 1000 ? `${significant(value / 1000)} kB` : `${value} B`;
}

export function megabytes(value: number | undefined): string {
  return value === undefined ? "n/a" : `${significant(value)} MB`;
}

export function ratio(value: number): string {
  return `${value >= 10 ? Math.round(value) : value.toFixed(2)}x`;
}
