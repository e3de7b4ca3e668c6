"use client";

import {
  Alert,
  Anchor,
  Box,
  Card,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconClockX, IconLinkOff } from "@tabler/icons-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { BrowserZoneCookie } from "@/components/shell/browser-zone-cookie";
import { LoadError } from "@/components/ui/load-error";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { formatPeriod } from "@/lib/reporting/format";
import type { PublicDashboard } from "@/modules/data-visualization/shared/shares";
import { PublicCharts } from "./public-charts";
import { closedStateOf, lockedFilterParts, type ClosedState, type PublicFirst } from "./public-first";
import { PublicUnlockForm } from "./public-unlock-form";
import { usePublicDashboard } from "./use-public-dashboard";

type OpenDashboard = Extract<PublicDashboard, { access: "open" }>;

/**
 * /d/{token}: a published dashboard for anyone with its address, read-only — its password form, its
 * charts as the publisher reads them under the link's locked filters (read again every five minutes
 * while visible), or why the link does not open (revoked or unknown, expired).
 */
export function PublicDashboardView(props: {
  token: string;
  first: PublicFirst | null;
  told: string | null;
}) {
  const t = useTranslations("dataVisualization.public");
  const tc = useTranslations("common");
  const { zone, closed, query } = usePublicDashboard(props.token, props.first, props.told);
  const errorText = useErrorText(query.error);
  const state = closed ?? closedStateOf(query.error?.status);
  const { data } = query;

  let body: ReactNode;
  if (state) body = <Closed state={state} />;
  else if (!data || !zone) {
    body = errorText ? (
      <LoadError
        error={errorText}
        title={t("loadError")}
        retryLabel={tc("retry")}
        onRetry={() => void query.refetch()}
      />
    ) : (
      <Center py="xl" role="status" aria-label={t("loading")}>
        <Loader />
      </Center>
    );
  } else if (data.access === "locked")
    body = (
      <PublicUnlockForm token={props.token} zone={zone} onOpened={(answer) => query.setData(() => answer)} />
    );
  else
    body = (
      <Stack gap="md">
        <DashboardHeading dashboard={data} zone={zone} />
        {errorText && (
          <Alert color="yellow" role="alert" data-testid="public-refresh-error">
            {t("refreshError", { message: errorText })}
          </Alert>
        )}
        <PublicCharts name={data.name} charts={data.charts} data={data.data} error={errorText} />
      </Stack>
    );

  return (
    <Stack gap="xl" data-testid="public-dashboard" data-state={state ?? data?.access ?? "loading"}>
      <BrowserZoneCookie />
      {body}
      <Text size="xs" c="dimmed" ta="center" component="footer">
        <Anchor component={Link} href="/" size="xs" c="dimmed" underline="always">
          {t("madeWith", { app: tc("appName") })}
        </Anchor>
      </Text>
    </Stack>
  );
}

/** The dashboard's name, description, who shared it, its locked filters, when it was read and until when it opens. */
function DashboardHeading({ dashboard, zone }: { dashboard: OpenDashboard; zone: string }) {
  const t = useTranslations("dataVisualization.public");
  const tAll = useTranslations("dataVisualization");
  const locale = useLocale();
  const when = (iso: string, style: "short" | "medium") =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: style === "medium" ? "medium" : undefined,
      timeStyle: "short",
      timeZone: zone,
    }).format(new Date(iso));
  const filters = lockedFilterParts(dashboard.filters, tAll, (period) => formatPeriod(period, locale));
  return (
    <Stack gap={6} data-testid="public-heading">
      <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }} data-testid="public-name">
        {dashboard.name}
      </Title>
      {dashboard.description && (
        <Text size="sm" style={{ whiteSpace: "pre-line" }}>
          {dashboard.description}
        </Text>
      )}
      <Group gap="xs" wrap="wrap">
        {dashboard.sharedBy && (
          <Text size="sm" c="dimmed">
            {t("sharedBy", { name: dashboard.sharedBy })}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t("readOnly")}
        </Text>
      </Group>
      <Text size="sm" data-testid="public-filters">
        {t("filters", { filters: filters.join(" · ") })}
      </Text>
      <Text size="xs" c="dimmed" data-testid="public-read-at">
        {[
          t("updated", { when: when(dashboard.readAt, "short") }),
          dashboard.expiresAt ? t("availableUntil", { when: when(dashboard.expiresAt, "medium") }) : null,
        ]
          .filter(Boolean)
          .join(" · ")}
      </Text>
    </Stack>
  );
}

function Closed({ state }: { state: ClosedState }) {
  const t = useTranslations("dataVisualization.public");
  const te = useTranslations("errors");
  const expired = state === "expired";
  return (
    <Card withBorder radius="md" p="xl" maw={520} mx="auto" w="100%" data-testid="public-closed">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray">
          {expired ? <IconClockX aria-hidden /> : <IconLinkOff aria-hidden />}
        </ThemeIcon>
        <Title order={1} size="h3">
          {expired ? t("expiredTitle") : t("notFoundTitle")}
        </Title>
        <Box>
          <Text c="dimmed">{te(expired ? "dashboardLinkExpired" : "dashboardLinkNotFound")}</Text>
          <Text c="dimmed">{t("askAgain")}</Text>
        </Box>
      </Stack>
    </Card>
  );
}
