"use client";

import { Button, Checkbox, Group, SimpleGrid, Stack, Switch, Text, TextInput } from "@mantine/core";
import { DatePickerInput, type DatePickerPreset } from "@mantine/dates";
import "@mantine/dates/styles.css";
import { useForm } from "@mantine/form";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import * as z from "@/lib/zod";
import { FormError } from "@/components/ui/form-error";
import type { CreateReportBody } from "@/lib/client/reporting/api";
import { translatedResolver } from "@/lib/client/form";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { DEFAULT_PERIOD_PRESET, PERIOD_PRESETS, presetPeriod } from "@/lib/reporting/periods";
import { reportPeriodSchema, reportTitleSchema, reportWidgetsSchema } from "@/lib/schemas/reports";
import {
  MY_IMPACT_WIDGETS,
  MY_ORGANIZATION_WIDGETS,
  REPORT_TITLE_MAX,
  REPORT_WIDGETS,
  type ReportSummary,
  type ReportWidget,
} from "@/lib/reporting/types";
import { ScopeSelect } from "./scope-select";
import { usePeopleOptions, useProjectOptions } from "./use-report-options";

interface FormValues {
  title: string;
  memberIds: string[];
  projectIds: string[];
  period: [string | null, string | null];
  widgets: string[];
  shared: boolean;
}

/**
 * The API's own rules (lib/schemas/reports.ts): §5 'Title is required', a period of real days in
 * order and REPORT_PERIOD_MAX_DAYS at most, one chart at least. The picker's two days must be set.
 */
const reportFormSchema = z.object({
  title: reportTitleSchema,
  period: z.pipe(
    z.pipe(
      z
        .tuple([z.nullable(z.string()), z.nullable(z.string())])
        .check(z.refine(([from, to]) => from !== null && to !== null, "reporting.form.periodRequired")),
      z.transform(([from, to]: [string | null, string | null]) => ({ from: from ?? "", to: to ?? "" })),
    ),
    reportPeriodSchema,
  ),
  widgets: reportWidgetsSchema,
});

/** An error on a part of the period (`period.to`) shows on the period's picker. */
function fieldOf(path: string): string {
  return path.startsWith("period.") ? "period" : path;
}

const WIDGET_GROUPS = [
  { key: "myImpact", widgets: MY_IMPACT_WIDGETS },
  { key: "myOrganization", widgets: MY_ORGANIZATION_WIDGETS },
] as const;

function defaultPeriod(today: string): [string, string] {
  const period = presetPeriod(DEFAULT_PERIOD_PRESET, today);
  return [period.from, period.to];
}

/** Options of the people or projects a saved report names, merged with those the viewer can list. */
function mergeOptions(options: { value: string; label: string }[], named: { id: string; name: string }[]) {
  const missing = named.filter((item) => !options.some((option) => option.value === item.id));
  return [...options, ...missing.map((item) => ({ value: item.id, label: item.name }))];
}

/**
 * The add-report and edit form: title (required), members and projects (none: everyone / every
 * project the viewer sees), a period with presets, the widgets by group and sharing with the
 * workspace. `onSubmit` gets the body the API takes; its failure shows above the fields.
 */
