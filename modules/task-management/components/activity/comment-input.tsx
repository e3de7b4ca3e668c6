"use client";

import { Avatar, Button, Combobox, Group, Kbd, Stack, Text, Textarea, useCombobox } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconSend } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useEffect, useMemo, useRef, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { translatedResolver } from "@/lib/client/form";
import * as z from "@/lib/zod";
import { taskApi } from "@/modules/task-management/client/api";
import { COMMENT_MAX, commentSchema } from "@/modules/task-management/schemas/tasks";
import { insertMention, mentionAt, mentionedIds, mentionMatches } from "@/lib/mentions";
import type { TaskPerson } from "@/modules/task-management/shared/types";

interface CommentInputProps {
  moduleId: string;
  taskId: string;
  /** After the comment was saved: the activity reloads. */
  onCommented: () => void;
  onPendingChange?: (pending: boolean) => void;
  /** Who can be @mentioned: the people who can see the task (the caller excluded). */
  people: readonly TaskPerson[];
}

/**
 * The comment box under the activity: Ctrl/Cmd+Enter or Send posts it. Typing "@" offers the people
 * who can see the task (arrows and Enter or Tab pick one, Escape closes); those still named in the
 * text when it is sent are the comment's mentions, and they are notified.
 */
export function CommentInput({ moduleId, taskId, onCommented, onPendingChange, people }: CommentInputProps) {
  const t = useTranslations("tasks.activity");
  const tAll = useTranslations();
  const form = useForm({ initialValues: { text: "" }, validate: translatedResolver(commentSchema, tAll) });
  const text = form.values.text;
  const [sending, setSending] = useState(false);
  const [picked, setPicked] = useState<TaskPerson[]>([]);
  const [typing, setTyping] = useState<{ start: number; query: string } | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const matches = useMemo(() => (typing ? mentionMatches(people, typing.query) : []), [people, typing]);

  useEffect(() => {
    if (typing && matches.length > 0) {
      combobox.openDropdown();
      combobox.selectFirstOption();
    } else combobox.closeDropdown();
    // combobox is a new object every render; the dropdown follows what is typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typing, matches.length]);

  const pick = (personId: string) => {
    const person = people.find((candidate) => candidate.id === personId);
    if (!person || !typing) return;
    const next = insertMention(text, typing, person.name);
    form.setFieldValue("text", next.text);
    setPicked((current) => (current.some((p) => p.id === person.id) ? current : [...current, person]));
    setTyping(null);
    requestAnimationFrame(() => input.current?.setSelectionRange(next.caret, next.caret));
  };

  const pending = text.trim() !== "";
  useEffect(() => onPendingChange?.(pending), [pending, onPendingChange]);

  const send = form.onSubmit(async (values) => {
    if (sending) return;
    const comment = z.parse(commentSchema, values).text;
    setSending(true);
    try {
      await taskApi.comment(moduleId, taskId, comment, mentionedIds(comment, picked));
      form.reset();
      setPicked([]);
      onCommented();
    } catch (caught) {
      notifications.show({ color: "red", message: errorMessage(caught, tAll("errors.somethingWentWrong")) });
    } finally {
      setSending(false);
    }
  });

  return (
    <Stack gap={6}>
      <Combobox store={combobox} onOptionSubmit={pick} position="top-start" withinPortal={false} width={260}>
        <Combobox.Target>
          <Textarea
            ref={input}
            aria-label={t("comment")}
            placeholder={t("commentPlaceholder")}
            {...form.getInputProps("text")}
            onChange={(event) => {
              const { value, selectionStart } = event.currentTarget;
              form.setFieldValue("text", value);
              setTyping(mentionAt(value, selectionStart ?? value.length));
            }}
            onKeyDown={(event) => {
              if (combobox.dropdownOpened && event.key === "Tab") {
                event.preventDefault();
                combobox.clickSelectedOption();
                return;
              }
              if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                send();
              }
            }}
            onBlur={() => setTyping(null)}
            autosize
            minRows={2}
            maxRows={8}
            maxLength={COMMENT_MAX}
            disabled={sending}
            data-testid="comment-input"
          />
        </Combobox.Target>
        <Combobox.Dropdown aria-label={t("mentionPeople")}>
          <Combobox.Options>
            {matches.map((person) => (
              <Combobox.Option value={person.id} key={person.id} data-testid="mention-option">
                <Group gap="xs" wrap="nowrap">
                  <Avatar src={person.image} name={person.name} size={22} color="initials" />
                  <Text size="sm" truncate>
                    {person.name}
                  </Text>
                </Group>
              </Combobox.Option>
            ))}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <Group justify="space-between" gap="xs">
        <Text size="xs" c="dimmed">
          <Kbd size="xs">Ctrl</Kbd> + <Kbd size="xs">Enter</Kbd> {t("toSend")}
        </Text>
        <Button size="xs" leftSection={<IconSend size={14} />} onClick={() => send()} loading={sending}>
          {t("send")}
        </Button>
      </Group>
    </Stack>
  );
}
