"use client";

import { Anchor, Group, Progress, Stack, Text } from "@mantine/core";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { FileManagementSummary } from "@/lib/modules/summaries";
import { formatBytes } from "@/modules/file-management/shared/bytes";
import { FileIcon } from "./file-icon";

/** A file management module's card: the workspace's storage in use, and the files changed last. */
export function FileManagementSummaryView({ summary }: { summary: FileManagementSummary }) {
  const t = useTranslations("grid.summary.fileManagement");
  const locale = useLocale();
  const percent = summary.limit === 0 ? 100 : Math.min(100, (summary.used / summary.limit) * 100);
  return (
    <Stack gap="xs" data-testid="module-summary">
      <Stack gap={2}>
        <Text size="xs" c="dimmed">
          {t("used", { used: formatBytes(summary.used, locale), limit: formatBytes(summary.limit, locale) })}
        </Text>
        <Progress
          value={percent}
          size="sm"
          color={percent >= 95 ? "red" : percent >= 80 ? "orange" : "blue"}
          aria-label={t("label", { percent: Math.round(percent) })}
        />
      </Stack>
      {summary.recent.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("empty")}
        </Text>
      ) : (
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            {t("recent")}
          </Text>
          {summary.recent.map((file) => (
            <Group key={file.id} gap={6} wrap="nowrap">
              <FileIcon item={{ kind: "file", contentType: file.contentType }} size={16} />
              <Anchor component={Link} href={file.href} size="sm" truncate title={file.name}>
                {file.name}
              </Anchor>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
