"use client";

import { Alert, Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { IconSparkles } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { confirmAction } from "@/components/ui/confirm";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormError } from "@/components/ui/form-error";
import { errorMessage } from "@/lib/client/api";
import { dbApi } from "@/modules/database-generator/client/api";
import {
  bodyOf,
  editableOf,
  problemsOf,
  PROMPT_MAX,
  PROMPT_MIN,
  type EditDraft,
} from "@/modules/database-generator/components/create/draft-edit";
import { DraftEditor } from "@/modules/database-generator/components/create/draft-editor";
import { draftFailure } from "@/modules/database-generator/components/create/draft-failure";
import {
  CreateModal,
  type CreateDialogProps,
} from "@/modules/database-generator/components/create/template-dialog";

/** The sample descriptions offered (their labels and texts under `databaseGenerator.create.samples`). */
const SAMPLES = ["bookClub", "shop", "clinic", "event"] as const;

/**
 * 'Use the AI smart builder' → 'Customize my database': a description (or a sample one), 'Generate'
 * (Ctrl/⌘+Enter too), then the proposal to edit and create, or to generate again.
 */
export function SmartBuilderDialog(props: CreateDialogProps) {
  const t = useTranslations("databaseGenerator.create");
  return (
    <CreateModal
      opened={props.opened}
      onClose={props.onClose}
      title={t("builderTitle")}
      testId="db-builder-dialog"
    >
      {/* Inside the modal: the description and the proposal start afresh each time it opens. */}
      <SmartBuilder {...props} />
    </CreateModal>
  );
}

function SmartBuilder({ moduleId, onClose, onCreated }: CreateDialogProps) {
  const t = useTranslations("databaseGenerator.create");
  const tAll = useTranslations();
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const [prompt, setPrompt] = useState("");
  const [promptError, setPromptError] = useState<string | null>(null);
  const [draft, setDraft] = useState<EditDraft | null>(null);
  /** The description is shown again (the proposal kept until another is generated). */
  const [describing, setDescribing] = useState(true);
  const samplesId = useId();
  const [edited, setEdited] = useState(false);
  const [showProblems, setShowProblems] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busy = generating || creating;

  const generate = async () => {
    if (busy) return;
    const text = prompt.trim();
    if (text.length < PROMPT_MIN || text.length > PROMPT_MAX) {
      setPromptError(tAll("validation.dbPromptInvalid"));
      promptRef.current?.focus();
      return;
    }
    if (draft && edited) {
      const discard = await confirmAction({
        title: t("regenerateTitle"),
        message: t("regenerateText"),
        confirm: t("regenerate"),
        cancel: t("cancel"),
      });
      if (!discard) return;
    }
    setGenerating(true);
    setError(null);
    try {
      // A 429 (Ask AI's per-person limit) says how long to wait: its message is shown as it is.
      const proposal = await dbApi.draft(moduleId, text);
      setDraft(editableOf(proposal));
      setDescribing(false);
      setEdited(false);
      setShowProblems(false);
    } catch (failure) {
      setError(errorMessage(failure, tAll("errors.somethingWentWrong")));
    } finally {
      setGenerating(false);
    }
  };

  const create = async () => {
    if (!draft || busy) return;
    if (Object.keys(problemsOf(draft)).length > 0) {
      setShowProblems(true);
      setError(t("fixNames"));
      return;
    }
    setCreating(true);
    setError(null);
    try {
      const database = await dbApi.fromDraft(moduleId, bodyOf(draft));
      notifications.show({ color: "teal", message: t("created", { name: database.name }) });
      onCreated(database);
    } catch (failure) {
      setError(draftFailure(failure, tAll("errors.somethingWentWrong"), t));
    } finally {
      setCreating(false);
    }
  };

  const onPromptKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void generate();
    }
  };

  const choose = (text: string) => {
    setPrompt(text);
    setPromptError(null);
    promptRef.current?.focus();
  };

  if (draft && !describing)
    return (
      <Stack gap="md">
        <Alert variant="light" icon={<IconSparkles size={18} aria-hidden />} title={t("proposalTitle")}>
          <Stack gap={6}>
            <Text size="sm">{t("proposalText")}</Text>
            <Text size="sm" c="dimmed" lineClamp={3}>
              {prompt.trim()}
            </Text>
            <Group>
              <Button
                variant="subtle"
                size="compact-sm"
                onClick={() => {
                  setDescribing(true);
                  setError(null);
                }}
                disabled={busy}
              >
                {t("editDescription")}
              </Button>
            </Group>
          </Stack>
        </Alert>
        <DraftEditor
          draft={draft}
          onChange={(next) => {
            setDraft(next);
            setEdited(true);
          }}
          problems={showProblems ? problemsOf(draft) : {}}
          disabled={busy}
        />
        <FormError error={error} testId="db-builder-error" />
        <DialogActions closeLabel={t("cancel")} onClose={onClose}>
          <Button
            variant="default"
            loading={generating}
            disabled={creating}
            onClick={() => void generate()}
            data-testid="db-builder-regenerate"
          >
            {t("generateAgain")}
          </Button>
          <Button
            loading={creating}
            disabled={generating}
            onClick={() => void create()}
            data-testid="db-builder-create"
          >
            {t("createDatabase")}
          </Button>
        </DialogActions>
      </Stack>
    );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void generate();
      }}
    >
      <Stack gap="md">
        <Textarea
          ref={promptRef}
          label={t("descriptionLabel")}
          description={t("descriptionHint")}
          placeholder={t("descriptionPlaceholder")}
          value={prompt}
          onChange={(event) => {
            setPrompt(event.currentTarget.value);
            setPromptError(null);
          }}
          onKeyDown={onPromptKeyDown}
          error={promptError}
          autosize
          minRows={10}
          maxRows={20}
          maxLength={PROMPT_MAX}
          required
          disabled={generating}
          data-autofocus
          data-testid="db-builder-prompt"
        />
        <Group justify="space-between" gap="xs" mt={-8}>
          <Text size="xs" c="dimmed">
            {t("shortcut")}
          </Text>
          <Text size="xs" c="dimmed">
            {t("promptCount", { count: prompt.length, max: PROMPT_MAX })}
          </Text>
        </Group>
        <Stack gap={6}>
          <Text size="sm" fw={500} id={samplesId}>
            {t("samplesLabel")}
          </Text>
          <Group gap="xs" role="group" aria-labelledby={samplesId}>
            {SAMPLES.map((sample) => (
              <Button
                key={sample}
                variant="light"
                radius="xl"
                size="compact-sm"
                disabled={generating}
                onClick={() => choose(t(`samples.${sample}.prompt`))}
                data-testid="db-builder-sample"
              >
                {t(`samples.${sample}.label`)}
              </Button>
            ))}
          </Group>
        </Stack>
        <FormError error={error} testId="db-builder-error" />
        <DialogActions closeLabel={t("cancel")} onClose={onClose}>
          {draft ? (
            <Button variant="default" disabled={generating} onClick={() => setDescribing(false)}>
              {t("backToProposal")}
            </Button>
          ) : null}
          <Button
            type="submit"
            loading={generating}
            leftSection={<IconSparkles size={16} aria-hidden />}
            data-testid="db-builder-generate"
          >
            {t("generate")}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
