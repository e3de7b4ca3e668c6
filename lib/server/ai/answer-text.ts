import "server-only";
import type { Translate } from "@/lib/ai/format";
import type { Locale } from "@/lib/i18n/config";
import { translateMessage } from "@/lib/i18n/messages";

// How the built-in answers are written, whatever the module kind: messages of one namespace in the
// asker's language, and lists of links with how many more there are.

export function answerText(locale: Locale, namespace: string) {
  const t: Translate = (key, values) => translateMessage(locale, `${namespace}.${key}`, values);
  /** An intro, one line per item shown, and how many more there are. */
  const list = (intro: string, lines: string[], total: number) => {
    const more = total - lines.length;
    return [
      intro,
      "",
      ...lines,
      ...(more > 0 ? ["", translateMessage(locale, "ai.answers.more", { count: more })] : []),
    ].join("\n");
  };
  return { t, list };
}
