"use client";

import { ActionIcon, Code, CopyButton, Group, Paper, Stack, Text, Title, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

const ENDPOINTS = [
  { key: "blogs", path: "blogs?limit=20" },
  { key: "blog", path: "blogs/{slug}" },
  { key: "products", path: "products?category={slug}" },
  { key: "product", path: "products/{slug}" },
  { key: "categories", path: "categories?contentType=blog" },
] as const;

/**
 * Developer mode (spec §2; issue 16): the public content API's endpoints for this module, each with
 * a copyable `curl` that reads the key from $CONTENT_HUB_API_KEY (the key itself is shown once;
 * here only its last 4 characters say which one).
 */
export function DeveloperPanel({ moduleId, keyLast4 }: { moduleId: string; keyLast4: string | null }) {
  const t = useTranslations("contentHub.developer");
  // The address the browser reached us at (not known while rendering on the server).
  const origin = useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => "",
  );
  const base = `${origin}/api/v1/public/content-hub/${moduleId}`;
  return (
    <Paper withBorder p="md" radius="md" data-testid="developer-panel">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t("title")}
        </Title>
        <Text size="sm" c="dimmed">
          {keyLast4 ? t("keyHint", { last4: keyLast4 }) : t("noKey")}
        </Text>
        {ENDPOINTS.map((endpoint) => {
          const command = `curl -H "x-api-key: $CONTENT_HUB_API_KEY" "${base}/${endpoint.path}"`;
          return (
            <Stack key={endpoint.key} gap={4}>
              <Text size="sm" fw={500}>
                {t(`endpoints.${endpoint.key}`)}
              </Text>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Code block style={{ flex: 1, minWidth: 0, whiteSpace: "pre-wrap", wordBreak: "break-all" }}>
                  {command}
                </Code>
                <CopyButton value={command}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? t("copied") : t("copy")}>
                      <ActionIcon
                        variant="default"
                        onClick={copy}
                        aria-label={t("copyCommand", { endpoint: t(`endpoints.${endpoint.key}`) })}
                      >
                        {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              </Group>
            </Stack>
          );
        })}
      </Stack>
    </Paper>
  );
}
