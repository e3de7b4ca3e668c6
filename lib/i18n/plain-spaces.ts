/**
 * Intl's output with ordinary spaces. Node's ICU writes a thin space (U+2009) around a range's dash
 * ("Nov 23 – 29, 2026") and a narrow no-break space (U+202F) before "AM"/"PM", while Chromium's
 * writes ordinary spaces: a date range or a time rendered on the server would not match the same text
 * rendered in the browser (React's hydration error #418, "text"). Pass every date range and every
 * formatted time-of-day through this before it is rendered.
 */
export function plainSpaces(text: string): string {
  return text.replace(/[\u2009\u202f]/g, " ");
}
