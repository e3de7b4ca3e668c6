"use client";

import { Button, Drawer, Group, Stack, Tabs, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { confirmAction } from "@/components/ui/confirm";
import type { Cells } from "@/modules/database-generator/client/api";
import { isComputed } from "@/modules/database-generator/shared/columns";
import type { Attachment, Column, DbRecordAnswer } from "@/modules/database-generator/shared/types";
import { parseCell, type Cell } from "@/modules/database-generator/shared/values";
import { CellView } from "../grid/cell-view";
import { FieldInput, fieldValueOf, rawOf, type FieldNames, type FieldValue } from "./field-input";
import { RecordComments, RecordHistory } from "./record-activity";

/**
 * A record as a form (the grid's expand button, Shift+Enter, 'Add new record'): every column, hidden
 * ones too; computed ones shown, not edited. An existing record keeps each field when it is left, and
 * shows its comments and history; a new one is made on 'Create record' with what was filled in.
 */
export function RecordDrawer(props: {
  moduleId: string;
  tableId: string;
  meId: string;
  columns: Column[];
  /** The record, "new" for the form of a new one, null when closed. */
  record: DbRecordAnswer | "new" | null;
  /** What a new record's form starts with (a kanban stack's choice). */
  newCells?: Record<string, Cell> | undefined;
  access: { add: boolean; edit: boolean; delete: boolean };
  onClose: () => void;
  /** Keeps changed cells (`titles`: what names the records a link cell gets; `files`: an attachment cell's new files). */
  onSave: (
    record: DbRecordAnswer,
    cells: Record<string, Cell | null>,
    titles?: Record<string, string>,
    files?: Record<string, Attachment>,
  ) => Promise<boolean>;
  onCreate: (cells: Cells) => Promise<boolean>;
  onDelete: (record: DbRecordAnswer) => Promise<boolean>;
}) {
  const { record, columns } = props;
  const t = useTranslations("databaseGenerator.record");
  const tc = useTranslations("common");
  const ta = useTranslations("databaseGenerator.attachments");
  const tAll = useTranslations();
  const small = useMediaQuery("(max-width: 48em)");
  const isNew = record === "new";
  const existing = record !== null && record !== "new" ? record : null;
  const key = record === null ? "closed" : isNew ? "new" : record.id;
  const [state, setState] = useState<{
    key: string;
    values: Record<string, FieldValue>;
    errors: Record<string, string>;
    /** What names the records the form's link fields got (the record's own titles come with it). */
    titles: Record<string, string>;
    /** The files the form's attachment fields got (the record's own come with it). */
    files: Record<string, Attachment>;
    /** The attachment fields whose files are uploading (a new record waits for them). */
    uploading: string[];
  }>({ key: "", values: {}, errors: {}, titles: {}, files: {}, uploading: [] });
  const [saving, setSaving] = useState(false);
  // A link's picker or an image's preview is open over the form: Escape closes it, not the form.
  const [picking, setPicking] = useState(false);
  const current =
    state.key === key
      ? state
      : {
          key,
          values: Object.fromEntries(
            columns.map((column) => [
              column.id,
              fieldValueOf(column, record && !isNew ? record.cells[column.id] : props.newCells?.[column.id]),
            ]),
          ),
          errors: {},
          titles: {},
          files: {},
          uploading: [],
        };
  if (current !== state) setState(current);
  const titles = { ...current.titles, ...existing?.titles };
  const files = { ...current.files, ...existing?.files };
  const uploading = current.uploading.length > 0;
  const canWrite = isNew ? props.access.add : props.access.edit;

  const read = (column: Column, value: FieldValue) => parseCell(column, rawOf(column, value));
  const saveField = async (column: Column, value: FieldValue, names?: FieldNames) => {
    if (isNew || !record) return;
    const parsed = read(column, value);
    if (!parsed.ok)
      return setState((s) => ({ ...s, errors: { ...s.errors, [column.id]: tAll(parsed.error) } }));
    setState((s) => ({ ...s, errors: { ...s.errors, [column.id]: "" } }));
    const before = record.cells[column.id] ?? null;
    if (JSON.stringify(before) === JSON.stringify(parsed.value)) return;
    await props.onSave(record, { [column.id]: parsed.value }, names?.titles, names?.files);
  };
  const create = async () => {
    if (uploading) return;
    const cells: Cells = {};
    const errors: Record<string, string> = {};
    for (const column of columns) {
      if (isComputed(column.type)) continue;
      const parsed = read(column, current.values[column.id] ?? null);
      if (!parsed.ok) errors[column.id] = tAll(parsed.error);
      else if (parsed.value !== null) cells[column.id] = parsed.value;
      else if (column.required && column.defaultValue === null) errors[column.id] = t("required");
    }
    setState((s) => ({ ...s, errors }));
    if (Object.keys(errors).length) return;
    setSaving(true);
    const ok = await props.onCreate(cells);
    setSaving(false);
    if (ok) props.onClose();
  };
  const remove = async () => {
    if (!record || isNew) return;
    const ok = await confirmAction({
      title: t("deleteTitle"),
      message: t("deleteMessage"),
      confirm: tc("delete"),
      cancel: tc("cancel"),
      danger: true,
    });
    if (ok && (await props.onDelete(record))) props.onClose();
  };

  const fields = (
    <Stack gap="sm">
      {columns.map((column) =>
        isComputed(column.type) ? (
          isNew ? null : (
            <Stack key={column.id} gap={2}>
              <Text size="sm" fw={500}>
                {column.name}
              </Text>
              <Text size="sm" c="dimmed" component="div">
                <CellView column={column} value={existing?.cells[column.id]} meta={existing ?? undefined} />
              </Text>
            </Stack>
          )
        ) : (
          <FieldInput
            key={column.id}
            moduleId={props.moduleId}
            tableId={props.tableId}
            column={column}
            value={current.values[column.id] ?? null}
            titles={titles}
            files={files}
            disabled={!canWrite}
            error={current.errors[column.id] || null}
            onChange={(value, names) =>
              setState((s) => ({
                ...s,
                values: { ...s.values, [column.id]: value },
                titles: names?.titles ? { ...s.titles, ...names.titles } : s.titles,
                files: names?.files ? { ...s.files, ...names.files } : s.files,
              }))
            }
            onDone={(value, names) => void saveField(column, value, names)}
            onPicking={setPicking}
            onBusy={(busy) =>
              setState((s) =>
                s.key !== key
                  ? s
                  : {
                      ...s,
                      uploading: busy
                        ? [...s.uploading.filter((id) => id !== column.id), column.id]
                        : s.uploading.filter((id) => id !== column.id),
                    },
              )
            }
          />
        ),
      )}
    </Stack>
  );

  return (
    <Drawer
      opened={record !== null}
      onClose={props.onClose}
      position="right"
      size={small ? "100%" : "lg"}
      title={isNew ? t("newTitle") : record ? t("title", { number: record.number }) : ""}
      closeButtonProps={{ "aria-label": t("close") }}
      closeOnEscape={!picking && !uploading}
      data-testid="record-drawer"
    >
      {isNew ? (
        <Stack gap="md">
          {fields}
          <Group justify="flex-end">
            {uploading && (
              <Text size="xs" c="dimmed" role="status">
                {ta("waitUploads")}
              </Text>
            )}
            <Button variant="default" onClick={props.onClose}>
              {tc("cancel")}
            </Button>
            <Button
              onClick={() => void create()}
              loading={saving}
              disabled={uploading}
              data-testid="create-record"
            >
              {t("create")}
            </Button>
          </Group>
        </Stack>
      ) : (
        record && (
          <Tabs defaultValue="fields" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="fields">{t("fields")}</Tabs.Tab>
              <Tabs.Tab value="comments">{t("comments")}</Tabs.Tab>
              <Tabs.Tab value="history">{t("history")}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="fields">
              <Stack gap="md">
                {fields}
                {props.access.delete && (
                  <Button
                    variant="light"
                    color="red"
                    onClick={() => void remove()}
                    style={{ alignSelf: "flex-start" }}
                  >
                    {t("delete")}
                  </Button>
                )}
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="comments">
              <RecordComments
                moduleId={props.moduleId}
                tableId={props.tableId}
                recordId={record.id}
                meId={props.meId}
                canAdd={props.access.add}
                canDelete={props.access.delete}
              />
            </Tabs.Panel>
            <Tabs.Panel value="history">
              <RecordHistory
                moduleId={props.moduleId}
                tableId={props.tableId}
                recordId={record.id}
                columns={columns}
              />
            </Tabs.Panel>
          </Tabs>
        )
      )}
    </Drawer>
  );
}
