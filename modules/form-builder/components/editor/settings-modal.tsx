"use client";

import {
  Button,
  Checkbox,
  Code,
  Group,
  Modal,
  NumberInput,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ApiError } from "@/lib/client/api";
import { formApi } from "@/modules/form-builder/client/api";
import type { Form } from "@/modules/form-builder/shared/types";

const localInput = (iso: string | null) =>
  iso
    ? new Date(new Date(iso).getTime() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
    : "";

/** Settings: open or closed, close date, response limit, one per browser, thank-you or redirect; the webhook for admins. */
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
  const s = form.settings;
  const [open, setOpen] = useState(s.acceptingResponses);
  const [closesAt, setClosesAt] = useState(localInput(s.closesAt));
  const [limit, setLimit] = useState<number | "">(s.responseLimit ?? "");
  const [onePerBrowser, setOnePerBrowser] = useState(s.onePerBrowser);
  const [thankYou, setThankYou] = useState(s.thankYouMessage);
  const [redirect, setRedirect] = useState(s.redirectUrl ?? "");
  const [webhook, setWebhook] = useState(form.webhook?.url ?? "");
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save() {
    setSaving(true);
    setError(null);
    try {
      let saved = await formApi.settings(moduleId, form.id, {
        acceptingResponses: open,
        closesAt: closesAt ? new Date(closesAt).toISOString() : null,
        responseLimit: limit === "" ? null : Number(limit),
        onePerBrowser,
        thankYouMessage: thankYou,
        redirectUrl: redirect.trim() || null,
      });
      if (manage && webhook.trim() && webhook.trim() !== form.webhook?.url) {
        const info = await formApi.putWebhook(moduleId, form.id, { url: webhook.trim() });
        if (info.secret) setSecret(info.secret);
        saved = { ...saved, webhook: { url: info.url, enabled: info.enabled } };
      }
      onSaved(saved);
      if (!(manage && webhook.trim() && webhook.trim() !== form.webhook?.url)) onClose();
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.messages.join(", ") : t("failed"));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={t("title")} size="lg">
      <Stack>
        <Switch
          label={t("open")}
          checked={open}
          onChange={(e) => setOpen(e.currentTarget.checked)}
          data-testid="settings-open"
        />
        <TextInput
          type="datetime-local"
          label={t("closesAt")}
          value={closesAt}
          onChange={(e) => setClosesAt(e.currentTarget.value)}
        />
        <NumberInput
          label={t("limit")}
          min={1}
          max={1_000_000}
          value={limit}
          onChange={(v) => setLimit(v === "" ? "" : Number(v))}
        />
        <Checkbox
          label={t("onePerBrowser")}
          checked={onePerBrowser}
          onChange={(e) => setOnePerBrowser(e.currentTarget.checked)}
        />
        <Textarea
          label={t("thankYou")}
          autosize
          minRows={2}
          value={thankYou}
          onChange={(e) => setThankYou(e.currentTarget.value)}
        />
        <TextInput
          label={t("redirect")}
          placeholder="https://"
          value={redirect}
          onChange={(e) => setRedirect(e.currentTarget.value)}
        />
        {manage && (
          <TextInput
            label={t("webhook")}
            description={t("webhookHint")}
            placeholder="https://"
            value={webhook}
            onChange={(e) => setWebhook(e.currentTarget.value)}
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
          <Button onClick={() => void save()} loading={saving}>
            {t("save")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
