"use client";

import { Button, Center, Checkbox, Group, Paper, Skeleton, Stack, Text } from "@mantine/core";
import { IconClockOff } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { useNow } from "@/modules/time-tracker/client/clock";
import { groupEntries, localDay } from "@/modules/time-tracker/shared/grouping";
import { BulkBar } from "./bulk-bar";
import { EntryGroups } from "./entry-groups";
import { TagFilterMenu } from "./tag-filter-menu";
import { useTimeTracker } from "./time-tracker-context";

/**
 * The caller's entries in this module (spec §2): the tag filter, selection with its bulk actions,
 * weeks and days with their totals, "Load more" for older pages; a skeleton while the first page
 * loads, an error with retry, and 'No trackings found' when there is nothing.
 */
export function EntriesList() {
  const t = useTranslations("timeTracker");
  const { zone, access, list } = useTimeTracker();
  const { state, loading, loadingMore, error, reload, loadMore } = list;
  const now = useNow(false);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const today = zone && now !== null ? localDay(now, zone) : null;
  const weeks = useMemo(
    () => (zone && today ? groupEntries(state.entries, zone, today, state.totals) : []),
    [state.entries, state.totals, zone, today],
  );
  // Only entries still listed stay selected (others were deleted or filtered out).
  const selected = state.entries.filter((entry) => picked.has(entry.id)).map((entry) => entry.id);
  const selectable = access.edit || access.delete;
  const all = state.entries.length > 0 && selected.length === state.entries.length;

  const selection = useMemo(
    () => ({
      isSelected: (id: string) => picked.has(id),
      select: (id: string, on: boolean) =>
        setPicked((current) => {
          const next = new Set(current);
          if (on) next.add(id);
          else next.delete(id);
          return next;
        }),
    }),
    [picked],
  );

  const ready = !loading && zone !== null && today !== null;

  return (
    <Stack gap="sm" data-testid="time-entries">
      <Group justify="space-between" gap="sm">
        {selectable && state.entries.length > 0 ? (
          <Checkbox
            label={t("bulk.selectAll")}
            checked={all}
            indeterminate={selected.length > 0 && !all}
            onChange={() => setPicked(all ? new Set() : new Set(state.entries.map((entry) => entry.id)))}
            data-testid="select-all"
          />
        ) : (
          <span />
        )}
        <TagFilterMenu />
      </Group>
      <BulkBar ids={selected} onDone={() => setPicked(new Set())} />
      <LoadError
        error={error}
        title={t("loadFailed")}
        retryLabel={t("retry")}
        onRetry={() => void reload()}
      />
      {!ready && !error && (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t("list.loading")}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={56} radius="md" />
          ))}
        </Stack>
      )}
      {ready && zone && state.entries.length === 0 && !error && (
        <Paper withBorder radius="md" p="xl" data-testid="entries-empty">
          <Center>
            <Stack align="center" gap="xs">
              <IconClockOff size={32} aria-hidden />
              <Text c="dimmed">{t("list.empty")}</Text>
            </Stack>
          </Center>
        </Paper>
      )}
      {ready && zone && <EntryGroups weeks={weeks} zone={zone} selection={selection} />}
      {ready && state.nextCursor && (
        <Center>
          <Button
            variant="default"
            onClick={() => void loadMore()}
            loading={loadingMore}
            data-testid="load-more"
          >
            {t("list.loadMore")}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
