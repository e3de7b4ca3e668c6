"use client";

import { Select } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { ModuleIcon } from "@/components/modules/module-icon";
import type { IntegrationModule } from "@/lib/integrations/types";
import { ModuleLabel } from "./module-label";

/** The spec's list height for the integration pickers (§2 Integration dialog). */
const DROPDOWN_MAX_HEIGHT = 120;

/**
 * A searchable module picker (spec §2): 'Select' while empty, 'Search...' while its list is open,
 * each option with the module's name and cover icon, 'No modules found...' when nothing matches.
 */
export function ModuleSelect({
  label,
  modules,
  value,
  onChange,
  disabled = false,
  testId,
}: {
  label: string;
  modules: readonly IntegrationModule[];
  value: IntegrationModule | null;
  onChange: (module: IntegrationModule | null) => void;
  disabled?: boolean;
  testId: string;
}) {
  const t = useTranslations("integrations");
  const [open, setOpen] = useState(false);
  const byId = useMemo(() => new Map(modules.map((module) => [module.moduleId, module])), [modules]);
  const data = useMemo(
    () => modules.map((module) => ({ value: module.moduleId, label: module.name })),
    [modules],
  );

  return (
    <Select
      label={label}
      data={data}
      value={value?.moduleId ?? null}
      onChange={(id) => onChange(id ? (byId.get(id) ?? null) : null)}
      searchable
      allowDeselect={false}
      placeholder={open ? t("search") : t("select")}
      nothingFoundMessage={t("nothingFound")}
      maxDropdownHeight={DROPDOWN_MAX_HEIGHT}
      onDropdownOpen={() => setOpen(true)}
      onDropdownClose={() => setOpen(false)}
      leftSection={value ? <ModuleIcon tag={value.tag} size={16} /> : undefined}
      renderOption={({ option }) => {
        const found = byId.get(option.value);
        return found ? <ModuleLabel module={found} compact /> : option.label;
      }}
      disabled={disabled}
      data-testid={testId}
    />
  );
}
