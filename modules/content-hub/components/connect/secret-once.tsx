"use client";

import { ActionIcon, Alert, Code, CopyButton, Group, Text, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslations } from "next-intl";

/** A key or secret shown this once, with a copy button. */
export function SecretOnce({ label, value, testId }: { label: string; value: string; testId: string }) {
  const t = useTranslations("contentHub.connect");
  return (
    <Alert color="yellow" title={label} data-testid={testId}>
      <Text size="sm" mb="xs">
        {t("shownOnce")}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code style={{ wordBreak: "break-all" }} data-testid={`${testId}-value`}>
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t("copied") : t("copy")}>
              <ActionIcon variant="default" onClick={copy} aria-label={t("copyLabel", { label })}>
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Alert>
  );
}
