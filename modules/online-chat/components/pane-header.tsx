"use client";

import { ActionIcon, Group, Menu, Stack, Title } from "@mantine/core";
import { IconArrowLeft, IconDots } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import type { Presence } from "@/modules/online-chat/shared/constants";
import type { ConversationDetail } from "@/modules/online-chat/shared/types";
import classes from "./chat.module.css";
import { PresenceLine } from "./presence-line";

/**
 * The open conversation's title, its people's presence and its menu: star, archive or back to the
 * inbox, and for a channel rename, leave and delete, each as the rights allow (the back button on a
 * narrow screen).
 */
export function PaneHeader(props: {
  conversation: ConversationDetail;
  title: string;
  /** A channel's operator (or the module's administrator in it). */
  operator: boolean;
  others: string[];
  presence: Readonly<Record<string, Presence>>;
  onBack: () => void;
  onState: (change: { starred: boolean } | { archived: boolean }) => void;
  onRename: () => void;
  onLeave: () => void;
  onDelete: () => void;
}) {
  const { conversation, title, operator } = props;
  const t = useTranslations("onlineChat");
  return (
    <Group justify="space-between" p="sm" wrap="nowrap" className={classes.paneHeader}>
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
        <ActionIcon variant="subtle" className={classes.back} aria-label={t("back")} onClick={props.onBack}>
          <IconArrowLeft size={18} />
        </ActionIcon>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Title order={2} size="h4" lineClamp={1} data-testid="chat-pane-title">
            {conversation.kind === "channel" ? `# ${title}` : title}
          </Title>
          <PresenceLine
            kind={conversation.kind}
            memberCount={conversation.memberCount}
            others={props.others}
            presence={props.presence}
          />
        </Stack>
      </Group>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            aria-label={t("conversationActions")}
            data-testid="chat-conversation-menu"
          >
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => props.onState({ starred: !conversation.starred })}>
            {conversation.starred ? t("unstar") : t("star")}
          </Menu.Item>
          <Menu.Item onClick={() => props.onState({ archived: !conversation.archived })}>
            {conversation.archived ? t("unarchive") : t("archive")}
          </Menu.Item>
          {operator && <Menu.Item onClick={props.onRename}>{t("rename")}</Menu.Item>}
          {conversation.kind === "channel" && <Menu.Item onClick={props.onLeave}>{t("leave")}</Menu.Item>}
          {operator && (
            <Menu.Item color="red" onClick={props.onDelete}>
              {t("deleteChannel")}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
