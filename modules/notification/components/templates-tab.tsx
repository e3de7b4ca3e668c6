"use client";

import {
  ActionIcon,
  Badge,
  Box,
  Button,
  Chip,
  Grid,
  Group,
  Menu,
  Modal,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconDots, IconPlus, IconTrash } from "@tabler/icons-react";
import { useFormatter, useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { FormError } from "@/components/ui/form-error";
import { confirmAction } from "@/components/ui/confirm";
import { errorMessage } from "@/lib/client/api";
import { translatedResolver } from "@/lib/client/form";
import { notificationModuleApi, useNotificationModuleEvents } from "@/modules/notification/client/api";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import {
  BUILT_IN_VARIABLES,
  renderTemplate,
  sampleValues,
  unknownVariables,
} from "@/modules/notification/shared/template-vars";
import {
  CHANNEL_KINDS,
  type ChannelKind,
  type NotificationModuleInfo,
  type TemplateItem,
} from "@/modules/notification/shared/types";
import { templateSchema, type TemplateInput } from "@/modules/notification/schemas/notification-module";
import { ListTable } from "./list-table";
import type { PreviewViewer } from "./preview-viewer";
import type { ModuleFilters } from "./notification-module-view";
import { usePagedList } from "./use-paged-list";

interface TabProps {
  info: NotificationModuleInfo;
  viewer: PreviewViewer;
  filters: ModuleFilters;
  creating: boolean;
  onCloseCreate: () => void;
  createUrl: string;
}

/** Templates: the messages campaigns send, with variables and a live preview. */
export function TemplatesTab({ info, viewer, filters, creating, onCloseCreate, createUrl }: TabProps) {
  const t = useTranslations("notificationModule");
  const tErrors = useTranslations("errors");
  const format = useFormatter();
  const list = usePagedList<TemplateItem>(JSON.stringify([filters.q, filters.channelKind]), (cursor) =>
    notificationModuleApi.templates(info.id, {
      q: filters.q,
      channelKind: filters.channelKind as ChannelKind | null,
      cursor,
    }),
  );
  useNotificationModuleEvents(
    info.id,
    (event) => {
      if (event.entity === "template") void list.reload();
    },
    () => void list.reload(),
  );
  const [editing, setEditing] = useState<TemplateItem | null>(null);

  const remove = async (row: TemplateItem) => {
    const ok = await confirmAction({
      title: t("template.deleteTitle", { name: row.name }),
      message: t("template.deleteMessage"),
      confirm: t("delete"),
      cancel: t("cancel"),
      danger: true,
    });
    if (!ok) return;
    try {
      await notificationModuleApi.deleteTemplate(info.id, row.id);
      list.setItems((items) => items.filter((item) => item.id !== row.id));
    } catch (caught) {
      notifications.show({ color: "red", message: errorMessage(caught, tErrors("somethingWentWrong")) });
    }
  };

  const rows = list.items.map((row) => (
    <Table.Tr key={row.id} data-testid="template-row">
      <Table.Td fw={500}>{row.name}</Table.Td>
      <Table.Td>{t(`kinds.${row.channelKind}`)}</Table.Td>
      <Table.Td>{row.subject ?? "—"}</Table.Td>
      <Table.Td>{row.variables.length}</Table.Td>
      <Table.Td>
        {format.dateTime(new Date(row.updatedAt), { dateStyle: "medium", timeStyle: "short" })}
      </Table.Td>
      <Table.Td>
        {(info.access.edit || info.access.delete) && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t("actions", { name: row.name })}>
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {info.access.edit && <Menu.Item onClick={() => setEditing(row)}>{t("edit")}</Menu.Item>}
              {info.access.delete && (
                <Menu.Item color="red" onClick={() => void remove(row)}>
                  {t("delete")}
                </Menu.Item>
              )}
            </Menu.Dropdown>
          </Menu>
        )}
      </Table.Td>
    </Table.Tr>
  ));

  const close = () => (editing ? setEditing(null) : onCloseCreate());
  return (
    <>
      <ListTable
        testId="templates-table"
        headers={[
          t("columns.name"),
          t("columns.kind"),
          t("columns.subject"),
          t("columns.variables"),
          t("columns.updated"),
          "",
        ]}
        rows={rows}
        list={list}
        filtered={Boolean(filters.q || filters.channelKind)}
        empty={{
          title: t("empty.templates"),
          hint: t("empty.templatesHint"),
          action: info.access.add ? { label: t("create.templates"), href: createUrl } : null,
        }}
      />
      <Modal
        closeButtonProps={{ "aria-label": t("close") }}
        opened={creating || editing !== null}
        onClose={close}
        title={editing ? t("template.editTitle") : t("template.createTitle")}
        size={960}
        centered
        data-testid="template-dialog"
      >
        <TemplateForm
          key={editing?.id ?? "new"}
          info={info}
          viewer={viewer}
          editing={editing}
          onCancel={close}
          onSaved={(saved) => {
            notifications.show({ color: "teal", message: t("template.saved") });
            if (editing) {
              list.setItems((items) => items.map((item) => (item.id === saved.id ? saved : item)));
              setEditing(null);
            } else {
              void list.reload();
              onCloseCreate();
            }
          }}
        />
      </Modal>
    </>
  );
}

/** Name, channel kind, subject (e-mail), body with variables to insert, custom variables, preview. */
function TemplateForm(props: {
  info: NotificationModuleInfo;
  viewer: PreviewViewer;
  editing: TemplateItem | null;
  onCancel: () => void;
  onSaved: (template: TemplateItem) => void;
}) {
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
      <FormError error={error} />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onCancel}>
          {t("cancel")}
        </Button>
        <Button type="submit" loading={loading}>
          {t("save")}
        </Button>
      </Group>
    </form>
  );
}
