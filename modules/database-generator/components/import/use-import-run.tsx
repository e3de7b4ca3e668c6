"use client";

import { List, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { dbApi, importTable, type ImportRequest } from "@/modules/database-generator/client/api";
import type { ImportResult } from "@/modules/database-generator/shared/types";

type Skipped = ImportResult["skipped"];

/** Per column: how many values were left empty, with the first examples and their rows. */
function SkippedSummary({ lines }: { lines: { key: string; text: string; examples: string }[] }) {
  // The texts come translated: the notifications may render outside the page's providers.
  return (
    <List size="sm" spacing={4} data-testid="database-import-skipped">
      {lines.map((line) => (
        <List.Item key={line.key}>
          <Text size="sm">{line.text}</Text>
          {line.examples && (
            <Text size="xs" c="dimmed">
              {line.examples}
            </Text>
          )}
        </List.Item>
      ))}
    </List>
  );
}

export interface ImportRun {
  /** How much of the body went (0–1) while an import runs, else null. */
  progress: number | null;
  /** Sends the import (making the database first when there is none); true when it succeeded. */
  run: (request: ImportRequest) => Promise<boolean>;
  /** Stops the running import (and removes the database it made). */
  cancel: () => void;
}

/**
 * An import's sending: into `databaseId`, or a new database named after the table (removed again when
 * the import fails or is cancelled); its progress, its cancel and its toasts.
 */
export function useImportRun(
  moduleId: string,
  databaseId: string | null,
  onImported: (result: ImportResult, databaseId: string) => void,
  onBusy: (busy: boolean) => void,
): ImportRun {
  const t = useTranslations("databaseGenerator.import");
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  const busy = useRef(onBusy);
  useEffect(() => {
    busy.current = onBusy;
  }, [onBusy]);
  // Closed while sending (the dialog unmounts): the import stops.
  useEffect(
    () => () => {
      if (!controller.current) return;
      controller.current.abort();
      busy.current(false);
    },
    [],
  );

  const skippedLines = (skipped: Skipped) =>
    skipped.map((entry) => ({
      key: entry.columnId,
      text: t("skippedColumn", { column: entry.column, count: entry.count }),
      examples: entry.examples.map((example) => t("skippedExample", example)).join(" · "),
    }));

  const run = async (request: ImportRequest) => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress(0);
    busy.current(true);
    let created: string | null = null;
    try {
      let target = databaseId;
      if (target === null) {
        created = (await dbApi.createDatabase(moduleId, request.name, "")).id;
        target = created;
      }
      if (abort.signal.aborted) throw new DOMException("Aborted", "AbortError");
      const result = await importTable(moduleId, target, request, setProgress, abort.signal);
      notifications.show({
        color: "green",
        message: t("imported", { count: result.imported, table: result.table.name }),
      });
      if (result.skipped.length > 0)
        notifications.show({
          color: "yellow",
          title: t("skippedTitle"),
          message: <SkippedSummary lines={skippedLines(result.skipped)} />,
          autoClose: false,
        });
      onImported(result, target);
      return true;
    } catch (error) {
      if (created) await dbApi.deleteDatabase(moduleId, created).catch(() => undefined);
      if (abort.signal.aborted) notifications.show({ message: t("cancelled") });
      else
        notifications.show({
          color: "red",
          title: t("importFailed"),
          message: errorMessage(error, t("importFailedHint")),
        });
      return false;
    } finally {
      if (controller.current === abort) controller.current = null;
      setProgress(null);
      busy.current(false);
    }
  };

  return { progress, run, cancel: () => controller.current?.abort() };
}
