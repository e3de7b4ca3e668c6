"use client";

import { Alert, Anchor, Button, Code, CopyButton, Group, Modal, Stack, Text } from "@mantine/core";
import { IconAlertTriangle, IconCheck, IconCopy } from "@tabler/icons-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import classes from "./webhooks.module.css";

/**
 * A webhook's signing secret, shown this once (after it was made or rotated) with a copy button and
 * how a receiver checks a request with it (Standard Webhooks headers).
 */
export function WebhookSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const t = useTranslations("settings.webhooks.secret");
  return (
    <Stack gap="md" data-testid="webhook-secret">
      <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />}>
        {t("copyNow")}
      </Alert>
      <div>
        <Text size="sm" fw={500} mb={4}>
          {t("label")}
        </Text>
        <Code block data-testid="webhook-secret-value" className={classes.breakAll}>
          {secret}
        </Code>
      </div>
      <Text size="sm">
        {t.rich("verify", {
          code: (chunks) => <code>{chunks}</code>,
          docs: (chunks) => (
            <Anchor component={Link} href="/developers/api" underline="always">
              {chunks}
            </Anchor>
          ),
        })}
      </Text>
      <Group justify="space-between">
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              color={copied ? "teal" : undefined}
              leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              onClick={copy}
              data-testid="webhook-secret-copy"
            >
              {copied ? t("copied") : t("copy")}
            </Button>
          )}
        </CopyButton>
        <Button onClick={onDone} data-testid="webhook-secret-done">
          {t("done")}
        </Button>
      </Group>
    </Stack>
  );
}

/** The new secret after "Rotate secret", in a dialog that a click outside does not close. */
export function RotatedSecretModal({ secret, onClose }: { secret: string | null; onClose: () => void }) {
  const t = useTranslations("settings.webhooks.secret");
  return (
    <Modal
      opened={secret !== null}
      onClose={onClose}
      title={t("rotatedTitle")}
      size="lg"
      centered
      closeOnClickOutside={false}
    >
      {secret && <WebhookSecret secret={secret} onDone={onClose} />}
    </Modal>
  );
}
