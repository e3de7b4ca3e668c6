import { createTranslator } from "next-intl";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import type { Locale } from "./config";

export const allMessages = { en, es } as const;

const translators = {
  en: createTranslator({ locale: "en", messages: en }),
  es: createTranslator({ locale: "es", messages: es }),
};

const KEY = /^[a-zA-Z]+(\.[a-zA-Z]+)+$/;

/** The text for a message key such as `validation.nameMin`; any other string passes through as it is. */
export function translateMessage(
  locale: Locale,
  key: string,
  values?: Record<string, string | number>,
): string {
  if (!KEY.test(key)) return key;
  const t = translators[locale].has(key as never) ? translators[locale] : translators.en;
  return t.has(key as never) ? t(key as never, values as never) : key;
}

export function englishText(key: string, values?: Record<string, string | number>): string {
  return translateMessage("en", key, values);
}

export function translatorFor(locale: Locale) {
  return translators[locale];
}
