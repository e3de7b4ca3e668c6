"use client";

import {
  Alert,
  Button,
  Center,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconCircleCheck, IconForms, IconLock } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { errorMessage } from "@/lib/client/api";
import { dbApi } from "@/modules/database-generator/client/api";
import type { Attachment, Table } from "@/modules/database-generator/shared/types";
import type { FormSettings, ViewConfigPatch } from "@/modules/database-generator/shared/views";
import { FieldInput, rawOf, type FieldNames, type FieldValue } from "../table/field-input";
import { FormEditor } from "./form-editor";
import {
  checkForm,
  enterAction,
  formEntries,
  settingsKey,
  shownForm,
  type FormDraft,
  type FormEntry,
} from "./form-fields";
import type { ViewBodyProps } from "./view-body";
import classes from "./views.module.css";

/**
 * A form view (like Airtable's): a card people fill in to add a record to the table, and for who may
 * edit the table, the form's editor ('Edit form' / 'Preview').
 */
export function FormView(props: ViewBodyProps) {
  const t = useTranslations("databaseGenerator.views.form");
  const canEdit = props.access.edit;
  const [mode, setMode] = useState<"fill" | "edit">("fill");
  const settings = useFormSettings(props.view.config.form, props.onConfig);
  const editing = canEdit && mode === "edit";
  return (
    <Stack gap="md" py="md" data-testid="form-view" data-mode={editing ? "edit" : "fill"}>
      {canEdit && (
        <Group justify="center">
          <SegmentedControl
            aria-label={t("mode")}
            value={editing ? "edit" : "fill"}
            onChange={(value) => setMode(value === "edit" ? "edit" : "fill")}
            data={[
              { value: "edit", label: t("edit") },
              { value: "fill", label: t("preview") },
            ]}
            data-testid="form-mode"
          />
        </Group>
      )}
      {editing ? (
        <FormEditor table={props.table} form={settings.form} onSave={settings.save} />
      ) : (
        <FormFill
          moduleId={props.moduleId}
          table={props.table}
          form={settings.form}
          canAdd={props.access.add}
          onEdit={canEdit ? () => setMode("edit") : undefined}
        />
      )}
    </Stack>
  );
}

/**
 * The form's settings as shown: a change at once, while `onConfig` saves it; back to the saved ones
 * when that fails (the page has said why).
 */
function useFormSettings(saved: FormSettings, onConfig: (patch: ViewConfigPatch) => Promise<boolean>) {
  const [draft, setDraft] = useState<FormDraft | null>(null);
  const save = (next: FormSettings) => {
    setDraft((current) => ({ form: next, base: settingsKey(saved), pending: (current?.pending ?? 0) + 1 }));
    void onConfig({ form: next }).then(
      (ok) => setDraft((current) => (ok && current ? { ...current, pending: current.pending - 1 } : null)),
      () => setDraft(null),
    );
  };
  return { form: shownForm(saved, draft), save };
}

