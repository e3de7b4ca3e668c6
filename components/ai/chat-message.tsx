"use client";

import { Box, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import { Fragment, useMemo, type ReactNode } from "react";
import { replyParts } from "@/lib/ai/reply-parts";
import type { AiAuthor, AiMessageState } from "@/lib/ai/types";
import { MarkdownText } from "./markdown-text";

/**
 * One message of the transcript (spec §3 chat message): the person's question, or the assistant's
 * reply — streamed as text, then, once complete, its ```json blocks as json messages (drafts).
 */
export function ChatMessage({
  author,
  content,
  state,
  streaming = false,
  renderDraft,
  onNavigate,
}: {
  author: AiAuthor;
  content: string;
  state?: AiMessageState;
  streaming?: boolean;
  /** A json message of a complete reply, as the module kind shows it (a draft card). */
  renderDraft: (value: unknown) => ReactNode;
  onNavigate: () => void;
}) {
  const t = useTranslations("ai.dialog");
  const parts = useMemo(
    () => (streaming ? [{ type: "string" as const, data: content }] : replyParts(content)),
    [content, streaming],
  );
  const mine = author === "user";
  return (
    <Stack
      gap={4}
      align={mine ? "flex-end" : "flex-start"}
      data-testid="ask-ai-message"
      data-author={author}
      data-state={streaming ? "streaming" : state}
    >
      <Text size="xs" c="dimmed" fw={600}>
        {mine ? t("you") : t("assistant")}
      </Text>
      <Paper
        px="sm"
        py={8}
        radius="md"
        maw="92%"
        bg={mine ? "var(--mantine-primary-color-light)" : "var(--mantine-color-default-hover)"}
      >
        {streaming && content === "" ? (
          <Group gap="xs">
            <Loader size="xs" type="dots" />
            <Text size="sm" c="dimmed">
              {t("thinking")}
            </Text>
          </Group>
        ) : (
          <Stack gap="xs">
            {parts.map((part, index) =>
              part.type === "json" ? (
                <Fragment key={index}>{renderDraft(part.data)}</Fragment>
              ) : mine ? (
                <Text key={index} size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                  {part.data}
                </Text>
              ) : (
                <MarkdownText key={index} text={part.data} onNavigate={onNavigate} />
              ),
            )}
            {state === "stopped" && (
              <Box>
                <Text size="xs" c="dimmed" fs="italic">
                  {t("stopped")}
                </Text>
              </Box>
            )}
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}
