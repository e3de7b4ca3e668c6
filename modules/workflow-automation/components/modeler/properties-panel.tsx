"use client";

import { Code, Divider, Select, Stack, Text, Title } from "@mantine/core";
import { useTranslations } from "next-intl";
import {
  ACTION_CATALOG,
  catalogEntry,
  type CatalogEntry,
  MESSAGE_CATALOG,
  TRIGGER_CATALOG,
} from "@/modules/workflow-automation/shared/catalog";
import { suiteKey } from "@/modules/workflow-automation/shared/suite-moddle";
import type { DiagramElement, ModelerHandle } from "./modeler-handle";
import { catalogKey, CommitText, SettingFieldInput } from "./setting-field";
import { LoopSettings } from "./loop-settings";
import { WebhookUrl } from "./webhook-url";

const TIMER_KINDS = ["timeDuration", "timeDate", "timeCycle"] as const;

function parseConfig(raw: unknown): Record<string, unknown> {
  if (typeof raw !== "string" || !raw.trim()) return {};
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The settings an entry of the catalog declares, each as its kind of input. */
function EntryFields(props: {
  entry: CatalogEntry;
  config: Record<string, unknown>;
  projectId: string | null;
  onChange: (key: string, value: unknown) => void;
}) {
  return props.entry.fields.map((field) => (
    <SettingFieldInput
      key={`${props.entry.name}:${field.key}`}
      field={field}
      value={props.config[field.key]}
      projectId={props.projectId}
      onChange={(value) => props.onChange(field.key, value)}
    />
  ));
}

/** Sets one key of an element's `suite:config` (an empty value removes it; no keys: no attribute). */
function setSetting(
  handle: ModelerHandle,
  element: DiagramElement,
  config: Record<string, unknown>,
  key: string,
  value: unknown,
): void {
  const next = { ...config };
  if (value === undefined || value === "") delete next[key];
  else next[key] = value;
  handle.update(element, {
    [suiteKey("config")]: Object.keys(next).length ? JSON.stringify(next) : undefined,
  });
}

const eventKind = (element: DiagramElement) => element.businessObject.eventDefinitions?.[0]?.$type ?? null;

/** The trigger or action of an element and the settings its catalog entry lists. */
function CatalogSettings(props: {
  element: DiagramElement;
  handle: ModelerHandle;
  projectId: string | null;
  catalog: readonly CatalogEntry[];
  attribute: "trigger" | "action";
}) {
  const t = useTranslations("workflowAutomation.catalog");
  const tm = useTranslations("workflowAutomation.modeler");
  const { element, handle, attribute } = props;
  const bo = element.businessObject;
  const name = (bo.get(suiteKey(attribute)) as string | undefined) ?? "";
  const config = parseConfig(bo.get(suiteKey("config")));
  const entry = name ? catalogEntry(props.catalog, name) : undefined;
  const group = attribute === "trigger" ? "triggers" : "actions";
  const data = props.catalog.map((item) => ({
    value: item.name,
    label: t(`${group}.${catalogKey(item.name)}`),
  }));
  if (name && !entry) data.push({ value: name, label: name });
  const setConfig = (key: string, value: unknown) => setSetting(handle, element, config, key, value);
  const listed = attribute === "trigger" ? entry?.variables : entry?.outputs;
  return (
    <Stack gap="xs">
      <Select
        label={attribute === "trigger" ? tm("trigger") : tm("action")}
        withAsterisk={attribute === "action"}
        searchable
        data={data}
        value={name || null}
        placeholder={attribute === "trigger" ? tm("triggerPlaceholder") : tm("actionPlaceholder")}
        onChange={(value) =>
          // Another trigger or action starts from its own settings.
          handle.update(element, {
            [suiteKey(attribute)]: value ?? undefined,
            [suiteKey("config")]: undefined,
          })
        }
        data-testid={`element-${attribute}`}
      />
      {entry && (
        <EntryFields entry={entry} config={config} projectId={props.projectId} onChange={setConfig} />
      )}
      {listed && listed.length > 0 && (
        <Text size="xs" c="dimmed">
          {attribute === "trigger" ? tm("startsWith") : tm("resultHolds", { id: element.id })}{" "}
          {listed.map((variable) => (
            <Code key={variable} mr={4}>
              {attribute === "trigger" ? variable : `${element.id}.${variable}`}
            </Code>
          ))}
        </Text>
      )}
    </Stack>
  );
}

/**
 * A message catch event's message: a trigger whose domain event resumes the run, with that trigger's
 * settings and the variable the event must share with the run (`correlate`: this run's task).
 */
function MessageSettings(props: {
  element: DiagramElement;
  handle: ModelerHandle;
  projectId: string | null;
}) {
  const t = useTranslations("workflowAutomation.catalog");
  const tm = useTranslations("workflowAutomation.modeler");
  const { element, handle } = props;
  const definition = element.businessObject.eventDefinitions?.[0];
  const name = definition?.messageRef?.name ?? "";
  const entry = name ? catalogEntry(MESSAGE_CATALOG, name) : undefined;
  const config = parseConfig(element.businessObject.get(suiteKey("config")));
  const data = MESSAGE_CATALOG.map((item) => ({
    value: item.name,
    label: t(`triggers.${catalogKey(item.name)}`),
  }));
  if (name && !entry) data.push({ value: name, label: name });
  const setConfig = (key: string, value: unknown) => setSetting(handle, element, config, key, value);
  return (
    <Stack gap="xs">
      <Select
        label={tm("waitsFor")}
        withAsterisk
        searchable
        data={data}
        value={name || null}
        placeholder={tm("triggerPlaceholder")}
        onChange={(value) => {
          if (!value) return;
          handle.update(element, { [suiteKey("config")]: undefined });
          handle.setMessage(element, value);
        }}
        data-testid="element-message"
      />
      {entry && (
        <EntryFields entry={entry} config={config} projectId={props.projectId} onChange={setConfig} />
      )}
      {entry?.variables && entry.variables.length > 0 && (
        <Select
          label={tm("correlate")}
          description={tm("correlateHint")}
          clearable
          data={entry.variables.map((variable) => ({ value: variable, label: variable }))}
          value={typeof config.correlate === "string" ? config.correlate : null}
          onChange={(value) => setConfig("correlate", value ?? undefined)}
          data-testid="message-correlate"
        />
      )}
      {entry?.variables && entry.variables.length > 0 && (
        <Text size="xs" c="dimmed">
          {tm("resultHolds", { id: element.id })}{" "}
          {entry.variables.map((variable) => (
            <Code key={variable} mr={4}>{`${element.id}.${variable}`}</Code>
          ))}
        </Text>
      )}
    </Stack>
  );
}

/** A timer event's definition: after a duration, at a date, or on a cycle (ISO 8601). */
function TimerSettings({ element, handle }: { element: DiagramElement; handle: ModelerHandle }) {
  const tm = useTranslations("workflowAutomation.modeler");
  const definition = element.businessObject.eventDefinitions?.[0];
  const kind = TIMER_KINDS.find((candidate) => definition?.[candidate]) ?? "timeDuration";
  const value = definition?.[kind]?.body ?? "";
  return (
    <Stack gap="xs">
      <Select
        label={tm("timerType")}
        data={TIMER_KINDS.map((option) => ({ value: option, label: tm(`timer.${option}`) }))}
        value={kind}
        allowDeselect={false}
        onChange={(next) => next && handle.setTimer(element, next as (typeof TIMER_KINDS)[number], value)}
        data-testid="timer-type"
      />
      <CommitText
        label={tm("timerValue")}
        value={value}
        description={tm(`timerHint.${kind}`)}
        testId="timer-value"
        onCommit={(next) => handle.setTimer(element, kind, next.trim())}
      />
    </Stack>
  );
}

/**
 * The selected element's settings: its name, then what the engine reads of it — a start event's
 * trigger, a service task's action with the settings each declares (shared/catalog.ts), a user task's
 * assignee, a timer's definition, a message event's trigger and correlation, a condition on a way
 * out of an exclusive gateway.
 */
export function PropertiesPanel(props: {
  element: DiagramElement | null;
  handle: ModelerHandle | null;
  projectId: string | null;
  editable: boolean;
  /** The automation, for an incoming webhook's address. */
  automation: { moduleId: string; processId: string; deployed: boolean };
}) {
  const tm = useTranslations("workflowAutomation.modeler");
  const { element, handle } = props;
  if (!element || !handle) {
    return (
      <Text size="sm" c="dimmed" data-testid="properties-empty">
        {tm("selectElement")}
      </Text>
    );
  }
  const bo = element.businessObject;
  const type = element.type;
  const typeKey = type.replace("bpmn:", "");
  const timer = eventKind(element) === "bpmn:TimerEventDefinition";
  const message =
    type === "bpmn:IntermediateCatchEvent" && eventKind(element) === "bpmn:MessageEventDefinition";
  const fromGateway = type === "bpmn:SequenceFlow" && element.source?.type === "bpmn:ExclusiveGateway";
  return (
    <Stack gap="sm" data-testid="properties-panel" data-element-id={element.id}>
      <div>
        <Title order={4}>{tm.has(`types.${typeKey}`) ? tm(`types.${typeKey}`) : typeKey}</Title>
        <Text size="xs" c="dimmed">
          {tm("elementId", { id: element.id })}
        </Text>
      </div>
      {!props.editable && <Text size="sm">{tm("readOnly")}</Text>}
      {props.editable && (
        <>
          <CommitText
            label={tm("name")}
            value={bo.name ?? ""}
            testId="element-name"
            onCommit={(name) => handle.update(element, { name: name || undefined })}
          />
          <Divider />
          {type === "bpmn:StartEvent" && !timer && (
            <>
              <CatalogSettings
                element={element}
                handle={handle}
                projectId={props.projectId}
                catalog={TRIGGER_CATALOG}
                attribute="trigger"
              />
              {bo.get(suiteKey("trigger")) === "webhook" && (
                <WebhookUrl {...props.automation} elementId={element.id} />
              )}
            </>
          )}
          {type === "bpmn:ServiceTask" && (
            <>
              <CatalogSettings
                element={element}
                handle={handle}
                projectId={props.projectId}
                catalog={ACTION_CATALOG}
                attribute="action"
              />
              <Divider />
              <LoopSettings element={element} handle={handle} />
            </>
          )}
          {type === "bpmn:UserTask" && (
            <SettingFieldInput
              field={{ key: "assignee", kind: "member" }}
              value={bo.get(suiteKey("assignee")) ?? undefined}
              projectId={props.projectId}
              onChange={(value) =>
                handle.update(element, {
                  [suiteKey("assignee")]: typeof value === "string" && value ? value : undefined,
                })
              }
            />
          )}
          {timer && <TimerSettings element={element} handle={handle} />}
          {message && <MessageSettings element={element} handle={handle} projectId={props.projectId} />}
          {fromGateway && (
            <CommitText
              label={tm("condition")}
              value={bo.conditionExpression?.body ?? ""}
              description={tm("conditionHint")}
              placeholder='= toStatus = "DONE"'
              testId="flow-condition"
              onCommit={(value) => handle.setCondition(element, value)}
            />
          )}
          {type === "bpmn:Task" && (
            <Text size="sm" c="orange">
              {tm("plainTask")}
            </Text>
          )}
        </>
      )}
    </Stack>
  );
}
