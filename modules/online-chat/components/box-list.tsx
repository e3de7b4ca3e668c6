"use client";

import { Alert, Button, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { usePagedQuery } from "@/lib/client/query/use-paged-query";
import { chatApi, chatQueries } from "@/modules/online-chat/client/api";
import { AVATARS_SHOWN, type MessageBox } from "@/modules/online-chat/shared/constants";
import type { BoxMessage } from "@/modules/online-chat/shared/types";
import { messagePreview } from "@/modules/online-chat/shared/message-text";
import classes from "./chat.module.css";
import { ListError, LoadMore } from "./list-parts";
import { conversationTitle, PeopleAvatars } from "./people";
import { useChatTime } from "./use-chat-time";

/**
 * The caller's sent messages or trash, newest first: each with its conversation, its text and its
 * time; a click opens the conversation; in the trash, Restore brings a message back to its place.
 */
export function BoxList(props: {
  moduleId: string;
  box: MessageBox;
  initial: { data: BoxMessage[]; nextCursor: string | null } | null;
  selected: string | null;
  onOpen: (conversationId: string) => void;
}) {
  const { moduleId, box } = props;
  const t = useTranslations("onlineChat");
  const when = useChatTime();
  const [failure, setFailure] = useState<string | null>(null);
  const list = usePagedQuery((cursor) => chatQueries.box(moduleId, box, cursor), {
    initialPage: props.initial ?? undefined,
    staleTime: 10_000,
    keepPrevious: true,
  });

  const restore = async (message: BoxMessage) => {
    setFailure(null);
    try {
      await chatApi.restore(moduleId, message.id);
      list.setItems((items) => items.filter((item) => item.id !== message.id));
      invalidateQueries(({ tags }) => tags.includes(moduleTag(moduleId)));
    } catch (error) {
      console.error(error);
      setFailure(t("errorText", { message: errorMessage(error, t("loadFailed")) }));
    }
  };

  if (list.error && !list.items) return <ListError error={list.error} onRetry={() => void list.refetch()} />;
  return (
    <Stack gap={0} h="100%">
      {box === "trash" && (
        <Text size="xs" c="dimmed" p="sm" className={classes.listTools}>
          {t("trashHint")}
        </Text>
      )}
      {failure && (
        <Alert color="red" m="sm" withCloseButton onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {list.items && list.items.length === 0 ? (
        <Text c="dimmed" ta="center" p="xl" data-testid="chat-box-empty">
          {box === "trash" ? t("noTrash") : t("noSent")}
        </Text>
      ) : (
        <div
          className={classes.conversations}
          role="list"
          aria-label={t(`tabs.${box}`)}
          aria-busy={list.fetching}
        >
          {(list.items ?? []).map((message) => (
            <div role="listitem" key={message.id} className={classes.boxItem} data-testid="chat-box-message">
              <UnstyledButton
                className={classes.conversation}
                aria-current={message.conversationId === props.selected ? "true" : undefined}
                onClick={() => props.onOpen(message.conversationId)}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <PeopleAvatars
                    people={message.conversation.people}
                    more={Math.max(0, message.conversation.memberCount - 1 - AVATARS_SHOWN)}
                    channel={message.conversation.kind === "channel"}
                  />
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Text size="sm" fw={500} truncate>
                        {conversationTitle(message.conversation, t)}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                        {when(message.deletedAt ?? message.createdAt, true)}
                      </Text>
                    </Group>
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {messagePreview(message)}
                    </Text>
                  </Stack>
                </Group>
              </UnstyledButton>
              {box === "trash" && (
                <Group justify="flex-end" px="sm" pb="xs">
                  <Button size="compact-xs" variant="light" onClick={() => void restore(message)}>
                    {t("restore")}
                  </Button>
                </Group>
              )}
            </div>
          ))}
          {list.hasMore && <LoadMore loading={list.loadingMore} onLoad={() => void list.loadMore()} />}
        </div>
      )}
    </Stack>
  );
}
