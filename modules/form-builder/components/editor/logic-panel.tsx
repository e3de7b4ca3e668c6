"use client";

import { ActionIcon, Button, Card, Group, Select, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconTrash } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import type { FormEvent } from "react";
import { translatedResolver } from "@/lib/client/form";
import {
  EMPTY_LOGIC_DRAFT,
  isLogicDraftReady,
  logicDraftFormSchema,
  logicRuleOf,
  type LogicDraftValues,
} from "@/modules/form-builder/client/logic-form";
import {
  LABEL_MAX,
  LOGIC_ACTIONS,
  LOGIC_OPERATORS,
  elementLabel,
  isInputType,
  newElementId,
  type FormElement,
  type LogicAction,
  type LogicOperator,
  type LogicRule,
} from "@/modules/form-builder/shared/elements";
import { readingOrder } from "@/modules/form-builder/shared/logic";

const NO_VALUE: ReadonlySet<string> = new Set(["isEmpty", "isNotEmpty"]);

/** The Logic tab: "when X <operator> value then show/hide Y or skip to Z". */
export function LogicPanel({
  elements,
  logic,
  onChange,
}: {
  elements: FormElement[];
  logic: LogicRule[];
  onChange: (logic: LogicRule[]) => void;
}) {
  const t = useTranslations("formBuilder.logic");
  const ordered = readingOrder(elements);
  const label = (id: string) => {
    const e = elements.find((x) => x.id === id);
    return e ? elementLabel(e) : "ERROR";
  };
  const sources = ordered
    .filter((e) => isInputType(e.type) && e.type !== "customCode")
    .map((e) => ({ value: e.id, label: elementLabel(e) }));
  const targets = ordered.map((e) => ({ value: e.id, label: elementLabel(e) }));
  const tAll = useTranslations();
  const form = useForm<LogicDraftValues>({
    initialValues: EMPTY_LOGIC_DRAFT,
    validate: translatedResolver(logicDraftFormSchema, tAll),
  });
  const draft = form.values;
  const source = elements.find((e) => e.id === draft.when);
  const submit = form.onSubmit((values) => {
    const rule = logicRuleOf(values, newElementId());
    if (!rule) return;
    onChange([...logic, rule]);
    form.setValues({ when: null, target: null, value: "" });
  });
  // Enter in the value field adds the rule once it is complete, like the (otherwise disabled) button.
  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLogicDraftReady(form.getValues())) submit(event);
  };
  return (
    <Stack maw={900}>
      <Text c="dimmed" size="sm">
        {t("intro")}
      </Text>
      {logic.length === 0 && <Text>{t("empty")}</Text>}
      {logic.map((rule) => (
        <Card key={rule.id} withBorder padding="sm" data-testid="logic-rule">
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm">
              {t("sentence", {
                when: label(rule.when),
                operator: t(`operators.${rule.operator}`),
                value: NO_VALUE.has(rule.operator) ? "" : `"${rule.value}"`,
                action: t(`actions.${rule.action}`),
                target: label(rule.target),
              })}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t("remove")}
              onClick={() => onChange(logic.filter((r) => r.id !== rule.id))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Card>
      ))}
      <Card withBorder padding="sm" component="form" noValidate onSubmit={add}>
        <Group align="flex-end" gap="xs">
          <Select
            label={t("when")}
            data={sources}
            value={draft.when}
            onChange={(when) => form.setValues({ when, value: "" })}
            w={200}
            data-testid="logic-when"
          />
          <Select
            label={t("operator")}
            data={LOGIC_OPERATORS.map((o) => ({ value: o, label: t(`operators.${o}`) }))}
            value={draft.operator}
            onChange={(v) => v && form.setFieldValue("operator", v as LogicOperator)}
            w={150}
            allowDeselect={false}
          />
          {!NO_VALUE.has(draft.operator) &&
            (source?.configuration.options?.length ? (
              <Select
                label={t("value")}
                data={[...new Set(source.configuration.options)]}
                value={draft.value || null}
                onChange={(v) => form.setFieldValue("value", v ?? "")}
                w={160}
                data-testid="logic-value"
              />
            ) : (
              <TextInput
                label={t("value")}
                maxLength={LABEL_MAX}
                {...form.getInputProps("value")}
                w={160}
                data-testid="logic-value"
              />
            ))}
          <Select
            label={t("then")}
            data={LOGIC_ACTIONS.map((a) => ({ value: a, label: t(`actions.${a}`) }))}
            value={draft.action}
            onChange={(v) => v && form.setFieldValue("action", v as LogicAction)}
            w={130}
            allowDeselect={false}
            data-testid="logic-action"
          />
          <Select
            label={t("target")}
            data={targets.filter((x) => x.value !== draft.when)}
            value={draft.target}
            onChange={(target) => form.setFieldValue("target", target)}
            error={form.errors.target}
            w={200}
            data-testid="logic-target"
          />
          <Button type="submit" disabled={!isLogicDraftReady(draft)} data-testid="logic-add">
            {t("add")}
          </Button>
        </Group>
      </Card>
    </Stack>
  );
}
