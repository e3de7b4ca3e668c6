"use client";

import { Group, Progress, Stack, Text } from "@mantine/core";
import { IconDatabase } from "@tabler/icons-react";
import { useLocale, useTranslations } from "next-intl";
import { useQuery } from "@/lib/client/query/use-query";
import { driveQueries } from "@/modules/file-management/client/api";
import { formatBytes } from "@/modules/file-management/shared/bytes";
import type { Quota } from "@/modules/file-management/shared/types";

/**
 * The storage indicator: the workspace's bytes in use (every module's files, earlier versions and
 * the trash) of its limit, read live (it is read again with the module's lists).
 */
export function StorageMeter({ moduleId, initial }: { moduleId: string; initial: Quota }) {
  const t = useTranslations("fileManagement.storage");
  const locale = useLocale();
  const { data } = useQuery(driveQueries.quota(moduleId), { initialData: initial });
  const quota = data ?? initial;
  const percent = quota.limit === 0 ? 100 : Math.min(100, (quota.used / quota.limit) * 100);
  const shown = Math.round(percent);
  // Two decimals at most: a few bytes of gigabytes would write aria-valuenow in exponent notation,
  // which is no valid value.
  const bar = Math.round(percent * 100) / 100;
  const color = percent >= 95 ? "red" : percent >= 80 ? "orange" : "blue";
  return (
    <Stack gap={4} miw={200} maw={280} data-testid="storage-meter">
      <Group gap={6} wrap="nowrap">
        <IconDatabase size={16} aria-hidden />
        <Text size="sm" fw={500}>
          {t("used", { percent: shown })}
        </Text>
      </Group>
      <Progress value={bar} color={color} size="sm" aria-label={t("label", { percent: shown })} />
      <Text size="xs" c="dimmed">
        {t("of", { used: formatBytes(quota.used, locale), limit: formatBytes(quota.limit, locale) })}
      </Text>
    </Stack>
  );
}
