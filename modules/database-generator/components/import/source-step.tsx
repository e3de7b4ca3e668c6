"use client";

import {
  ActionIcon,
  Checkbox,
  Group,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { IconFileSpreadsheet, IconUpload, IconX } from "@tabler/icons-react";
import { useFormatter, useTranslations } from "next-intl";
import { FILE_MAX } from "@/modules/database-generator/components/import/preview";
import classes from "./import.module.css";

export type ImportMethod = "paste" | "file";

// The browser's types narrow the picker; a file's name decides what it is read as (fileKind).
const ACCEPT = {
  "text/csv": [".csv"],
  "text/tab-separated-values": [".tsv"],
  "text/plain": [".txt"],
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": [".xlsx"],
};

export interface SourceStepProps {
  method: ImportMethod;
  onMethod: (method: ImportMethod) => void;
  text: string;
  onText: (text: string) => void;
  file: File | null;
  onFile: (file: File | null) => void;
  header: boolean;
  onHeader: (header: boolean) => void;
  tableName: string;
  onTableName: (name: string) => void;
  tableNameError: string | null;
  /** A message about what was given (a rejected file, nothing to read), or null. */
  problem: string | null;
  onRejected: (problem: "fileTooLarge" | "fileType" | "oneFile") => void;
  disabled: boolean;
}

/** What a rejected drop was: too large, of another type or more than one file. */
function rejection(rejections: FileRejection[]): "fileTooLarge" | "fileType" | "oneFile" {
  const codes = rejections.flatMap((item) => item.errors.map((error) => String(error.code)));
  if (codes.includes("too-many-files")) return "oneFile";
  return codes.includes("file-too-large") ? "fileTooLarge" : "fileType";
}

/** The import's first step: pasted text or a file, whether it has a header row, the table's name. */
export function SourceStep(props: SourceStepProps) {
  const t = useTranslations("databaseGenerator.import");
  const format = useFormatter();
  const { file } = props;
  const size = (bytes: number) =>
    bytes < 1024 * 1024
      ? t("fileSizeKb", { size: format.number(Math.max(1, bytes / 1024), { maximumFractionDigits: 0 }) })
      : t("fileSizeMb", { size: format.number(bytes / (1024 * 1024), { maximumFractionDigits: 1 }) });
  return (
    <Stack gap="md">
      <SegmentedControl
        value={props.method}
        onChange={(value) => props.onMethod(value === "file" ? "file" : "paste")}
        data={[
          { value: "paste", label: t("methodPaste") },
          { value: "file", label: t("methodFile") },
        ]}
        aria-label={t("method")}
        disabled={props.disabled}
        data-testid="database-import-method"
      />
      {props.method === "paste" ? (
        <Textarea
          label={t("pasteLabel")}
          placeholder={t("pastePlaceholder")}
          value={props.text}
          onChange={(event) => props.onText(event.currentTarget.value)}
          autosize
          minRows={6}
          maxRows={14}
          spellCheck={false}
          classNames={{ input: classes.mono }}
          disabled={props.disabled}
          data-autofocus
          data-testid="database-import-paste"
        />
      ) : file ? (
        <Group gap="sm" wrap="nowrap" className={classes.chosen} data-testid="database-import-file">
          <IconFileSpreadsheet size={28} aria-hidden />
          <Stack gap={0} miw={0} flex={1}>
            <Text fw={500} truncate="end">
              {file.name}
            </Text>
            <Text size="sm" c="dimmed">
              {size(file.size)}
            </Text>
          </Stack>
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={() => props.onFile(null)}
            aria-label={t("removeFile")}
            disabled={props.disabled}
          >
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ) : (
        <Dropzone
          onDrop={(files) => props.onFile(files[0] ?? null)}
          onReject={(rejections) => props.onRejected(rejection(rejections))}
          accept={ACCEPT}
          maxSize={FILE_MAX}
          maxFiles={1}
          multiple={false}
          disabled={props.disabled}
          aria-label={t("dropLabel")}
          data-testid="database-import-dropzone"
        >
          <Group justify="center" gap="md" mih={120} className={classes.dropContent}>
            <Dropzone.Accept>
              <IconUpload size={32} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={32} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconFileSpreadsheet size={32} aria-hidden />
            </Dropzone.Idle>
            <Stack gap={2}>
              <Text fw={500}>{t("dropTitle")}</Text>
              <Text size="sm" c="dimmed">
                {t("dropHint")}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
      )}
      {props.problem && (
        <Text c="red" size="sm" role="alert" data-testid="database-import-problem">
          {props.problem}
        </Text>
      )}
      <Checkbox
        label={t("header")}
        checked={props.header}
        onChange={(event) => props.onHeader(event.currentTarget.checked)}
        disabled={props.disabled}
      />
      <TextInput
        label={t("tableName")}
        value={props.tableName}
        onChange={(event) => props.onTableName(event.currentTarget.value)}
        // No form around it: Enter does nothing here, it never sends the import by accident.
        onKeyDown={(event) => {
          if (event.key === "Enter") event.preventDefault();
        }}
        error={props.tableNameError}
        required
        disabled={props.disabled}
        data-testid="database-import-table-name"
      />
    </Stack>
  );
}
