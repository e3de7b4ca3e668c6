"use client";

import {
  Button,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormError } from "@/components/ui/form-error";
import { errorMessage } from "@/lib/client/api";
import { notificationModuleApi } from "@/modules/notification/client/api";
import { COPY_TONES, type CopyDraft, type CopyTone } from "@/modules/notification/shared/copy-draft";
import {
  CHANNEL_KINDS,
  type ChannelKind,
  type NotificationModuleInfo,
  type TemplateItem,
} from "@/modules/notification/shared/types";

interface CampaignCopyDraftProps {
  info: NotificationModuleInfo;
  /** Who the campaign is for, in words (from the form's audience); editable here. */
  audience: string;
  channelKind: ChannelKind;
  onClose: () => void;
  /** The draft saved as a template (the campaign form chooses it). */
  onSaved: (template: TemplateItem) => void;
}

/**
 * 'Ask AI' on campaigns (issue 40, item 4): what the campaign is for, whom, how it is sent and in what
 * tone → a template's name, subject and message (built in, or a configured model's), edited here and
 * saved as a template that the campaign then uses.
 */
export function CampaignCopyDraft({ info, audience, channelKind, onClose, onSaved }: CampaignCopyDraftProps) {
  const t = useTranslations("notificationModule");
  const tAll = useTranslations();
  const [goal, setGoal] = useState("");
  const [who, setWho] = useState(audience);
  const [kind, setKind] = useState<ChannelKind>(channelKind);
  const [tone, setTone] = useState<CopyTone>("friendly");
  const [draft, setDraft] = useState<CopyDraft | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const write = async () => {
    if (!goal.trim()) return setError(tAll("validation.campaignGoalRequired"));
    setBusy(true);
    setError(null);
    try {
      const answer = await notificationModuleApi.draftCopy(info.id, {
        goal,
        audience: who.trim() || null,
        channelKind: kind,
        tone,
      });
      setDraft(answer);
    } catch (caught) {
      setError(errorMessage(caught, t("copy.failed")));
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    if (!draft) return;
    setBusy(true);
    setError(null);
    try {
      const template = await notificationModuleApi.createTemplate(info.id, {
        name: draft.name,
        channelKind: kind,
        subject: kind === "email" ? draft.subject : null,
        body: draft.body,
        variables: [],
      });
      notifications.show({ color: "teal", message: t("copy.saved", { name: template.name }) });
      onSaved(template);
    } catch (caught) {
      setError(errorMessage(caught, tAll("errors.somethingWentWrong")));
    } finally {
      setBusy(false);
    }
  };

  const edit = (field: "name" | "subject" | "body", value: string) =>
    setDraft((current) => current && { ...current, [field]: value });

  return (
    <Modal opened onClose={onClose} title={t("copy.title")} size="lg" centered>
      <Stack gap="sm" data-testid="campaign-copy-draft">
        <Textarea
          label={t("copy.goal")}
          placeholder={t("copy.goalPlaceholder")}
          required
          autosize
          minRows={2}
          maxLength={1000}
          data-autofocus
          value={goal}
          onChange={(event) => setGoal(event.currentTarget.value)}
        />
        <TextInput
          label={t("copy.audience")}
          placeholder={t("copy.audiencePlaceholder")}
          maxLength={300}
          value={who}
          onChange={(event) => setWho(event.currentTarget.value)}
        />
        <Group grow align="end">
          <Select
            label={t("copy.channelKind")}
            data={CHANNEL_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
            value={kind}
            allowDeselect={false}
            onChange={(value) => value && setKind(value as ChannelKind)}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="campaign-copy-tone">
              {t("copy.tone")}
            </Text>
            <SegmentedControl
              aria-labelledby="campaign-copy-tone"
              data={COPY_TONES.map((value) => ({ value, label: t(`copy.tones.${value}`) }))}
              value={tone}
              onChange={(value) => setTone(value as CopyTone)}
            />
          </Stack>
        </Group>
        {draft && (
          <Stack gap="xs" data-testid="campaign-copy-result">
            <Text size="sm" c="dimmed">
              {draft.by === "model" ? t("copy.draftedModel") : t("copy.draftedBuiltIn")}
            </Text>
            <TextInput
              label={t("copy.name")}
              value={draft.name}
              maxLength={100}
              onChange={(event) => edit("name", event.currentTarget.value)}
            />
            {kind === "email" && (
              <TextInput
                label={t("copy.subjectLabel")}
                value={draft.subject ?? ""}
                maxLength={200}
                onChange={(event) => edit("subject", event.currentTarget.value)}
              />
            )}
            <Textarea
              label={t("copy.body")}
              autosize
              minRows={6}
              value={draft.body}
              onChange={(event) => edit("body", event.currentTarget.value)}
            />
          </Stack>
        )}
        <FormError error={error} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t("copy.cancel")}
          </Button>
          <Button
            variant={draft ? "default" : "filled"}
            loading={busy && !draft}
            onClick={() => void write()}
          >
            {draft ? t("copy.redraft") : t("copy.draft")}
          </Button>
          {draft && (
            <Button loading={busy} onClick={() => void save()}>
              {t("copy.save")}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
