"use client";

import { Group, Stack, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import type { OnlineChatSummary } from "@/lib/modules/summaries";
import { SummaryFigure } from "@/components/modules/summaries/summary-figure";
import { useChatTime } from "./use-chat-time";

/** An Online chat module's card, for the viewer: unread messages, conversations, the latest messages. */
export function OnlineChatSummaryView({ summary }: { summary: OnlineChatSummary }) {
  const t = useTranslations("grid.summary.onlineChat");
  const when = useChatTime();
  if (summary.conversations === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="module-summary">
        {t("empty")}
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="module-summary">
      <Group gap="lg" wrap="wrap">
        <SummaryFigure
          value={summary.unread > 99 ? "99+" : summary.unread}
          label={t("unread")}
          alert={summary.unread > 0}
        />
        <SummaryFigure value={summary.conversations} label={t("conversations")} />
      </Group>
      {summary.latest.map((item) => (
        <Group key={item.conversationId} gap={6} wrap="nowrap" data-testid="chat-summary-message">
          <Text size="xs" fw={item.unread ? 700 : 500} style={{ flexShrink: 0 }}>
            {item.channel ? `# ${item.channel}` : (item.authorName ?? t("someone"))}
          </Text>
          <Text size="xs" c={item.unread ? undefined : "dimmed"} truncate style={{ flex: 1, minWidth: 0 }}>
            {item.channel && item.authorName ? `${item.authorName}: ${item.excerpt}` : item.excerpt}
          </Text>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {when(item.createdAt, true)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
