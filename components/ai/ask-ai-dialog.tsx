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
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { IconMessagePlus, IconPlayerStopFilled, IconSend } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef, type KeyboardEvent } from "react";
import type { AiModuleTag } from "@/lib/ai/types";
import { useAiChat } from "@/lib/client/ai/use-ai-chat";
import { translatedResolver } from "@/lib/client/form";
import { AI_MESSAGE_MAX, aiChatSchema } from "@/lib/schemas/ai";
import * as z from "@/lib/zod";
import { ASK_AI_KINDS } from "./ask-ai-kinds";
import { ChatMessage } from "./chat-message";
import classes from "./ask-ai.module.css";

export const ASK_AI_WIDTH = 572;

/** The prompt: the question's rule (socket AI_SEND and POST /ai/chat). */
const promptFormSchema = z.object({ message: aiChatSchema.shape.message });

/**
 * The Ask AI dialog (spec §2, §4): welcome text, three suggested questions and three feature cards of
 * the module's kind (ask-ai-kinds.tsx), the transcript with the reply streaming into one message, the
 * prompt (Ctrl+Enter sends; sending is locked until the reply completes), Stop and New chat. Each json
 * block of a complete reply is the kind's draft card (a task board's Create Task, a content hub's
 * Create post and Use this description).
 */
export function AskAiDialog({
  opened,
  onClose,
  moduleId,
  moduleTag,
  returnTo,
  initialMessage,
}: {
  opened: boolean;
  onClose: () => void;
  moduleId: string;
  moduleTag: AiModuleTag;
  /** Where the create dialog returns to. */
  returnTo: string;
  /** Sent once as soon as the conversation has loaded (the header search's "Ask Nia"). */
  initialMessage?: string;
}) {
  const t = useTranslations("ai.dialog");
  const kind = ASK_AI_KINDS[moduleTag];
  const tKind = useTranslations(kind.namespace);
  const fullScreen = useMediaQuery("(max-width: 36em)", false);
  const chat = useAiChat(moduleId, moduleTag, opened, t("sendError"));
  const tAll = useTranslations();
  const form = useForm({
    initialValues: { message: "" },
    validate: translatedResolver(promptFormSchema, tAll),
  });
  const prompt = form.values.message;
  const viewport = useRef<HTMLDivElement>(null);
  const locked = chat.status === "sending" || chat.status === "streaming";

  // The header search's question (with what it found) is asked once the conversation is there.
  const initialSent = useRef(false);
  const { status, send } = chat;
  useEffect(() => {
    if (!initialMessage || !opened || initialSent.current || status !== "ready") return;
    initialSent.current = true;
    send(initialMessage);
  }, [initialMessage, opened, status, send]);

  // Keep the newest message in view as the reply streams.
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [chat.messages.length, chat.streaming]);

  const ask = (text: string) => {
    if (locked || !text.trim()) return;
    chat.send(text);
    form.reset();
  };
  // An empty prompt sends nothing (Send is disabled); a long one says so on the field.
  const askPrompt = () => {
    if (prompt.trim()) form.onSubmit(({ message }) => ask(message))();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      askPrompt();
    }
  };
  const renderDraft = (value: unknown) => (
    <kind.Draft
      value={value}
      moduleId={moduleId}
      returnTo={returnTo}
      canCreate={chat.canCreate}
      onNavigate={onClose}
    />
  );
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
                ? tKind("providerBuiltIn")
                : tKind("providerModel", { name: chat.provider })}
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
                <Text size="sm">{tKind("welcome")}</Text>
                <Stack gap={6} role="group" aria-label={t("suggestionsLabel")}>
                  {kind.suggestions.map((key) => (
                    <Button
                      key={key}
                      variant="light"
                      justify="flex-start"
                      size="sm"
                      onClick={() => ask(tKind(`suggestions.${key}`))}
                      disabled={locked}
                      data-testid="ask-ai-suggestion"
                      styles={{ label: { whiteSpace: "normal", textAlign: "left" } }}
                      h="auto"
                      py={6}
                    >
                      {tKind(`suggestions.${key}`)}
                    </Button>
                  ))}
                </Stack>
                <SimpleGrid
                  cols={{ base: 1, xs: 3 }}
                  spacing="xs"
                  role="group"
                  aria-label={t("featuresLabel")}
                >
                  {kind.features.map(({ key, icon: Icon }) => (
                    <UnstyledButton
                      key={key}
                      className={classes.feature}
                      onClick={() => ask(tKind(`features.${key}.prompt`))}
                      disabled={locked}
                      data-testid="ask-ai-feature"
                    >
                      <Paper withBorder p="sm" radius="md" h="100%">
                        <Stack gap={4}>
                          <Icon size={20} aria-hidden />
                          <Text size="sm" fw={600}>
                            {tKind(`features.${key}.title`)}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {tKind(`features.${key}.text`)}
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
                    renderDraft={renderDraft}
                    onNavigate={onClose}
                  />
                ))}
                {chat.streaming !== null && (
                  <ChatMessage
                    author="assistant"
                    content={chat.streaming}
                    streaming
                    renderDraft={renderDraft}
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
          maxLength={AI_MESSAGE_MAX}
          {...form.getInputProps("message")}
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
              onClick={askPrompt}
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
