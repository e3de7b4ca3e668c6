"use client";

import { Anchor, Button, Stack, Text } from "@mantine/core";
import { IconVideo } from "@tabler/icons-react";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { MeetingRoomSummary } from "@/lib/modules/summaries";
import { SummaryFigure } from "@/components/modules/summaries/summary-figure";
import { useHydrated } from "@/lib/client/use-hydrated";
import { useTimeZone } from "@/lib/client/time-zone";

/**
 * A meeting room's card, for the viewer: the meetings of the next seven days and the next one (or the
 * one going on), its day and HH:mm on the browser's clock (written once hydrated: the server does not
 * know the clock the card is read on), opening its details, and Join to its call.
 */
export function MeetingRoomSummaryView({ summary }: { summary: MeetingRoomSummary }) {
  const t = useTranslations("grid.summary.meetingRoom");
  const locale = useLocale();
  const hydrated = useHydrated();
  const zone = useTimeZone(null) ?? "UTC";
  const { next } = summary;
  if (!next)
    return (
      <Text size="sm" c="dimmed" data-testid="module-summary">
        {t("empty")}
      </Text>
    );
  const when = new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  });
  return (
    <Stack gap="xs" data-testid="module-summary">
      <SummaryFigure value={summary.week > 499 ? "500+" : summary.week} label={t("week")} />
      <Stack gap={0}>
        <Text size="xs" c="dimmed">
          {next.live ? t("now") : t("next")}
        </Text>
        <Anchor
          component={Link}
          href={next.href}
          size="sm"
          fw={500}
          truncate
          data-testid="meeting-summary-next"
        >
          {next.title}
        </Anchor>
        {hydrated && (
          <Text size="xs" c="dimmed">
            {when.format(new Date(next.startDate))}
          </Text>
        )}
      </Stack>
      {/* A page load, not a client navigation: the call page's headers let it use the camera. */}
      <Button
        component="a"
        href={next.joinHref}
        size="compact-sm"
        variant="light"
        leftSection={<IconVideo size={14} aria-hidden />}
        aria-label={t("joinLabel", { title: next.title })}
        w="fit-content"
        data-testid="meeting-summary-join"
      >
        {t("join")}
      </Button>
    </Stack>
  );
}
