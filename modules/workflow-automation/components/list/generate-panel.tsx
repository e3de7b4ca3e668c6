"use client";

import { Alert, Badge, Button, Code, Group, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { getHotkeyHandler } from "@mantine/hooks";
import { IconSparkles } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useMemo, useState } from "react";
import { FormError } from "@/components/ui/form-error";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { automationApi } from "@/modules/workflow-automation/client/api";
import { AUTOMATION_PROMPT_MAX } from "@/modules/workflow-automation/schemas/processes";
import {
  catalogEntry,
  missingSettings,
  RULE_STEP_CATALOG,
  TRIGGER_CATALOG,
  type CatalogEntry,
} from "@/modules/workflow-automation/shared/catalog";
import { ruleToBpmn, type Rule } from "@/modules/workflow-automation/shared/rule";
import type { AutomationProposal } from "@/modules/workflow-automation/shared/types";
import { catalogKey } from "../modeler/setting-field";

const DiagramCanvas = dynamic(() => import("../diagram/diagram-canvas"), { ssr: false });

const SUGGESTIONS = ["doneNotice", "weeklyTask", "formTask", "bugTriage"] as const;

/** Required settings the proposal left empty: the person picks them in the rule builder. */
function unfilled(rule: Rule): number {
  const count = (step: Rule["trigger"], catalog: readonly CatalogEntry[]) => {
    const entry = catalogEntry(catalog, step.name);
    return entry ? missingSettings(entry, step.config).length : 0;
  };
  return (
    count(rule.trigger, TRIGGER_CATALOG) +
    rule.actions.reduce((sum, step) => sum + count(step, RULE_STEP_CATALOG), 0)
  );
}

/**
 * The spec's 'Generate with AI' area of 'Add automation': a description (or one of the canned
 * suggestions) → the automation proposed, in words and drawn, before anything is made; 'Use this
 * automation' makes the dialog create it as a basic rule.
 */
export function GeneratePanel(props: {
  moduleId: string;
  viewerId: string;
  moduleNames: ReadonlyMap<string, string>;
  accepted: AutomationProposal | null;
  onAccept: (proposal: AutomationProposal | null) => void;
}) {
  const t = useTranslations("workflowAutomation.ai");
  const [prompt, setPrompt] = useState("");
  const [proposal, setProposal] = useState<AutomationProposal | null>(null);
  const { loading, error, submit } = useFormSubmit();
  const generate = (text: string) =>
    submit(async () => {
      props.onAccept(null);
      setProposal(null);
      setProposal(await automationApi.propose(props.moduleId, text));
    });
  const tooLong = prompt.length > AUTOMATION_PROMPT_MAX;
  const run = () => {
    if (prompt.trim() && !tooLong && !loading) void generate(prompt.trim());
  };
  return (
    <Paper withBorder radius="md" p="md" data-testid="generate-with-ai">
      <Stack gap="sm">
        <Textarea
          label={t("prompt")}
          placeholder={t("placeholder")}
          autosize
          minRows={3}
          maxRows={8}
          value={prompt}
          error={tooLong ? t("tooLong", { max: AUTOMATION_PROMPT_MAX }) : undefined}
          onChange={(event) => setPrompt(event.currentTarget.value)}
          onKeyDown={getHotkeyHandler([["mod+Enter", run]])}
          data-testid="generate-prompt"
        />
        <Group gap="xs">
          {SUGGESTIONS.map((key) => (
            <Button
              key={key}
              size="compact-xs"
              variant="light"
              radius="xl"
              onClick={() => {
                setPrompt(t(`suggestions.${key}`));
                void generate(t(`suggestions.${key}`));
              }}
            >
              {t(`suggestions.${key}`)}
            </Button>
          ))}
        </Group>
        <Group justify="flex-end">
          <Button
            leftSection={<IconSparkles size={16} aria-hidden />}
            loading={loading}
            disabled={!prompt.trim() || tooLong}
            onClick={run}
            data-testid="generate-submit"
          >
            {t("generate")}
          </Button>
        </Group>
        <FormError error={error} />
        {proposal && !proposal.rule && (
          <Alert color="yellow" data-testid="generate-nothing">
            {t("nothing")}
          </Alert>
        )}
        {proposal?.rule && (
          <ProposalView
            proposal={proposal as AutomationProposal & { rule: Rule }}
            viewerId={props.viewerId}
            moduleNames={props.moduleNames}
            accepted={props.accepted === proposal}
            onAccept={() => props.onAccept(props.accepted === proposal ? null : proposal)}
          />
        )}
      </Stack>
    </Paper>
  );
}

