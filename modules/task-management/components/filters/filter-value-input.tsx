"use client";

import { MultiSelect, Select, TagsInput, TextInput, type ComboboxItem } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { DATE_PRESETS } from "@/modules/task-management/shared/date-presets";
import type { DraftValue, FilterValueKind } from "./filter-rows";

// The popover closes on clicks outside it; dropdowns rendered in place count as inside.
const inPlace = { withinPortal: false } as const;

const asStrings = (value: DraftValue): string[] =>
  Array.isArray(value)
    ? (value as (string | null)[]).filter((entry): entry is string => typeof entry === "string")
    : [];

interface FilterValueInputProps {
  kind: FilterValueKind;
  value: DraftValue;
  onChange: (value: DraftValue) => void;
  /** Options of a multi-select; suggestions of the labels input. */
  options: ComboboxItem[];
  renderOption?: (value: string) => ReactNode;
  label: string;
  error?: boolean;
}

/** The value editor of a filter row, chosen by the row's field and operator. */
export function FilterValueInput({
  kind,
  value,
  onChange,
  options,
  renderOption,
  label,
  error,
}: FilterValueInputProps) {
  const t = useTranslations("tasks.filterBar");
  const common = { "aria-label": label, error, size: "sm" as const, miw: 220, style: { flex: 1 } };
  switch (kind) {
    case "none":
      return null;
    case "text":
      return (
        <TextInput
          {...common}
          placeholder={t("textPlaceholder")}
          value={typeof value === "string" ? value : ""}
          onChange={(event) => onChange(event.currentTarget.value)}
          maxLength={200}
        />
      );
    case "options":
      return (
        <MultiSelect
          {...common}
          placeholder={asStrings(value).length ? undefined : t("selectPlaceholder")}
          data={options}
          value={asStrings(value)}
          onChange={onChange}
          searchable
          nothingFoundMessage={t("nothingFound")}
          comboboxProps={inPlace}
          renderOption={renderOption ? ({ option }) => renderOption(option.value) : undefined}
          maxDropdownHeight={220}
        />
      );
    case "tags":
      return (
        <TagsInput
          {...common}
          placeholder={t("labelsPlaceholder")}
          data={options}
          value={asStrings(value)}
          onChange={onChange}
          comboboxProps={inPlace}
          maxDropdownHeight={220}
          maxTags={50}
        />
      );
    case "date":
      return (
        <DatePickerInput
          {...common}
          placeholder={t("datePlaceholder")}
          value={typeof value === "string" ? value : null}
          onChange={onChange}
          popoverProps={inPlace}
          clearable
          valueFormat="D MMM YYYY"
        />
      );
    case "dates":
      return (
        <DatePickerInput
          {...common}
          type="multiple"
          placeholder={t("datesPlaceholder")}
          value={asStrings(value)}
          onChange={onChange}
          popoverProps={inPlace}
          clearable
          valueFormat="D MMM YYYY"
        />
      );
    case "range":
      return (
        <DatePickerInput
          {...common}
          type="range"
          placeholder={t("rangePlaceholder")}
          value={
            Array.isArray(value) && value.length === 2
              ? (value as [string | null, string | null])
              : [null, null]
          }
          onChange={(range) => onChange([range[0] ?? null, range[1] ?? null])}
          popoverProps={inPlace}
          clearable
          allowSingleDateInRange
          valueFormat="D MMM YYYY"
        />
      );
    case "preset":
      return (
        <Select
          {...common}
          placeholder={t("presetPlaceholder")}
          data={DATE_PRESETS.map((preset) => ({ value: preset, label: t(`presets.${preset}`) }))}
          value={typeof value === "string" ? value : null}
          onChange={onChange}
          comboboxProps={inPlace}
          allowDeselect={false}
          maxDropdownHeight={260}
        />
      );
  }
}
