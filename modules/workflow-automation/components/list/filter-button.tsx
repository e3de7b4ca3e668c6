"use client";

import { Badge, Button, Popover, Select, Stack, TextInput } from "@mantine/core";
import { IconFilter } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import type { ProcessFilters } from "@/modules/workflow-automation/client/api";
import { PROCESS_STATES } from "@/modules/workflow-automation/schemas/processes";

/** The spec's 'Filter': the automations whose name has some text, in one state; a count of those set. */
export function FilterButton(props: {
  value: Required<ProcessFilters>;
  onChange: (next: Required<ProcessFilters>) => void;
}) {
  const t = useTranslations("workflowAutomation.list");
  const { value } = props;
  const active = (value.q ? 1 : 0) + (value.state ? 1 : 0);
  return (
    <Popover position="bottom-end" width={280} shadow="md" trapFocus>
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconFilter size={16} aria-hidden />}
          rightSection={
            active > 0 ? (
              <Badge size="xs" circle aria-label={t("filtersSet", { count: active })}>
                {active}
              </Badge>
            ) : null
          }
          data-testid="automation-filter"
        >
          {t("filter")}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <TextInput
            label={t("filterName")}
            value={value.q}
            maxLength={120}
            onChange={(event) => props.onChange({ ...value, q: event.currentTarget.value })}
            data-testid="automation-filter-name"
          />
          <Select
            label={t("filterState")}
            placeholder={t("filterAny")}
            clearable
            data={PROCESS_STATES.map((state) => ({ value: state, label: t(`state.${state}`) }))}
            value={value.state}
            onChange={(state) =>
              props.onChange({ ...value, state: state as Required<ProcessFilters>["state"] })
            }
            comboboxProps={{ withinPortal: false }}
            data-testid="automation-filter-state"
          />
          <Button
            variant="subtle"
            disabled={active === 0}
            onClick={() => props.onChange({ q: "", state: null })}
          >
            {t("clearFilter")}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
