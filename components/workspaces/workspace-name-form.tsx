"use client";

import { Button, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslations } from "next-intl";
import { createWorkspaceAction } from "@/app/(protected)/workspaces/actions";
import { FormError } from "@/components/ui/form-error";
import { translatedResolver } from "@/lib/client/form";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { createWorkspaceSchema } from "@/lib/schemas/workspace";

/** Name a new workspace; on success the session is in it and the caller decides where to go. */
export function WorkspaceNameForm({
  submitLabel,
  onCreated,
}: {
  submitLabel: string;
  onCreated: () => void;
}) {
  const t = useTranslations();
  const { loading, error, submit: run } = useFormSubmit();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { name: "" },
    validate: translatedResolver(createWorkspaceSchema, t),
    validateInputOnBlur: false,
  });

  const submit = form.onSubmit((values) =>
    run(async () => {
      const result = await createWorkspaceAction(values);
      if (!result.ok) throw new Error(result.error);
      onCreated();
      return "navigating";
    }),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError error={error} />
        <TextInput
          label={t("onboarding.workspaceName")}
          placeholder={t("onboarding.workspaceNamePlaceholder")}
          autoFocus
          key={form.key("name")}
          {...form.getInputProps("name")}
        />
        <Button type="submit" loading={loading}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
