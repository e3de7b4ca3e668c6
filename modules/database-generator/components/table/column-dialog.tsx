"use client";

import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Switch, TextInput } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { FormError } from "@/components/ui/form-error";
import { errorMessage } from "@/lib/client/api";
import { dbApi, type ColumnBody } from "@/modules/database-generator/client/api";
import { dbNameSchema } from "@/modules/database-generator/schemas/inputs";
import {
  isComputed,
  isLinked,
  normalizeOptions,
  PRECISION_MAX,
  RATING_MAX,
  type ColumnType,
} from "@/modules/database-generator/shared/columns";
import type { Column, Conversion } from "@/modules/database-generator/shared/types";
import { parseCell } from "@/modules/database-generator/shared/values";
import { ColumnTypeIcon } from "../column-type-icon";
import { ChoicesEditor, type ChoiceDraft } from "./choices-editor";
import { canBeUnique, canRequire, hasDefault, typeChoices } from "./column-types";
import { FormulaOptions, useFormulaDraft } from "./formula-options";
import { formulaOptionsBody } from "./formula-rules";
import { LinkOptions, useLinkedColumns } from "./link-options";
import { isLinkedType, linkDraftOf, linkOptionsBody, linkProblem, type LinkDraft } from "./link-rules";

const CURRENCIES = [
  "USD",
  "EUR",
  "GBP",
  "JPY",
  "CNY",
  "MXN",
  "BRL",
  "ARS",
  "CLP",
  "COP",
  "PEN",
  "CAD",
  "AUD",
  "CHF",
  "INR",
];
const hasPrecision = (type: ColumnType) => type === "decimal" || type === "currency" || type === "percent";
const isSelect = (type: ColumnType) => type === "singleSelect" || type === "multiSelect";

/**
 * Adds a column or changes one: name, type, the type's settings (precision, currency, choices with
 * colours, highest rating; a link's table and whether it links to several records, a lookup's or a
 * rollup's link and column: link-options.tsx; a formula's expression and digits: formula-options.tsx),
 * required, unique and default. A changed type runs as a background conversion (`onConversion`
 * follows its progress); the column keeps its values until it is done. Links, lookups and rollups are made as such: no type changes to or from them.
 * An attachment column takes no settings, default or unique; nothing changes to one, and it changes
 * to text or long text only (column-types.ts).
 */
