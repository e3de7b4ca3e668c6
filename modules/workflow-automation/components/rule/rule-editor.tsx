"use client";

import {
  ActionIcon,
  Alert,
  Autocomplete,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { getHotkeyHandler } from "@mantine/hooks";
import { IconPlus, IconSitemap, IconTrash } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useCallback, useState } from "react";
import {
  catalogEntry,
  missingSettings,
  RULE_STEP_CATALOG,
  TRIGGER_CATALOG,
} from "@/modules/workflow-automation/shared/catalog";
import {
  CONDITION_OPERATORS,
  type Rule,
  RULE_LIMITS,
  type RuleCondition,
  UNARY_OPERATORS,
  WAIT_STEP,
  waitOf,
} from "@/modules/workflow-automation/shared/rule";
import type { BpmnProcess } from "@/modules/workflow-automation/shared/types";
import { automationHrefs, type AutomationPlace } from "@/modules/workflow-automation/shared/urls";
import { catalogKey } from "../modeler/setting-field";
import { ModelerHeader } from "../modeler/modeler-header";
import { useModelerActions } from "../modeler/use-modeler-actions";
import { RuleStep, type StepDraft } from "./rule-step";

const VARIABLE = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

/** The problems that keep a rule from saving, by where they show; empty when it can be saved. */
function problemsOf(trigger: StepDraft, conditions: RuleCondition[], actions: StepDraft[]) {
  const problems = new Map<string, "required" | "variable" | "missingSetting">();
  const check = (key: string, step: StepDraft, catalog: typeof TRIGGER_CATALOG) => {
    const entry = catalogEntry(catalog, step.name);
    if (!step.name || !entry) return problems.set(key, "required");
    const missing = missingSettings(entry, step.config).length > 0;
    if (missing || (step.name === WAIT_STEP && !waitOf(step.config))) problems.set(key, "missingSetting");
  };
  check("trigger", trigger, TRIGGER_CATALOG);
  actions.forEach((action, index) => check(`action:${index}`, action, RULE_STEP_CATALOG));
  conditions.forEach((condition, index) => {
    if (!VARIABLE.test(condition.variable.trim())) problems.set(`condition:${index}`, "variable");
  });
  return problems;
}

/**
 * The basic level's rule builder: *when* (a trigger and its settings) → *if* (conditions on the run's
 * variables, all or any) → *then* (actions in order, each with its settings). Saved as the rule; the
 * server makes its BPMN, which 'Open as BPMN' shows in the modeler.
 */
