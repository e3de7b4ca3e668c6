"use client";

import { Alert, Button, Group, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import type { ChatMessage } from "@/modules/online-chat/shared/types";
import { useFailure } from "./list-parts";
import type { Pending } from "./message-item";
import type { LogRow } from "./virtual-log";

// The rows a conversation's and a thread's logs share: messages, those on their way, and the button
// that reads older ones.

/** A message's row, or one on its way. */
export type MessageRow = LogRow &
  ({ kind: "message"; message: ChatMessage } | { kind: "pending"; item: Pending });

const showsImage = (message: { attachments?: readonly { thumbUrl: string | null }[] }) =>
  message.attachments?.some((file) => file.thumbUrl) ?? false;

export const messageRow = (message: ChatMessage): MessageRow => ({
  key: message.id,
  kind: "message",
  message,
  image: showsImage(message),
});

/** The rows of `messages`, then of those on their way. */
export const messageRows = (messages: readonly ChatMessage[], pending: readonly Pending[]): MessageRow[] => [
  ...messages.map(messageRow),
  ...pending.map((item): MessageRow => ({
    key: item.clientRequestId,
    kind: "pending",
    item,
    image: showsImage(item),
  })),
];

/** 'Load older messages' / 'Load older replies' at the top of a log. */
export function LoadOlder(props: { label: string; loading: boolean; onLoad: () => void }) {
  return (
    <Group justify="center" p="xs">
      <Button variant="subtle" size="xs" loading={props.loading} onClick={props.onLoad}>
        {props.label}
      </Button>
    </Group>
  );
}

/**
 * The top of a conversation's history: 'Load older messages' while there are older ones, else 'This
 * is the beginning of the conversation.'; the first page's failure.
 */
export function HistoryHead({
  history,
}: {
  history: {
    hasMore: boolean;
    loadingMore: boolean;
    loadMore: () => Promise<void>;
    items: readonly unknown[] | null | undefined;
    error: unknown;
  };
}) {
  const t = useTranslations("onlineChat");
  const failure = useFailure();
  return (
    <>
      {history.hasMore ? (
        <LoadOlder
          label={t("loadOlder")}
          loading={history.loadingMore}
          onLoad={() => void history.loadMore()}
        />
      ) : history.items ? (
        <Text size="sm" c="dimmed" ta="center" p="md" data-testid="chat-beginning">
          {t("beginning")}
        </Text>
      ) : null}
      {Boolean(history.error) && !history.items && (
        <Alert color="red" m="sm">
          {failure(history.error)}
        </Alert>
      )}
    </>
  );
}