/** The form to fill in: its fields, checked before the record is sent; then the thanks. */
function FormFill(props: {
  moduleId: string;
  table: Table;
  form: FormSettings;
  canAdd: boolean;
  onEdit: (() => void) | undefined;
}) {
  const { table, form, canAdd } = props;
  const t = useTranslations("databaseGenerator.views.form");
  const ta = useTranslations("databaseGenerator.attachments");
  const tAll = useTranslations();
  const headingId = useId();
  const box = useRef<HTMLFormElement>(null);
  const thanks = useRef<HTMLParagraphElement>(null);
  const [values, setValues] = useState<Record<string, FieldValue>>({});
  const [titles, setTitles] = useState<Record<string, string>>({});
  const [files, setFiles] = useState<Record<string, Attachment>>({});
  // Attachment fields whose files are uploading: the form is sent once they are in.
  const [uploading, setUploading] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const entries = formEntries(table.columns, form.fields);
  const disabled = !canAdd || sending;

  const focusField = (columnId: string) => {
    const field = box.current?.querySelector(`[data-field-id="${columnId}"]`);
    field
      ?.querySelector<HTMLElement>(
        "input:not([type='hidden']):not([type='file']):not(:disabled), textarea, button:not(:disabled), [tabindex='0']",
      )
      ?.focus();
  };
  const submit = async () => {
    if (disabled || uploading.length > 0) return;
    const check = checkForm(entries, values, rawOf);
    setErrors(check.errors);
    setFailure(null);
    if (check.first) return focusField(check.first);
    setSending(true);
    try {
      await dbApi.createRecord(props.moduleId, table.id, check.cells);
      setSent(true);
      setValues({});
      setTitles({});
      setFiles({});
      // The form is replaced by the thanks: the focus goes there, and a screen reader reads it.
      requestAnimationFrame(() => thanks.current?.focus());
    } catch (error) {
      setFailure(errorMessage(error, t("sendFailed")));
    } finally {
      setSending(false);
    }
  };
  const another = () => {
    setSent(false);
    setErrors({});
    const first = entries[0]?.column.id;
    if (first) requestAnimationFrame(() => focusField(first));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    const action = enterAction(event.nativeEvent, event.target as HTMLElement);
    if (action) event.preventDefault();
    if (action === "submit") void submit();
  };
  const change = (entry: FormEntry, value: FieldValue, names?: FieldNames) => {
    setValues((current) => ({ ...current, [entry.column.id]: value }));
    if (names?.titles) setTitles((current) => ({ ...current, ...names.titles }));
    if (names?.files) setFiles((current) => ({ ...current, ...names.files }));
    if (errors[entry.column.id]) setErrors(({ [entry.column.id]: _, ...rest }) => rest);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: "md", sm: "xl" }}
      maw={640}
      w="100%"
      mx="auto"
      data-testid="form-fill"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          {form.title || table.name}
        </Title>
        {form.description && <Text className={classes.prose}>{form.description}</Text>}
        {sent ? (
          <Stack gap="md" align="center" py="lg" data-testid="form-sent">
            <IconCircleCheck size={40} stroke={1.4} color="var(--mantine-color-green-filled)" aria-hidden />
            <Text ref={thanks} tabIndex={-1} ta="center" className={classes.prose}>
              {form.message || t("thanks")}
            </Text>
            <Button variant="light" onClick={another} data-testid="form-submit-another">
              {t("another")}
            </Button>
          </Stack>
        ) : entries.length === 0 ? (
          <Center py="xl" data-testid="form-empty">
            <Stack align="center" gap="xs">
              <IconForms size={40} stroke={1.4} aria-hidden />
              <Text fw={600}>{t("empty")}</Text>
              {props.onEdit && (
                <Button variant="light" onClick={props.onEdit}>
                  {t("addFields")}
                </Button>
              )}
            </Stack>
          </Center>
        ) : (
          <form
            ref={box}
            noValidate
            aria-labelledby={headingId}
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
            onKeyDown={onKeyDown}
          >
            <Stack gap="md">
              {!canAdd && (
                <Alert color="gray" icon={<IconLock size={18} aria-hidden />} data-testid="form-read-only">
                  {t("readOnly")}
                </Alert>
              )}
              {entries.map((entry) => (
                <div key={entry.column.id} data-field-id={entry.column.id}>
                  {entry.column.type === "checkbox" ? (
                    <Checkbox
                      label={
                        <>
                          {entry.column.name}
                          {entry.required && (
                            <Text span c="red" aria-hidden>
                              {" *"}
                            </Text>
                          )}
                        </>
                      }
                      required={entry.required}
                      checked={values[entry.column.id] === true}
                      disabled={disabled}
                      error={errors[entry.column.id] ? tAll(errors[entry.column.id]!) : null}
                      onChange={(event) => change(entry, event.currentTarget.checked)}
                    />
                  ) : (
                    <FieldInput
                      moduleId={props.moduleId}
                      tableId={table.id}
                      // The asterisk marks what this form requires, not only the table.
                      column={{ ...entry.column, required: entry.required }}
                      value={values[entry.column.id] ?? null}
                      titles={titles}
                      files={files}
                      disabled={disabled}
                      error={errors[entry.column.id] ? tAll(errors[entry.column.id]!) : null}
                      onChange={(value, names) => change(entry, value, names)}
                      onBusy={(busy) =>
                        setUploading((current) =>
                          busy
                            ? [...current.filter((id) => id !== entry.column.id), entry.column.id]
                            : current.filter((id) => id !== entry.column.id),
                        )
                      }
                    />
                  )}
                </div>
              ))}
              {failure && (
                <Alert color="red" role="alert" data-testid="form-failure">
                  {failure}
                </Alert>
              )}
              <Group justify="space-between" gap="xs">
                <Text size="xs" c="dimmed" role="status">
                  {uploading.length > 0 ? ta("waitUploads") : t("submitHint")}
                </Text>
                <Button
                  type="submit"
                  loading={sending}
                  disabled={!canAdd || uploading.length > 0}
                  data-testid="form-submit"
                >
                  {t("submit")}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
