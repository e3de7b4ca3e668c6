"use client";

import { Button, Group, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { FormError } from "@/components/ui/form-error";
import { translatedResolver } from "@/lib/client/form";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { webhooksApi } from "@/lib/client/webhooks";
import type { WorkspaceWebhook } from "@/lib/webhooks/workspace-types";
import { WebhookFields } from "./webhook-fields";
import {
  webhookBody,
  webhookFormSchema,
  webhookFormValues,
  type WebhookChoices,
  type WebhookFormValues,
} from "./webhook-form-values";

/**
 * A webhook's address, note, events and limits, edited in place on its page: saved with PATCH, the
 * page's webhook replaced by the answer; Discard goes back to what is saved.
 */
export function WebhookEditForm({
  webhook,
  choices,
  onSaved,
}: {
  webhook: WorkspaceWebhook;
  choices: WebhookChoices;
  onSaved: (webhook: WorkspaceWebhook) => void;
}) {
  const t = useTranslations("settings.webhooks.form");
  const tAll = useTranslations();
  const form = useForm<WebhookFormValues>({
    initialValues: webhookFormValues(webhook),
    validate: translatedResolver(webhookFormSchema, tAll),
  });
  const { loading, error, setError, submit } = useFormSubmit();

  const save = (values: WebhookFormValues) =>
    submit(async () => {
      const saved = await webhooksApi.update(webhook.id, webhookBody(values));
      form.setInitialValues(webhookFormValues(saved));
      form.setValues(webhookFormValues(saved));
      onSaved(saved);
      notifications.show({ color: "teal", message: t("saved") });
    });

  const dirty = form.isDirty();
  return (
    <form noValidate onSubmit={form.onSubmit((values) => void save(values))} data-testid="webhook-edit-form">
      <Stack gap="md">
        <WebhookFields form={form} choices={choices} />
        <FormError error={error} testId="webhook-error" />
        <Group justify="flex-end" gap="sm">
          {dirty && (
            <Text size="sm" c="dimmed" mr="auto" aria-live="polite">
              {t("unsaved")}
            </Text>
          )}
          <Button
            variant="default"
            disabled={!dirty || loading}
            onClick={() => {
              form.reset();
              setError(null);
            }}
          >
            {t("reset")}
          </Button>
          <Button type="submit" loading={loading} disabled={!dirty} data-testid="webhook-save">
            {t("save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
