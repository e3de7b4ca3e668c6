"use client";

import { SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslations } from "next-intl";
import { translatedResolver } from "@/lib/client/form";
import { notificationModuleApi } from "@/modules/notification/client/api";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import type { ChannelItem, ChannelWithSecret } from "@/modules/notification/shared/types";
import {
  createChannelSchema,
  type CreateChannelInput,
} from "@/modules/notification/schemas/notification-module";
import { ResourceFormFooter, type ResourceFormProps } from "./resource-tab";

/** Create or edit a channel: name, kind (on create), and the kind's settings. */
export function ChannelForm(props: { moduleId: string } & ResourceFormProps<ChannelItem, ChannelWithSecret>) {
  const t = useTranslations("notificationModule");
  const tAll = useTranslations();
  const { editing } = props;
  const settings = editing?.settings;
  // A webhook's URL is a secret: those who get it masked may replace it, not read it; empty keeps it.
  const hiddenUrl = settings?.kind === "webhook" && settings.masked ? settings.url : null;
  const resolve = translatedResolver(createChannelSchema, (key) => tAll(key as never));
  const form = useForm<CreateChannelInput>({
    mode: "controlled",
    initialValues: {
      name: editing?.name ?? "",
      kind: editing?.kind ?? "inApp",
      url: settings?.kind === "webhook" && !settings.masked ? settings.url : "",
      fromName: settings?.kind === "email" ? (settings.fromName ?? "") : "",
      replyTo: settings?.kind === "email" ? (settings.replyTo ?? "") : "",
    },
    // An empty URL is no URL (the schema then says it is required for a webhook, unless it keeps
    // the hidden one).
    validate: (values) => {
      const errors = resolve({ ...values, url: values.url || undefined });
      if (hiddenUrl !== null && !values.url) delete errors.url;
      return errors;
    },
  });
  const { loading, error, submit } = useFormSubmit();
  const kind = form.values.kind;

  const save = form.onSubmit((values) =>
    submit(async () => {
      const body = {
        name: values.name,
        ...(values.kind === "webhook" ? { url: values.url || undefined } : {}),
        ...(values.kind === "email" ? { fromName: values.fromName, replyTo: values.replyTo } : {}),
      };
      const saved = editing
        ? await notificationModuleApi.updateChannel(props.moduleId, editing.id, body)
        : await notificationModuleApi.createChannel(props.moduleId, { ...body, kind: values.kind });
      props.onSaved(saved);
    }),
  );

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        <TextInput label={t("channel.name")} required data-autofocus {...form.getInputProps("name")} />
        {!editing && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t("channel.kind")}
            </Text>
            <SegmentedControl
              fullWidth
              data={(["inApp", "email", "webhook"] as const).map((value) => ({
                value,
                label: t(`kinds.${value}`),
              }))}
              {...form.getInputProps("kind")}
            />
          </Stack>
        )}
        {kind === "email" && (
          <>
            <TextInput
              label={t("channel.fromName")}
              description={t("channel.fromNameHint")}
              {...form.getInputProps("fromName")}
            />
            <TextInput label={t("channel.replyTo")} type="email" {...form.getInputProps("replyTo")} />
          </>
        )}
        {kind === "webhook" && (
          <TextInput
            label={t("channel.url")}
            description={hiddenUrl !== null ? t("channel.urlHidden") : t("channel.urlHint")}
            placeholder={hiddenUrl ?? "https://"}
            required={hiddenUrl === null}
            {...form.getInputProps("url")}
          />
        )}
        <ResourceFormFooter error={error} loading={loading} onCancel={props.onCancel} />
      </Stack>
    </form>
  );
}
