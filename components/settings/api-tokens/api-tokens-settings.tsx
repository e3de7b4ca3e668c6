"use client";

import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Stack,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconKey, IconPlus, IconTrash } from "@tabler/icons-react";
import Link from "next/link";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { confirmAction } from "@/components/ui/confirm";
import { EmptyCard } from "@/components/ui/empty-card";
import { PageHeading } from "@/components/ui/page-heading";
import type { ApiTokenItem, ServiceTokenItem } from "@/lib/api-tokens/types";
import { apiTokensApi } from "@/lib/client/api-tokens";
import { errorMessage } from "@/lib/client/api";
import { serviceTokensApi } from "@/lib/client/service-tokens";
import { CreateTokenModal, type TokenKind } from "./create-token-modal";

/** A row of either page: a service token has its role and maker too. */
export type TokenRow = ApiTokenItem & Partial<Pick<ServiceTokenItem, "role" | "createdBy">>;

/**
 * /settings/api-tokens (`personal`): the person's tokens in the active workspace; and
 * /settings/service-tokens (`service`): the workspace's own tokens, for its owners and admins, each
 * with the role it acts with and who made it. Name, the secret's first characters, what it may
 * reach, expiry, last use (time and address); made with "New token" and revoked here (at once,
 * after a confirmation).
 */
export function ApiTokensSettings({
  kind,
  initial,
  projects,
  workspaceName,
}: {
  kind: TokenKind;
  initial: TokenRow[];
  projects: readonly { id: string; name: string }[];
  workspaceName: string;
}) {
  const t = useTranslations("settings.apiTokens");
  const tKind = useTranslations(kind === "service" ? "settings.serviceTokens" : "settings.apiTokens");
  const tService = useTranslations("settings.serviceTokens");
  const tErrors = useTranslations("errors");
  const format = useFormatter();
  // When the page was opened: what "expired" is judged against (the server's answer is fresh).
  const [openedAt] = useState(() => Date.now());
  const [tokens, setTokens] = useState(initial);
  const [creating, setCreating] = useState(false);

  const day = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium" });
  const moment = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });

  const revoke = async (token: TokenRow) => {
    const confirmed = await confirmAction({
      title: t("revokeTitle"),
      message: tKind("revokeText", { name: token.name }),
      confirm: t("revoke"),
      cancel: t("cancel"),
      danger: true,
    });
    if (!confirmed) return;
    try {
      await (kind === "service" ? serviceTokensApi : apiTokensApi).revoke(token.id);
      setTokens((list) => list.filter((item) => item.id !== token.id));
      notifications.show({ color: "teal", message: t("revoked", { name: token.name }) });
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error, tErrors("networkError")) });
    }
  };

  return (
    <Stack gap="lg" maw={1000} data-testid={`${kind === "service" ? "service" : "api"}-tokens-settings`}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <PageHeading title={tKind("title")} text={tKind("intro", { workspace: workspaceName })} />
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setCreating(true)}
          data-testid="api-token-new"
        >
          {t("new")}
        </Button>
      </Group>
      <Text size="sm">
        {t.rich("docsLine", {
          docs: (chunks) => (
            <Anchor component={Link} href="/developers/api">
              {chunks}
            </Anchor>
          ),
          code: (chunks) => <code>{chunks}</code>,
        })}
      </Text>
      {tokens.length === 0 ? (
        <EmptyCard
          icon={<IconKey size={28} aria-hidden />}
          title={tKind("emptyTitle")}
          text={tKind("emptyText")}
          testId="api-tokens-empty"
        />
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="sm" data-testid="api-tokens-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("name")}</Table.Th>
                <Table.Th>{t("access")}</Table.Th>
                <Table.Th>{t("expires")}</Table.Th>
                <Table.Th>{t("lastUsed")}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t("actions")}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tokens.map((token) => {
                const expired = token.expiresAt !== null && new Date(token.expiresAt).getTime() <= openedAt;
                return (
                  <Table.Tr key={token.id} data-testid="api-token-row">
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {token.name}
                      </Text>
                      <Text size="xs" c="dimmed" ff="monospace">
                        {t("prefix", { prefix: token.prefix })}
                      </Text>
                      {token.role && (
                        <Group gap={6} mt={4}>
                          <Badge variant="outline" size="sm" data-testid="service-token-role">
                            {tService(`roles.${token.role}`)}
                          </Badge>
                          <Text size="xs" c="dimmed">
                            {token.createdBy
                              ? tService("madeBy", { name: token.createdBy.name })
                              : tService("madeByGone")}
                          </Text>
                        </Group>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {token.scopes.map((scope) => (
                          <Badge key={scope} variant="light" size="sm" tt="none">
                            {scope}
                          </Badge>
                        ))}
                      </Group>
                      <Text size="xs" c="dimmed" mt={4}>
                        {token.projects === null
                          ? t("allProjects")
                          : t("someProjects", { names: token.projects.map((p) => p.name).join(", ") || "—" })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      {expired ? (
                        <Badge color="red" variant="light">
                          {t("expired")}
                        </Badge>
                      ) : (
                        <Text size="sm">{token.expiresAt ? day(token.expiresAt) : t("never")}</Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {token.lastUsedAt ? (
                        <>
                          <Text size="sm">{moment(token.lastUsedAt)}</Text>
                          <Text size="xs" c="dimmed">
                            {token.lastUsedIp}
                          </Text>
                        </>
                      ) : (
                        <Text size="sm" c="dimmed">
                          {t("neverUsed")}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">
                      <Tooltip label={t("revoke")}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t("revokeNamed", { name: token.name })}
                          onClick={() => void revoke(token)}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <CreateTokenModal
        kind={kind}
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(item) => setTokens((list) => [item, ...list])}
        projects={projects}
      />
    </Stack>
  );
}
