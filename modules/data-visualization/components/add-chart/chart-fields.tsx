"use client";

import { Anchor, Button, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { IconFilter, IconFilterOff, IconSparkles } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { REPORT_ENTITY_IDS } from "@/lib/metrics/entities";
import {
  BURN_STYLES,
  CHART_NAME_MAX,
  CHART_STYLES,
  FIGURE_STYLES,
} from "@/modules/data-visualization/shared/chart";
import { AxesFields } from "./axes-fields";
import { DEFAULT_ON, parseOn, withSource, type ChartFormValues } from "./chart-form";
import { ColorPicker } from "./color-picker";
import { FilterFields } from "./filter-fields";
import { tableIn, type ChartSources } from "./use-chart-sources";

type Errors = Partial<Record<keyof ChartFormValues, string | null>>;
const portal = { withinPortal: true } as const;

/**
 * 'Chart details', the manual form: Chart Name, 'Include data from' (the dashboard it goes on),
 * 'Report on' (the report entities, then the database tables, files and connectors the viewer may
 * read), its colour, its style (burndown and burnup for tasks only), its axes, and 'Add filter'.
 */
export function ChartFields(props: {
  moduleId: string;
  workspaceId: string;
  values: ChartFormValues;
  onChange: (values: ChartFormValues) => void;
  errors: Errors;
  sources: ChartSources;
  dashboards: { value: string; label: string }[];
  /** A chart being edited stays on its dashboard. */
  editing: boolean;
  onAi: () => void;
}) {
  const { values, errors, sources } = props;
  const t = useTranslations("dataVisualization.addChart");
  const tv = useTranslations("dataVisualization");
  const set = (patch: Partial<ChartFormValues>) => props.onChange({ ...values, ...patch });
  const parsed = parseOn(values.on);
  const isTasks = values.on === DEFAULT_ON;

  const known = new Set<string>();
  const item = (value: string, label: string) => {
    known.add(value);
    return { value, label };
  };
  const groups = [
    {
      group: t("groups.entities"),
      items: REPORT_ENTITY_IDS.map((id) => item(`entity:${id}`, tv(`entities.${id}`))),
    },
    {
      group: t("groups.tables"),
      items: sources.tables.map((table) =>
        item(`table:${table.id}`, table.group ? `${table.name} (${table.group})` : table.name),
      ),
    },
    {
      group: t("groups.datasets"),
      items: sources.datasets.map((dataset) => item(`dataset:${dataset.id}`, dataset.name)),
    },
    {
      group: t("groups.connectors"),
      items: sources.connectors.map((connector) => item(`connector:${connector.id}`, connector.name)),
    },
  ].filter((group) => group.items.length > 0);
  // A source chosen before its list answered (or one gone since): kept, named by its kind.
  if (parsed && !known.has(values.on)) {
    groups.push({
      group: t("groups.other"),
      items: [{ value: values.on, label: t(`unknownSource.${parsed.kind}`) }],
    });
  }
  const unavailable = [
    sources.errors.tables && t("groups.tables"),
    sources.errors.datasets && t("groups.datasets"),
    sources.errors.connectors && t("groups.connectors"),
  ].filter(Boolean);

  const chooseSource = (on: string | null) => {
    if (!on || on === values.on) return;
    const next = parseOn(on);
    const table =
      next && (next.kind === "table" || next.kind === "dataset")
        ? tableIn(sources, next.kind, next.id)
        : null;
    props.onChange(withSource(values, on, table?.columns[0]?.id ?? null));
  };

  return (
    <Stack gap="sm" data-testid="chart-fields">
      <Group justify="flex-end">
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={props.onAi}
          data-testid="chart-generate-ai"
        >
          <Group gap={4} component="span">
            <IconSparkles size={14} aria-hidden />
            {t("generateWithAi")}
          </Group>
        </Anchor>
      </Group>
      <TextInput
        label={t("name")}
        placeholder={t("namePlaceholder")}
        withAsterisk
        maxLength={CHART_NAME_MAX}
        value={values.name}
        onChange={(event) => set({ name: event.currentTarget.value })}
        error={errors.name}
        data-autofocus
        data-testid="chart-name"
      />
      <Select
        label={t("dashboard")}
        description={props.editing ? t("dashboardEditing") : undefined}
        data={props.dashboards}
        value={values.dashboardId}
        onChange={(dashboardId) => dashboardId && set({ dashboardId })}
        allowDeselect={false}
        disabled={props.editing}
        comboboxProps={portal}
        data-testid="chart-dashboard"
      />
      <Select
        label={t("reportOn")}
        description={
          unavailable.length ? t("sourcesUnavailable", { sources: unavailable.join(", ") }) : undefined
        }
        data={groups}
        value={values.on}
        onChange={chooseSource}
        allowDeselect={false}
        searchable
        error={errors.on}
        comboboxProps={portal}
        data-testid="chart-report-on"
      />
      <ColorPicker value={values.color} onChange={(color) => set({ color })} error={errors.color} />
      <Select
        label={t("style")}
        description={isTasks ? undefined : t("burnOnlyTasks")}
        data={CHART_STYLES.map((style) => ({
          value: style,
          label: tv(`styles.${style}`),
          disabled: BURN_STYLES.includes(style) && !isTasks,
        }))}
        value={values.style}
        onChange={(style) => style && set({ style: style as ChartFormValues["style"] })}
        allowDeselect={false}
        error={errors.style}
        comboboxProps={portal}
        data-testid="chart-style"
      />
      <AxesFields
        key={values.on}
        moduleId={props.moduleId}
        values={values}
        onChange={set}
        sources={sources}
        errors={errors}
        xUnused={BURN_STYLES.includes(values.style) || FIGURE_STYLES.includes(values.style)}
      />
      {parsed?.kind === "entity" &&
        (values.filtering ? (
          <Stack gap="xs">
            <Group justify="space-between">
              <Text size="sm" fw={500}>
                {t("filters")}
              </Text>
              <Button
                size="compact-xs"
                variant="subtle"
                color="gray"
                leftSection={<IconFilterOff size={14} aria-hidden />}
                onClick={() => set({ filtering: false })}
              >
                {t("removeFilter")}
              </Button>
            </Group>
            <FilterFields
              value={values.filters}
              onChange={(filters) => set({ filters })}
              workspaceId={props.workspaceId}
              periodError={errors.filters}
              testId="chart-filters"
            />
          </Stack>
        ) : (
          <Group>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconFilter size={14} aria-hidden />}
              onClick={() => set({ filtering: true })}
              data-testid="chart-add-filter"
            >
              {t("addFilter")}
            </Button>
          </Group>
        ))}
    </Stack>
  );
}
