"use client";

import { Button, Code, CopyButton, Group, Modal, Stack, Text } from "@mantine/core";
import { useTranslations } from "next-intl";

/** A webhook's signing secret, shown once (after a create or a rotation), with a copy button. */
export function ChannelSecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const t = useTranslations("notificationModule");
  return (
    <Modal
      closeButtonProps={{ "aria-label": t("close") }}
      opened={secret !== null}
      onClose={onClose}
      title={t("channel.secretTitle")}
      centered
    >
      <Stack gap="sm">
        <Text size="sm">{t("channel.secretIntro")}</Text>
        <Group gap="xs" wrap="nowrap">
          <Code block style={{ flex: 1, wordBreak: "break-all" }} data-testid="webhook-secret">
            {secret}
          </Code>
          <CopyButton value={secret ?? ""}>
            {({ copied, copy }) => (
              <Button size="xs" variant="light" onClick={copy}>
                {copied ? t("channel.copied") : t("channel.copy")}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="xs" c="dimmed">
          {t("channel.secretHow")}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t("channel.done")}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
