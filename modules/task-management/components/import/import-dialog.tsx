"use client";

import { Button, Checkbox, FileInput, Group, Modal, Progress, Select, Stack, Text } from "@mantine/core";
import { IconFileImport } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { taskApi } from "@/modules/task-management/client/api";
import type { ImportResult, ImportRow } from "@/modules/task-management/schemas/import";
import {
  guessMapping,
  IMPORT_BATCH_MAX,
  IMPORT_FIELDS,
  IMPORT_ROWS_MAX,
  type ImportField,
} from "@/modules/task-management/shared/csv-import";
import {
  parseTrelloBoard,
  trelloImport,
  type TrelloBoard,
} from "@/modules/task-management/shared/trello-import";
import { ImportPreview } from "./import-preview";
import { ImportSummary } from "./import-summary";
import { TrelloStep } from "./trello-step";

type Mapping = Record<ImportField, number | null>;
interface Parsed {
  name: string;
  headers: string[];
  rows: string[][];
}
type Unit = "row" | "card";
type Step =
  | { kind: "pick" }
  | { kind: "map"; file: Parsed; mapping: Mapping }
  | { kind: "trello"; file: string; board: TrelloBoard }
  | { kind: "importing"; done: number; total: number }
  | { kind: "done"; result: ImportResult; total: number; unit: Unit; error: string | null };

/** The largest Trello export read (a board with years of history and attachments' records). */
const JSON_BYTES_MAX = 100 * 1024 * 1024;

/** The file's rows as the API takes them: each mapped field's cell. */
function rowsOf(file: Parsed, mapping: Mapping): ImportRow[] {
  return file.rows.map((cells) => {
    const row: ImportRow = {};
    for (const field of IMPORT_FIELDS) {
      const index = mapping[field];
      if (index !== null && cells[index] !== undefined) row[field] = cells[index];
    }
    return row;
  });
}

/**
 * "Import tasks" (issue 39): a CSV file — Jira's, Asana's, or any with a header row — or a Trello
 * board's JSON export, read in the browser. A CSV file's columns are matched to the task's fields
 * (guessed from the headers, changeable); a Trello board's lists become columns and its cards tasks.
 * The first rows are previewed as they will be imported, then sent in batches of 200 with the
 * progress shown, and a summary tells what was made, skipped and not understood.
 */