export function ColumnDialog(props: {
  moduleId: string;
  databaseId: string;
  tableId: string;
  /** The table's columns (a lookup's or a rollup's link columns). */
  columns: Column[];
  /** The column to change; null adds one. */
  column: Column | null;
  opened: boolean;
  onClose: () => void;
  onSaved: () => void;
  onConversion: (conversion: Conversion) => void;
}) {
  const { column } = props;
  const t = useTranslations("databaseGenerator.columnDialog");
  const tc = useTranslations("common");
  const tAll = useTranslations();
  const [name, setName] = useState(column?.name ?? "");
  const [type, setType] = useState<ColumnType>(column?.type ?? "text");
  const [precision, setPrecision] = useState<number>(column?.options.precision ?? 2);
  const [currency, setCurrency] = useState(column?.options.currency ?? "USD");
  const [max, setMax] = useState<number>(column?.options.max ?? 5);
  const [choices, setChoices] = useState<ChoiceDraft[]>(() =>
    (column?.options.choices ?? []).map((choice) => ({ ...choice, key: choice.id })),
  );
  const [required, setRequired] = useState(column?.required ?? false);
  const [unique, setUnique] = useState(column?.unique ?? false);
  const [defaultText, setDefaultText] = useState(
    column?.defaultValue === null || column?.defaultValue === undefined ? "" : String(column.defaultValue),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [link, setLink] = useState<LinkDraft>(() => linkDraftOf(column));
  // Computed columns and links keep their type (a lookup's, rollup's or formula's settings still change).
  const locked = column ? isComputed(column.type) || isLinked(column.type) : false;
  const fixedOptions = column
    ? isComputed(column.type) && !isLinked(column.type) && column.type !== "formula"
    : false;
  const typeChanged = column !== null && type !== column.type;
  const linkedType = isLinkedType(type) ? type : null;
  const linked = useLinkedColumns(props.moduleId, linkedType, link, props.columns, column !== null);
  const linkIssue = linkedType
    ? linkProblem(linkedType, link, { columns: props.columns, targets: linked.columns })
    : null;
  const problemId = useId();
  const formula = useFormulaDraft(column, props.columns, name);
  const formulaIssue = type === "formula" && !formula.valid;

  const options = (): ColumnBody["options"] => {
    if (linkedType) return linkOptionsBody(linkedType, link, column !== null);
    if (type === "formula") return formulaOptionsBody(formula.expression, formula.result, precision);
    if (hasPrecision(type)) return type === "currency" ? { precision, currency } : { precision };
    if (isSelect(type))
      return {
        choices: choices.map((choice) => ({
          ...(choice.id ? { id: choice.id } : {}),
          name: choice.name.trim(),
          color: choice.color,
        })),
      };
    if (type === "rating") return { max };
    return undefined;
  };

  const check = () => {
    const found: Record<string, string> = {};
    const named = dbNameSchema.safeParse(name);
    if (!named.success) found.name = tAll(named.error.issues[0]!.message);
    if (isSelect(type)) {
      const names = choices.map((choice) => choice.name.trim().toLowerCase());
      if (names.some((entry) => entry === "")) found.choices = t("choiceEmpty");
      else if (new Set(names).size !== names.length) found.choices = t("choiceTwice");
    }
    if (defaultText.trim() !== "" && hasDefault(type)) {
      const shape = {
        id: "x",
        type,
        options: normalizeOptions(type, {
          ...options(),
          choices: choices.map((c, i) => ({ id: c.id ?? `n${i}`, name: c.name, color: c.color })),
        }),
      };
      const parsed = parseCell(shape, defaultText);
      if (!parsed.ok) found.defaultValue = tAll(parsed.error);
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check() || linkIssue || formulaIssue) return;
    setSaving(true);
    setFailure(null);
    const rules = canRequire(type)
      ? {
          required,
          unique: canBeUnique(type) && unique,
          defaultValue: !hasDefault(type) || defaultText.trim() === "" ? null : defaultText.trim(),
        }
      : {};
    try {
      if (!column) {
        await dbApi.createColumn(props.moduleId, props.tableId, {
          name: name.trim(),
          type,
          options: options(),
          ...rules,
        });
      } else if (typeChanged) {
        if (name.trim() !== column.name)
          await dbApi.updateColumn(props.moduleId, props.tableId, column.id, { name: name.trim() });
        props.onConversion(
          await dbApi.startConversion(props.moduleId, props.tableId, column.id, { type, options: options() }),
        );
      } else {
        await dbApi.updateColumn(props.moduleId, props.tableId, column.id, {
          name: name.trim(),
          ...(fixedOptions ? {} : { options: options() ?? {} }),
          ...rules,
        });
      }
      props.onSaved();
    } catch (error) {
      setFailure(errorMessage(error, t("saveFailed")));
    } finally {
      setSaving(false);
    }
  };

  const types = typeChoices(column?.type ?? null).map((entry) => ({
    value: entry,
    label: tAll(`databaseGenerator.types.${entry}`),
  }));

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={column ? t("editTitle", { name: column.name }) : t("addTitle")}
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate data-testid="column-form">
        <Stack gap="sm">
          <FormError error={failure} />
          <TextInput
            label={t("name")}
            withAsterisk
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors.name}
            maxLength={100}
            data-autofocus
          />
          <Select
            label={t("type")}
            data={types}
            value={type}
            onChange={(value) => value && setType(value as ColumnType)}
            disabled={locked}
            allowDeselect={false}
            searchable
            leftSection={<ColumnTypeIcon type={type} decorative />}
            renderOption={({ option }) => (
              <Group gap={8} wrap="nowrap">
                <ColumnTypeIcon type={option.value as ColumnType} decorative />
                {option.label}
              </Group>
            )}
            data-testid="column-type"
          />
          {typeChanged && (
            <Alert color="yellow" variant="light">
              {t("typeChangeNote")}
            </Alert>
          )}
          {hasPrecision(type) && (
            <NumberInput
              label={t("precision")}
              min={0}
              max={PRECISION_MAX}
              clampBehavior="strict"
              allowDecimal={false}
              value={precision}
              onChange={(value) => setPrecision(Number(value) || 0)}
            />
          )}
          {type === "currency" && (
            <Select
              label={t("currency")}
              data={CURRENCIES}
              value={currency}
              onChange={(value) => value && setCurrency(value)}
              allowDeselect={false}
              searchable
            />
          )}
          {type === "rating" && (
            <NumberInput
              label={t("max")}
              min={1}
              max={RATING_MAX}
              clampBehavior="strict"
              allowDecimal={false}
              value={max}
              onChange={(value) => setMax(Number(value) || 1)}
            />
          )}
          {isSelect(type) && <ChoicesEditor value={choices} onChange={setChoices} error={errors.choices} />}
          {linkedType && (
            <LinkOptions
              moduleId={props.moduleId}
              databaseId={props.databaseId}
              tableId={props.tableId}
              type={linkedType}
              column={column}
              columns={props.columns}
              value={link}
              onChange={setLink}
              linked={linked}
              problem={linkIssue}
              problemId={problemId}
            />
          )}
          {type === "formula" && (
            <FormulaOptions
              draft={formula}
              columns={props.columns}
              precision={precision}
              onPrecision={setPrecision}
            />
          )}
          {canRequire(type) && (
            <>
              {hasDefault(type) && (
                <TextInput
                  label={t("defaultValue")}
                  description={t("defaultHint")}
                  value={defaultText}
                  onChange={(event) => setDefaultText(event.currentTarget.value)}
                  error={errors.defaultValue}
                />
              )}
              <Switch
                label={t("required")}
                checked={required}
                onChange={(event) => setRequired(event.currentTarget.checked)}
              />
              {canBeUnique(type) && (
                <Switch
                  label={t("unique")}
                  checked={unique}
                  onChange={(event) => setUnique(event.currentTarget.checked)}
                />
              )}
            </>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {tc("cancel")}
            </Button>
            <Button
              type="submit"
              loading={saving}
              disabled={linkIssue !== null || formulaIssue}
              aria-describedby={linkIssue !== null ? problemId : formulaIssue ? formula.noteId : undefined}
              data-testid="column-save"
            >
              {column ? tc("save") : t("add")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
