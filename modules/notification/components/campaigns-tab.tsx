"use client";

import "@mantine/dates/styles.css";
import {
  ActionIcon,
  Badge,
  Button,
  Drawer,
  Group,
  Menu,
  Modal,
  Progress,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { DateTimePicker } from "@mantine/dates";
import { notifications } from "@mantine/notifications";
import { IconDots } from "@tabler/icons-react";
import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { FormError } from "@/components/ui/form-error";
import { confirmAction } from "@/components/ui/confirm";
import { errorMessage } from "@/lib/client/api";
import { notificationModuleApi, useNotificationModuleEvents } from "@/modules/notification/client/api";
import { projectApi } from "@/lib/client/projects/api";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { parseEmailList } from "@/modules/notification/shared/email-list";
import type {
  CampaignAction,
  CampaignAudience,
  CampaignItem,
  CampaignSchedule,
  CampaignStatus,
  ChannelItem,
  DeliveryItem,
  DeliveryStatus,
  NotificationModuleInfo,
  TemplateItem,
} from "@/modules/notification/shared/types";
import { createCampaignSchema } from "@/modules/notification/schemas/notification-module";
import { ROLES, type RoleValue } from "@/lib/schemas/permissions";
import { ListTable } from "./list-table";
import type { ModuleFilters } from "./notification-module-view";
import { usePagedList } from "./use-paged-list";

const STATUS_COLOR: Record<CampaignStatus, string> = {
  draft: "gray",
  scheduled: "blue",
  sending: "yellow",
  paused: "orange",
  completed: "teal",
  cancelled: "red",
};

interface TabProps {
  info: NotificationModuleInfo;
  filters: ModuleFilters;
  creating: boolean;
  onCloseCreate: () => void;
  createUrl: string;
}

/** What a campaign's row menu offers in its state (sending needs the module's send right). */
function actionsFor(status: CampaignStatus): CampaignAction[] {
  switch (status) {
    case "draft":
    case "completed":
      return ["send"];
    case "scheduled":
      return ["cancel"];
    case "sending":
      return ["pause", "cancel"];
    case "paused":
      return ["resume", "cancel"];
    case "cancelled":
      return [];
  }
}

/** Campaigns: a template through a channel to an audience, sent now or on a schedule, with live totals. */
export function CampaignsTab({ info, filters, creating, onCloseCreate, createUrl }: TabProps) {
  const t = useTranslations("notificationModule");
  const tErrors = useTranslations("errors");
  const tRoles = useTranslations("workspaces.roles");
  const format = useFormatter();
  const list = usePagedList<CampaignItem>(JSON.stringify([filters.q, filters.status]), (cursor) =>
    notificationModuleApi.campaigns(info.id, {
      q: filters.q,
      status: filters.status as CampaignStatus | null,
      cursor,
    }),
  );
  useNotificationModuleEvents(
    info.id,
    (event) => {
      if (event.entity !== "campaign") return;
      const { status, totals, revision } = event;
      if (event.deleted) list.setItems((items) => items.filter((item) => item.id !== event.id));
      else if (status && totals && revision !== undefined && list.items.some((item) => item.id === event.id))
        // An API answer may arrive after a newer event (a fast run ends before the Send answer): keep the newer.
        list.setItems((items) =>
          items.map((item) =>
            item.id === event.id && revision > item.revision ? { ...item, status, totals, revision } : item,
          ),
        );
      else void list.reload();
    },
    () => void list.reload(),
  );
  const [editing, setEditing] = useState<CampaignItem | null>(null);
  // The recipients drawer follows the row as it is now (live totals while a run sends).
  const [viewingId, setViewingId] = useState<string | null>(null);
  const viewing = list.items.find((item) => item.id === viewingId) ?? null;
  const replace = (row: CampaignItem) =>
    list.setItems((items) =>
      items.map((item) => (item.id === row.id && row.revision >= item.revision ? row : item)),
    );
  const fail = (caught: unknown) =>
    notifications.show({ color: "red", message: errorMessage(caught, tErrors("somethingWentWrong")) });

  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });
  const audienceText = (row: CampaignItem) => {
    const audience = row.audience;
    if (audience.kind === "all") return t("campaign.audienceAll");
    if (audience.kind === "project")
      return t("campaign.audienceProject", { name: row.audienceProjectName ?? t("campaign.missing") });
    if (audience.kind === "role") return t("campaign.audienceRole", { role: tRoles(audience.role) });
    return t("campaign.audienceEmails", { count: audience.emails.length });
  };
  const scheduleText = (schedule: CampaignSchedule) =>
    schedule.kind === "now"
      ? t("campaign.scheduleNow")
      : t(
          `campaign.schedule${schedule.kind === "at" ? "At" : schedule.kind === "daily" ? "Daily" : "Weekly"}`,
          {
            when: when(schedule.at),
          },
        );

  const act = async (row: CampaignItem, action: CampaignAction) => {
    if (action === "send" || action === "cancel") {
      const ok = await confirmAction({
        title:
          action === "send"
            ? t("campaign.sendTitle", { name: row.name })
            : t("campaign.cancelTitle", { name: row.name }),
        message:
          action === "cancel"
            ? t("campaign.cancelMessage")
            : row.schedule.kind === "now"
              ? t("campaign.sendNow")
              : t("campaign.sendScheduled"),
        confirm: action === "send" ? t("campaign.send") : t("campaign.cancelCampaign"),
        cancel: t("cancel"),
        danger: action === "cancel",
      });
      if (!ok) return;
    }
    try {
      replace(await notificationModuleApi.campaignAction(info.id, row.id, action));
    } catch (caught) {
      fail(caught);
    }
  };
  const remove = async (row: CampaignItem) => {
    const ok = await confirmAction({
      title: t("campaign.deleteTitle", { name: row.name }),
      message: t("campaign.deleteMessage"),
      confirm: t("delete"),
      cancel: t("cancel"),
      danger: true,
    });
    if (!ok) return;
    try {
      await notificationModuleApi.deleteCampaign(info.id, row.id);
      list.setItems((items) => items.filter((item) => item.id !== row.id));
    } catch (caught) {
      fail(caught);
    }
  };
  const actionLabel = (row: CampaignItem, action: CampaignAction) =>
    action === "send"
      ? row.status === "completed"
        ? t("campaign.sendAgain")
        : t("campaign.send")
      : action === "cancel"
        ? t("campaign.cancelCampaign")
        : t(`campaign.${action}`);

  const rows = list.items.map((row) => {
    const total = row.totals.sent + row.totals.failed + row.totals.queued;
    const editable = row.status === "draft" || row.status === "scheduled";
    const sendActions = info.access.send ? actionsFor(row.status) : [];
    const deletable = info.access.delete && row.status !== "sending" && row.status !== "paused";
    return (
      <Table.Tr
        key={row.id}
        data-testid="campaign-row"
        style={{ cursor: "pointer" }}
        onClick={() => setViewingId(row.id)}
      >
        <Table.Td fw={500}>{row.name}</Table.Td>
        <Table.Td>{row.template?.name ?? t("campaign.missing")}</Table.Td>
        <Table.Td>
          {row.channel ? `${row.channel.name} (${t(`kinds.${row.channel.kind}`)})` : t("campaign.missing")}
        </Table.Td>
        <Table.Td>{audienceText(row)}</Table.Td>
        <Table.Td>{scheduleText(row.schedule)}</Table.Td>
        <Table.Td>
          <Badge color={STATUS_COLOR[row.status]} variant="light" data-testid="campaign-status">
            {t(`campaignStatuses.${row.status}`)}
          </Badge>
        </Table.Td>
        <Table.Td miw={160}>
          <Stack gap={4}>
            <Progress.Root size="sm" aria-label={t("campaign.totals", { ...row.totals })}>
              <Progress.Section value={total ? (row.totals.sent / total) * 100 : 0} color="teal" />
              <Progress.Section value={total ? (row.totals.failed / total) * 100 : 0} color="red" />
            </Progress.Root>
            <Text size="xs" c="dimmed" data-testid="campaign-totals">
              {t("campaign.totals", { ...row.totals })}
            </Text>
          </Stack>
        </Table.Td>
        <Table.Td>{row.nextRunAt ? when(row.nextRunAt) : "—"}</Table.Td>
        <Table.Td onClick={(event) => event.stopPropagation()}>
          {(sendActions.length > 0 || (editable && info.access.edit) || deletable) && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t("actions", { name: row.name })}>
                  <IconDots size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {sendActions.map((action) => (
                  <Menu.Item
                    key={action}
                    onClick={() => void act(row, action)}
                    color={action === "cancel" ? "red" : undefined}
                  >
                    {actionLabel(row, action)}
                  </Menu.Item>
                ))}
                {editable && info.access.edit && (
                  <Menu.Item onClick={() => setEditing(row)}>{t("edit")}</Menu.Item>
                )}
                <Menu.Item onClick={() => setViewingId(row.id)}>{t("campaign.recipients")}</Menu.Item>
                {deletable && (
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

  const close = () => (editing ? setEditing(null) : onCloseCreate());
  return (
    <>
      <ListTable
        testId="campaigns-table"
        headers={[
          t("columns.name"),
          t("columns.template"),
          t("columns.channel"),
          t("columns.audience"),
          t("columns.schedule"),
          t("columns.status"),
          t("columns.progress"),
          t("columns.nextRun"),
          "",
        ]}
        rows={rows}
        list={list}
        filtered={Boolean(filters.q || filters.status)}
        empty={{
          title: t("empty.campaigns"),
          hint: t("empty.campaignsHint"),
          action: info.access.add ? { label: t("create.campaigns"), href: createUrl } : null,
        }}
      />
      <Modal
        closeButtonProps={{ "aria-label": t("close") }}
        opened={creating || editing !== null}
        onClose={close}
        title={editing ? t("campaign.editTitle") : t("campaign.createTitle")}
        size={640}
        centered
        data-testid="campaign-dialog"
      >
        <CampaignForm
          key={editing?.id ?? "new"}
          info={info}
          editing={editing}
          onCancel={close}
          onSaved={(saved) => {
            notifications.show({ color: "teal", message: t("campaign.saved") });
            if (editing) {
              replace(saved);
              setEditing(null);
            } else {
              void list.reload();
              onCloseCreate();
            }
          }}
        />
      </Modal>
      <DeliveriesDrawer info={info} campaign={viewing} onClose={() => setViewingId(null)} />
    </>
  );
}

interface CampaignFormValues {
  name: string;
  templateId: string | null;
  channelId: string | null;
  audienceKind: CampaignAudience["kind"];
  projectId: string | null;
  role: string;
  emails: string;
  scheduleKind: CampaignSchedule["kind"];
  at: string | null;
  values: Record<string, string>;
}

const toLocal = (iso: string) => {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:00`;
};

/** Name, template, a channel of the template's kind, audience, schedule and the template's values. */
function CampaignForm(props: {
  info: NotificationModuleInfo;
  editing: CampaignItem | null;
  onCancel: () => void;
  onSaved: (campaign: CampaignItem) => void;
}) {
  const t = useTranslations("notificationModule");
  const tAll = useTranslations();
  const tRoles = useTranslations("workspaces.roles");
  const { editing } = props;
  const [templates, setTemplates] = useState<TemplateItem[]>([]);
  const [channels, setChannels] = useState<ChannelItem[]>([]);
  const [projects, setProjects] = useState<{ value: string; label: string }[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { loading, error, setError, submit } = useFormSubmit();
  const audience = editing?.audience;
  const [values, setValues] = useState<CampaignFormValues>({
    name: editing?.name ?? "",
    templateId: editing?.template?.id ?? null,
    channelId: editing?.channel?.id ?? null,
    audienceKind: audience?.kind ?? "all",
    projectId: audience?.kind === "project" ? audience.projectId : (props.info.project?.id ?? null),
    role: audience?.kind === "role" ? audience.role : "member",
    emails: audience?.kind === "emails" ? audience.emails.join("\n") : "",
    scheduleKind: editing?.schedule.kind ?? "now",
    at: editing && editing.schedule.kind !== "now" ? toLocal(editing.schedule.at) : null,
    values: editing?.values ?? {},
  });
  const set = <K extends keyof CampaignFormValues>(key: K, value: CampaignFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  useEffect(() => {
    // The pickers' options: the module's templates and channels, the projects the viewer sees.
    Promise.all([
      notificationModuleApi.templates(props.info.id),
      notificationModuleApi.channels(props.info.id),
      projectApi.list({ page: 1, limit: 100, bookmarked: false }),
    ]).then(
      ([templatePage, channelPage, projectList]) => {
        setTemplates(templatePage.data);
        setChannels(channelPage.data);
        setProjects(projectList.map((project) => ({ value: project.id, label: project.name })));
      },
      (caught: unknown) => setError(errorMessage(caught, tAll("errors.somethingWentWrong"))),
    );
  }, [props.info.id, setError, tAll]);

  const template = templates.find((item) => item.id === values.templateId) ?? null;
  const matching = channels.filter((channel) => !template || channel.kind === template.channelKind);
  const emails = parseEmailList(values.emails);

  const build = () => {
    const audienceValue: CampaignAudience =
      values.audienceKind === "project"
        ? { kind: "project", projectId: values.projectId ?? "" }
        : values.audienceKind === "role"
          ? {
              kind: "role",
              role: values.role as RoleValue,
            }
          : values.audienceKind === "emails"
            ? { kind: "emails", emails: emails.valid }
            : { kind: "all" };
    const schedule: CampaignSchedule =
      values.scheduleKind === "now" || !values.at
        ? { kind: "now" }
        : { kind: values.scheduleKind, at: new Date(values.at.replace(" ", "T")).toISOString() };
    const own = Object.fromEntries(
      (template?.variables ?? []).map((v) => [v.name, values.values[v.name] ?? ""]),
    );
    return {
      name: values.name,
      templateId: values.templateId ?? undefined,
      channelId: values.channelId ?? undefined,
      audience: audienceValue,
      schedule,
      values: own,
    };
  };

  const validate = (): boolean => {
    const next: Record<string, string> = {};
    const parsed = createCampaignSchema.safeParse(build());
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === "audience" ? "audience" : String(issue.path[0] ?? "form");
        next[key] ??= tAll(issue.message as never);
      }
    if (values.audienceKind === "emails" && emails.invalid.length > 0)
      next.audience = t("campaign.emailsInvalid", { emails: emails.invalid.slice(0, 3).join(", ") });
    if (values.scheduleKind !== "now" && !values.at) next.schedule = tAll("validation.scheduleTimeInvalid");
    for (const variable of template?.variables ?? [])
      if (!values.values[variable.name]?.trim())
        next[`value.${variable.name}`] = tAll("errors.campaignValuesMissing");
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    void submit(async () => {
      const body = build();
      props.onSaved(
        editing
          ? await notificationModuleApi.updateCampaign(props.info.id, editing.id, body)
          : await notificationModuleApi.createCampaign(props.info.id, {
              ...body,
              templateId: body.templateId ?? "",
              channelId: body.channelId ?? "",
            }),
      );
    });
  };

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t("campaign.name")}
          required
          data-autofocus
          value={values.name}
          onChange={(event) => set("name", event.currentTarget.value)}
          error={errors.name}
        />
        <Select
          label={t("campaign.template")}
          required
          data={templates.map((item) => ({
            value: item.id,
            label: `${item.name} (${t(`kinds.${item.channelKind}`)})`,
          }))}
          value={values.templateId}
          onChange={(value) => {
            const next = templates.find((item) => item.id === value);
            setValues((current) => ({
              ...current,
              templateId: value,
              channelId: channels.some((c) => c.id === current.channelId && c.kind === next?.channelKind)
                ? current.channelId
                : null,
            }));
          }}
          error={errors.templateId}
          searchable
        />
        <Select
          label={t("campaign.channel")}
          description={t("campaign.channelHint")}
          required
          data={matching.map((item) => ({
            value: item.id,
            label: `${item.name} (${t(`kinds.${item.kind}`)})`,
          }))}
          value={values.channelId}
          onChange={(value) => set("channelId", value)}
          error={errors.channelId}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t("campaign.audience")}
          </Text>
          <SegmentedControl
            fullWidth
            data={(["all", "project", "role", "emails"] as const).map((value) => ({
              value,
              label: t(`campaign.audienceKinds.${value}`),
            }))}
            value={values.audienceKind}
            onChange={(value) => set("audienceKind", value as CampaignAudience["kind"])}
          />
          {values.audienceKind === "project" && (
            <Select
              aria-label={t("campaign.project")}
              placeholder={t("campaign.project")}
              data={projects}
              value={values.projectId}
              onChange={(value) => set("projectId", value)}
              searchable
            />
          )}
          {values.audienceKind === "role" && (
            <Select
              aria-label={t("campaign.role")}
              data={ROLES.map((role) => ({ value: role, label: tRoles(role) }))}
              value={values.role}
              onChange={(value) => set("role", value ?? "member")}
              allowDeselect={false}
            />
          )}
          {values.audienceKind === "emails" && (
            <Textarea
              aria-label={t("campaign.emails")}
              description={`${t("campaign.emailsHint")} · ${t("campaign.emailsCount", { count: emails.valid.length })}`}
              autosize
              minRows={3}
              maxRows={8}
              value={values.emails}
              onChange={(event) => set("emails", event.currentTarget.value)}
            />
          )}
          {errors.audience && (
            <Text size="xs" c="red">
              {errors.audience}
            </Text>
          )}
        </Stack>
        {(template?.variables.length ?? 0) > 0 && (
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t("campaign.values")}
            </Text>
            {template!.variables.map((variable) => (
              <TextInput
                key={variable.name}
                label={variable.name}
                placeholder={variable.sample}
                required
                value={values.values[variable.name] ?? ""}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setValues((current) => ({
                    ...current,
                    values: { ...current.values, [variable.name]: value },
                  }));
                }}
                error={errors[`value.${variable.name}`]}
              />
            ))}
          </Stack>
        )}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t("campaign.schedule")}
          </Text>
          <SegmentedControl
            fullWidth
            data={(["now", "at", "daily", "weekly"] as const).map((value) => ({
              value,
              label: t(`campaign.scheduleKinds.${value}`),
            }))}
            value={values.scheduleKind}
            onChange={(value) => set("scheduleKind", value as CampaignSchedule["kind"])}
          />
          {values.scheduleKind !== "now" && (
            <DateTimePicker
              aria-label={t("campaign.at")}
              placeholder={t("campaign.at")}
              value={values.at}
              onChange={(value) => set("at", value)}
              minDate={new Date()}
              error={errors.schedule}
              clearable
            />
          )}
        </Stack>
        <FormError error={error ?? errors.form ?? null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            {t("cancel")}
          </Button>
          <Button type="submit" loading={loading}>
            {t("campaign.saveDraft")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A campaign's recipients in its latest run: who, status, why it failed, when it was sent. */
function DeliveriesDrawer(props: {
  info: NotificationModuleInfo;
  campaign: CampaignItem | null;
  onClose: () => void;
}) {
  const t = useTranslations("notificationModule");
  const format = useFormatter();
  const { campaign } = props;
  const [status, setStatus] = useState<DeliveryStatus | "">("");
  const list = usePagedList<DeliveryItem>(
    JSON.stringify([campaign?.id, campaign?.totals, status]),
    (cursor) =>
      campaign
        ? notificationModuleApi.deliveries(props.info.id, campaign.id, { status: status || null, cursor })
        : Promise.resolve({ data: [], nextCursor: null }),
  );
  return (
    <Drawer
      closeButtonProps={{ "aria-label": t("close") }}
      opened={campaign !== null}
      onClose={props.onClose}
      position="right"
      size="lg"
      title={campaign ? t("deliveries.title", { name: campaign.name }) : ""}
      data-testid="deliveries-drawer"
    >
      <Stack gap="sm">
        <SegmentedControl
          data={[
            { value: "", label: t("deliveries.all") },
            ...(["queued", "sent", "failed"] as const).map((value) => ({
              value,
              label: t(`deliveryStatuses.${value}`),
            })),
          ]}
          value={status}
          onChange={(value) => setStatus(value as DeliveryStatus | "")}
        />
        <ListTable
          testId="deliveries-table"
          headers={[
            t("deliveries.recipient"),
            t("deliveries.status"),
            t("deliveries.detail"),
            t("deliveries.sentAt"),
          ]}
          rows={list.items.map((row) => (
            <Table.Tr key={row.id} data-testid="delivery-row">
              <Table.Td>
                <Text size="sm">{row.name ?? row.email}</Text>
                {row.name && (
                  <Text size="xs" c="dimmed">
                    {row.email}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Badge
                  variant="light"
                  color={row.status === "sent" ? "teal" : row.status === "failed" ? "red" : "gray"}
                >
                  {t(`deliveryStatuses.${row.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="xs">
                  {row.reason ? t(`reasons.${row.reason}`, { error: row.error ?? "" }) : "—"}
                </Text>
              </Table.Td>
              <Table.Td>
                {row.sentAt
                  ? format.dateTime(new Date(row.sentAt), { dateStyle: "short", timeStyle: "short" })
                  : "—"}
              </Table.Td>
            </Table.Tr>
          ))}
          list={list}
          filtered={status !== ""}
          empty={{ title: t("deliveries.empty") }}
        />
      </Stack>
    </Drawer>
  );
}
