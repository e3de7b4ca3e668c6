export const locales = ["en", "es"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";
/** The cookie that holds the chosen language; there is no locale in the URL. */
export const LOCALE_COOKIE = "NEXT_LOCALE";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/**
 * The language a NEXT_LOCALE cookie asks for, else the default. Whatever a browser sends is answered:
 * nothing, a broken %-escape (%E0%A4%A), quotes, capitals or a language we do not have (xx).
 */
export function localeFromCookie(value: string | null | undefined): Locale {
  if (!value) return defaultLocale;
  let text: string;
  try {
    text = decodeURIComponent(value);
  } catch {
    return defaultLocale;
  }
  const normalized = text
    .trim()
    .replace(/^"(.*)"$/, "$1")
    .toLowerCase();
  return isLocale(normalized) ? normalized : defaultLocale;
}
