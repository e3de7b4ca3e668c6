"use client";

import { Button, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconLock } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import * as z from "@/lib/zod";
import { translatedResolver } from "@/lib/client/form";
import { projectNameSchema } from "@/lib/schemas/project";
import { StepActions } from "@/components/wizard/step-actions";

const projectStepSchema = z.object({ name: projectNameSchema });

/**
 * A private project's name (required, at least 3 characters). Onboarding's step 2 offers Back and
 * Skip (jumping to the last step without a project); the project wizard's first step has neither.
 */
export function ProjectStep({
  initialName,
  onNext,
  onBack,
  onSkip,
}: {
  initialName: string;
  onNext: (name: string) => void;
  onBack?: (name: string) => void;
  onSkip?: () => void;
}) {
  const t = useTranslations();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { name: initialName },
    validate: translatedResolver(projectStepSchema, t),
    validateInputOnBlur: false,
  });

  return (
    <form onSubmit={form.onSubmit((values) => onNext(values.name.trim()))} noValidate>
      <Stack>
        <TextInput
          label={t("onboarding.projectName")}
          placeholder={t("onboarding.projectNamePlaceholder")}
          withAsterisk={!onSkip}
          autoFocus
          maxLength={100}
          key={form.key("name")}
          {...form.getInputProps("name")}
        />
        <Text size="sm" c="dimmed">
          <IconLock size={14} style={{ verticalAlign: "-2px", marginRight: 4 }} aria-hidden />
          {t("onboarding.privateNote")}
        </Text>
        <StepActions
          onBack={onBack && (() => onBack(form.getValues().name))}
          onSkip={onSkip}
          primary={<Button type="submit">{t("onboarding.next")}</Button>}
        />
      </Stack>
    </form>
  );
}