export function ImportTasksDialog({
  moduleId,
  opened,
  onClose,
}: {
  moduleId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const t = useTranslations("tasks.import");
  const tAll = useTranslations();
  const [step, setStep] = useState<Step>({ kind: "pick" });
  const [fileError, setFileError] = useState<string | null>(null);
  const [createColumns, setCreateColumns] = useState(true);
  const [withArchived, setWithArchived] = useState(false);

  const close = () => {
    if (step.kind === "importing") return;
    setStep({ kind: "pick" });
    setFileError(null);
    onClose();
  };

  const read = async (file: File | null) => {
    setFileError(null);
    if (!file) return;
    if (/\.json$/i.test(file.name) || file.type === "application/json") return readTrello(file);
    const Papa = (await import("papaparse")).default;
    Papa.parse<string[]>(file, {
      skipEmptyLines: "greedy",
      complete: ({ data }) => {
        const [headers, ...rows] = data;
        if (!headers || rows.length === 0) return setFileError(t("errors.empty"));
        if (rows.length > IMPORT_ROWS_MAX)
          return setFileError(t("errors.tooMany", { count: rows.length, max: IMPORT_ROWS_MAX }));
        const parsed = { name: file.name, headers: headers.map((header) => header.trim()), rows };
        setStep({ kind: "map", file: parsed, mapping: guessMapping(parsed.headers) });
      },
      error: () => setFileError(t("errors.unreadable")),
    });
  };

  const readTrello = async (file: File) => {
    if (file.size > JSON_BYTES_MAX) return setFileError(t("trello.errors.tooLarge"));
    let value: unknown;
    try {
      value = JSON.parse(await file.text());
    } catch {
      return setFileError(t("trello.errors.unreadable"));
    }
    const board = parseTrelloBoard(value);
    if (!board) return setFileError(t("trello.errors.notTrello"));
    const cards = board.cards.length;
    if (cards > IMPORT_ROWS_MAX)
      return setFileError(t("trello.errors.tooMany", { count: cards, max: IMPORT_ROWS_MAX }));
    setWithArchived(false);
    setStep({ kind: "trello", file: file.name, board });
  };

  /** Sends the rows in batches (`columns` with the first); problems numbered from `first`. */
  const send = async (rows: ImportRow[], columns: string[], unit: Unit) => {
    const first = unit === "row" ? 2 : 1; // a CSV file's header is its line 1
    const total: ImportResult = { created: 0, columnsCreated: [], skipped: [], warnings: [] };
    setStep({ kind: "importing", done: 0, total: rows.length });
    for (let start = 0; start < rows.length; start += IMPORT_BATCH_MAX) {
      try {
        const batch = await taskApi.importTasks(moduleId, {
          rows: rows.slice(start, start + IMPORT_BATCH_MAX),
          createColumns,
          ...(start === 0 && createColumns ? { columns } : {}),
        });
        total.created += batch.created;
        total.columnsCreated.push(...batch.columnsCreated);
        total.skipped.push(...batch.skipped.map((item) => ({ ...item, row: start + item.row + first })));
        total.warnings.push(...batch.warnings.map((item) => ({ ...item, row: start + item.row + first })));
      } catch (error) {
        const stopped = t("errors.stopped", {
          done: start,
          error: errorMessage(error, tAll("errors.networkError")),
        });
        setStep({ kind: "done", result: total, total: rows.length, unit, error: stopped });
        return;
      }
      setStep({
        kind: "importing",
        done: Math.min(rows.length, start + IMPORT_BATCH_MAX),
        total: rows.length,
      });
    }
    setStep({ kind: "done", result: total, total: rows.length, unit, error: null });
  };

  const trello = step.kind === "trello" ? trelloImport(step.board, { withArchived }) : null;

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t("title")}
      size="xl"
      centered
      closeOnClickOutside={step.kind === "pick"}
    >
      {step.kind === "pick" && (
        <Stack gap="md">
          <Text size="sm">{t("intro")}</Text>
          <FileInput
            label={t("file")}
            description={t("fileHint", { max: IMPORT_ROWS_MAX })}
            placeholder={t("filePlaceholder")}
            accept=".csv,text/csv,.json,application/json"
            leftSection={<IconFileImport size={16} aria-hidden />}
            onChange={(file) => void read(file)}
            error={fileError}
            data-testid="task-import-file"
          />
        </Stack>
      )}
      {step.kind === "map" && (
        <MappingStep
          file={step.file}
          mapping={step.mapping}
          onMapping={(mapping) => setStep({ ...step, mapping })}
          createColumns={createColumns}
          onCreateColumns={setCreateColumns}
          onBack={() => setStep({ kind: "pick" })}
          onImport={() => void send(rowsOf(step.file, step.mapping), [], "row")}
        />
      )}
      {step.kind === "trello" && trello && (
        <TrelloStep
          file={step.file}
          board={trello}
          withArchived={withArchived}
          onWithArchived={setWithArchived}
          createColumns={createColumns}
          onCreateColumns={setCreateColumns}
          onBack={() => setStep({ kind: "pick" })}
          onImport={() => void send(trello.rows, trello.columns, "card")}
        />
      )}
      {step.kind === "importing" && (
        <Stack gap="sm" role="status" data-testid="task-import-progress">
          <Text size="sm">{t("importing", { done: step.done, total: step.total })}</Text>
          <Progress
            value={(step.done / Math.max(1, step.total)) * 100}
            animated
            aria-label={t("progressLabel")}
          />
        </Stack>
      )}
      {step.kind === "done" && (
        <ImportSummary
          result={step.result}
          total={step.total}
          error={step.error}
          unit={step.unit}
          onClose={close}
        />
      )}
    </Modal>
  );
}

/** The columns matched to the fields, whether to make columns, and the first rows as they will be. */
function MappingStep({
  file,
  mapping,
  onMapping,
  createColumns,
  onCreateColumns,
  onBack,
  onImport,
}: {
  file: Parsed;
  mapping: Mapping;
  onMapping: (mapping: Mapping) => void;
  createColumns: boolean;
  onCreateColumns: (value: boolean) => void;
  onBack: () => void;
  onImport: () => void;
}) {
  const t = useTranslations("tasks.import");
  const choices = [
    { value: "", label: t("notImported") },
    ...file.headers.map((header, index) => ({
      value: String(index),
      label: header || t("untitled", { n: index + 1 }),
    })),
  ];
  const preview = rowsOf(file, mapping).slice(0, 5);
  return (
    <Stack gap="md">
      <Text size="sm">{t("mapIntro", { file: file.name, count: file.rows.length })}</Text>
      <Group gap="sm" grow wrap="wrap">
        {IMPORT_FIELDS.map((field) => (
          <Select
            key={field}
            label={t(`fields.${field}`)}
            data={choices}
            value={mapping[field] === null ? "" : String(mapping[field])}
            onChange={(value) => onMapping({ ...mapping, [field]: value ? Number(value) : null })}
            allowDeselect={false}
            withAsterisk={field === "title"}
            error={field === "title" && mapping.title === null ? t("errors.noTitle") : undefined}
            miw={180}
            data-testid={`task-import-field-${field}`}
          />
        ))}
      </Group>
      <Checkbox
        label={t("createColumns")}
        checked={createColumns}
        onChange={(event) => onCreateColumns(event.currentTarget.checked)}
      />
      <Text size="sm" fw={500}>
        {t("preview")}
      </Text>
      <ImportPreview rows={preview} />
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          {t("back")}
        </Button>
        <Button onClick={onImport} disabled={mapping.title === null} data-testid="task-import-start">
          {t("import", { count: file.rows.length })}
        </Button>
      </Group>
    </Stack>
  );
}
