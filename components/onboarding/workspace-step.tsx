"use client";

import { Button, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslations } from "next-intl";
import { FormError } from "@/components/ui/form-error";
import { translatedResolver } from "@/lib/client/form";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { renameWorkspaceSchema } from "@/lib/schemas/workspace";
import { StepActions } from "@/components/wizard/step-actions";

/** Step 0: name the workspace; Next renames the user's workspace or creates one, then switches. */
export function WorkspaceStep({
  initialName,
  onNext,
}: {
  initialName: string;
  onNext: (name: string) => Promise<void>;
}) {
  const t = useTranslations();
  const { loading, error, submit: run } = useFormSubmit();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { name: initialName },
    validate: translatedResolver(renameWorkspaceSchema, t),
    validateInputOnBlur: false,
  });

  return (
    <form onSubmit={form.onSubmit((values) => run(() => onNext(values.name.trim())))} noValidate>
      <Stack>
        <FormError error={error} />
        <TextInput
          label={t("onboarding.workspaceName")}
          placeholder={t("onboarding.workspaceNamePlaceholder")}
          autoFocus
          maxLength={100}
          key={form.key("name")}
          {...form.getInputProps("name")}
        />
        <StepActions
          primary={
            <Button type="submit" loading={loading}>
              {t("onboarding.next")}
            </Button>
          }
        />
      </Stack>
    </form>
  );
}
