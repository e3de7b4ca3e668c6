"use client";

import { Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import classes from "./chat.module.css";

/** "Ben is typing…", "Ben and Ana are typing…", "Several people are typing…"; the line keeps its height. */
export function TypingLine({ typists }: { typists: readonly { id: string; name: string }[] }) {
  const t = useTranslations("onlineChat");
  const [first, second] = typists;
  const text = !first
    ? ""
    : !second
      ? t("typingOne", { name: first.name })
      : typists.length === 2
        ? t("typingTwo", { first: first.name, second: second.name })
        : t("typingMany");
  return (
    <Text
      size="xs"
      c="dimmed"
      px="md"
      className={classes.typing}
      aria-live="polite"
      data-testid="chat-typing"
    >
      {text}
    </Text>
  );
}
