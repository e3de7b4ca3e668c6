"use client";

import { ActionIcon, Group, Textarea } from "@mantine/core";
import { IconSend } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { chatApi } from "@/modules/online-chat/client/api";
import { MESSAGE_MAX } from "@/modules/online-chat/shared/constants";
import classes from "./chat.module.css";

/** The unsent text is kept on the server this long after the last key. */
const DRAFT_SAVE_MS = 800;

/**
 * The message box: Enter sends, Shift+Enter is a new line, the button is disabled while the text is
 * empty. It starts from (and, until typed in, follows) the caller's draft and keeps what is typed as their draft on the server
 * (DRAFT_SAVE_MS after the last key, and when the conversation is left), across their devices;
 * sending clears it there too.
 */
export function Composer(props: {
  moduleId: string;
  conversationId: string;
  initialDraft: string | null;
  title: string;
  onSend: (body: string) => void;
}) {
  const { moduleId, conversationId, onSend } = props;
  const t = useTranslations("onlineChat");
  const [text, setText] = useState(props.initialDraft ?? "");
  const saved = useRef(props.initialDraft ?? "");
  // Until the person types here, the box follows the server's draft (a fresher read of the
  // conversation, or their other device's typing).
  const [source, setSource] = useState(props.initialDraft);
  const [touched, setTouched] = useState(false);
  if (props.initialDraft !== source) {
    setSource(props.initialDraft);
    if (!touched) setText(props.initialDraft ?? "");
  }
  useEffect(() => {
    if (!touched) saved.current = props.initialDraft ?? "";
  }, [props.initialDraft, touched]);
  const latest = useRef(text);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    latest.current = text;
  });

  const save = useCallback(
    (value: string) => {
      if (value === saved.current) return;
      saved.current = value;
      chatApi.saveDraft(moduleId, conversationId, value).catch((error: unknown) => console.error(error));
    },
    [moduleId, conversationId],
  );
  // Leaving the conversation keeps what was typed.
  useEffect(
    () => () => {
      if (!timer.current) return;
      clearTimeout(timer.current);
      save(latest.current);
    },
    [save],
  );

  const change = (value: string) => {
    setText(value);
    setTouched(true);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      save(value);
    }, DRAFT_SAVE_MS);
  };
  const send = () => {
    const body = text.trim();
    if (!body) return;
    setText("");
    setTouched(true);
    // The send clears the server's draft.
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    saved.current = "";
    onSend(body);
  };
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <Group gap="xs" p="sm" align="flex-end" wrap="nowrap" className={classes.composer}>
      <Textarea
        aria-label={t("composer")}
        placeholder={t("composerPlaceholder", { name: props.title })}
        description={t("composerHint")}
        value={text}
        onChange={(event) => change(event.currentTarget.value)}
        onKeyDown={onKey}
        autosize
        minRows={1}
        maxRows={8}
        maxLength={MESSAGE_MAX}
        style={{ flex: 1 }}
        data-testid="chat-composer"
      />
      <ActionIcon
        size="lg"
        onClick={send}
        disabled={!text.trim()}
        aria-label={t("send")}
        data-testid="chat-send"
      >
        <IconSend size={18} />
      </ActionIcon>
    </Group>
  );
}
