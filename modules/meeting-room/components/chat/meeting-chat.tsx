"use client";

import { Alert, Button, Center, Group, Loader, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconSend } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import { MEETING_MESSAGE_MAX } from "@/modules/meeting-room/schemas/chats";
import { MessageItem } from "./message-item";
import { useMeetingChat } from "./use-meeting-chat";
import classes from "./chat.module.css";

interface MeetingChatProps {
  moduleId: string;
  meetingId: string;
  me: { id: string };
}

/**
 * A meeting's conversation (before, during and after it): its messages, live, earlier ones on demand,
 * one's own edited or deleted, and the composer (Enter sends, Shift+Enter breaks the line) for those
 * who take part; the others read. Empty, loading and failure states say so.
 */
export function MeetingChat({ moduleId, meetingId, me }: MeetingChatProps) {
  const t = useTranslations("meetingRoom.chat");
  const chat = useMeetingChat(moduleId, meetingId);
  const [draft, setDraft] = useState("");
  const [sending, setSending] = useState(false);
  const log = useRef<HTMLDivElement>(null);
  const last = chat.messages?.at(-1)?.seq ?? 0;
  // A new last message scrolls the log to it (earlier pages keep the place).
  useEffect(() => {
    const element = log.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [last]);

  const failed = (failure: unknown, fallback: string) =>
    notifications.show({ color: "red", message: errorMessage(failure, fallback) });
  const send = async () => {
    const body = draft.trim();
    if (!body || sending) return;
    setSending(true);
    try {
      await chat.send(body);
      setDraft("");
    } catch (failure) {
      failed(failure, t("sendError"));
    } finally {
      setSending(false);
    }
  };

  if (chat.error && !chat.messages)
    return (
      <LoadError
        error={errorMessage(chat.error, t("loadError"))}
        retryLabel={t("retry")}
        onRetry={() => void chat.load()}
      />
    );
  if (!chat.messages)
    return (
      <Center mih={160}>
        <Loader aria-label={t("loading")} />
      </Center>
    );
  return (
    <div className={classes.chat} data-testid="meeting-chat">
      <div className={classes.log} ref={log} role="log" aria-live="polite" aria-label={t("label")}>
        <ol className={classes.list}>
          {chat.hasEarlier && (
            <Group justify="center" component="li">
              <Button
                size="xs"
                variant="default"
                loading={chat.loadingEarlier}
                onClick={() => void chat.loadEarlier()}
              >
                {t("earlier")}
              </Button>
            </Group>
          )}
          {chat.messages.length === 0 && (
            <Text component="li" size="sm" c="dimmed" ta="center" py="md" data-testid="chat-empty">
              {t("empty")}
            </Text>
          )}
          {chat.messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              mine={message.author?.id === me.id}
              onEdit={async (body) => {
                try {
                  await chat.edit(message.id, body);
                  return true;
                } catch (failure) {
                  failed(failure, t("editError"));
                  return false;
                }
              }}
              onDelete={() =>
                void chat.remove(message.id).catch((failure) => failed(failure, t("deleteError")))
              }
            />
          ))}
        </ol>
      </div>
      {chat.canPost ? (
        <Stack gap={4} pt="xs">
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <Textarea
              aria-label={t("compose")}
              placeholder={t("placeholder")}
              value={draft}
              autosize
              minRows={1}
              maxRows={6}
              maxLength={MEETING_MESSAGE_MAX}
              style={{ flex: 1 }}
              onChange={(event) => setDraft(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  void send();
                }
              }}
            />
            <Button
              onClick={() => void send()}
              loading={sending}
              disabled={!draft.trim()}
              leftSection={<IconSend size={16} aria-hidden />}
            >
              {t("send")}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Alert color="gray" p="xs" data-testid="chat-read-only">
          <Text size="sm">{t("readOnly")}</Text>
        </Alert>
      )}
    </div>
  );
}
