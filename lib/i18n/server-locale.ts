import "server-only";
import { getLocale } from "next-intl/server";
import { defaultLocale, isLocale, type Locale } from "./config";

/** The request's language (the NEXT_LOCALE cookie, read by next-intl) for server components. */
export async function serverLocale(): Promise<Locale> {
  const locale = await getLocale();
  return isLocale(locale) ? locale : defaultLocale;
}
