"use client";

import {
  ActionIcon,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Menu,
  Modal,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { IconDots, IconMail, IconBell, IconWebhook } from "@tabler/icons-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { FormError } from "@/components/ui/form-error";
import { confirmAction } from "@/components/ui/confirm";
import { errorMessage } from "@/lib/client/api";
import { translatedResolver } from "@/lib/client/form";
import { notificationModuleApi, useNotificationModuleEvents } from "@/modules/notification/client/api";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import type {
  ChannelItem,
  ChannelKind,
  ChannelWithSecret,
  NotificationModuleInfo,
} from "@/modules/notification/shared/types";
import {
  createChannelSchema,
  type CreateChannelInput,
} from "@/modules/notification/schemas/notification-module";
import { ListTable } from "./list-table";
import type { ModuleFilters } from "./notification-module-view";
import { usePagedList } from "./use-paged-list";

const STATUS_COLOR = { available: "teal", disabled: "gray", failing: "red" } as const;
export const KIND_ICON = { inApp: IconBell, email: IconMail, webhook: IconWebhook } as const;

interface TabProps {
  info: NotificationModuleInfo;
  filters: ModuleFilters;
  creating: boolean;
  onCloseCreate: () => void;
  createUrl: string;
}

/** Channels: where campaigns go, with their status, a test, enable/disable, rotate a webhook's secret. */
export function ChannelsTab({ info, filters, creating, onCloseCreate, createUrl }: TabProps) {
  const t = useTranslations("notificationModule");
  const tErrors = useTranslations("errors");
  const format = useFormatter();
  const list = usePagedList<ChannelItem>(
    JSON.stringify([filters.q, filters.kind, filters.status]),
    (cursor) =>
      notificationModuleApi.channels(info.id, {
        q: filters.q,
        kind: filters.kind as ChannelKind | null,
        status: filters.status as ChannelItem["status"] | null,
        cursor,
      }),
  );
  useNotificationModuleEvents(
    info.id,
    (event) => {
      if (event.entity === "channel") void list.reload();
    },
    () => void list.reload(),
  );
  const [editing, setEditing] = useState<ChannelItem | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  const replace = (row: ChannelItem) =>
    list.setItems((items) => items.map((item) => (item.id === row.id ? row : item)));
  const fail = (caught: unknown) =>
    notifications.show({ color: "red", message: errorMessage(caught, tErrors("somethingWentWrong")) });

  const test = async (row: ChannelItem) => {
    try {
      const result = await notificationModuleApi.testChannel(info.id, row.id);
      replace(result.channel);
      notifications.show(
        result.ok
          ? { color: "teal", message: t("channel.testSent", { name: row.name }) }
          : { color: "red", message: t("channel.testFailed", { error: result.error ?? "" }) },
      );
    } catch (caught) {
      fail(caught);
    }
  };
  const toggle = (row: ChannelItem) =>
    notificationModuleApi.updateChannel(info.id, row.id, { enabled: !row.enabled }).then(replace, fail);
  const rotate = (row: ChannelItem) =>
    notificationModuleApi.updateChannel(info.id, row.id, { rotateSecret: true }).then((updated) => {
      replace(updated);
      setSecret(updated.secret);
    }, fail);
  const remove = async (row: ChannelItem) => {
    const ok = await confirmAction({
      title: t("channel.deleteTitle", { name: row.name }),
      message: t("channel.deleteMessage"),
      confirm: t("delete"),
      cancel: t("cancel"),
      danger: true,
    });
    if (!ok) return;
    try {
      await notificationModuleApi.deleteChannel(info.id, row.id);
      list.setItems((items) => items.filter((item) => item.id !== row.id));
    } catch (caught) {
      fail(caught);
    }
  };

  const rows = list.items.map((row) => {
    const Icon = KIND_ICON[row.kind];
    return (
      <Table.Tr key={row.id} data-testid="channel-row">
        <Table.Td fw={500}>{row.name}</Table.Td>
        <Table.Td>
          <Group gap={6} wrap="nowrap">
            <Icon size={16} aria-hidden />
            {t(`kinds.${row.kind}`)}
          </Group>
        </Table.Td>
        <Table.Td>
          <Tooltip label={row.lastError ?? ""} disabled={!row.lastError || row.status !== "failing"}>
            <Badge color={STATUS_COLOR[row.status]} variant="light" data-testid="channel-status">
              {t(`statuses.${row.status}`)}
            </Badge>
          </Tooltip>
        </Table.Td>
        <Table.Td>{format.dateTime(new Date(row.createdAt), { dateStyle: "medium" })}</Table.Td>
        <Table.Td>{row.createdBy?.name ?? "—"}</Table.Td>
        <Table.Td>
          {(info.access.edit || info.access.delete) && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t("actions", { name: row.name })}>
                  <IconDots size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {info.access.edit && (
                  <Menu.Item onClick={() => void test(row)}>{t("channel.sendTest")}</Menu.Item>
                )}
                {info.access.edit && <Menu.Item onClick={() => setEditing(row)}>{t("edit")}</Menu.Item>}
                {info.access.edit && (
                  <Menu.Item onClick={() => void toggle(row)}>
                    {row.enabled ? t("channel.disable") : t("channel.enable")}
                  </Menu.Item>
                )}
                {info.access.edit && row.kind === "webhook" && (
                  <Menu.Item onClick={() => void rotate(row)}>{t("channel.rotate")}</Menu.Item>
                )}
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
    );
  });

  return (
    <>
      <ListTable
        testId="channels-table"
        headers={[
          t("columns.name"),
          t("columns.kind"),
          t("columns.status"),
          t("columns.created"),
          t("columns.createdBy"),
          "",
        ]}
        rows={rows}
        list={list}
        filtered={Boolean(filters.q || filters.kind || filters.status)}
        empty={{
          title: t("empty.channels"),
          hint: t("empty.channelsHint"),
          action: info.access.add ? { label: t("create.channels"), href: createUrl } : null,
        }}
      />
      <Modal
        closeButtonProps={{ "aria-label": t("close") }}
        opened={creating || editing !== null}
        onClose={() => (editing ? setEditing(null) : onCloseCreate())}
        title={editing ? t("channel.editTitle") : t("channel.createTitle")}
        centered
        data-testid="channel-dialog"
      >
        <ChannelForm
          key={editing?.id ?? "new"}
          moduleId={info.id}
          editing={editing}
          onCancel={() => (editing ? setEditing(null) : onCloseCreate())}
          onSaved={(saved) => {
            notifications.show({ color: "teal", message: t("channel.saved") });
            if (editing) {
              replace(saved);
              setEditing(null);
            } else {
              void list.reload();
              if (saved.secret) setSecret(saved.secret);
              onCloseCreate();
            }
          }}
        />
      </Modal>
      <Modal
        closeButtonProps={{ "aria-label": t("close") }}
        opened={secret !== null}
        onClose={() => setSecret(null)}
        title={t("channel.secretTitle")}
        centered
      >
        <Stack gap="sm">
          <Text size="sm">{t("channel.secretIntro")}</Text>
          <Group gap="xs" wrap="nowrap">
            <Code block style={{ flex: 1, wordBreak: "break-all" }} data-testid="webhook-secret">
              {secret}
            </Code>
            <CopyButton value={secret ?? ""}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy}>
                  {copied ? t("channel.copied") : t("channel.copy")}
                </Button>
              )}
            </CopyButton>
          </Group>
          <Text size="xs" c="dimmed">
            {t("channel.secretHow")}
          </Text>
          <Group justify="flex-end">
            <Button onClick={() => setSecret(null)}>{t("channel.done")}</Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** Create or edit a channel: name, kind (on create), and the kind's settings. */
function ChannelForm(props: {
  moduleId: string;
  editing: ChannelItem | null;
  onCancel: () => void;
  onSaved: (channel: ChannelWithSecret) => void;
}) {
  const t = useTranslations("notificationModule");
  const tAll = useTranslations();
  const { editing } = props;
  const settings = editing?.settings;
  const resolve = translatedResolver(createChannelSchema, (key) => tAll(key as never));
  const form = useForm<CreateChannelInput>({
    mode: "controlled",
    initialValues: {
      name: editing?.name ?? "",
      kind: editing?.kind ?? "inApp",
      url: settings?.kind === "webhook" ? settings.url : "",
      fromName: settings?.kind === "email" ? (settings.fromName ?? "") : "",
      replyTo: settings?.kind === "email" ? (settings.replyTo ?? "") : "",
    },
    // An empty URL is no URL (the schema then says it is required for a webhook).
    validate: (values) => resolve({ ...values, url: values.url || undefined }),
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
            description={t("channel.urlHint")}
            placeholder="https://"
            required
            {...form.getInputProps("url")}
          />
        )}
        <FormError error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t("cancel")}
          </Button>
          <Button type="submit" loading={loading}>
            {t("save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