function ProposalView(props: {
  proposal: AutomationProposal & { rule: Rule };
  viewerId: string;
  moduleNames: ReadonlyMap<string, string>;
  accepted: boolean;
  onAccept: () => void;
}) {
  const t = useTranslations("workflowAutomation.ai");
  const tc = useTranslations("workflowAutomation.catalog");
  const tr = useTranslations("workflowAutomation.rule");
  const { rule } = props.proposal;
  const xml = useMemo(() => ruleToBpmn(rule, props.proposal.name), [rule, props.proposal.name]);
  const missing = unfilled(rule);
  const value = (entry: CatalogEntry | undefined, key: string, raw: unknown) => {
    const field = entry?.fields.find((one) => one.key === key);
    if (typeof raw === "string" && raw.startsWith("=")) return <Code>{raw}</Code>;
    if (field?.kind === "member" && raw === props.viewerId) return t("you");
    if (field?.kind === "module" && typeof raw === "string") return props.moduleNames.get(raw) ?? raw;
    if (field?.kind === "select" && typeof raw === "string") return tc(`options.${key}.${raw}`);
    return typeof raw === "string" || typeof raw === "number" ? (
      String(raw)
    ) : (
      <Code>{JSON.stringify(raw)}</Code>
    );
  };
  const step = (one: Rule["trigger"], group: "triggers" | "actions", catalog: readonly CatalogEntry[]) => {
    const entry = catalogEntry(catalog, one.name);
    return (
      <Stack gap={2}>
        <Text fw={600} size="sm">
          {tc(`${group}.${catalogKey(one.name)}`)}
        </Text>
        {Object.entries(one.config).map(([key, raw]) => (
          <Text key={key} size="xs" c="dimmed">
            {tc(`fields.${key}`)}: {value(entry, key, raw)}
          </Text>
        ))}
      </Stack>
    );
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="var(--mantine-color-default-hover)"
      data-testid="generate-proposal"
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h5">
            {props.proposal.name}
          </Title>
          <Badge variant="light" color={props.proposal.by === "model" ? "violet" : "gray"}>
            {t(`by.${props.proposal.by === "model" ? "model" : "builtIn"}`)}
          </Badge>
        </Group>
        <Stack gap={4}>
          <Text size="xs" tt="uppercase" c="dimmed">
            {tr("when")}
          </Text>
          {step(rule.trigger, "triggers", TRIGGER_CATALOG)}
          {rule.conditions.length > 0 && (
            <>
              <Text size="xs" tt="uppercase" c="dimmed" mt={4}>
                {tr("if")}
              </Text>
              {rule.conditions.map((condition, index) => (
                <Text key={index} size="sm">
                  <Code>{condition.variable}</Code> {tr(`operators.${condition.operator}`)} {condition.value}
                </Text>
              ))}
            </>
          )}
          <Text size="xs" tt="uppercase" c="dimmed" mt={4}>
            {tr("then")}
          </Text>
          <Stack gap={6} component="ol" m={0} pl="md">
            {rule.actions.map((action, index) => (
              <li key={index}>{step(action, "actions", RULE_STEP_CATALOG)}</li>
            ))}
          </Stack>
        </Stack>
        <div style={{ height: 160 }}>
          <DiagramCanvas xml={xml} label={t("diagram", { name: props.proposal.name })} />
        </div>
        {missing > 0 && (
          <Text size="sm" c="orange.8" data-testid="generate-missing">
            {t("missing", { count: missing })}
          </Text>
        )}
        <Group justify="flex-end">
          <Button
            variant={props.accepted ? "filled" : "light"}
            color={props.accepted ? "teal" : undefined}
            onClick={props.onAccept}
            aria-pressed={props.accepted}
            data-testid="generate-use"
          >
            {props.accepted ? t("using") : t("use")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
