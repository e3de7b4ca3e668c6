"use client";

import "@mantine/dates/styles.css";
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { DateTimePicker } from "@mantine/dates";
import { IconSparkles } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { notificationModuleApi, notificationQueries } from "@/modules/notification/client/api";
import { projectQueries } from "@/lib/client/projects/api";
import { useQuery } from "@/lib/client/query/use-query";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { parseEmailList } from "@/modules/notification/shared/email-list";
import type {
  CampaignAudience,
  CampaignItem,
  CampaignSchedule,
  ChannelItem,
  NotificationModuleInfo,
  TemplateItem,
} from "@/modules/notification/shared/types";
import { createCampaignSchema } from "@/modules/notification/schemas/notification-module";
import { ROLES } from "@/lib/schemas/permissions";
import {
  campaignBody,
  hiddenList,
  initialCampaignValues,
  type CampaignFormValues,
} from "./campaign-form-values";
import { CampaignCopyDraft } from "./campaign-copy-draft";
import { ResourceFormFooter, type ResourceFormProps } from "./resource-tab";

type CampaignFormProps = { info: NotificationModuleInfo } & ResourceFormProps<CampaignItem>;

/**
 * The campaign form, for a campaign as one campaign's answer gives it: lists carry a pasted list's
 * count only, so editing one reads the campaign first (its addresses, masked unless the viewer may
 * view the workspace's members).
 */
export function CampaignForm(props: CampaignFormProps) {
  const tAll = useTranslations();
  const { editing } = props;
  const pasted = editing?.audience.kind === "emails";
  const one = useQuery(pasted && editing ? notificationQueries.campaign(props.info.id, editing.id) : null);
  if (!pasted) return <CampaignFields {...props} />;
  if (one.data) return <CampaignFields {...props} editing={one.data} />;
  if (one.error)
    return (
      <Alert color="red" role="alert">
        {errorMessage(one.error, tAll("errors.somethingWentWrong"))}
      </Alert>
    );
  return (
    <Center py="xl">
      <Loader size="sm" />
    </Center>
  );
}

/** Name, template, a channel of the template's kind, audience, schedule and the template's values. */
function CampaignFields(props: CampaignFormProps) {
  const t = useTranslations("notificationModule");
  const tAll = useTranslations();
  const tRoles = useTranslations("workspaces.roles");
  const { editing } = props;
  // The pickers' options: the module's templates and channels, the projects the viewer sees.
  const templateList = useQuery(notificationQueries.templates(props.info.id));
  const channelList = useQuery(notificationQueries.channels(props.info.id));
  const projectList = useQuery(projectQueries.list({ page: 1, limit: 100, bookmarked: false }));
  const templates: TemplateItem[] = templateList.data?.data ?? [];
  const channels: ChannelItem[] = channelList.data?.data ?? [];
  const projects = (projectList.data ?? []).map((project) => ({ value: project.id, label: project.name }));
  const optionsFailure = templateList.error ?? channelList.error ?? projectList.error;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { loading, error: submitError, submit } = useFormSubmit();
  const error =
    submitError ?? (optionsFailure ? errorMessage(optionsFailure, tAll("errors.somethingWentWrong")) : null);
  const [values, setValues] = useState<CampaignFormValues>(() =>
    initialCampaignValues(editing, props.info.project?.id ?? null),
  );
  const set = <K extends keyof CampaignFormValues>(key: K, value: CampaignFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const template = templates.find((item) => item.id === values.templateId) ?? null;
  const [drafting, setDrafting] = useState(false);
  /** The form's audience in words, for the copy's draft. */
  const audienceText = (): string => {
    if (values.audienceKind === "project")
      return t("copy.audienceProject", {
        project:
          projects.find((one) => one.value === values.projectId)?.label ?? props.info.project?.name ?? "",
      });
    if (values.audienceKind === "role") return t("copy.audienceRole", { role: tRoles(values.role) });
    if (values.audienceKind === "emails") return t("copy.audienceEmails", { count: emails.valid.length });
    return t("copy.audienceAll");
  };
  const matching = channels.filter((channel) => !template || channel.kind === template.channelKind);
  const emails = parseEmailList(values.emails);
  const build = () => campaignBody(values, template, emails.valid);
  // A pasted list the viewer may not read is kept as it is unless they paste another.
  const hidden = hiddenList(editing);
  const keepList = hidden !== null && values.audienceKind === "emails" && emails.valid.length === 0;

  const validate = (): boolean => {
    const next: Record<string, string> = {};
    const parsed = createCampaignSchema.safeParse(build());
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === "audience" ? "audience" : String(issue.path[0] ?? "form");
        if (key !== "audience" || !keepList) next[key] ??= tAll(issue.message as never);
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
          ? await notificationModuleApi.updateCampaign(
              props.info.id,
              editing.id,
              keepList ? { ...body, audience: undefined } : body,
            )
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
        {props.info.access.add && (
          <Group justify="flex-end" mt={-6}>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconSparkles size={14} aria-hidden />}
              onClick={() => setDrafting(true)}
              data-testid="campaign-copy-open"
            >
              {t("copy.open")}
            </Button>
          </Group>
        )}
        {drafting && (
          <CampaignCopyDraft
            info={props.info}
            audience={audienceText()}
            channelKind={
              channels.find((c) => c.id === values.channelId)?.kind ?? template?.channelKind ?? "email"
            }
            onClose={() => setDrafting(false)}
            onSaved={(saved) => {
              setDrafting(false);
              templateList.setData((current) => current && { ...current, data: [saved, ...current.data] });
              setValues((current) => ({
                ...current,
                templateId: saved.id,
                channelId: channels.some((c) => c.id === current.channelId && c.kind === saved.channelKind)
                  ? current.channelId
                  : null,
              }));
            }}
          />
        )}
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
          {values.audienceKind === "emails" && hidden !== null && (
            <Text size="xs" c="dimmed" data-testid="campaign-hidden-list">
              {t("campaign.emailsHidden", { count: hidden })}
            </Text>
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
        <ResourceFormFooter
          error={error ?? errors.form ?? null}
          loading={loading}
          onCancel={props.onCancel}
          submitLabel={t("campaign.saveDraft")}
        />
      </Stack>
    </form>
  );
}
