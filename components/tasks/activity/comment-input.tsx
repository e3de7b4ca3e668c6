"use client";

import { Button, Group, Kbd, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconSend } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { taskApi } from "@/lib/client/tasks/api";
import { COMMENT_MAX, commentSchema } from "@/lib/schemas/tasks";

interface CommentInputProps {
  moduleId: string;
  taskId: string;
  /** After the comment was saved: the activity reloads. */
  onCommented: () => void;
  onPendingChange?: (pending: boolean) => void;
}

/** The comment box under the activity: Ctrl/Cmd+Enter or Send posts it. */
export function CommentInput({ moduleId, taskId, onCommented, onPendingChange }: CommentInputProps) {
  const t = useTranslations("tasks.activity");
  const tAll = useTranslations();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const pending = text.trim() !== "";
  useEffect(() => onPendingChange?.(pending), [pending, onPendingChange]);

  const send = async () => {
    if (sending) return;
    const parsed = commentSchema.safeParse({ text });
    if (!parsed.success) {
      setError(tAll(parsed.error.issues[0]?.message ?? "validation.commentRequired"));
      return;
    }
    setSending(true);
    try {
      await taskApi.comment(moduleId, taskId, parsed.data.text);
      setText("");
      onCommented();
    } catch (caught) {
      notifications.show({ color: "red", message: errorMessage(caught, tAll("errors.somethingWentWrong")) });
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap={6}>
      <Textarea
        aria-label={t("comment")}
        placeholder={t("commentPlaceholder")}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            void send();
          }
        }}
        error={error}
        autosize
        minRows={2}
        maxRows={8}
        maxLength={COMMENT_MAX}
        disabled={sending}
        data-testid="comment-input"
      />
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          <Kbd size="xs">Ctrl</Kbd> + <Kbd size="xs">Enter</Kbd> {t("toSend")}
        </Text>
        <Button size="xs" leftSection={<IconSend size={14} />} onClick={() => void send()} loading={sending}>
          {t("send")}
        </Button>
      </Group>
    </Stack>
  );
}
