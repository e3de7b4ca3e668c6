"use client";

import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useTranslations } from "next-intl";
import { elementConfigErrors } from "@/modules/form-builder/client/element-config-form";
import {
  CHOICE_TYPES,
  CUSTOM_CODE_MAX,
  FILE_KINDS,
  FILE_MAX_SIZE_MB,
  FORM_DESCRIPTION_MAX,
  IMAGE_MAX_SIZE_MB,
  LABEL_MAX,
  LONG_TEXT_MAX_ROWS,
  LONG_TEXT_MIN_ROWS,
  isInputType,
  type ElementConfig,
  type FormElement,
} from "@/modules/form-builder/shared/elements";

/** The configuration panel of the selected element, per type. */
export function ElementConfigPanel({
  element,
  onChange,
  onDuplicate,
  onDelete,
}: {
  element: FormElement;
  onChange: (patch: Partial<ElementConfig>) => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const t = useTranslations("formBuilder.config");
  const tTypes = useTranslations("formBuilder.types");
  const c = element.configuration;
  const type = element.type;
  const input = isInputType(type) && type !== "customCode";
  const text = (key: keyof ElementConfig) => (typeof c[key] === "string" ? (c[key] as string) : "");
  const num = (value: string | number) => (value === "" ? undefined : Number(value));
  // The fields change the document at once (undo and redo cover them); a field that breaks the
  // rule the form is saved with shows why.
  const tAll = useTranslations();
  const problems = elementConfigErrors(element);
  const error = (key: keyof ElementConfig) => {
    const problem = problems[key];
    return problem ? tAll(problem as never) : undefined;
  };
  return (
    <Stack gap="sm" data-testid="element-config">
      <Title order={3} size="h5">
        {tTypes.has(type) ? tTypes(type) : "ERROR"}
      </Title>
      {input && (
        <>
          <TextInput
            label={t("label")}
            maxLength={LABEL_MAX}
            error={error("label")}
            value={text("label")}
            onChange={(e) => onChange({ label: e.currentTarget.value })}
            data-testid="config-label"
          />
          <Checkbox
            label={t("required")}
            checked={c.required ?? false}
            onChange={(e) => onChange({ required: e.currentTarget.checked })}
            data-testid="config-required"
          />
          {!["checkbox", "optIn", "radio", "signature", "image", "fileUpload"].includes(type) && (
            <TextInput
              label={t("placeholder")}
              maxLength={LABEL_MAX}
              error={error("placeholder")}
              value={text("placeholder")}
              onChange={(e) => onChange({ placeholder: e.currentTarget.value })}
            />
          )}
          <Textarea
            label={t("description")}
            autosize
            minRows={1}
            maxLength={FORM_DESCRIPTION_MAX}
            error={error("description")}
            value={text("description")}
            onChange={(e) => onChange({ description: e.currentTarget.value })}
          />
        </>
      )}
      {CHOICE_TYPES.has(type) && (
        <>
          <Textarea
            label={t("options")}
            description={t("optionsHint")}
            autosize
            minRows={3}
            error={error("options")}
            value={(c.options ?? []).join("\n")}
            onChange={(e) =>
              onChange({
                options: e.currentTarget.value
                  .split("\n")
                  .map((o) => o.trim())
                  .filter(Boolean),
              })
            }
            data-testid="config-options"
          />
          <Select
            label={t("defaultValue")}
            clearable
            data={[...new Set(c.options ?? [])]}
            value={typeof c.defaultValue === "string" ? c.defaultValue : null}
            onChange={(value) => onChange({ defaultValue: value ?? undefined })}
          />
        </>
      )}
      {["shortText", "longText", "email", "url", "fullName", "phone", "address"].includes(type) && (
        <TextInput
          label={t("defaultValue")}
          error={error("defaultValue")}
          value={text("defaultValue")}
          onChange={(e) => onChange({ defaultValue: e.currentTarget.value || undefined })}
        />
      )}
      {type === "number" && (
        <Group grow>
          <NumberInput
            label={t("min")}
            error={error("min")}
            value={c.min ?? ""}
            onChange={(v) => onChange({ min: num(v) })}
          />
          <NumberInput
            label={t("max")}
            error={error("max")}
            value={c.max ?? ""}
            onChange={(v) => onChange({ max: num(v) })}
          />
        </Group>
      )}
      {type === "longText" && (
        <Group grow>
          <NumberInput
            label={t("minRows")}
            min={LONG_TEXT_MIN_ROWS}
            max={LONG_TEXT_MAX_ROWS}
            error={error("minRows")}
            value={c.minRows ?? LONG_TEXT_MIN_ROWS}
            onChange={(v) => onChange({ minRows: num(v) })}
          />
          <NumberInput
            label={t("maxRows")}
            min={LONG_TEXT_MIN_ROWS}
            max={LONG_TEXT_MAX_ROWS}
            error={error("maxRows")}
            value={c.maxRows ?? LONG_TEXT_MAX_ROWS}
            onChange={(v) => onChange({ maxRows: num(v) })}
          />
        </Group>
      )}
      {(type === "image" || type === "fileUpload") && (
        <NumberInput
          label={t("maxSize")}
          min={1}
          max={type === "image" ? IMAGE_MAX_SIZE_MB : FILE_MAX_SIZE_MB}
          error={error("maxSize")}
          value={c.maxSize ?? ""}
          onChange={(v) => onChange({ maxSize: num(v) })}
        />
      )}
      {type === "fileUpload" && (
        <MultiSelect
          label={t("format")}
          data={FILE_KINDS.map((k) => ({ value: k, label: t(`fileKinds.${k}`) }))}
          error={error("format")}
          value={(c.format ?? "").split(",").filter(Boolean)}
          onChange={(value) => onChange({ format: value.join(",") })}
        />
      )}
      {type === "heading" && (
        <>
          <TextInput
            label={t("heading")}
            maxLength={LABEL_MAX}
            error={error("heading")}
            value={text("heading")}
            onChange={(e) => onChange({ heading: e.currentTarget.value })}
          />
          <Checkbox
            label={t("divider")}
            checked={c.divider ?? false}
            onChange={(e) => onChange({ divider: e.currentTarget.checked })}
          />
        </>
      )}
      {type === "description" && (
        <Textarea
          label={t("text")}
          autosize
          minRows={3}
          maxLength={FORM_DESCRIPTION_MAX}
          error={error("description")}
          value={text("description")}
          onChange={(e) => onChange({ description: e.currentTarget.value })}
        />
      )}
      {type === "customCode" && (
        <>
          <Textarea
            label={t("html")}
            autosize
            minRows={5}
            ff="monospace"
            maxLength={CUSTOM_CODE_MAX}
            error={error("html")}
            value={text("html")}
            onChange={(e) => onChange({ html: e.currentTarget.value })}
          />
          <Text size="xs" c="dimmed">
            {t("htmlHint")}
          </Text>
        </>
      )}
      <Group>
        <Button variant="default" size="xs" onClick={onDuplicate} data-testid="element-duplicate">
          {t("duplicate")}
        </Button>
        <Button color="red" variant="light" size="xs" onClick={onDelete} data-testid="element-delete">
          {t("delete")}
        </Button>
      </Group>
    </Stack>
  );
}
