"use client";

import { ActionIcon, Group, Paper, Progress, ScrollArea, Stack, Text, Tooltip } from "@mantine/core";
import {
  IconChevronDown,
  IconChevronUp,
  IconPlayerPause,
  IconPlayerPlay,
  IconRefresh,
  IconX,
} from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { formatBytes } from "@/modules/file-management/shared/bytes";
import type { UploadEntry } from "./upload-manager";

interface UploadsPanelProps {
  entries: UploadEntry[];
  locale: string;
  onPause: (key: string) => void;
  onResume: (key: string) => void;
  onCancel: (key: string) => void;
  onPauseAll: () => void;
  onResumeAll: () => void;
  onClear: () => void;
}

const active = (entry: UploadEntry) => ["queued", "uploading", "paused"].includes(entry.status);

/**
 * The uploads of the page, at the bottom right: overall progress, and each file's (paused, resumed,
 * cancelled, retried after a failure); it folds to its header and closes once everything ended.
 */
export function UploadsPanel(props: UploadsPanelProps) {
  const { entries, locale } = props;
  const t = useTranslations("fileManagement.uploads");
  const [folded, setFolded] = useState(false);
  if (entries.length === 0) return null;
  const counted = entries.filter((entry) => entry.status !== "canceled" && entry.status !== "error");
  const total = counted.reduce((sum, entry) => sum + entry.size, 0);
  const sent = counted.reduce((sum, entry) => sum + entry.sent, 0);
  const percent = total === 0 ? 100 : Math.round((sent / total) * 100);
  const running = entries.filter(active).length;
  const paused = entries.some((entry) => entry.status === "paused");
  const bytes = (value: number) => formatBytes(value, locale);
  return (
    <Paper
      withBorder
      shadow="lg"
      radius="md"
      p="sm"
      role="region"
      aria-label={t("title")}
      data-testid="uploads-panel"
      style={{
        position: "fixed",
        right: 16,
        bottom: 16,
        width: "min(420px, calc(100vw - 32px))",
        zIndex: 300,
      }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm" data-testid="uploads-summary">
            {running > 0
              ? t("uploading", { count: running, percent })
              : t("finished", { count: entries.filter((entry) => entry.status === "done").length })}
          </Text>
          <Progress
            value={percent}
            size="sm"
            aria-label={t("overall")}
            data-testid="uploads-overall"
            animated={running > 0 && !paused}
          />
        </Stack>
        {running > 0 &&
          (paused ? (
            <Tooltip label={t("resumeAll")}>
              <ActionIcon variant="subtle" aria-label={t("resumeAll")} onClick={props.onResumeAll}>
                <IconPlayerPlay size={18} />
              </ActionIcon>
            </Tooltip>
          ) : (
            <Tooltip label={t("pauseAll")}>
              <ActionIcon variant="subtle" aria-label={t("pauseAll")} onClick={props.onPauseAll}>
                <IconPlayerPause size={18} />
              </ActionIcon>
            </Tooltip>
          ))}
        <ActionIcon
          variant="subtle"
          aria-label={folded ? t("unfold") : t("fold")}
          aria-expanded={!folded}
          onClick={() => setFolded(!folded)}
        >
          {folded ? <IconChevronUp size={18} /> : <IconChevronDown size={18} />}
        </ActionIcon>
        {running === 0 && (
          <ActionIcon variant="subtle" aria-label={t("close")} onClick={props.onClear}>
            <IconX size={18} />
          </ActionIcon>
        )}
      </Group>
      {!folded && (
        <ScrollArea.Autosize mah={280} mt="xs" type="auto">
          <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
            {entries.map((entry) => (
              <li key={entry.key} data-testid="upload-row" data-status={entry.status}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                    <Text size="sm" truncate title={entry.name}>
                      {entry.name}
                    </Text>
                    <Text size="xs" c={entry.status === "error" ? "red" : "dimmed"} truncate>
                      {entry.status === "error"
                        ? entry.error
                        : t(`status.${entry.status}`, {
                            sent: bytes(entry.sent),
                            size: bytes(entry.size),
                            folder: entry.folderPath,
                          })}
                    </Text>
                  </Stack>
                  {(entry.status === "uploading" || entry.status === "queued") && (
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      aria-label={t("pause", { name: entry.name })}
                      onClick={() => props.onPause(entry.key)}
                    >
                      <IconPlayerPause size={16} />
                    </ActionIcon>
                  )}
                  {(entry.status === "paused" || entry.status === "error") && (
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      aria-label={
                        entry.status === "paused"
                          ? t("resume", { name: entry.name })
                          : t("retry", { name: entry.name })
                      }
                      onClick={() => props.onResume(entry.key)}
                    >
                      {entry.status === "paused" ? <IconPlayerPlay size={16} /> : <IconRefresh size={16} />}
                    </ActionIcon>
                  )}
                  {active(entry) && (
                    <ActionIcon
                      variant="subtle"
                      size="sm"
                      color="red"
                      aria-label={t("cancel", { name: entry.name })}
                      onClick={() => props.onCancel(entry.key)}
                    >
                      <IconX size={16} />
                    </ActionIcon>
                  )}
                </Group>
                {active(entry) && (
                  <Progress
                    mt={4}
                    size="xs"
                    value={entry.size === 0 ? 0 : (entry.sent / entry.size) * 100}
                    aria-label={t("progressOf", { name: entry.name })}
                  />
                )}
              </li>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
}
