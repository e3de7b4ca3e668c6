"use client";

import { Alert, Badge, Box, Button, Checkbox, Group, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormError } from "@/components/ui/form-error";
import { errorMessage } from "@/lib/client/api";
import { dvApi } from "@/modules/data-visualization/client/api";
import { AI_PROMPT_MAX } from "@/modules/data-visualization/schemas/dashboards";
import type { Proposal } from "@/modules/data-visualization/shared/types";
import { ChartFacts } from "./chart-facts";
import type { WayProps } from "./create-dialogs";
import { DASHBOARD_NAME_MAX, nameFromPrompt, nameProblem } from "./name-schema";
import { WayModal } from "./way-modal";

/** The example descriptions offered (label and text under `dataVisualization.ai.examples`). */
const EXAMPLES = ["throughput", "timeLedger", "bookings", "bookingPie"] as const;

/** The proposal: charts to keep or leave out, the visualization's name, and 'Create visualization'. */
function ProposalStep(props: WayProps & { prompt: string; proposal: Proposal; onEdit: () => void }) {
  const t = useTranslations("dataVisualization.ai");
  const tAll = useTranslations();
  const { proposal } = props;
  const [kept, setKept] = useState<boolean[]>(() => proposal.charts.map(() => true));
  const [name, setName] = useState(() => nameFromPrompt(props.prompt) || t("defaultName"));
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const count = kept.filter(Boolean).length;
  const factsId = useId();

  const create = async () => {
    if (busy) return;
    const problem = nameProblem(name);
    setNameError(problem && tAll(`validation.${problem}`));
    if (problem) return;
    if (count === 0) {
      setError(t("noneKept"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const dashboard = await dvApi.createDashboard(props.place.moduleId, {
        name: name.trim(),
        charts: proposal.charts.filter((_, index) => kept[index]),
      });
      props.onCreated(dashboard);
    } catch (failure) {
      setError(errorMessage(failure, t("createFailed")));
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
      data-testid="dv-ai-proposal"
    >
      <Stack gap="md">
        <Alert variant="light" icon={<IconSparkles size={18} aria-hidden />} title={t("proposalTitle")}>
          <Stack gap={6}>
            <Text size="sm">{t("proposalText")}</Text>
            <Text size="sm" c="dimmed" lineClamp={3}>
              {props.prompt}
            </Text>
            <Group gap="xs" justify="space-between">
              <Badge
                variant="light"
                color={proposal.by === "model" ? "grape" : "gray"}
                tt="none"
                data-testid="dv-ai-by"
              >
                {t(proposal.by === "model" ? "byModel" : "byRules")}
              </Badge>
              <Button variant="subtle" size="compact-sm" onClick={props.onEdit} disabled={busy}>
                {t("editDescription")}
              </Button>
            </Group>
          </Stack>
        </Alert>
        <Checkbox.Group
          label={t("chartsLabel")}
          description={t("chartsHint", { count, total: proposal.charts.length })}
          value={kept.flatMap((on, index) => (on ? [String(index)] : []))}
          onChange={(values) => {
            setKept(proposal.charts.map((_, index) => values.includes(String(index))));
            setError(null);
          }}
        >
          <Stack gap="sm" mt="xs">
            {proposal.charts.map((chart, index) => (
              <Stack key={index} gap={4} data-testid="dv-ai-chart">
                <Checkbox
                  value={String(index)}
                  label={chart.name}
                  aria-describedby={`${factsId}-${index}`}
                  disabled={busy}
                />
                <Box pl={32} id={`${factsId}-${index}`}>
                  <ChartFacts style={chart.style} source={chart.source} filters={chart.filters} />
                </Box>
              </Stack>
            ))}
          </Stack>
        </Checkbox.Group>
        <TextInput
          label={t("nameLabel")}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setNameError(null);
          }}
          error={nameError}
          maxLength={DASHBOARD_NAME_MAX}
          required
          disabled={busy}
          data-testid="dv-ai-name"
        />
        <FormError error={error} testId="dv-ai-error" />
        <DialogActions closeLabel={t("cancel")} onClose={props.onClose}>
          <Button type="submit" loading={busy} disabled={count === 0} data-testid="dv-ai-create">
            {t("create")}
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}

/**
 * 'Use the AI smart builder' → 'AI smart builder': a description (or an example), 'Generate'
 * (Ctrl/⌘+Enter too) asks POST …/ai/propose, then the proposed charts are shown — name, style, what
 * they report on, their axes — to keep or leave out before 'Create visualization' makes it.
 */
export function SmartBuilderDialog(props: WayProps) {
  const t = useTranslations("dataVisualization.ai");
  const tAll = useTranslations();
  const promptRef = useRef<HTMLTextAreaElement>(null);
  const examplesId = useId();
  const [prompt, setPrompt] = useState("");
  const [promptError, setPromptError] = useState<string | null>(null);
  const [proposal, setProposal] = useState<{ prompt: string; answer: Proposal } | null>(null);
  const [describing, setDescribing] = useState(true);
  const [generating, setGenerating] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const generate = async () => {
    if (generating) return;
    const text = prompt.trim();
    const problem = !text ? "aiPromptRequired" : text.length > AI_PROMPT_MAX ? "aiPromptTooLong" : null;
    if (problem) {
      setPromptError(tAll(`validation.${problem}`));
      promptRef.current?.focus();
      return;
    }
    setGenerating(true);
    setError(null);
    try {
      const answer = await dvApi.propose(props.place.moduleId, text);
      setProposal({ prompt: text, answer });
      setDescribing(false);
    } catch (failure) {
      setError(errorMessage(failure, t("generateFailed")));
    } finally {
      setGenerating(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void generate();
    }
  };

  return (
    <WayModal title={t("title")} onClose={props.onClose} testId="dv-ai-dialog">
      {proposal && !describing ? (
        <ProposalStep
          // A new proposal starts with every chart kept and its own name.
          key={proposal.prompt + JSON.stringify(proposal.answer.charts.map((chart) => chart.name))}
          {...props}
          prompt={proposal.prompt}
          proposal={proposal.answer}
          onEdit={() => setDescribing(true)}
        />
      ) : (
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
              placeholder={t("placeholder")}
              value={prompt}
              onChange={(event) => {
                setPrompt(event.currentTarget.value);
                setPromptError(null);
              }}
              onKeyDown={onKeyDown}
              error={promptError}
              rows={10}
              maxLength={AI_PROMPT_MAX}
              required
              disabled={generating}
              data-autofocus
              data-testid="dv-ai-prompt"
            />
            <Group justify="space-between" gap="xs" mt={-8}>
              <Text size="xs" c="dimmed">
                {t("shortcut")}
              </Text>
              <Text size="xs" c="dimmed">
                {t("promptCount", { count: prompt.length, max: AI_PROMPT_MAX })}
              </Text>
            </Group>
            <Stack gap={6}>
              <Text size="sm" fw={500} id={examplesId}>
                {t("examplesLabel")}
              </Text>
              <Group gap="xs" role="group" aria-labelledby={examplesId}>
                {EXAMPLES.map((example) => (
                  <Button
                    key={example}
                    variant="light"
                    radius="xl"
                    size="compact-sm"
                    disabled={generating}
                    onClick={() => {
                      setPrompt(t(`examples.${example}.prompt`));
                      setPromptError(null);
                      promptRef.current?.focus();
                    }}
                    data-testid="dv-ai-example"
                  >
                    {t(`examples.${example}.label`)}
                  </Button>
                ))}
              </Group>
            </Stack>
            <FormError error={error} testId="dv-ai-error" />
            <DialogActions closeLabel={t("cancel")} onClose={props.onClose}>
              {proposal && (
                <Button variant="default" disabled={generating} onClick={() => setDescribing(false)}>
                  {t("backToProposal")}
                </Button>
              )}
              <Button
                type="submit"
                loading={generating}
                leftSection={<IconSparkles size={16} aria-hidden />}
                data-testid="dv-ai-generate"
              >
                {t("generate")}
              </Button>
            </DialogActions>
          </Stack>
        </form>
      )}
    </WayModal>
  );
}
