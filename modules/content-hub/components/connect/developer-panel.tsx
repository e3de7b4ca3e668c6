"use client";

import { ActionIcon, Code, CopyButton, Group, Paper, Stack, Text, Title, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { hrefOf } from "@/lib/client/api";
import type * as endpoints from "@/modules/content-hub/contracts/public";

const noSubscription = () => () => {};

/** A placeholder the reader fills in, shown as it is (not percent-encoded) in the commands. */
const SLUG = "{slug}";

/** The public API's reads, each as an example address (decodeURI shows the placeholders as typed). */
const ENDPOINTS = [
  {
    key: "blogs",
    href: (moduleId: string) =>
      hrefOf<typeof endpoints.publicListPosts>("GET /api/v1/public/content-hub/{moduleId}/blogs", {
        params: { moduleId },
        query: { limit: 20 },
      }),
  },
  {
    key: "blog",
    href: (moduleId: string) =>
      hrefOf<typeof endpoints.publicGetPost>("GET /api/v1/public/content-hub/{moduleId}/blogs/{idOrSlug}", {
        params: { moduleId, idOrSlug: SLUG },
      }),
  },
  {
    key: "products",
    href: (moduleId: string) =>
      hrefOf<typeof endpoints.publicListProducts>("GET /api/v1/public/content-hub/{moduleId}/products", {
        params: { moduleId },
        query: { category: SLUG },
      }),
  },
  {
    key: "product",
    href: (moduleId: string) =>
      hrefOf<typeof endpoints.publicGetProduct>(
        "GET /api/v1/public/content-hub/{moduleId}/products/{idOrSlug}",
        { params: { moduleId, idOrSlug: SLUG } },
      ),
  },
  {
    key: "categories",
    href: (moduleId: string) =>
      hrefOf<typeof endpoints.publicCategories>("GET /api/v1/public/content-hub/{moduleId}/categories", {
        params: { moduleId },
        query: { contentType: "blog" },
      }),
  },
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
          const command = `curl -H "x-api-key: $CONTENT_HUB_API_KEY" "${origin}${decodeURI(endpoint.href(moduleId))}"`;
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
