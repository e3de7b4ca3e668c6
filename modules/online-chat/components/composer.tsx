"use client";

import { ActionIcon, Avatar, Combobox, Group, Popover, Text, Textarea, useCombobox } from "@mantine/core";
import { IconMoodSmile, IconPaperclip, IconSend } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type KeyboardEvent,
} from "react";
import { insertMention, mentionAt, mentionedIds, mentionMatches } from "@/lib/mentions";
import { chatApi } from "@/modules/online-chat/client/api";
import { CHANNEL_MENTION, MESSAGE_MAX } from "@/modules/online-chat/shared/constants";
import type { ChatAttachment, ChatPerson } from "@/modules/online-chat/shared/types";
import { UploadTray } from "./attachments";
import classes from "./chat.module.css";
import { EmojiPicker } from "./reactions";
import { useUploads } from "./use-uploads";

/** The unsent text is kept on the server this long after the last key. */
const DRAFT_SAVE_MS = 800;
/** The option that calls on everyone (operators only). */
const CHANNEL_OPTION = "@channel";

/** What the composer sends: the text, the people still named in it and the files uploaded for it. */
export interface Outgoing {
  body: string;
  mentionIds: string[];
  attachments: ChatAttachment[];
}

/** Whether a drag carries files (not text or a link dragged from the page). */
const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");

/**
 * The message box: Enter sends, Shift+Enter is a new line, the button is disabled while there is
 * neither text nor a file ready, or while a file is still uploading. Files come from the paperclip,
 * dropped on the box or pasted (a screenshot), and upload at once (use-uploads.ts). Typing "@" offers the conversation's people (and "@channel" to its operators): arrows and
 * Enter or Tab pick one, Escape closes; those still named when it is sent are its mentions.
 * With `draft`, it starts from (and, until typed in, follows) the caller's draft and keeps what is
 * typed as their draft on the server (DRAFT_SAVE_MS after the last key, and when the conversation
 * is left), across their devices; sending clears it there too. A thread's box keeps no draft.
 */
