"use client";

import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Chip,
  Grid,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { translatedResolver } from "@/lib/client/form";
import { notificationModuleApi } from "@/modules/notification/client/api";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import {
  BUILT_IN_VARIABLES,
  renderTemplate,
  sampleValues,
  unknownVariables,
} from "@/modules/notification/shared/template-vars";
import {
  CHANNEL_KINDS,
  type NotificationModuleInfo,
  type TemplateItem,
} from "@/modules/notification/shared/types";
import { templateSchema, type TemplateInput } from "@/modules/notification/schemas/notification-module";
import type { PreviewViewer } from "./preview-viewer";
import { ResourceFormFooter, type ResourceFormProps } from "./resource-tab";

/** Name, channel kind, subject (e-mail), body with variables to insert, custom variables, preview. */
export function TemplateForm(
  props: { info: NotificationModuleInfo; viewer: PreviewViewer } & ResourceFormProps<TemplateItem>,
) {
  const t = useTranslations("notificationModule");
  const tAll = useTranslations();
  const { editing } = props;
  const form = useForm<TemplateInput & { variables: { name: string; sample: string }[] }>({
    mode: "controlled",
    initialValues: {
      name: editing?.name ?? "",
      channelKind: editing?.channelKind ?? "inApp",
      subject: editing?.subject ?? "",
      body: editing?.body ?? "",
      variables: editing?.variables ?? [],
    },
    validate: translatedResolver(templateSchema, (key) => tAll(key as never)),
  });
  const { loading, error, submit } = useFormSubmit();
  const body = useRef<HTMLTextAreaElement>(null);
  const values = form.values;
  const unknown = unknownVariables([values.subject, values.body], values.variables);
  const samples = sampleValues(
    {
      recipientName: props.viewer.name,
      recipientEmail: props.viewer.email,
      workspaceName: props.viewer.workspaceName,
      projectName: props.info.project?.name ?? "",
    },
    values.variables,
  );
  const previewSubject = renderTemplate(values.subject ?? "", samples, { html: false });
  const previewBody = renderTemplate(values.body, samples, { html: true });

  const insert = (name: string) => {
    const area = body.current;
    const token = `{{${name}}}`;
    const start = area?.selectionStart ?? values.body.length;
    const end = area?.selectionEnd ?? values.body.length;
    form.setFieldValue("body", values.body.slice(0, start) + token + values.body.slice(end));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  const save = form.onSubmit((input) =>
    submit(async () => {
      const payload = {
        ...input,
        subject: input.channelKind === "email" ? input.subject : input.subject || null,
      };
      props.onSaved(
        editing
          ? await notificationModuleApi.updateTemplate(props.info.id, editing.id, payload)
          : await notificationModuleApi.createTemplate(props.info.id, payload),
      );
    }),
  );

  return (
    <form onSubmit={save} noValidate>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <TextInput label={t("template.name")} required data-autofocus {...form.getInputProps("name")} />
            <Select
              label={t("template.channelKind")}
              data={CHANNEL_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
              allowDeselect={false}
              {...form.getInputProps("channelKind")}
            />
            <TextInput
              label={t("template.subject")}
              required={values.channelKind === "email"}
              {...form.getInputProps("subject")}
              value={values.subject ?? ""}
            />
            <Textarea
              ref={body}
              label={t("template.body")}
              description={t("template.bodyHint")}
              required
              autosize
              minRows={6}
              maxRows={14}
              {...form.getInputProps("body")}
              error={
                form.errors.body ??
                (unknown.length > 0 ? t("template.unknown", { names: unknown.join(", ") }) : undefined)
              }
              data-testid="template-body"
            />
            <Group gap={6} aria-label={t("template.insert")}>
              <Text size="xs" c="dimmed">
                {t("template.insert")}
              </Text>
              {[...BUILT_IN_VARIABLES, ...values.variables.map((v) => v.name).filter(Boolean)].map((name) => (
                <Chip key={name} size="xs" checked={false} onClick={() => insert(name)}>
                  {name}
                </Chip>
              ))}
            </Group>
            <Stack gap={6}>
              <Group justify="space-between">
                <Text size="sm" fw={500}>
                  {t("template.variables")}
                </Text>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  leftSection={<IconPlus size={14} aria-hidden />}
                  onClick={() => form.insertListItem("variables", { name: "", sample: "" })}
                  disabled={values.variables.length >= 20}
                >
                  {t("template.addVariable")}
                </Button>
              </Group>
              {values.variables.map((variable, index) => (
                <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
                  <TextInput
                    aria-label={t("template.variableName")}
                    placeholder={t("template.variableName")}
                    style={{ flex: 1 }}
                    {...form.getInputProps(`variables.${index}.name`)}
                  />
                  <TextInput
                    aria-label={t("template.variableSample")}
                    placeholder={t("template.variableSample")}
                    style={{ flex: 1 }}
                    {...form.getInputProps(`variables.${index}.sample`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={4}
                    aria-label={t("template.removeVariable", { name: variable.name || String(index + 1) })}
                    onClick={() => form.removeListItem("variables", index)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ))}
              {typeof form.errors.variables === "string" && (
                <Text size="xs" c="red">
                  {form.errors.variables}
                </Text>
              )}
            </Stack>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap={6}>
            <Group justify="space-between">
              <Text size="sm" fw={500}>
                {t("template.preview")}
              </Text>
              <Badge variant="light">{t(`kinds.${values.channelKind}`)}</Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {t("template.previewHint")}
            </Text>
            <Paper withBorder p="sm" radius="md" data-testid="template-preview">
              {previewSubject && (
                <Text fw={600} mb={6} data-testid="template-preview-subject">
                  {previewSubject}
                </Text>
              )}
              {/* A sandboxed frame: the HTML shows as it will read, and nothing in it can run. */}
              <Box
                component="iframe"
                title={t("template.preview")}
                sandbox=""
                srcDoc={`<!doctype html><html><body style="font-family:system-ui,sans-serif;font-size:14px;line-height:1.5;margin:0;color:#1f2937">${previewBody}</body></html>`}
                style={{ width: "100%", minHeight: 220, border: 0 }}
              />
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
      <ResourceFormFooter error={error} loading={loading} onCancel={props.onCancel} mt="md" />
    </form>
  );
}
