"use client";

import { Button, Group, Paper, SimpleGrid, Stack, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { integrationApi, type IntegrationOwner } from "@/lib/client/integrations/api";
import type { IntegrationList, IntegrationModule, ModuleIntegrationItem } from "@/lib/integrations/types";
import { ModuleSelect } from "./module-select";
import { planSave, targetOptions, type SavePlan } from "./integration-rules";

/** Carries out a Save; resolves the integration as it is now (null: nothing was sent). */
async function runSavePlan(owner: IntegrationOwner, plan: SavePlan): Promise<ModuleIntegrationItem | null> {
  switch (plan.kind) {
    case "none":
      return null;
    case "create":
      return integrationApi.create(plan.source, { moduleId: plan.targetId });
    case "update":
      return integrationApi.update(owner, plan.integrationId, { moduleId: plan.targetId, active: true });
    case "replace":
      await integrationApi.remove(owner, plan.integrationId);
      return integrationApi.create(plan.source, { moduleId: plan.targetId });
  }
}

/**
 * Add or edit (spec §4, §5): the source picker is locked to the page's module (or, when editing,
 * the integration's source), the target picker offers modules of another kind, and Save is enabled
 * once both are chosen. Saving unchanged modules only leaves the form.
 */
export function IntegrationForm({
  owner,
  self,
  list,
  editing,
  onCancel,
  onSaved,
}: {
  owner: IntegrationOwner;
  self: IntegrationModule;
  list: IntegrationList;
  editing: ModuleIntegrationItem | null;
  onCancel: () => void;
  onSaved: (item: ModuleIntegrationItem) => void;
}) {
  const t = useTranslations("integrations");
  const tErrors = useTranslations("errors");
  const lockedSource = editing?.source ?? self;
  const [source, setSource] = useState<IntegrationModule | null>(lockedSource);
  const [target, setTarget] = useState<IntegrationModule | null>(editing?.target ?? null);
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const plan = planSave(editing, source, target);

  const save = async () => {
    if (!plan) return;
    setSaving(true);
    try {
      const saved = await runSavePlan(owner, plan);
      if (saved) onSaved(saved);
      else onCancel();
    } catch (caught) {
      notifications.show({
        color: "red",
        title: t("saveFailed"),
        message: errorMessage(caught, tErrors("somethingWentWrong")),
      });
      setSaving(false);
    }
  };

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      aria-labelledby={titleId}
      data-testid="integration-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="md">
        <Title order={3} size="h4" id={titleId}>
          {editing ? t("editTitle") : t("addTitle")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <ModuleSelect
            label={t("source")}
            modules={[lockedSource]}
            value={source}
            onChange={(module) => {
              setSource(module);
              setTarget(null);
            }}
            disabled
            testId="integration-source"
          />
          <ModuleSelect
            label={t("target")}
            modules={targetOptions(source, list.candidates, editing)}
            value={target}
            onChange={setTarget}
            disabled={!source || saving}
            testId="integration-target"
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t("cancel")}
          </Button>
          <Button type="submit" disabled={!plan} loading={saving} data-testid="integration-save">
            {t("save")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
