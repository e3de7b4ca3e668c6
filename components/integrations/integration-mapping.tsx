"use client";

import { Alert, Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { integrationApi, type IntegrationOwner } from "@/lib/client/integrations/api";
import type { FormMapping } from "@/lib/integrations/features";
import type { ModuleIntegrationItem } from "@/lib/integrations/types";
import { formApi } from "@/modules/form-builder/client/api";
import { elementLabel, isInputType, type FormElement } from "@/modules/form-builder/shared/elements";

type Loaded<T> = { status: "loading" } | { status: "error"; error: unknown } | { status: "ready"; value: T };

/** The questions of a form that may fill a field: every answerable one (dates only for a due date). */
export function mappingChoices(elements: readonly FormElement[], datesOnly: boolean) {
  return elements
    .filter((element) => isInputType(element.type) && (!datesOnly || element.type === "date"))
    .map((element) => ({ value: element.id, label: elementLabel(element) || element.id }));
}

const AUTOMATIC = "";

/**
 * A form integration's field mapping (issue 40, item 5): for one form of the linked form builder
 * at a time, which question gives the new task's or post's title and (tasks) its due date. Saved
 * with the integration (PATCH …/integration/{id} with `settings`); other forms' mappings are kept.
 */
export function IntegrationMapping({
  owner,
  item,
  onCancel,
  onSaved,
}: {
  owner: IntegrationOwner;
  item: ModuleIntegrationItem;
  onCancel: () => void;
  onSaved: (item: ModuleIntegrationItem) => void;
}) {
  const t = useTranslations("integrations");
  const tErrors = useTranslations("errors");
  const titleId = useId();
  const formModule = item.source.tag === "FormBuilder" ? item.source : item.target;
  const other = item.source.moduleId === owner.moduleId ? item.target : item.source;
  const withDueDate = item.feature === "formTasks";
  const [forms, setForms] = useState<Loaded<{ id: string; title: string }[]>>({ status: "loading" });
  const [formId, setFormId] = useState<string | null>(null);
  const [elements, setElements] = useState<Loaded<FormElement[]> | null>(null);
  const [mapping, setMapping] = useState<FormMapping>({ title: null, dueDate: null });
  const [saving, setSaving] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const latest = useRef<string | null>(null);
  /** Shows the form's questions and its saved mapping. */
  const choose = useCallback(
    (id: string) => {
      latest.current = id;
      setFormId(id);
      setElements({ status: "loading" });
      setMapping(item.settings?.forms[id] ?? { title: null, dueDate: null });
      formApi
        .get(formModule.moduleId, id)
        .then((form) => latest.current === id && setElements({ status: "ready", value: form.elements }))
        .catch((error: unknown) => latest.current === id && setElements({ status: "error", error }));
    },
    [formModule.moduleId, item.settings],
  );

  useEffect(() => {
    const controller = new AbortController();
    formApi
      .list(formModule.moduleId, "", undefined, undefined, controller.signal)
      .then((page) => {
        const list = page.data.map((form) => ({ id: form.id, title: form.title }));
        setForms({ status: "ready", value: list });
        const first = list.find((form) => item.settings?.forms[form.id]) ?? list[0];
        if (first) choose(first.id);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setForms({ status: "error", error });
      });
    return () => controller.abort();
  }, [formModule.moduleId, item.settings, choose, attempt]);

  const save = async () => {
    if (!formId) return;
    setSaving(true);
    try {
      const forms = { ...item.settings?.forms, [formId]: withDueDate ? mapping : { title: mapping.title } };
      const saved = await integrationApi.update(owner, item.id, {
        moduleId: other.moduleId,
        active: item.active,
        settings: { forms },
      });
      notifications.show({ color: "green", message: t("mapping.saved") });
      onSaved(saved);
    } catch (caught) {
      notifications.show({
        color: "red",
        title: t("saveFailed"),
        message: errorMessage(caught, tErrors("somethingWentWrong")),
      });
      setSaving(false);
    }
  };

  const loadError =
    forms.status === "error" ? forms.error : elements?.status === "error" ? elements.error : null;
  const ready = forms.status === "ready" && elements?.status === "ready";
  const choices = elements?.status === "ready" ? elements.value : [];

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      aria-labelledby={titleId}
      data-testid="integration-mapping"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Stack gap="md">
        <Title order={3} size="h4" id={titleId}>
          {t("mapping.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {t("mapping.intro")}
        </Text>
        {loadError !== null ? (
          <Alert color="red" title={t("mapping.loadFailed")}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorMessage(loadError, tErrors("networkError"))}</Text>
              <Button
                size="xs"
                variant="default"
                onClick={() => {
                  if (forms.status === "error") {
                    setForms({ status: "loading" });
                    setAttempt((n) => n + 1);
                  } else if (formId) choose(formId);
                }}
              >
                {t("retry")}
              </Button>
            </Stack>
          </Alert>
        ) : forms.status === "ready" && forms.value.length === 0 ? (
          <Text data-testid="integration-mapping-empty">{t("mapping.noForms")}</Text>
        ) : forms.status === "loading" ? (
          <Skeleton h={96} radius="md" aria-busy />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: withDueDate ? 3 : 2 }} spacing="md">
            <Select
              label={t("mapping.form")}
              data={
                forms.status === "ready"
                  ? forms.value.map((form) => ({ value: form.id, label: form.title }))
                  : []
              }
              value={formId}
              onChange={(value) => value && choose(value)}
              allowDeselect={false}
              searchable
              disabled={saving}
              data-testid="integration-mapping-form"
            />
            <Select
              label={t("mapping.titleField")}
              data={[{ value: AUTOMATIC, label: t("mapping.automatic") }, ...mappingChoices(choices, false)]}
              value={mapping.title ?? AUTOMATIC}
              onChange={(value) => setMapping((current) => ({ ...current, title: value || null }))}
              allowDeselect={false}
              disabled={!ready || saving}
              data-testid="integration-mapping-title"
            />
            {withDueDate && (
              <Select
                label={t("mapping.dueDateField")}
                data={[{ value: AUTOMATIC, label: t("mapping.none") }, ...mappingChoices(choices, true)]}
                value={mapping.dueDate ?? AUTOMATIC}
                onChange={(value) => setMapping((current) => ({ ...current, dueDate: value || null }))}
                allowDeselect={false}
                disabled={!ready || saving}
                data-testid="integration-mapping-due"
              />
            )}
          </SimpleGrid>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t("cancel")}
          </Button>
          <Button
            type="submit"
            disabled={!ready || !formId}
            loading={saving}
            data-testid="integration-mapping-save"
          >
            {t("mapping.save")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
