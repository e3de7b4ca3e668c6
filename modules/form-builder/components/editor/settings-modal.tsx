"use client";

import {
  Button,
  Checkbox,
  Code,
  Divider,
  Group,
  Modal,
  NumberInput,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ApiError } from "@/lib/client/api";
import { translatedResolver } from "@/lib/client/form";
import { formApi } from "@/modules/form-builder/client/api";
import {
  settingsBody,
  settingsFormSchema,
  settingsFormValues,
  webhookToPut,
  type SettingsFormValues,
} from "@/modules/form-builder/client/settings-form";
import type { Form } from "@/modules/form-builder/shared/types";
import { FormWebhookLog } from "./form-webhook-log";

/**
 * Settings: open or closed, close date, response limit, one per browser, thank-you or redirect; for
 * admins, the webhook and its delivery log (Redeliver per delivery; turning it on when it is off).
 */
export function SettingsModal({
  form,
  moduleId,
  manage,
  onClose,
  onSaved,
}: {
  form: Form;
  moduleId: string;
  manage: boolean;
  onClose: () => void;
  onSaved: (form: Form) => void;
}) {
  const t = useTranslations("formBuilder.settings");
  const tAll = useTranslations();
  const fields = useForm<SettingsFormValues>({
    initialValues: settingsFormValues(form),
    validate: translatedResolver(settingsFormSchema, tAll),
  });
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(values: SettingsFormValues) {
    setSaving(true);
    setError(null);
    const webhook = manage ? webhookToPut(values, form.webhook?.url) : null;
    try {
      let saved = await formApi.settings(moduleId, form.id, settingsBody(values));
      if (webhook) {
        const info = await formApi.putWebhook(moduleId, form.id, { url: webhook });
        if (info.secret) setSecret(info.secret);
        saved = { ...saved, webhook: { url: info.url, enabled: info.enabled } };
      }
      onSaved(saved);
      if (!webhook) onClose();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.messages.join(", ") : t("failed"));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={t("title")} size="lg">
      <form noValidate onSubmit={fields.onSubmit((values) => void save(values))}>
        <Stack>
          <Switch
            label={t("open")}
            {...fields.getInputProps("acceptingResponses", { type: "checkbox" })}
            data-testid="settings-open"
          />
          <TextInput type="datetime-local" label={t("closesAt")} {...fields.getInputProps("closesAt")} />
          <NumberInput
            label={t("limit")}
            min={1}
            max={1_000_000}
            {...fields.getInputProps("responseLimit")}
          />
          <Checkbox
            label={t("onePerBrowser")}
            {...fields.getInputProps("onePerBrowser", { type: "checkbox" })}
          />
          <Textarea label={t("thankYou")} autosize minRows={2} {...fields.getInputProps("thankYouMessage")} />
          <TextInput label={t("redirect")} placeholder="https://" {...fields.getInputProps("redirectUrl")} />
          {manage && (
            <TextInput
              label={t("webhook")}
              description={t("webhookHint")}
              placeholder="https://"
              {...fields.getInputProps("webhook")}
            />
          )}
          {secret && (
            <Stack gap={4}>
              <Text size="sm">{t("secret")}</Text>
              <Code block>{secret}</Code>
            </Stack>
          )}
          {error && (
            <Text c="red" size="sm">
              {error}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("close")}
            </Button>
            <Button type="submit" loading={saving}>
              {t("save")}
            </Button>
          </Group>
        </Stack>
      </form>
      {manage && form.webhook && (
        <>
          <Divider my="md" />
          <FormWebhookLog
            moduleId={moduleId}
            formId={form.id}
            webhook={form.webhook}
            onChange={(webhook) => onSaved({ ...form, webhook })}
          />
        </>
      )}
    </Modal>
  );
}