export function Composer(props: {
  moduleId: string;
  conversationId: string;
  /** The caller's server draft of the conversation; absent: no draft is kept. */
  draft?: { initial: string | null };
  /** Who can be mentioned: the conversation's people but the caller. */
  people: readonly ChatPerson[];
  canCallChannel: boolean;
  placeholder: string;
  label?: string;
  testId?: string;
  onSend: (outgoing: Outgoing) => void;
  /** Each change of the text (the others are told who is typing). */
  onTyped?: () => void;
}) {
  const { moduleId, conversationId, onSend, people } = props;
  const keepsDraft = props.draft !== undefined;
  const initialDraft = props.draft?.initial ?? null;
  const t = useTranslations("onlineChat");
  const [text, setText] = useState(initialDraft ?? "");
  const saved = useRef(initialDraft ?? "");
  // While nothing typed here is waiting to be saved, the box follows the server's draft (a fresher
  // read of the conversation, their other device's typing, a reply Ask AI drafted for them).
  const [source, setSource] = useState(initialDraft);
  const [unsaved, setUnsaved] = useState(false);
  if (initialDraft !== source) {
    setSource(initialDraft);
    if (!unsaved) setText(initialDraft ?? "");
  }
  useEffect(() => {
    if (!unsaved) saved.current = initialDraft ?? "";
  }, [initialDraft, unsaved]);
  const latest = useRef(text);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    latest.current = text;
  });

  const save = useCallback(
    (value: string) => {
      if (!keepsDraft) return;
      if (value !== saved.current) {
        saved.current = value;
        chatApi.saveDraft(moduleId, conversationId, value).catch((error: unknown) => console.error(error));
      }
      if (latest.current === value) setUnsaved(false);
    },
    [moduleId, conversationId, keepsDraft],
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

  // Mentions: the "@…" being typed, the people it matches, and the people picked so far.
  const input = useRef<HTMLTextAreaElement>(null);
  const [typing, setTyping] = useState<{ start: number; query: string } | null>(null);
  const [picked, setPicked] = useState<ChatPerson[]>([]);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const matches = useMemo(() => {
    if (!typing) return [];
    const found: { id: string; name: string; image: string | null }[] = mentionMatches(people, typing.query);
    if (props.canCallChannel && "channel".startsWith(typing.query.toLowerCase()))
      found.push({ id: CHANNEL_OPTION, name: "channel", image: null });
    return found;
  }, [people, typing, props.canCallChannel]);
  useEffect(() => {
    if (typing && matches.length > 0) {
      combobox.openDropdown();
      combobox.selectFirstOption();
    } else combobox.closeDropdown();
    // combobox is a new object every render; the dropdown follows what is typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typing, matches.length]);

  const change = (value: string, caret: number | null) => {
    if (value.trim()) props.onTyped?.();
    setText(value);
    setUnsaved(true);
    setTyping(mentionAt(value, caret ?? value.length));
    if (!keepsDraft) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      save(value);
    }, DRAFT_SAVE_MS);
  };
  const pick = (id: string) => {
    if (!typing) return;
    const person = people.find((candidate) => candidate.id === id);
    const name = id === CHANNEL_OPTION ? CHANNEL_MENTION.slice(1) : person?.name;
    if (!name) return;
    const next = insertMention(text, typing, name);
    change(next.text, next.caret);
    setTyping(null);
    if (person)
      setPicked((current) => (current.some((p) => p.id === person.id) ? current : [...current, person]));
    requestAnimationFrame(() => input.current?.setSelectionRange(next.caret, next.caret));
  };

  // An emoji from the picker goes where the caret was.
  const [picking, setPicking] = useState(false);
  const insertEmoji = (emoji: string) => {
    const element = input.current;
    const at = element?.selectionStart ?? text.length;
    const end = element?.selectionEnd ?? at;
    const next = text.slice(0, at) + emoji + text.slice(end);
    change(next, at + emoji.length);
    setPicking(false);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(at + emoji.length, at + emoji.length);
    });
  };

  const uploads = useUploads(moduleId, conversationId);
  const picker = useRef<HTMLInputElement>(null);
  const [dropping, setDropping] = useState(false);
  const canSend = (text.trim() !== "" || uploads.ready) && !uploads.busy;
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    setDropping(false);
    uploads.add([...event.dataTransfer.files]);
  };
  const onPaste = (event: ClipboardEvent<HTMLTextAreaElement>) => {
    const files = [...event.clipboardData.files];
    if (files.length === 0) return;
    event.preventDefault();
    uploads.add(files);
  };

  const send = () => {
    const body = text.trim();
    if (!canSend) return;
    setText("");
    setUnsaved(false);
    setTyping(null);
    // The send clears the server's draft (the next read brings its absence).
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    saved.current = "";
    onSend({ body, mentionIds: mentionedIds(body, picked), attachments: uploads.take() });
    setPicked([]);
  };
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (combobox.dropdownOpened && (event.key === "Tab" || event.key === "Enter")) {
      event.preventDefault();
      combobox.clickSelectedOption();
      return;
    }
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <div
      className={`${classes.composer} ${classes.composerArea}`}
      data-dropping={dropping ? "true" : undefined}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setDropping(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
      }}
      onDrop={onDrop}
      data-testid={props.testId ? `${props.testId}-area` : "chat-composer-area"}
    >
      {dropping && (
        <Text size="xs" c="blue" px="sm" pt={4}>
          {t("dropFiles")}
        </Text>
      )}
      <UploadTray
        uploads={uploads.uploads}
        refused={uploads.refused}
        onRemove={uploads.remove}
        onRetry={uploads.retry}
      />
      <Group gap="xs" p="sm" align="flex-end" wrap="nowrap">
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          onChange={(event) => {
            uploads.add([...(event.currentTarget.files ?? [])]);
            event.currentTarget.value = "";
          }}
          data-testid={props.testId ? `${props.testId}-files` : "chat-files"}
        />
        <ActionIcon
          size="lg"
          variant="subtle"
          aria-label={t("attachFiles")}
          onClick={() => picker.current?.click()}
          data-testid={props.testId ? `${props.testId}-attach` : "chat-attach"}
        >
          <IconPaperclip size={18} />
        </ActionIcon>
        <Combobox
          store={combobox}
          onOptionSubmit={pick}
          position="top-start"
          withinPortal={false}
          width={280}
        >
          <Combobox.Target withKeyboardNavigation>
            <Textarea
              ref={input}
              aria-label={props.label ?? t("composer")}
              placeholder={props.placeholder}
              description={t("composerHint")}
              value={text}
              onChange={(event) => change(event.currentTarget.value, event.currentTarget.selectionStart)}
              onKeyDown={onKey}
              onPaste={onPaste}
              onBlur={() => setTyping(null)}
              autosize
              minRows={1}
              maxRows={8}
              maxLength={MESSAGE_MAX}
              style={{ flex: 1 }}
              data-testid={props.testId ?? "chat-composer"}
            />
          </Combobox.Target>
          <Combobox.Dropdown aria-label={t("mentionPeople")}>
            <Combobox.Options>
              {matches.map((person) => (
                <Combobox.Option value={person.id} key={person.id} data-testid="chat-mention-option">
                  <Group gap="xs" wrap="nowrap">
                    {person.id === CHANNEL_OPTION ? (
                      <Text size="sm" truncate>
                        <strong>{CHANNEL_MENTION}</strong> · {t("channelMentionHint")}
                      </Text>
                    ) : (
                      <>
                        <Avatar src={person.image} name={person.name} size={22} color="initials" />
                        <Text size="sm" truncate>
                          {person.name}
                        </Text>
                      </>
                    )}
                  </Group>
                </Combobox.Option>
              ))}
            </Combobox.Options>
          </Combobox.Dropdown>
        </Combobox>
        <Popover opened={picking} onChange={setPicking} position="top-end" withinPortal trapFocus>
          <Popover.Target>
            <ActionIcon
              size="lg"
              variant="subtle"
              aria-label={t("insertEmoji")}
              onClick={() => setPicking((open) => !open)}
              data-testid={props.testId ? `${props.testId}-emoji` : "chat-emoji-button"}
            >
              <IconMoodSmile size={18} />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown p={6}>{picking && <EmojiPicker onPick={insertEmoji} />}</Popover.Dropdown>
        </Popover>
        <ActionIcon
          size="lg"
          onClick={send}
          disabled={!canSend}
          aria-label={t("send")}
          data-testid={props.testId ? `${props.testId}-send` : "chat-send"}
        >
          <IconSend size={18} />
        </ActionIcon>
      </Group>
    </div>
  );
}
