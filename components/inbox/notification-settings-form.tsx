"use client";

import { Card, Select, Stack, Switch, Table, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { SaveBar } from "@/components/settings/save-bar";
import { PageHeading } from "@/components/ui/page-heading";
import { call, errorMessage } from "@/lib/client/api";
import { translatedResolver } from "@/lib/client/form";
import type { saveNotificationPreferences } from "@/lib/contracts/inbox";
import { isLocale, locales } from "@/lib/i18n/config";
import type { NotificationPreferences } from "@/lib/inbox/preferences";
import * as z from "@/lib/zod";
import { notificationPreferencesSchema } from "@/lib/schemas/inbox";

/** The channels a kind can be switched on for, in the table's column order. */
const CHANNELS = ["inApp", "email"] as const;

/** PUT /notifications/preferences's body: the kinds' channels, and the language when it is one we offer. */
const preferencesBody = (values: NotificationPreferences): z.input<typeof notificationPreferencesSchema> => ({
  kinds: values.kinds.map(({ kind, inApp, email }) => ({ kind, inApp, email })),
  locale: isLocale(values.locale) ? values.locale : undefined,
});

const same = (a: NotificationPreferences, b: NotificationPreferences) =>
  a.locale === b.locale &&
  a.kinds.every((row, index) => row.inApp === b.kinds[index]?.inApp && row.email === b.kinds[index]?.email);

/** The notification settings: a switch per kind and channel, the e-mails' language, Save. */
export function NotificationSettingsForm({ initial }: { initial: NotificationPreferences }) {
  const t = useTranslations("notifications.settings");
  const tAll = useTranslations();
  const [saved, setSaved] = useState(initial);
  const resolve = translatedResolver(notificationPreferencesSchema, tAll);
  const form = useForm<NotificationPreferences>({
    initialValues: initial,
    validate: (values) => resolve(preferencesBody(values)),
  });
  const draft = form.values;
  const [saving, setSaving] = useState(false);
  const dirty = !same(saved, draft);

  const save = form.onSubmit(async (values) => {
    setSaving(true);
    try {
      const next = await call<typeof saveNotificationPreferences>("PUT /api/v1/notifications/preferences", {
        body: preferencesBody(values),
      });
      setSaved(next);
      form.setValues(next);
      notifications.show({ color: "teal", message: t("saved") });
    } catch (caught) {
      notifications.show({ color: "red", message: errorMessage(caught, tAll("errors.somethingWentWrong")) });
    } finally {
      setSaving(false);
    }
  });

  return (
    <Stack gap="lg" maw={720} data-testid="notification-settings">
      <PageHeading title={t("title")} text={t("intro")} />
      <Card withBorder padding={0} radius="md">
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="sm" horizontalSpacing="md">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("kind")}</Table.Th>
                <Table.Th w={110}>{t("inApp")}</Table.Th>
                <Table.Th w={110}>{t("email")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {draft.kinds.map((row, index) => {
                const label = tAll(`notifications.kindLabels.${row.kind}`);
                return (
                  <Table.Tr key={row.kind}>
                    <Table.Td>
                      <Text size="sm" fw={500}>
                        {label}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {tAll(`notifications.kindHints.${row.kind}`)}
                      </Text>
                    </Table.Td>
                    {CHANNELS.map((channel) => (
                      <Table.Td key={channel}>
                        <Switch
                          {...form.getInputProps(`kinds.${index}.${channel}`, { type: "checkbox" })}
                          aria-label={t(`${channel}For`, { kind: label })}
                        />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Card>
      <Select
        label={t("language")}
        description={t("languageHint")}
        data={locales.map((value) => ({ value, label: tAll(`languages.${value}`) }))}
        {...form.getInputProps("locale")}
        onChange={(value) => value && form.setFieldValue("locale", value)}
        allowDeselect={false}
        maw={280}
      />
      <Text size="sm" c="dimmed">
        {t("digestNote")}
      </Text>
      <SaveBar
        namespace="notifications.settings"
        dirty={dirty}
        saving={saving}
        onSave={() => save()}
        onReset={() => form.setValues(saved)}
      />
    </Stack>
  );
}
