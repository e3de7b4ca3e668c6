import "server-only";
import type { Locale } from "@/lib/i18n/config";

/** What services need to know about the caller's connection (rate limits, e-mail language). */
export interface RequestMeta {
  /**
   * The client as per-address rate limits count it (security/client-key.ts): an IPv4 address, or an
   * IPv6 address's /64 prefix.
   */
  ip: string;
  userAgent: string | null;
  /** Language for e-mails: the language cookie, else Accept-Language, else English. */
  locale: Locale;
  /** Language for error texts: the language cookie only, so API clients get the spec's English. */
  errorLocale: Locale;
}
