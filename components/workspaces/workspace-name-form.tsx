"use client";

import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { FormError } from "@/components/ui/form-error";
import { translatedResolver } from "@/lib/client/form";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { renameWorkspaceSchema } from "@/lib/schemas/workspace";

interface WorkspaceNameFormProps {
  initialName?: string;
  label: string;
  placeholder?: string;
  submitLabel: string;
  /** Runs with the valid name; thrown errors show above the field. */
  onSubmit: (name: string) => Promise<void | "navigating">;
  /** Extra buttons beside submit (Cancel in a modal). */
  secondary?: ReactNode;
  testId?: string;
}

/** A workspace name, validated on submit with the spec's messages. */
export function WorkspaceNameForm({
  initialName = "",
  label,
  placeholder,
  submitLabel,
  onSubmit,
  secondary,
  testId,
}: WorkspaceNameFormProps) {
  const t = useTranslations();
  const { loading, error, submit: run } = useFormSubmit();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { name: initialName },
    validate: translatedResolver(renameWorkspaceSchema, t),
    validateInputOnBlur: false,
  });

  const submit = form.onSubmit((values) => run(() => onSubmit(values.name.trim())));

  return (
    <form onSubmit={submit} noValidate data-testid={testId}>
      <Stack>
        <FormError error={error} />
        <TextInput
          label={label}
          placeholder={placeholder}
          autoFocus
          maxLength={100}
          key={form.key("name")}
          {...form.getInputProps("name")}
        />
        <Group justify="flex-end">
          {secondary}
          <Button type="submit" loading={loading}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
