"use client";

import { Stack, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { useTranslations } from "next-intl";
import { EventPicker } from "./event-picker";
import { LimitPickers } from "./limit-pickers";
import type { WebhookChoices, WebhookFormValues } from "./webhook-form-values";

/** A webhook's settings as the create dialog and the edit form ask for them. */
export function WebhookFields({
  form,
  choices,
  autoFocus = false,
}: {
  form: UseFormReturnType<WebhookFormValues>;
  choices: WebhookChoices;
  autoFocus?: boolean;
}) {
  const t = useTranslations("settings.webhooks.form");
  const eventsError = form.errors.eventTypes;
  return (
    <Stack gap="md">
      <TextInput
        type="url"
        label={t("url")}
        description={t("urlHint")}
        placeholder="https://example.com/webhooks"
        withAsterisk
        data-autofocus={autoFocus || undefined}
        data-testid="webhook-url"
        {...form.getInputProps("url")}
      />
      <TextInput
        label={t("description")}
        description={t("descriptionHint")}
        maxLength={200}
        data-testid="webhook-description"
        {...form.getInputProps("description")}
      />
      <EventPicker
        value={form.values.eventTypes}
        onChange={(types) => form.setFieldValue("eventTypes", types)}
        error={typeof eventsError === "string" ? eventsError : null}
      />
      <LimitPickers form={form} choices={choices} />
    </Stack>
  );
}
