"use client";

import { Button, Group, Modal, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormError } from "@/components/ui/form-error";
import { translatedResolver } from "@/lib/client/form";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { webhooksApi } from "@/lib/client/webhooks";
import type { WorkspaceWebhook } from "@/lib/webhooks/workspace-types";
import { WebhookFields } from "./webhook-fields";
import {
  EMPTY_WEBHOOK_FORM,
  webhookBody,
  webhookFormSchema,
  type WebhookChoices,
  type WebhookFormValues,
} from "./webhook-form-values";
import { WebhookSecret } from "./webhook-secret";

/**
 * "New webhook": its address, note, events and limits; once made, the signing secret is shown this
 * one time with a copy button, and the list gets the new row.
 */
export function CreateWebhookModal({
  opened,
  onClose,
  onCreated,
  choices,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (webhook: WorkspaceWebhook) => void;
  choices: WebhookChoices;
}) {
  const t = useTranslations("settings.webhooks");
  const tAll = useTranslations();
  const form = useForm<WebhookFormValues>({
    initialValues: EMPTY_WEBHOOK_FORM,
    validate: translatedResolver(webhookFormSchema, tAll),
  });
  const [secret, setSecret] = useState<string | null>(null);
  const { loading, error, setError, submit } = useFormSubmit();

  const close = () => {
    form.reset();
    setSecret(null);
    setError(null);
    onClose();
  };

  const create = (values: WebhookFormValues) =>
    submit(async () => {
      const made = await webhooksApi.create(webhookBody(values));
      setSecret(made.secret);
      onCreated(made.webhook);
    });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={secret ? t("secret.createdTitle") : t("newTitle")}
      size="xl"
      centered
      closeOnClickOutside={!secret}
    >
      {secret ? (
        <WebhookSecret secret={secret} onDone={close} />
      ) : (
        <form noValidate onSubmit={form.onSubmit((values) => void create(values))}>
          <Stack gap="md">
            <WebhookFields form={form} choices={choices} autoFocus />
            <FormError error={error} testId="webhook-error" />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t("form.cancel")}
              </Button>
              <Button type="submit" loading={loading} data-testid="webhook-create">
                {t("form.create")}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
