"use client";

import { Alert, Button, Group, Modal, SimpleGrid, Stack, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useMemo, useState, type FormEvent } from "react";
import { DialogRouteNotice } from "@/components/ui/dialog-route";
import { FormError } from "@/components/ui/form-error";
import { ApiError, errorMessage } from "@/lib/client/api";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import { useQuery } from "@/lib/client/query/use-query";
import type { ModuleInfo } from "@/lib/modules/types";
import { dvApi, dvQueries } from "@/modules/data-visualization/client/api";
import type { Dashboard } from "@/modules/data-visualization/shared/types";
import type { AddChartQuery } from "../dashboard/hrefs";
import { AiPrompt } from "./ai-prompt";
import { bodyOf, defaultValues, formIssues, parseOn, valuesOf, type ChartFormValues } from "./chart-form";
import { ChartFields } from "./chart-fields";
import { ChartPreview } from "./chart-preview";
import { tableIn, useChartSources } from "./use-chart-sources";

type Errors = Partial<Record<keyof ChartFormValues, string | null>>;

/** The API's messages that belong to a field of the form (the rest show above the buttons). */
const FIELD_MESSAGES: [keyof ChartFormValues, string][] = [
  ["name", "validation.chartNameRequired"],
  ["name", "validation.chartNameTooLong"],
  ["style", "validation.chartStyleInvalid"],
  ["style", "validation.chartStyleSource"],
  ["color", "validation.chartColorInvalid"],
  ["x", "validation.chartAxisInvalid"],
  ["on", "validation.chartEntityInvalid"],
  ["filters", "validation.chartPeriodInvalid"],
  ["filters", "validation.chartFilterInvalid"],
];

/** A source from the dialog's URL (`table:{id}`, `dataset:{id}`, `connector:{id}`) as the form's choice. */
const onOfQuery = (source: string | null | undefined) => (source && parseOn(source) ? source : undefined);

/**
 * 'Add Item' (…/{dataVisualizationId}/add-chart; `?chartId=` edits a chart, `?source=` starts from a
 * table, file or connector): the live preview on the left, 'Chart details' on the right — the
 * manual form, or 'Generate with AI', whose proposal fills the form. 'Add' ('Save' when editing)
 * adds it to the chosen dashboard; no Cancel: the X or Escape closes it. The API's messages show on
 * their fields, the others above the button.
 */
export function AddChartDialog(props: {
  info: ModuleInfo;
  dashboard: Dashboard;
  workspaceId: string;
  zone: string | null;
  query: AddChartQuery;
  onClose: () => void;
}) {
  const { info, dashboard, query } = props;
  const t = useTranslations("dataVisualization.addChart");
  const tAll = useTranslations();
  const phone = useMediaQuery("(max-width: 48em)");
  const editing = query.chartId
    ? (dashboard.charts.find((chart) => chart.id === query.chartId) ?? null)
    : null;
  const allowed = query.chartId ? info.access.edit : info.access.add;
  const [values, setValues] = useState<ChartFormValues>(() =>
    editing ? valuesOf(editing, dashboard.id) : defaultValues(dashboard.id, onOfQuery(query.source)),
  );
  const [mode, setMode] = useState<"manual" | "ai">("manual");
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const sources = useChartSources(info.id);
  const list = useQuery(dvQueries.dashboards(info.id));
  const dashboards = useMemo(() => {
    const options = (list.data?.data ?? []).map((one) => ({ value: one.id, label: one.name }));
    return options.some((option) => option.value === dashboard.id)
      ? options
      : [{ value: dashboard.id, label: dashboard.name }, ...options];
  }, [list.data, dashboard.id, dashboard.name]);

  // A table or file chosen by the URL before its columns were known: its first column is the X-axis.
  const parsed = parseOn(values.on);
  const pending = parsed && (parsed.kind === "table" || parsed.kind === "dataset") && !values.x;
  const firstColumn = pending
    ? tableIn(sources, parsed.kind as "table" | "dataset", parsed.id)?.columns[0]?.id
    : undefined;
  if (pending && firstColumn) setValues({ ...values, x: firstColumn });

  const change = (next: ChartFormValues) => {
    setValues(next);
    if (Object.keys(errors).length) setErrors({});
    setFormError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const issues = formIssues(values);
    if (Object.keys(issues).length > 0) {
      setErrors(Object.fromEntries(Object.entries(issues).map(([field, key]) => [field, tAll(key)])));
      setMode("manual");
      return;
    }
    const body = bodyOf(values);
    if (!body) return;
    setSaving(true);
    setFormError(null);
    try {
      if (editing) await dvApi.updateChart(info.id, dashboard.id, editing.id, body);
      else await dvApi.createChart(info.id, values.dashboardId, body);
      const elsewhere = !editing && values.dashboardId !== dashboard.id;
      const target = dashboards.find((option) => option.value === values.dashboardId)?.label ?? "";
      notifications.show({
        color: "teal",
        message: editing
          ? t("saved", { name: body.name })
          : elsewhere
            ? t("addedTo", { name: body.name, dashboard: target })
            : t("added", { name: body.name }),
      });
      invalidateQueries({ tag: moduleTag(info.id) });
      props.onClose();
    } catch (error) {
      const messages = error instanceof ApiError ? error.messages : [];
      const fields: Errors = {};
      const rest: string[] = [];
      for (const message of messages) {
        const field = FIELD_MESSAGES.find(([, key]) => tAll(key) === message)?.[0];
        if (field) fields[field] = message;
        else rest.push(message);
      }
      setErrors(fields);
      if (Object.keys(fields).length) setMode("manual");
      setFormError(
        rest.length ? rest.join(", ") : messages.length ? null : errorMessage(error, t("saveFailed")),
      );
      setSaving(false);
    }
  };

  return (
    <Modal
      opened
      onClose={props.onClose}
      title={editing ? t("editTitle") : t("title")}
      size={1120}
      fullScreen={phone}
      closeButtonProps={{ "aria-label": t("close") }}
      data-testid="add-chart-dialog"
    >
      {!allowed ? (
        <DialogRouteNotice
          message={t(query.chartId ? "noEditRight" : "noAddRight")}
          closeLabel={t("close")}
          onClose={props.onClose}
        />
      ) : query.chartId && !editing ? (
        <DialogRouteNotice message={t("chartGone")} closeLabel={t("close")} onClose={props.onClose} />
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <ChartPreview moduleId={info.id} values={values} zone={props.zone} />
              <Stack gap="sm">
                <Title order={3} size="h4">
                  {t("details")}
                </Title>
                {mode === "ai" ? (
                  <AiPrompt
                    moduleId={info.id}
                    onProposal={(chart) => {
                      change({ ...valuesOf(chart, values.dashboardId) });
                      setMode("manual");
                      notifications.show({ color: "teal", message: t("proposed") });
                    }}
                    onManual={() => setMode("manual")}
                  />
                ) : (
                  <ChartFields
                    moduleId={info.id}
                    workspaceId={props.workspaceId}
                    values={values}
                    onChange={change}
                    errors={errors}
                    sources={sources}
                    dashboards={dashboards}
                    editing={editing !== null}
                    onAi={() => setMode("ai")}
                  />
                )}
              </Stack>
            </SimpleGrid>
            {list.error && (
              <Alert color="yellow" role="status">
                {t("dashboardsUnavailable", { message: errorMessage(list.error, t("saveFailed")) })}
              </Alert>
            )}
            <FormError error={formError} testId="add-chart-error" />
            <Group justify="flex-end">
              <Button type="submit" loading={saving} data-testid="add-chart-submit">
                {editing ? t("save") : t("add")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
