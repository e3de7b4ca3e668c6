import { cookies } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { LOCALE_COOKIE, localeFromCookie } from "./config";
import { withFallback } from "./fallback";
import { allMessages } from "./messages";

// Spanish falls back to English key by key, so a missing translation never shows a raw key.
const messages = { en: allMessages.en, es: withFallback(allMessages.es, allMessages.en) };

export default getRequestConfig(async () => {
  // Next drops a cookie whose %-escapes are broken; anything else unusable is the default language too.
  const locale = localeFromCookie((await cookies()).get(LOCALE_COOKIE)?.value);
  return {
    locale,
    messages: messages[locale],
    timeZone: "UTC",
  };
});
