"use client";

import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { CHANNEL_NAME_MAX } from "@/modules/online-chat/shared/constants";

/** 'Rename channel': the name, required, saved by `onSave`. */
export function RenameChannelDialog(props: {
  name: string;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const t = useTranslations("onlineChat");
  const [name, setName] = useState(props.name);
  return (
    <Modal opened onClose={props.onClose} title={t("rename")} size="sm">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          props.onSave(name);
        }}
      >
        <Stack>
          <TextInput
            label={t("channelName")}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={CHANNEL_NAME_MAX}
            data-autofocus
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={!name.trim()}>
              {t("save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** 'Delete channel': asks first, naming the channel. */
export function DeleteChannelDialog(props: { title: string; onConfirm: () => void; onClose: () => void }) {
  const t = useTranslations("onlineChat");
  return (
    <Modal opened onClose={props.onClose} title={t("deleteChannel")} size="sm">
      <Stack>
        <Text size="sm">{t("deleteChannelConfirm", { name: props.title })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {t("cancel")}
          </Button>
          <Button color="red" data-testid="chat-delete-channel-confirm" onClick={props.onConfirm}>
            {t("deleteChannel")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
