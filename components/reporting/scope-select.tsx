"use client";

import { MultiSelect, type MultiSelectProps } from "@mantine/core";
import { useTranslations } from "next-intl";

/** A report's members or projects: searchable, clearable, the picked ones left out of the list. */
export function ScopeSelect(props: MultiSelectProps & { "data-testid": string }) {
  const t = useTranslations("reporting.filters");
  return (
    <MultiSelect searchable clearable hidePickedOptions nothingFoundMessage={t("nothingFound")} {...props} />
  );
}
