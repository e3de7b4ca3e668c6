"use client";

import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  UnstyledButton,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import {
  IconCopy,
  IconHourglassLow,
  IconMessagePlus,
  IconPlayerStopFilled,
  IconReportAnalytics,
  IconSend,
} from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { createTaskHref } from "@/lib/ai/draft-href";
import type { AiModuleTag } from "@/lib/ai/types";
import { useAiChat } from "@/lib/client/ai/use-ai-chat";
import type { TaskDraft } from "@/lib/schemas/ai";
import { ChatMessage } from "./chat-message";
import classes from "./ask-ai.module.css";

export const ASK_AI_WIDTH = 572;

const SUGGESTIONS = ["overdue", "assigned", "priority"] as const;
const FEATURES = [
  { key: "duplicates", icon: IconCopy },
  { key: "stuck", icon: IconHourglassLow },
  { key: "update", icon: IconReportAnalytics },
] as const;

/**
 * The Ask AI dialog (spec §2, §4): welcome text, three suggested questions and three feature cards,
 * the transcript with the reply streaming into one message, the prompt (Ctrl+Enter sends; sending is
 * locked until the reply completes), Stop and New chat. A draft's Create Task closes the dialog and
 * opens the create route prefilled.
 */
export function AskAiDialog({
  opened,
  onClose,
  moduleId,
  moduleTag,
  returnTo,
}: {
  opened: boolean;
  onClose: () => void;
  moduleId: string;
  moduleTag: AiModuleTag;
  /** Where the create dialog returns to. */
  returnTo: string;
}) {
  const t = useTranslations("ai.dialog");
  const router = useRouter();
  const fullScreen = useMediaQuery("(max-width: 36em)", false);
  const chat = useAiChat(moduleId, moduleTag, opened, t("sendError"));
  const [prompt, setPrompt] = useState("");
  const viewport = useRef<HTMLDivElement>(null);
  const locked = chat.status === "sending" || chat.status === "streaming";

  // Keep the newest message in view as the reply streams.
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [chat.messages.length, chat.streaming]);

  const ask = (text: string) => {
    if (locked || !text.trim()) return;
    chat.send(text);
    setPrompt("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      ask(prompt);
    }
  };
  const create = (draft: TaskDraft) => {
    onClose();
    router.push(createTaskHref(moduleId, returnTo, draft), { scroll: false });
  };
  const empty = chat.status !== "loading" && chat.messages.length === 0 && chat.streaming === null;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("title")}
      size={ASK_AI_WIDTH}
      fullScreen={fullScreen}
      centered
      closeButtonProps={{ "aria-label": t("close") }}
      data-testid="ask-ai-dialog"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed" data-testid="ask-ai-provider">
            {chat.provider === null
              ? "\u00a0"
              : chat.provider === "built-in"
                ? t("providerBuiltIn")
                : t("providerModel", { name: chat.provider })}
          </Text>
          {chat.messages.length > 0 && (
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconMessagePlus size={14} aria-hidden />}
              onClick={() => void chat.newChat()}
              data-testid="ask-ai-new-chat"
            >
              {t("newChat")}
            </Button>
          )}
        </Group>

        <ScrollArea.Autosize
          mah={fullScreen ? "calc(100dvh - 300px)" : 420}
          viewportRef={viewport}
          type="auto"
        >
          <Stack gap="md" pr="xs">
            {chat.status === "loading" && (
              <Group gap="xs" py="md" justify="center">
                <Loader size="sm" />
                <Text size="sm" c="dimmed">
                  {t("loading")}
                </Text>
              </Group>
            )}
            {chat.status === "error" && (
              <Alert color="red" data-testid="ask-ai-load-error">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{chat.error ?? t("loadError")}</Text>
                  <Button size="xs" variant="default" onClick={chat.reload}>
                    {t("retry")}
                  </Button>
                </Stack>
              </Alert>
            )}
            {empty && chat.status !== "error" && (
              <Stack gap="sm" data-testid="ask-ai-welcome">
                <Text size="sm">{t("welcome")}</Text>
                <Stack gap={6} role="group" aria-label={t("suggestionsLabel")}>
                  {SUGGESTIONS.map((key) => (
                    <Button
                      key={key}
                      variant="light"
                      justify="flex-start"
                      size="sm"
                      onClick={() => ask(t(`suggestions.${key}`))}
                      disabled={locked}
                      data-testid="ask-ai-suggestion"
                      styles={{ label: { whiteSpace: "normal", textAlign: "left" } }}
                      h="auto"
                      py={6}
                    >
                      {t(`suggestions.${key}`)}
                    </Button>
                  ))}
                </Stack>
                <SimpleGrid
                  cols={{ base: 1, xs: 3 }}
                  spacing="xs"
                  role="group"
                  aria-label={t("featuresLabel")}
                >
                  {FEATURES.map(({ key, icon: Icon }) => (
                    <UnstyledButton
                      key={key}
                      className={classes.feature}
                      onClick={() => ask(t(`features.${key}.prompt`))}
                      disabled={locked}
                      data-testid="ask-ai-feature"
                    >
                      <Paper withBorder p="sm" radius="md" h="100%">
                        <Stack gap={4}>
                          <Icon size={20} aria-hidden />
                          <Text size="sm" fw={600}>
                            {t(`features.${key}.title`)}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {t(`features.${key}.text`)}
                          </Text>
                        </Stack>
                      </Paper>
                    </UnstyledButton>
                  ))}
                </SimpleGrid>
              </Stack>
            )}
            {(chat.messages.length > 0 || chat.streaming !== null) && (
              <Stack
                gap="md"
                role="log"
                aria-label={t("transcript")}
                aria-live="polite"
                data-testid="ask-ai-transcript"
              >
                {chat.messages.map((message) => (
                  <ChatMessage
                    key={message.id}
                    author={message.author}
                    content={message.content}
                    state={message.state}
                    canCreate={chat.canCreate}
                    onCreate={create}
                    onNavigate={onClose}
                  />
                ))}
                {chat.streaming !== null && (
                  <ChatMessage
                    author="assistant"
                    content={chat.streaming}
                    streaming
                    canCreate={false}
                    onCreate={create}
                    onNavigate={onClose}
                  />
                )}
              </Stack>
            )}
          </Stack>
        </ScrollArea.Autosize>

        {chat.error && chat.status !== "error" && (
          <Alert color="red" py="xs" data-testid="ask-ai-error">
            {chat.error}
          </Alert>
        )}

        <Textarea
          aria-label={t("promptLabel")}
          placeholder={t("prompt")}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={4000}
          value={prompt}
          onChange={(event) => setPrompt(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          data-autofocus
          data-testid="ask-ai-prompt"
        />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {t("sendHint")}
          </Text>
          {locked ? (
            <Button
              color="red"
              variant="light"
              leftSection={<IconPlayerStopFilled size={14} aria-hidden />}
              onClick={chat.stop}
              disabled={chat.status === "sending"}
              data-testid="ask-ai-stop"
            >
              {t("stop")}
            </Button>
          ) : (
            <Button
              leftSection={<IconSend size={14} aria-hidden />}
              onClick={() => ask(prompt)}
              disabled={!prompt.trim() || chat.status === "loading"}
              data-testid="ask-ai-send"
            >
              {t("send")}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
