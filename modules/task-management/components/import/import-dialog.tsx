"use client";

import {
  Alert,
  Button,
  Checkbox,
  FileInput,
  Group,
  List,
  Modal,
  Progress,
  Select,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { IconAlertTriangle, IconFileTypeCsv } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { taskApi } from "@/modules/task-management/client/api";
import type { ImportResult, ImportRow } from "@/modules/task-management/schemas/import";
import {
  dueDateOf,
  guessMapping,
  IMPORT_BATCH_MAX,
  IMPORT_FIELDS,
  IMPORT_ROWS_MAX,
  listOf,
  priorityOf,
  type ImportField,
} from "@/modules/task-management/shared/csv-import";

type Mapping = Record<ImportField, number | null>;
interface Parsed {
  name: string;
  headers: string[];
  rows: string[][];
}
type Step =
  | { kind: "pick" }
  | { kind: "map"; file: Parsed; mapping: Mapping }
  | { kind: "importing"; done: number; total: number }
  | { kind: "done"; result: ImportResult; total: number };

/** How many problems the summary lists (the rest are counted). */
const LISTED = 50;

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
 * "Import tasks" (issue 39): a CSV file — Jira's, Asana's, or any with a header row — read in the
 * browser, its columns matched to the task's fields (guessed from the headers, changeable), the first
 * rows previewed as they will be imported, then sent in batches of 200 with the progress shown, and a
 * summary of what was made, skipped and not understood.
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
  const [sendError, setSendError] = useState<string | null>(null);

  const close = () => {
    if (step.kind === "importing") return;
    setStep({ kind: "pick" });
    setFileError(null);
    setSendError(null);
    onClose();
  };

  const read = async (file: File | null) => {
    setFileError(null);
    if (!file) return;
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

  const send = async (file: Parsed, mapping: Mapping) => {
    const rows = rowsOf(file, mapping);
    const total: ImportResult = { created: 0, columnsCreated: [], skipped: [], warnings: [] };
    setSendError(null);
    setStep({ kind: "importing", done: 0, total: rows.length });
    for (let start = 0; start < rows.length; start += IMPORT_BATCH_MAX) {
      try {
        const batch = await taskApi.importTasks(moduleId, {
          rows: rows.slice(start, start + IMPORT_BATCH_MAX),
          createColumns,
        });
        total.created += batch.created;
        total.columnsCreated.push(...batch.columnsCreated);
        // Rows numbered as in the file (its header is line 1).
        total.skipped.push(...batch.skipped.map((item) => ({ ...item, row: start + item.row + 2 })));
        total.warnings.push(...batch.warnings.map((item) => ({ ...item, row: start + item.row + 2 })));
      } catch (error) {
        setSendError(
          t("errors.stopped", { done: start, error: errorMessage(error, tAll("errors.networkError")) }),
        );
        setStep({ kind: "done", result: total, total: rows.length });
        return;
      }
      setStep({
        kind: "importing",
        done: Math.min(rows.length, start + IMPORT_BATCH_MAX),
        total: rows.length,
      });
    }
    setStep({ kind: "done", result: total, total: rows.length });
  };

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
            accept=".csv,text/csv"
            leftSection={<IconFileTypeCsv size={16} aria-hidden />}
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
          onImport={() => void send(step.file, step.mapping)}
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
        <Stack gap="sm" data-testid="task-import-done">
          {sendError && (
            <Alert color="red" icon={<IconAlertTriangle size={18} />}>
              {sendError}
            </Alert>
          )}
          <Text fw={500} data-testid="task-import-created">
            {t("created", { count: step.result.created, total: step.total })}
          </Text>
          {step.result.columnsCreated.length > 0 && (
            <Text size="sm">{t("columnsCreated", { names: step.result.columnsCreated.join(", ") })}</Text>
          )}
          {step.result.skipped.length > 0 && (
            <>
              <Text size="sm" fw={500}>
                {t("skipped", { count: step.result.skipped.length })}
              </Text>
              <List size="sm" data-testid="task-import-skipped">
                {step.result.skipped.slice(0, LISTED).map((item) => (
                  <List.Item key={item.row}>
                    {t("rowProblem", { row: item.row, problem: tAll(item.reason) })}
                  </List.Item>
                ))}
              </List>
            </>
          )}
          {step.result.warnings.length > 0 && (
            <>
              <Text size="sm" fw={500}>
                {t("warningsTitle", { count: step.result.warnings.length })}
              </Text>
              <List size="sm" data-testid="task-import-warnings">
                {step.result.warnings.slice(0, LISTED).map((item, index) => (
                  <List.Item key={`${item.row}-${index}`}>
                    {t("rowProblem", { row: item.row, problem: tAll(item.warning, { value: item.value }) })}
                  </List.Item>
                ))}
              </List>
            </>
          )}
          <Group justify="flex-end">
            <Button onClick={close} data-testid="task-import-close">
              {t("close")}
            </Button>
          </Group>
        </Stack>
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
  const tPriority = useTranslations("tasks.priority");
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
      <Table.ScrollContainer minWidth={640}>
        <Table data-testid="task-import-preview" verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              {(["title", "column", "priority", "dueDate", "assignees", "labels"] as const).map((field) => (
                <Table.Th key={field}>{t(`fields.${field}`)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {preview.map((row, index) => {
              const priority = row.priority ? priorityOf(row.priority) : null;
              return (
                <Table.Tr key={index}>
                  <Table.Td>
                    {row.title?.trim() || (
                      <Text c="red" size="sm">
                        {t("noTitle")}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{row.column?.trim() || t("firstColumn")}</Table.Td>
                  <Table.Td>
                    {priority
                      ? tPriority(priority)
                      : row.priority
                        ? t("unknown", { value: row.priority })
                        : t("defaultPriority")}
                  </Table.Td>
                  <Table.Td>
                    {row.dueDate ? (dueDateOf(row.dueDate) ?? t("unknown", { value: row.dueDate })) : "—"}
                  </Table.Td>
                  <Table.Td>{listOf(row.assignees ?? "").join(", ") || "—"}</Table.Td>
                  <Table.Td>{listOf(row.labels ?? "").join(", ") || "—"}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
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
