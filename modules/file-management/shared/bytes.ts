// Sizes as people read them: 0 B, 950 B, 1.5 KB, 23.4 MB, 2.1 GB (binary steps, 1 KB = 1024 B; one
// decimal below 100), in the reader's number format ("1,5 MB" in Spanish).

const UNITS = ["B", "KB", "MB", "GB", "TB"] as const;
const formats = new Map<string, Intl.NumberFormat>();

export function formatBytes(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  // Steps up by what is shown, so 1023.96 KB reads "1 MB", not "1,024 KB".
  while (Math.round(value * 10) / 10 >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const key = `${locale}:${digits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: digits });
    formats.set(key, format);
  }
  return `${format.format(value)} ${UNITS[unit]}`;
}
