"use client";

import { Alert, Button, Group, Modal, MultiSelect, SegmentedControl, Stack, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { useQuery } from "@/lib/client/query/use-query";
import { chatApi, chatQueries } from "@/modules/online-chat/client/api";
import {
  CHANNEL_NAME_MAX,
  DIRECT_OTHERS_MAX,
  type ConversationKind,
} from "@/modules/online-chat/shared/constants";
import type { ConversationDetail } from "@/modules/online-chat/shared/types";

/**
 * 'New message' (spec: 570 wide): a direct message to 1–8 people, or a channel with a name and its
 * first people. People are those who can open the module, searched by name ('No users found').
 * The conversation started (or the direct one those people already have) is then opened.
 */
export function NewMessageModal(props: {
  moduleId: string;
  me: { id: string };
  onClose: () => void;
  onStarted: (conversation: ConversationDetail) => void;
}) {
  const t = useTranslations("onlineChat");
  const [kind, setKind] = useState<ConversationKind>("direct");
  const [name, setName] = useState("");
  const [people, setPeople] = useState<string[]>([]);
  const [labels, setLabels] = useState<Record<string, string>>({});
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search, 200);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const found = useQuery(chatQueries.people(props.moduleId, q), { keepPrevious: true, staleTime: 30_000 });
  const options = (found.data ?? []).filter((person) => person.id !== props.me.id);
  const data = [
    ...options.map((person) => ({ value: person.id, label: person.name })),
    ...people
      .filter((id) => !options.some((p) => p.id === id))
      .map((id) => ({ value: id, label: labels[id] ?? id })),
  ];
  const nameMissing = kind === "channel" && !name.trim();
  const peopleMissing = kind === "direct" && people.length === 0;

  const submit = async () => {
    if (nameMissing || peopleMissing) return;
    setSaving(true);
    setError(null);
    try {
      const conversation = await chatApi.start(
        props.moduleId,
        kind === "channel" ? { kind, name: name.trim(), userIds: people } : { kind, userIds: people },
      );
      props.onStarted(conversation);
    } catch (cause) {
      console.error(cause);
      setError(t("errorText", { message: errorMessage(cause, t("loadFailed")) }));
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={props.onClose} title={t("newMessage")} size={570} data-testid="chat-new-message">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <SegmentedControl
            value={kind}
            onChange={(value) => setKind(value === "channel" ? "channel" : "direct")}
            data={[
              { value: "direct", label: t("direct") },
              { value: "channel", label: t("channel") },
            ]}
            aria-label={t("kind")}
          />
          {kind === "channel" && (
            <TextInput
              label={t("channelName")}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              maxLength={CHANNEL_NAME_MAX}
              required
              data-autofocus
              data-testid="chat-channel-name"
            />
          )}
          <MultiSelect
            label={t("people")}
            placeholder={t("peoplePlaceholder")}
            data={data}
            value={people}
            onChange={(value) => {
              setPeople(value);
              setLabels((known) => ({
                ...known,
                ...Object.fromEntries(options.map((person) => [person.id, person.name])),
              }));
            }}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options: all }) => all}
            nothingFoundMessage={found.loading ? t("loading") : t("noUsers")}
            maxValues={kind === "direct" ? DIRECT_OTHERS_MAX : undefined}
            required={kind === "direct"}
            data-testid="chat-people"
          />
          {error && <Alert color="red">{error}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t("cancel")}
            </Button>
            <Button
              type="submit"
              loading={saving}
              disabled={nameMissing || peopleMissing}
              data-testid="chat-start"
            >
              {t("create")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
