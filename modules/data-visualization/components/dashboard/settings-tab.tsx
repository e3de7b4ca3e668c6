"use client";

import { Button, Card, Group, Select, Stack, Text, Textarea, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconTrash } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { confirmAction } from "@/components/ui/confirm";
import { FormError } from "@/components/ui/form-error";
import { translatedResolver } from "@/lib/client/form";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { errorMessage } from "@/lib/client/api";
import { invalidateQueries } from "@/lib/client/query/cache";
import { moduleTag } from "@/lib/client/query/spec";
import type { ModuleInfo } from "@/lib/modules/types";
import { dvApi } from "@/modules/data-visualization/client/api";
import {
  DASHBOARD_DESCRIPTION_MAX,
  DASHBOARD_NAME_MAX,
  updateDashboardSchema,
} from "@/modules/data-visualization/schemas/dashboards";
import { normalFilters, type Filters } from "@/modules/data-visualization/shared/filters";
import type { Dashboard } from "@/modules/data-visualization/shared/types";
import { FilterFields } from "../add-chart/filter-fields";
import { dvHrefs, type DvPlace } from "./hrefs";
import { FiltersSummary } from "./filters-summary";

interface Values {
  name: string;
  description: string;
  filters: Filters;
  coverChartId: string | null;
}

const valuesOf = (dashboard: Dashboard): Values => ({
  name: dashboard.name,
  description: dashboard.description ?? "",
  filters: normalFilters(dashboard.filters),
  coverChartId: dashboard.coverChartId,
});

/**
 * The Settings tab: the visualization's name, description, filters (a period, projects, people:
 * they narrow every chart on it) and the chart its card shows — changed by those who may edit, read
 * by the others — and its deletion (asked first, then back to the list) for those who may delete.
 */
export function SettingsTab(props: {
  info: ModuleInfo;
  place: DvPlace;
  workspaceId: string;
  dashboard: Dashboard;
  onSaved: (dashboard: Dashboard) => void;
}) {
  const { info, dashboard } = props;
  const t = useTranslations("dataVisualization.dashboard.settings");
  const tAll = useTranslations();
  const tc = useTranslations("common");
  const router = useRouter();
  const { loading, error, submit } = useFormSubmit();
  const [deleting, setDeleting] = useState(false);
  const form = useForm<Values>({
    initialValues: valuesOf(dashboard),
    validate: translatedResolver(updateDashboardSchema, tAll),
  });
  // Another person's change shows here while nothing is being edited.
  const { isDirty, setInitialValues, setValues } = form;
  useEffect(() => {
    if (isDirty()) return;
    setInitialValues(valuesOf(dashboard));
    setValues(valuesOf(dashboard));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again when the dashboard changes
  }, [dashboard]);

  const coverOptions = dashboard.charts.map((chart) => ({ value: chart.id, label: chart.name }));
  const remove = async () => {
    const confirmed = await confirmAction({
      title: t("deleteTitle", { name: dashboard.name }),
      message: t("deleteText"),
      confirm: tc("delete"),
      cancel: tc("cancel"),
      danger: true,
    });
    if (!confirmed) return;
    setDeleting(true);
    try {
      await dvApi.deleteDashboard(info.id, dashboard.id);
      notifications.show({ color: "teal", message: t("deleted", { name: dashboard.name }) });
      invalidateQueries({ tag: moduleTag(info.id) });
      router.push(dvHrefs.list(props.place));
    } catch (caught) {
      notifications.show({ color: "red", message: errorMessage(caught, t("deleteFailed")) });
      setDeleting(false);
    }
  };

  return (
    <Stack gap="lg" maw={760} data-testid="visualization-settings">
      {info.access.edit ? (
        <form
          noValidate
          onSubmit={form.onSubmit((values) =>
            submit(async () => {
              const saved = await dvApi.updateDashboard(info.id, dashboard.id, {
                name: values.name,
                description: values.description.trim() || null,
                filters: normalFilters(values.filters),
                coverChartId: values.coverChartId,
              });
              props.onSaved(saved);
              form.setInitialValues(valuesOf(saved));
              form.setValues(valuesOf(saved));
              notifications.show({ color: "teal", message: t("saved") });
            }),
          )}
        >
          <Stack gap="md">
            <TextInput
              label={t("name")}
              withAsterisk
              maxLength={DASHBOARD_NAME_MAX}
              {...form.getInputProps("name")}
              data-testid="settings-name"
            />
            <Textarea
              label={t("description")}
              autosize
              minRows={2}
              maxRows={6}
              maxLength={DASHBOARD_DESCRIPTION_MAX}
              {...form.getInputProps("description")}
            />
            <Stack gap={4}>
              <Title order={4}>{t("filters")}</Title>
              <Text size="sm" c="dimmed">
                {t("filtersHint")}
              </Text>
            </Stack>
            <FilterFields
              value={form.values.filters}
              onChange={(filters) => form.setFieldValue("filters", filters)}
              workspaceId={props.workspaceId}
              periodError={
                (form.errors["filters.from"] ?? form.errors["filters.period"] ?? null) as string | null
              }
              testId="settings-filters"
            />
            <Select
              label={t("cover")}
              description={t("coverHint")}
              placeholder={t("coverFirst")}
              data={coverOptions}
              value={form.values.coverChartId}
              onChange={(value) => form.setFieldValue("coverChartId", value)}
              clearable
              disabled={coverOptions.length === 0}
              comboboxProps={{ withinPortal: true }}
            />
            <FormError error={error} testId="settings-error" />
            <Group justify="flex-end">
              <Button
                variant="default"
                disabled={!form.isDirty() || loading}
                onClick={() => form.setValues(valuesOf(dashboard))}
              >
                {t("reset")}
              </Button>
              <Button type="submit" loading={loading} disabled={!form.isDirty()} data-testid="settings-save">
                {tc("save")}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack gap="sm" data-testid="settings-read-only">
          <Text size="sm" c="dimmed">
            {t("readOnly")}
          </Text>
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t("name")}
            </Text>
            <Text size="sm">{dashboard.name}</Text>
          </Stack>
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t("description")}
            </Text>
            <Text size="sm" c={dashboard.description ? undefined : "dimmed"}>
              {dashboard.description ?? t("noDescription")}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t("filters")}
            </Text>
            <FiltersSummary filters={dashboard.filters} workspaceId={props.workspaceId} />
          </Stack>
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t("cover")}
            </Text>
            <Text size="sm">
              {dashboard.charts.find((chart) => chart.id === dashboard.coverChartId)?.name ?? t("coverFirst")}
            </Text>
          </Stack>
        </Stack>
      )}

      {info.access.delete && (
        <Card withBorder padding="md" data-testid="settings-delete">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Stack gap={2} style={{ flex: "1 1 240px" }}>
              <Text fw={600}>{t("deleteHeading")}</Text>
              <Text size="sm" c="dimmed">
                {t("deleteHint")}
              </Text>
            </Stack>
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={deleting}
              onClick={() => void remove()}
              data-testid="delete-visualization"
            >
              {t("deleteButton")}
            </Button>
          </Group>
        </Card>
      )}
    </Stack>
  );
}
