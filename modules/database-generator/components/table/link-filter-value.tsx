"use client";

import { Loader, MultiSelect } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { Column } from "@/modules/database-generator/shared/types";
import { linkFilterData, linkFilterValue, withTitles } from "../grid/link-cells";
import { useLinkOptions } from "./use-link-options";

/**
 * The value of a link condition (has any of / has none of): records of the linked table, found by the
 * server's search as the person types (the first 50), chosen as chips. `onChange` gets the ids, or
 * nothing when none is chosen (the condition then waits).
 */
export function LinkFilterValue(props: {
  moduleId: string;
  /** A link column. */
  column: Column;
  value: readonly string[];
  label: string;
  onChange: (ids: string[] | undefined) => void;
}) {
  const { moduleId, value, onChange } = props;
  const t = useTranslations("databaseGenerator.links");
  const tableId = props.column.options.tableId ?? "";
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 250);
  // What names the records chosen, once they leave the list (another search).
  const [known, setKnown] = useState<Record<string, string>>({});
  const options = useLinkOptions(moduleId, tableId, q);
  const found = options.options ?? [];
  const unnamed = t("unnamed");
  const loading = options.loading || options.fetching;
  const failed = Boolean(options.error);

  return (
    <MultiSelect
      aria-label={props.label}
      data={linkFilterData(found, value, known, unnamed)}
      value={[...value]}
      onChange={(ids) => {
        setKnown((current) =>
          withTitles(
            current,
            found.filter((option) => ids.includes(option.id)),
          ),
        );
        onChange(linkFilterValue(ids));
      }}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server searched already (by every column, not only what names a record).
      filter={({ options }) => options}
      placeholder={value.length === 0 ? t("searchPlaceholder") : undefined}
      nothingFoundMessage={failed ? t("loadFailed") : loading ? t("loading") : t("noRecords")}
      rightSection={loading ? <Loader size={12} /> : undefined}
      comboboxProps={{ withinPortal: false }}
      size="xs"
      w={200}
      data-testid="link-filter-value"
    />
  );
}
