"use client";

import { Alert, Button, Checkbox, Group, Modal, Select, Stack, Text, TextInput } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { dbApi } from "@/modules/database-generator/client/api";
import { freeName, NAME_MAX, type Table } from "@/modules/database-generator/shared/types";

/** A name for a new link column of `from` to `to`: the linked table's, made free in `from` ("Orders 2"). */
export const linkNameFor = (from: Pick<Table, "columns">, to: Pick<Table, "name">): string =>
  freeName(
    to.name.slice(0, NAME_MAX - 4),
    from.columns.map((column) => column.name),
  );

/**
 * 'Link tables' of the ER view (a drag from one table onto another, or its button for the keyboard): a
 * link column in the first table to the second (the same table links to itself), its name, and whether
 * a record links to several; the server makes the other side.
 */
export function LinkDialog(props: {
  moduleId: string;
  tables: Table[];
  /** The tables a drag joined (null: chosen here). */
  initial: { from: string | null; to: string | null };
  onClose: () => void;
  onLinked: (name: string) => void;
}) {
  const t = useTranslations("databaseGenerator.erd.link");
  const tAll = useTranslations();
  const { tables } = props;
  const [from, setFrom] = useState<string | null>(props.initial.from);
  const [to, setTo] = useState<string | null>(props.initial.to);
  const fromTable = tables.find((table) => table.id === from);
  const toTable = tables.find((table) => table.id === to);
  const suggested = fromTable && toTable ? linkNameFor(fromTable, toTable) : "";
  const [name, setName] = useState<string | null>(null);
  const [multiple, setMultiple] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const options = tables.map((table) => ({ value: table.id, label: table.name }));
  const shownName = name ?? suggested;

  const submit = async () => {
    if (!fromTable || !toTable) return setError(t("chooseBoth"));
    if (!shownName.trim()) return setError(tAll("validation.dbNameRequired"));
    setSaving(true);
    setError(null);
    try {
      await dbApi.createColumn(props.moduleId, fromTable.id, {
        name: shownName.trim(),
        type: "link",
        options: { tableId: toTable.id, multiple },
      });
      props.onLinked(shownName.trim());
    } catch (caught) {
      setError(errorMessage(caught, t("failed")));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened onClose={props.onClose} title={t("title")} centered data-testid="erd-link-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <Select
            label={t("from")}
            data={options}
            value={from}
            onChange={(value) => {
              setFrom(value);
              setName(null);
            }}
            allowDeselect={false}
            withAsterisk
            data-autofocus
          />
          <Select
            label={t("to")}
            data={options}
            value={to}
            onChange={(value) => {
              setTo(value);
              setName(null);
            }}
            allowDeselect={false}
            withAsterisk
          />
          <TextInput
            label={t("name")}
            value={shownName}
            maxLength={NAME_MAX}
            onChange={(event) => setName(event.currentTarget.value)}
            withAsterisk
          />
          <Checkbox
            label={t("multiple")}
            checked={multiple}
            onChange={(event) => setMultiple(event.currentTarget.checked)}
          />
          {fromTable && toTable && (
            <Text size="sm" c="dimmed">
              {fromTable.id === toTable.id
                ? t("selfHint", { from: fromTable.name })
                : t("hint", { from: fromTable.name, to: toTable.name })}
            </Text>
          )}
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {t("cancel")}
            </Button>
            <Button type="submit" loading={saving} data-testid="erd-link-submit">
              {t("submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
