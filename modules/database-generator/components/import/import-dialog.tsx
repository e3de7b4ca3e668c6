"use client";

import { Button, Group, Modal, Progress, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import type { ImportResult } from "@/modules/database-generator/shared/types";
import {
  buildPreview,
  checkColumns,
  checkTableName,
  fileKind,
  requestColumns,
  tableNameOf,
  type ChosenColumn,
  type ImportFormat,
  type Preview,
} from "@/modules/database-generator/components/import/preview";
import { PreviewStep } from "@/modules/database-generator/components/import/preview-step";
import {
  ReadError,
  readSource,
  type ImportSource,
} from "@/modules/database-generator/components/import/read-source";
import { SourceStep, type ImportMethod } from "@/modules/database-generator/components/import/source-step";
import { useImportRun } from "@/modules/database-generator/components/import/use-import-run";

export interface ImportDialogProps {
  moduleId: string;
  /** The database the table goes into; null: a new database named after the table is made first. */
  databaseId: string | null;
  opened: boolean;
  onClose: () => void;
  /** After a successful import (its toasts shown); the parent closes the dialog or moves on. */
  onImported: (result: ImportResult, databaseId: string) => void;
}

/**
 * 'Import from other sources': pasted text or a CSV, TSV or XLSX file becomes a new table. The first
 * step takes the data, the second previews its first rows and lets each column be named, typed or
 * left out; the file itself is then sent to the server, with its progress and a Cancel.
 */
export function ImportDialog(props: ImportDialogProps) {
  const t = useTranslations("databaseGenerator.import");
  const fullScreen = useMediaQuery("(max-width: 48em)", false);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={t("title")}
      size={737}
      fullScreen={fullScreen}
      closeOnClickOutside={!busy}
      closeOnEscape={!busy}
      withCloseButton={!busy}
      data-testid="database-import-dialog"
    >
      {/* The flow's state lives in its own component: it starts afresh each time the dialog opens. */}
      <ImportFlow {...props} onBusy={setBusy} />
    </Modal>
  );
}

interface Previewed {
  source: ImportSource;
  format: ImportFormat;
  header: boolean;
  preview: Preview;
  columns: ChosenColumn[];
}

function ImportFlow({
  moduleId,
  databaseId,
  onClose,
  onImported,
  onBusy,
}: ImportDialogProps & { onBusy: (busy: boolean) => void }) {
  const t = useTranslations("databaseGenerator.import");
  const format = useFormatter();
  const [method, setMethod] = useState<ImportMethod>("paste");
  const [text, setText] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [header, setHeader] = useState(true);
  // null: the default name (the file's, or "Imported data"), until the person types one.
  const [typedName, setTypedName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  const importRun = useImportRun(moduleId, databaseId, onImported, onBusy);
  const running = importRun.progress !== null;

  const defaultName = t("defaultTableName");
  const tableName =
    typedName ?? (method === "file" && file ? tableNameOf(file.name, defaultName) : defaultName);
  const nameProblem = checkTableName(tableName);
  const readable = method === "paste" ? text.trim() !== "" : file !== null;

  const next = async () => {
    if (nameProblem || !readable) return;
    const source: ImportSource = method === "file" && file ? { kind: "file", file } : { kind: "paste", text };
    setReading(true);
    setProblem(null);
    try {
      const read = await readSource(source);
      const built = buildPreview(read.rows, header, (n) => t("columnDefault", { n }));
      if ("problem" in built)
        setProblem(
          t(
            built.problem === "tooManyColumns"
              ? "tooManyColumns"
              : method === "paste"
                ? "noPasteRows"
                : "noFileRows",
          ),
        );
      else
        setPreviewed({
          source,
          format: read.format,
          header,
          preview: built,
          columns: built.columns.map((column) => ({ ...column, skip: false })),
        });
    } catch (error) {
      setProblem(t(error instanceof ReadError ? error.problem : "readFailed"));
    } finally {
      setReading(false);
    }
  };

  const check = previewed ? checkColumns(previewed.columns) : null;
  const changeColumn = (index: number, change: Partial<ChosenColumn>) =>
    setPreviewed(
      (current) =>
        current && {
          ...current,
          columns: current.columns.map((column, k) => (k === index ? { ...column, ...change } : column)),
        },
    );

  const send = async () => {
    if (!previewed || !check?.ok || nameProblem) return;
    const { source } = previewed;
    await importRun.run({
      name: tableName.trim(),
      format: previewed.format,
      header: previewed.header,
      columns: requestColumns(previewed.columns),
      body:
        source.kind === "file" ? source.file : new Blob([source.text], { type: "text/plain;charset=utf-8" }),
    });
  };

  if (!previewed)
    return (
      <Stack gap="md">
        <SourceStep
          method={method}
          onMethod={(value) => {
            setMethod(value);
            setProblem(null);
          }}
          text={text}
          onText={setText}
          file={file}
          onFile={(chosen) => {
            const known = !chosen || fileKind(chosen.name) !== null;
            setFile(known ? chosen : null);
            setProblem(known ? null : t("fileType"));
          }}
          header={header}
          onHeader={setHeader}
          tableName={tableName}
          onTableName={setTypedName}
          tableNameError={nameProblem && t(nameProblem)}
          problem={problem}
          onRejected={(rejected) => setProblem(t(rejected))}
          disabled={reading}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button
            onClick={() => void next()}
            loading={reading}
            disabled={!readable || nameProblem !== null}
            data-testid="database-import-next"
          >
            {t("next")}
          </Button>
        </Group>
      </Stack>
    );

  return (
    <Stack gap="md">
      <PreviewStep
        preview={previewed.preview}
        columns={previewed.columns}
        onColumn={changeColumn}
        check={check ?? { columns: [], choice: null, ok: true }}
        disabled={running}
      />
      {importRun.progress !== null && (
        <Stack gap={4}>
          <Text size="sm" aria-live="polite">
            {t("importing", { percent: format.number(importRun.progress, { style: "percent" }) })}
          </Text>
          <Progress value={importRun.progress * 100} aria-label={t("progressLabel")} animated />
        </Stack>
      )}
      <Group justify="space-between">
        <Text size="sm" c="dimmed" truncate="end" maw="60%">
          {t("intoTable", { table: tableName.trim() })}
        </Text>
        <Group gap="sm">
          {running ? (
            <Button
              variant="default"
              color="red"
              onClick={importRun.cancel}
              data-testid="database-import-cancel"
            >
              {t("cancel")}
            </Button>
          ) : (
            <Button variant="default" onClick={() => setPreviewed(null)}>
              {t("back")}
            </Button>
          )}
          <Button
            onClick={() => void send()}
            loading={running}
            disabled={!check?.ok}
            data-testid="database-import-submit"
          >
            {t("import")}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
