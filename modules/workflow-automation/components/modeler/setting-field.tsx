"use client";

import { NumberInput, Select, Textarea, TextInput } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useQuery } from "@/lib/client/query/use-query";
import { endpointQuery } from "@/lib/client/query/spec";
import type { listProjectMembers } from "@/lib/contracts/projects";
import { useProjectModules } from "@/modules/workflow-automation/client/project-modules";
import type { SettingField } from "@/modules/workflow-automation/shared/catalog";

/** A setting's value as the panel edits it: text for FEEL and JSON, else what the config holds. */
export type SettingValue = string | number | undefined;

const catalogKey = (name: string) => name.replace(/\./g, "_");
export { catalogKey };

/** A text input that hands its value over when it loses focus or on Enter (one undo step per edit). */
function CommitText(props: {
  label: string;
  value: string;
  required?: boolean;
  multiline?: boolean;
  description?: string;
  error?: string | null;
  placeholder?: string;
  onCommit: (value: string) => void;
  testId?: string;
}) {
  const [draft, setDraft] = useState(props.value);
  const [shown, setShown] = useState(props.value);
  // A value changed elsewhere (undo, another element selected) replaces the draft.
  if (props.value !== shown) {
    setShown(props.value);
    setDraft(props.value);
  }
  const commit = () => {
    if (draft !== props.value) props.onCommit(draft);
  };
  const common = {
    label: props.label,
    value: draft,
    withAsterisk: props.required,
    description: props.description,
    placeholder: props.placeholder,
    error: props.error,
    onChange: (event: { currentTarget: { value: string } }) => setDraft(event.currentTarget.value),
    onBlur: commit,
    "data-testid": props.testId,
  };
  return props.multiline ? (
    <Textarea {...common} autosize minRows={2} maxRows={8} />
  ) : (
    <TextInput {...common} onKeyDown={(event) => event.key === "Enter" && commit()} />
  );
}

export { CommitText };

/**
 * One setting of a trigger or an action as the catalog describes it: text, a FEEL expression
 * ("=" first), a number, a choice, a member or a module of the project (from their lists), or JSON.
 */
export function SettingFieldInput(props: {
  field: SettingField;
  value: unknown;
  projectId: string | null;
  onChange: (value: unknown) => void;
}) {
  const { field } = props;
  const t = useTranslations("workflowAutomation.catalog");
  const tm = useTranslations("workflowAutomation.modeler");
  const label = t(`fields.${field.key}`);
  const [jsonError, setJsonError] = useState<string | null>(null);
  const members = useQuery(
    field.kind === "member" && props.projectId
      ? endpointQuery<typeof listProjectMembers>("GET /api/v1/workspace/project/{projectId}/member", {
          params: { projectId: props.projectId },
        })
      : null,
    { staleTime: 60_000 },
  );
  const modules = useProjectModules(props.projectId, field.kind === "module");
  const text =
    typeof props.value === "string" ? props.value : props.value === undefined ? "" : String(props.value);
  const testId = `setting-${field.key}`;

  if (field.kind === "select" && field.options) {
    return (
      <Select
        label={label}
        withAsterisk={field.required}
        clearable={!field.required}
        data={field.options.map((option) => ({ value: option, label: t(`options.${field.key}.${option}`) }))}
        value={typeof props.value === "string" ? props.value : null}
        onChange={(value) => props.onChange(value ?? undefined)}
        data-testid={testId}
      />
    );
  }
  if ((field.kind === "member" || field.kind === "module") && props.projectId && !text.startsWith("=")) {
    const options =
      field.kind === "member"
        ? (members.data ?? []).map((row) => ({
            value: row.member.id,
            label: row.member.name || row.member.email,
          }))
        : (modules.data ?? [])
            .filter((module) => !field.moduleTag || module.tag === field.moduleTag)
            .map((module) => ({ value: module.id, label: module.name }));
    // A saved value not in the list (a member who left) still shows as itself.
    if (text && !options.some((option) => option.value === text)) options.push({ value: text, label: text });
    return (
      <Select
        label={label}
        withAsterisk={field.required}
        clearable={!field.required}
        searchable
        data={options}
        value={text || null}
        nothingFoundMessage={tm("nothingFound")}
        onChange={(value) => props.onChange(value ?? undefined)}
        data-testid={testId}
      />
    );
  }
  if (field.kind === "number") {
    return (
      <NumberInput
        label={label}
        withAsterisk={field.required}
        value={typeof props.value === "number" ? props.value : ""}
        onChange={(value) => props.onChange(typeof value === "number" ? value : undefined)}
        data-testid={testId}
      />
    );
  }
  if (field.kind === "json") {
    return (
      <CommitText
        label={label}
        required={field.required}
        multiline
        value={props.value === undefined ? "" : JSON.stringify(props.value, null, 2)}
        error={jsonError}
        description={tm("jsonHint")}
        testId={testId}
        onCommit={(raw) => {
          if (!raw.trim()) {
            setJsonError(null);
            props.onChange(undefined);
            return;
          }
          try {
            props.onChange(JSON.parse(raw) as unknown);
            setJsonError(null);
          } catch {
            setJsonError(tm("badJson"));
          }
        }}
      />
    );
  }
  return (
    <CommitText
      label={label}
      required={field.required}
      multiline={field.kind === "textarea"}
      value={text}
      description={
        field.kind === "feel" || field.kind === "member" || field.kind === "module"
          ? tm("feelHint")
          : undefined
      }
      placeholder={field.kind === "feel" ? "= taskId" : undefined}
      testId={testId}
      onCommit={(value) => props.onChange(value === "" ? undefined : value)}
    />
  );
}
