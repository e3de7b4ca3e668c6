"use client";

import { Anchor, Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormError } from "@/components/ui/form-error";
import { errorMessage } from "@/lib/client/api";
import { dvApi } from "@/modules/data-visualization/client/api";
import { AI_PROMPT_MAX } from "@/modules/data-visualization/schemas/dashboards";
import type { Proposal } from "@/modules/data-visualization/shared/types";

const SAMPLES = ["sample1", "sample2", "sample3"] as const;

/**
 * 'Generate with AI': a description of the chart wanted ('What can we create for you?', three
 * sample prompts to start from) that the AI smart builder answers with one chart on the data the
 * viewer may read; the chart fills the manual form (`onProposal`), where it can be changed before
 * it is added. 'Generate manually' goes back to the form.
 */
export function AiPrompt(props: {
  moduleId: string;
  onProposal: (chart: Proposal["charts"][number]) => void;
  onManual: () => void;
}) {
  const t = useTranslations("dataVisualization.addChart");
  const [prompt, setPrompt] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const generate = async () => {
    if (!prompt.trim()) {
      setError(t("promptRequired"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const proposal = await dvApi.propose(props.moduleId, prompt.trim(), 1);
      const chart = proposal.charts[0];
      if (chart) props.onProposal(chart);
      else setError(t("proposeEmpty"));
    } catch (caught) {
      setError(errorMessage(caught, t("proposeFailed")));
    }
    setBusy(false);
  };

  return (
    <Stack gap="sm" data-testid="chart-ai">
      <Textarea
        label={t("promptLabel")}
        placeholder={t("promptPlaceholder")}
        value={prompt}
        onChange={(event) => setPrompt(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) {
            event.preventDefault();
            void generate();
          }
        }}
        minRows={5}
        autosize
        maxLength={AI_PROMPT_MAX}
        data-autofocus
        data-testid="chart-ai-prompt"
      />
      <Stack gap={6}>
        <Text size="xs" c="dimmed" id="dv-ai-samples">
          {t("samplesLabel")}
        </Text>
        <Group gap={6} role="group" aria-labelledby="dv-ai-samples">
          {SAMPLES.map((sample) => (
            <Button
              key={sample}
              size="compact-xs"
              variant="light"
              onClick={() => setPrompt(t(`samples.${sample}`))}
            >
              {t(`samples.${sample}`)}
            </Button>
          ))}
        </Group>
      </Stack>
      <FormError error={error} testId="chart-ai-error" />
      <Group justify="space-between">
        <Anchor
          component="button"
          type="button"
          size="sm"
          onClick={props.onManual}
          data-testid="chart-manual"
        >
          {t("generateManually")}
        </Anchor>
        <Button
          leftSection={<IconSparkles size={16} aria-hidden />}
          onClick={() => void generate()}
          loading={busy}
          data-testid="chart-ai-generate"
        >
          {t("generate")}
        </Button>
      </Group>
    </Stack>
  );
}
