"use client";

import { Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconLinkOff } from "@tabler/icons-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { confirmAction } from "@/components/ui/confirm";
import { errorMessage } from "@/lib/client/api";
import { dvShareApi } from "@/modules/data-visualization/client/api";
import type { Share } from "@/modules/data-visualization/shared/shares";
import { FiltersSummary } from "../dashboard/filters-summary";
import { ShareUrl } from "./share-url";
import { SHARE_STATE_COLORS } from "./share-values";

/**
 * One published link: its address to copy, its state, password, expiry, locked filters, views and
 * who made it; Revoke (asked first) while it is not revoked.
 */
export function ShareRow(props: {
  moduleId: string;
  dashboardId: string;
  workspaceId: string;
  share: Share;
  onChanged: (share: Share) => void;
}) {
  const { share } = props;
  const t = useTranslations("dataVisualization.publish");
  const tc = useTranslations("common");
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

  const revoke = async () => {
    const confirmed = await confirmAction({
      title: t("revokeTitle"),
      message: t("revokeText"),
      confirm: t("revoke"),
      cancel: tc("cancel"),
      danger: true,
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      props.onChanged(await dvShareApi.revoke(props.moduleId, props.dashboardId, share.id));
      notifications.show({ color: "teal", message: t("revoked") });
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error, t("revokeError")) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      role="listitem"
      withBorder
      p="sm"
      radius="md"
      aria-label={t("linkLabel", { when: when(share.createdAt) })}
      data-testid="share-row"
      data-state={share.state}
    >
      <Stack gap={8}>
        {share.url === null ? (
          <Text size="xs" c="dimmed">
            {t("addressLost")}
          </Text>
        ) : (
          <ShareUrl url={share.url} disabled={share.state !== "active"} testId="share-url" />
        )}
        <Group gap={6}>
          <Badge variant="light" color={SHARE_STATE_COLORS[share.state]} data-testid="share-state">
            {t(`states.${share.state}`)}
          </Badge>
          <Badge variant="default" tt="none">
            {share.hasPassword ? t("withPassword") : t("noPassword")}
          </Badge>
          <Badge variant="default" tt="none">
            {share.expiresAt
              ? t(share.state === "expired" ? "expiredAt" : "expires", { when: when(share.expiresAt) })
              : t("neverExpires")}
          </Badge>
        </Group>
        <Group gap={4} wrap="nowrap" align="baseline">
          <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
            {t("lockedFilters")}
          </Text>
          <FiltersSummary filters={share.filters} workspaceId={props.workspaceId} />
        </Group>
        <Text size="xs" c="dimmed" data-testid="share-views">
          {[
            t("views", { count: share.views }),
            share.lastViewedAt ? t("lastViewed", { when: when(share.lastViewedAt) }) : null,
            t("createdBy", { name: share.createdBy?.name ?? "—", when: when(share.createdAt) }),
          ]
            .filter(Boolean)
            .join(" · ")}
        </Text>
        {share.state !== "revoked" && (
          <Group justify="flex-end">
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconLinkOff size={14} aria-hidden />}
              loading={busy}
              onClick={() => void revoke()}
              data-testid="share-revoke"
            >
              {t("revoke")}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
