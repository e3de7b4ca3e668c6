import { cookies } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { defaultLocale, isLocale, LOCALE_COOKIE } from "./config";
import { allMessages } from "./messages";

export default getRequestConfig(async () => {
  const cookieLocale = (await cookies()).get(LOCALE_COOKIE)?.value;
  const locale = isLocale(cookieLocale) ? cookieLocale : defaultLocale;
  return {
    locale,
    // Spanish falls back to English key by key, so a missing translation never shows a raw key.
    messages: locale === "en" ? allMessages.en : { ...allMessages.en, ...allMessages[locale] },
    timeZone: "UTC",
  };
});
