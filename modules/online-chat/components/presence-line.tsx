"use client";

import { Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import type { Presence } from "@/modules/online-chat/shared/constants";
import classes from "./chat.module.css";

/**
 * Under the title: for a 1:1, the other person's presence (online, away, offline); otherwise the
 * member count and how many of the others are online.
 */
export function PresenceLine(props: {
  kind: string;
  memberCount: number;
  others: string[];
  presence: Readonly<Record<string, Presence>>;
}) {
  const t = useTranslations("onlineChat");
  const [only] = props.others;
  if (props.kind === "direct" && props.others.length === 1 && only) {
    const state = props.presence[only];
    return (
      <Text size="xs" c="dimmed" data-testid="chat-presence" data-presence={state}>
        {state && <span className={classes.presenceDot} data-presence={state} aria-hidden />}
        {state ? t(`presence.${state}`) : t("members", { count: props.memberCount })}
      </Text>
    );
  }
  const online = props.others.filter((id) => props.presence[id] === "online").length;
  return (
    <Text size="xs" c="dimmed" data-testid="chat-presence">
      {online > 0
        ? t("membersOnline", { count: props.memberCount, online })
        : t("members", { count: props.memberCount })}
    </Text>
  );
}
