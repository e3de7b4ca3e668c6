"use client";

import {
  ActionIcon,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  Tooltip,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconCheck, IconCopy, IconDownload, IconRestore } from "@tabler/icons-react";
import { useFormatter, useLocale, useNow, useTranslations } from "next-intl";
import { useState } from "react";
import { LoadError } from "@/components/ui/load-error";
import { errorMessage } from "@/lib/client/api";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { useQuery } from "@/lib/client/query/use-query";
import { useTimeZone } from "@/lib/client/time-zone";
import { plainSpaces } from "@/lib/i18n/plain-spaces";
import { contentHref, driveApi, driveQueries } from "@/modules/file-management/client/api";
import { formatBytes } from "@/modules/file-management/shared/bytes";
import type { DriveItem, DriveVersion } from "@/modules/file-management/shared/types";

interface VersionsDialogProps {
  moduleId: string;
  /** The file whose versions are shown; null: closed. */
  item: DriveItem | null;
  /** The reader may restore a version (edit right on the item). */
  canRestore: boolean;
  onClose: () => void;
}

/**
 * A file's versions, newest first: who uploaded each and when, its size and checksum, a download of
 * each, and (with the edit right) Restore, which makes an earlier version the current one again.
 */
export function VersionsDialog({ moduleId, item, canRestore, onClose }: VersionsDialogProps) {
  const t = useTranslations("fileManagement.versions");
  // The file last shown: the title stays while the dialog closes.
  const [shown, setShown] = useState(item);
  if (item !== null && item !== shown) setShown(item);
  // keepPrevious: the list stays while the dialog closes (its spec is then null).
  const versions = useQuery(item ? driveQueries.versions(moduleId, item.id) : null, { keepPrevious: true });
  const data = item && versions.previous ? undefined : versions.data?.data;
  const sorted = data ? [...data].sort((a, b) => b.number - a.number) : undefined;

  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      title={t("title", { name: shown?.name ?? "" })}
      size="lg"
      closeButtonProps={{ "aria-label": t("close") }}
      data-testid="drive-versions-dialog"
    >
      {versions.error && !sorted ? (
        <LoadError
          error={errorMessage(versions.error, t("loadError"))}
          retryLabel={t("retry")}
          onRetry={() => void versions.refetch()}
        />
      ) : !sorted || !shown ? (
        <Stack gap="xs" aria-busy="true" data-testid="drive-versions-loading">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={64} radius="sm" />
          ))}
        </Stack>
      ) : sorted.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("empty")}
        </Text>
      ) : (
        <Stack gap="xs" role="list">
          {sorted.map((version) => (
            <VersionRow
              key={version.id}
              moduleId={moduleId}
              item={shown}
              version={version}
              canRestore={canRestore}
            />
          ))}
        </Stack>
      )}
    </Modal>
  );
}

function VersionRow({
  moduleId,
  item,
  version,
  canRestore,
}: {
  moduleId: string;
  item: DriveItem;
  version: DriveVersion;
  canRestore: boolean;
}) {
  const t = useTranslations("fileManagement.versions");
  const format = useFormatter();
  const locale = useLocale();
  const now = useNow({ updateInterval: 60_000 });
  const zone = useTimeZone(null) ?? "UTC";
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const created = new Date(version.createdAt);
  // A version stamped after `now` was taken reads "now", never "in N seconds".
  const when = format.relativeTime(created, Math.max(now.getTime(), created.getTime()));
  const exact = plainSpaces(
    format.dateTime(created, { dateStyle: "medium", timeStyle: "short", timeZone: zone }),
  );
  const label = t("version", { number: version.number });

  const restore = async () => {
    setBusy(true);
    try {
      await driveApi.restoreVersion(moduleId, item.id, version.id);
      notifications.show({ color: "teal", message: t("restored", { number: version.number }) });
      setConfirming(false);
      invalidateQueries({ tag: moduleTag(moduleId) });
    } catch (error) {
      notifications.show({ color: "red", message: errorMessage(error, t("restoreError")) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper
      role="listitem"
      withBorder
      p="sm"
      data-testid="drive-version-row"
      data-version-id={version.id}
      data-current={version.current || undefined}
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0} flex={1}>
          <Group gap="xs">
            <Text fw={600} size="sm">
              {label}
            </Text>
            {version.current && (
              <Badge size="sm" variant="light" color="teal">
                {t("current")}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            <span title={exact}>
              {version.createdBy
                ? t("uploadedBy", { name: version.createdBy.name, when })
                : t("uploaded", { when })}
            </span>
            {" · "}
            {formatBytes(version.size, locale)}
          </Text>
          <Group gap={4} wrap="nowrap">
            <Text size="xs" c="dimmed">
              {t("sha256")}
            </Text>
            <Code title={version.sha256} data-testid="drive-version-sha">
              {version.sha256.slice(0, 12)}
            </Code>
            <CopyButton value={version.sha256} timeout={1500}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t("copied") : t("copySha")} withArrow>
                  <ActionIcon
                    variant="subtle"
                    color={copied ? "teal" : "gray"}
                    size="sm"
                    onClick={copy}
                    aria-label={copied ? t("copied") : t("copySha")}
                  >
                    {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        </Stack>
        {confirming ? (
          <Stack gap={6} align="flex-end">
            <Text size="sm">{t("confirmRestore", { number: version.number })}</Text>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => setConfirming(false)} disabled={busy}>
                {t("cancel")}
              </Button>
              <Button
                size="xs"
                onClick={() => void restore()}
                loading={busy}
                data-testid="drive-version-restore-confirm"
              >
                {t("restore")}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Group gap="xs">
            <Button
              component="a"
              href={contentHref(moduleId, item.id, { download: true, version: version.id })}
              download
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} aria-hidden />}
              aria-label={t("downloadVersion", { number: version.number })}
              data-testid="drive-version-download"
            >
              {t("download")}
            </Button>
            {canRestore && !version.current && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconRestore size={14} aria-hidden />}
                onClick={() => setConfirming(true)}
                aria-label={t("restoreVersion", { number: version.number })}
                data-testid="drive-version-restore"
              >
                {t("restore")}
              </Button>
            )}
          </Group>
        )}
      </Group>
    </Paper>
  );
}
