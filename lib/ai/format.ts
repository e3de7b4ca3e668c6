// Figures in Ask AI's answers, in the reader's language.

/** A duration as hours and minutes: "3 h 05 min", "0 min". */
export function formatDuration(ms: number, locale: string): string {
  const minutes = Math.round(ms / 60_000);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const number = new Intl.NumberFormat(locale);
  if (hours === 0) return `${number.format(rest)} min`;
  return `${number.format(hours)} h ${String(rest).padStart(2, "0")} min`;
}

/** A message of a namespace in the reader's language, with its values. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;