export function RuleEditor(props: { place: AutomationPlace; process: BpmnProcess; rule: Rule }) {
  const { place } = props;
  const t = useTranslations("workflowAutomation.rule");
  const tm = useTranslations("workflowAutomation.modeler");
  const tc = useTranslations("workflowAutomation.catalog");
  const editable = props.process.rights.edit;
  const [trigger, setTrigger] = useState<StepDraft>(props.rule.trigger);
  const [match, setMatch] = useState<"all" | "any">(props.rule.match);
  const [conditions, setConditions] = useState<RuleCondition[]>(props.rule.conditions);
  const [steps, setSteps] = useState<StepDraft[]>(props.rule.actions);
  const [showProblems, setShowProblems] = useState(false);
  const problems = problemsOf(trigger, conditions, steps);
  const titled = (step: StepDraft, group: "triggers" | "actions") => {
    const wait = step.name === WAIT_STEP ? waitOf(step.config) : null;
    const title = wait ? t("waitTitle", wait) : tc(`${group}.${catalogKey(step.name)}`);
    return { ...step, title: title.slice(0, RULE_LIMITS.title) };
  };
  const draft = useCallback(async () => {
    if (problemsOf(trigger, conditions, steps).size > 0) {
      setShowProblems(true);
      throw new Error(t("fixFirst"));
    }
    return {
      rule: {
        trigger: titled(trigger, "triggers"),
        match,
        conditions: conditions.map((condition) => ({ ...condition, variable: condition.variable.trim() })),
        actions: steps.map((step) => titled(step, "actions")),
      },
    };
    // titled reads only the translator.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trigger, match, conditions, steps, t]);
  const actions = useModelerActions(place.moduleId, props.process, editable ? draft : null);
  const changed =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      actions.markDirty();
    };
  const problem = (key: string) => {
    const found = showProblems ? problems.get(key) : undefined;
    return found ? t(`problems.${found}`) : null;
  };
  const variables = catalogEntry(TRIGGER_CATALOG, trigger.name)?.variables ?? [];
  const hotkeys = getHotkeyHandler([["mod+S", () => editable && void actions.save()]]);

  return (
    <Stack gap="md" data-testid="rule-builder" data-ready="true" onKeyDown={hotkeys}>
      <ModelerHeader place={place} actions={actions} editable={editable} ready />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {t("intro")}
        </Text>
        <Button
          component={Link}
          href={automationHrefs.modeler(place, props.process.id, "bpmn")}
          variant="subtle"
          leftSection={<IconSitemap size={16} aria-hidden />}
          data-testid="open-as-bpmn"
        >
          {t("openAsBpmn")}
        </Button>
      </Group>
      {actions.issues.length > 0 && (
        <Alert color="red" title={tm("issuesTitle", { count: actions.issues.length })}>
          {actions.issues
            .map((issue) => (tm.has(`issues.${issue.code}`) ? tm(`issues.${issue.code}`) : issue.code))
            .join(" · ")}
        </Alert>
      )}
      <fieldset disabled={!editable} style={{ border: 0, padding: 0, margin: 0, maxWidth: 760 }}>
        <Stack gap="lg">
          <Stack gap="xs">
            <Title order={3} size="h4">
              {t("when")}
            </Title>
            <RuleStep
              kind="trigger"
              step={trigger}
              catalog={TRIGGER_CATALOG}
              projectId={place.projectId}
              error={problem("trigger")}
              onChange={changed(setTrigger)}
              automation={{
                moduleId: place.moduleId,
                processId: props.process.id,
                deployed: actions.process.version > 0,
              }}
            />
          </Stack>
          <Stack gap="xs">
            <Group justify="space-between">
              <Title order={3} size="h4">
                {t("if")}
              </Title>
              {conditions.length > 1 && (
                <SegmentedControl
                  size="xs"
                  value={match}
                  onChange={(value) => changed(setMatch)(value as "all" | "any")}
                  data={[
                    { value: "all", label: t("matchAll") },
                    { value: "any", label: t("matchAny") },
                  ]}
                />
              )}
            </Group>
            {conditions.length === 0 && (
              <Text size="sm" c="dimmed">
                {t("noConditions")}
              </Text>
            )}
            {conditions.map((condition, index) => {
              const update = (patch: Partial<RuleCondition>) =>
                changed(setConditions)(
                  conditions.map((item, at) => (at === index ? { ...item, ...patch } : item)),
                );
              return (
                <Paper key={index} withBorder p="sm" radius="md" data-testid="rule-condition">
                  <Group align="flex-end" wrap="wrap" gap="xs">
                    <Autocomplete
                      label={t("variable")}
                      data={[...variables]}
                      value={condition.variable}
                      error={problem(`condition:${index}`)}
                      onChange={(variable) => update({ variable })}
                      style={{ flex: "1 1 160px" }}
                    />
                    <Select
                      label={t("operator")}
                      data={CONDITION_OPERATORS.map((operator) => ({
                        value: operator,
                        label: t(`operators.${operator}`),
                      }))}
                      value={condition.operator}
                      allowDeselect={false}
                      onChange={(operator) =>
                        operator && update({ operator: operator as RuleCondition["operator"] })
                      }
                      style={{ flex: "1 1 150px" }}
                    />
                    {!UNARY_OPERATORS.has(condition.operator) && (
                      <TextInput
                        label={t("value")}
                        value={condition.value}
                        maxLength={RULE_LIMITS.value}
                        onChange={(event) => update({ value: event.currentTarget.value })}
                        style={{ flex: "1 1 160px" }}
                      />
                    )}
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size="lg"
                      onClick={() => changed(setConditions)(conditions.filter((_, at) => at !== index))}
                      aria-label={t("removeCondition")}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Paper>
              );
            })}
            {conditions.length < RULE_LIMITS.conditions && (
              <Button
                variant="default"
                size="xs"
                w="fit-content"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() =>
                  changed(setConditions)([
                    ...conditions,
                    { variable: variables[0] ?? "", operator: "eq", value: "" },
                  ])
                }
                data-testid="rule-add-condition"
              >
                {t("addCondition")}
              </Button>
            )}
          </Stack>
          <Stack gap="xs">
            <Title order={3} size="h4">
              {t("then")}
            </Title>
            {steps.map((step, index) => (
              <RuleStep
                key={index}
                kind="action"
                index={index}
                step={step}
                catalog={RULE_STEP_CATALOG}
                projectId={place.projectId}
                error={problem(`action:${index}`)}
                onChange={(next) => changed(setSteps)(steps.map((item, at) => (at === index ? next : item)))}
                move={{
                  up: index > 0 ? () => changed(setSteps)(swap(steps, index, index - 1)) : null,
                  down:
                    index < steps.length - 1 ? () => changed(setSteps)(swap(steps, index, index + 1)) : null,
                  remove:
                    steps.length > 1 ? () => changed(setSteps)(steps.filter((_, at) => at !== index)) : null,
                }}
              />
            ))}
            {steps.length < RULE_LIMITS.actions && (
              <Button
                variant="default"
                size="xs"
                w="fit-content"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => changed(setSteps)([...steps, { name: "", config: {} }])}
                data-testid="rule-add-action"
              >
                {t("addAction")}
              </Button>
            )}
          </Stack>
        </Stack>
      </fieldset>
    </Stack>
  );
}

function swap<T>(items: readonly T[], a: number, b: number): T[] {
  const next = [...items];
  [next[a], next[b]] = [next[b]!, next[a]!];
  return next;
}
