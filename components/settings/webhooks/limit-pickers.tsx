"use client";

import { MultiSelect, Radio, Stack, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslations } from "next-intl";
import {
  offeredModules,
  type LimitScope,
  type WebhookChoices,
  type WebhookFormValues,
} from "./webhook-form-values";

/**
 * Which projects and modules a webhook hears: all of them (now and later), or chosen ones — the
 * modules grouped by their project, and with projects chosen only those projects' modules. A limited
 * webhook hears nothing outside a module (members joining, goals): the note says so.
 */
export function LimitPickers({
  form,
  choices,
}: {
  form: UseFormReturnType<WebhookFormValues>;
  choices: WebhookChoices;
}) {
  const t = useTranslations("settings.webhooks.form");
  const { values } = form;
  const modules = offeredModules(choices, values);
  const workspaceGroup = t("workspaceModules");
  const grouped = new Map<string, { value: string; label: string }[]>();
  for (const choice of modules) {
    const group = choice.projectName ?? workspaceGroup;
    grouped.set(group, [...(grouped.get(group) ?? []), { value: choice.id, label: choice.name }]);
  }

  const setProjects = (scope: LimitScope, ids: string[]) => {
    form.setFieldValue("projectScope", scope);
    form.setFieldValue("projectIds", ids);
    // Modules of projects no longer chosen are not heard any more: they leave the choice too.
    const offered = new Set(
      offeredModules(choices, { projectScope: scope, projectIds: ids }).map((m) => m.id),
    );
    form.setFieldValue(
      "moduleIds",
      values.moduleIds.filter((id) => offered.has(id)),
    );
  };

  return (
    <Stack gap="sm">
      <Radio.Group
        label={t("projects")}
        value={values.projectScope}
        onChange={(scope) => setProjects(scope as LimitScope, values.projectIds)}
      >
        <Stack gap={6} mt={6}>
          <Radio value="all" label={t("projectsAll")} data-testid="webhook-projects-all" />
          <Radio value="some" label={t("projectsSome")} data-testid="webhook-projects-some" />
        </Stack>
      </Radio.Group>
      {values.projectScope === "some" && (
        <MultiSelect
          label={t("projectsChosen")}
          data={choices.projects.map((project) => ({ value: project.id, label: project.name }))}
          value={values.projectIds}
          onChange={(ids) => setProjects("some", ids)}
          error={form.errors.projectIds}
          searchable
          nothingFoundMessage={t("noProjectFound")}
          withAsterisk
          data-testid="webhook-project-picker"
        />
      )}
      <Radio.Group
        label={t("modules")}
        value={values.moduleScope}
        onChange={(scope) => form.setFieldValue("moduleScope", scope as LimitScope)}
      >
        <Stack gap={6} mt={6}>
          <Radio
            value="all"
            label={values.projectScope === "all" ? t("modulesAll") : t("modulesAllOfProjects")}
            data-testid="webhook-modules-all"
          />
          <Radio value="some" label={t("modulesSome")} data-testid="webhook-modules-some" />
        </Stack>
      </Radio.Group>
      {values.moduleScope === "some" && (
        <MultiSelect
          label={t("modulesChosen")}
          data={[...grouped].map(([group, items]) => ({ group, items }))}
          value={values.moduleIds}
          onChange={(ids) => form.setFieldValue("moduleIds", ids)}
          error={form.errors.moduleIds}
          searchable
          nothingFoundMessage={t("noModuleFound")}
          withAsterisk
          data-testid="webhook-module-picker"
        />
      )}
      <Text size="xs" c="dimmed" data-testid="webhook-limit-note">
        {t("limitNote")}
      </Text>
    </Stack>
  );
}