export function ReportForm(props: {
  initial?: ReportSummary;
  /** The viewer's today: presets and a new report's period (last 90 days) start from it. */
  today: string;
  submitLabel: string;
  onCancel: () => void;
  onSubmit: (body: CreateReportBody & { widgets: ReportWidget[] }) => Promise<void | "navigating">;
}) {
  const t = useTranslations();
  const tr = useTranslations("reporting");
  const { today } = props;
  const { loading, error, submit } = useFormSubmit();
  const people = usePeopleOptions();
  const projects = useProjectOptions();
  const { initial } = props;

  const resolve = useMemo(() => translatedResolver(reportFormSchema, t), [t]);
  const form = useForm<FormValues>({
    initialValues: {
      title: initial?.title ?? "",
      memberIds: initial?.members.map((member) => member.id) ?? [],
      projectIds: initial?.projects.map((project) => project.id) ?? [],
      period: initial ? [initial.period.from, initial.period.to] : defaultPeriod(today),
      widgets: initial ? [...initial.widgets] : [...REPORT_WIDGETS],
      shared: initial?.shared ?? false,
    },
    validate: (values) =>
      Object.fromEntries(
        Object.entries(resolve(values)).map(([field, message]) => [
          fieldOf(field),
          typeof message === "string" && message.startsWith("reporting.") ? t(message) : message,
        ]),
      ),
  });

  const presets = useMemo<DatePickerPreset<"range">[]>(
    () =>
      PERIOD_PRESETS.filter((preset) => preset !== "custom").map((preset) => {
        const period = presetPeriod(preset, today);
        return { value: [period.from, period.to], label: tr(`period.presets.${preset}`) };
      }),
    [today, tr],
  );

  const onSubmit = form.onSubmit((values) =>
    submit(() =>
      props.onSubmit({
        title: values.title.trim(),
        memberIds: values.memberIds,
        projectIds: values.projectIds,
        period: { from: values.period[0] ?? "", to: values.period[1] ?? "" },
        widgets: REPORT_WIDGETS.filter((widget) => values.widgets.includes(widget)),
        shared: values.shared,
      }),
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} data-testid="report-form">
      <Stack gap="md">
        <FormError error={error} testId="report-form-error" />
        <TextInput
          label={tr("form.title")}
          placeholder={tr("form.titlePlaceholder")}
          withAsterisk
          maxLength={REPORT_TITLE_MAX}
          data-autofocus
          data-testid="report-form-title"
          {...form.getInputProps("title")}
        />
        <ScopeSelect
          label={tr("form.members")}
          description={people.error ? tr("filters.membersUnavailable") : tr("form.membersHint")}
          placeholder={form.values.memberIds.length === 0 ? tr("filters.everyone") : undefined}
          data={mergeOptions(people.options, initial?.members ?? [])}
          maxDropdownHeight={240}
          data-testid="report-form-members"
          {...form.getInputProps("memberIds")}
        />
        <ScopeSelect
          label={tr("form.projects")}
          description={projects.error ? tr("filters.projectsUnavailable") : tr("form.projectsHint")}
          placeholder={form.values.projectIds.length === 0 ? tr("filters.allProjects") : undefined}
          data={mergeOptions(projects.options, initial?.projects ?? [])}
          maxDropdownHeight={240}
          data-testid="report-form-projects"
          {...form.getInputProps("projectIds")}
        />
        <DatePickerInput
          type="range"
          label={tr("form.period")}
          placeholder={tr("period.datesPlaceholder")}
          withAsterisk
          allowSingleDateInRange
          valueFormat="D MMM YYYY"
          presets={presets}
          maxLevel="year"
          data-testid="report-form-period"
          {...form.getInputProps("period")}
        />
        <Checkbox.Group
          label={tr("form.widgets")}
          description={tr("form.widgetsHint")}
          withAsterisk
          data-testid="report-form-widgets"
          {...form.getInputProps("widgets")}
        >
          <Stack gap="md" mt="xs">
            {WIDGET_GROUPS.map((group) => (
              <Stack key={group.key} gap="xs">
                <Text size="sm" fw={600}>
                  {tr(`builtIn.${group.key}.title`)}
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs">
                  {group.widgets.map((widget) => (
                    <Checkbox
                      key={widget}
                      value={widget}
                      label={tr(`widgets.${widget}.title`)}
                      description={tr(`widgets.${widget}.explain`)}
                      data-testid={`report-form-widget-${widget}`}
                    />
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
          </Stack>
        </Checkbox.Group>
        <Switch
          label={tr("form.shared")}
          description={tr("form.sharedHint")}
          data-testid="report-form-shared"
          {...form.getInputProps("shared", { type: "checkbox" })}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" loading={loading} data-testid="report-form-submit">
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
