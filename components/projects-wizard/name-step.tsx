"use client";

import { Button, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconLock } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { z } from "zod";
import { StepActions } from "@/components/onboarding/step-actions";
import { translatedResolver } from "@/lib/client/form";
import { projectNameSchema } from "@/lib/schemas/project";

const nameStepSchema = z.object({ name: projectNameSchema });

/** Step 0: the project's name (required, at least 3 characters); the project will be private. */
export function NameStep({ initialName, onNext }: { initialName: string; onNext: (name: string) => void }) {
  const t = useTranslations();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { name: initialName },
    validate: translatedResolver(nameStepSchema, t),
    validateInputOnBlur: false,
  });

  return (
    <form onSubmit={form.onSubmit((values) => onNext(values.name.trim()))} noValidate>
      <Stack>
        <TextInput
          label={t("projectWizard.name")}
          placeholder={t("projectWizard.namePlaceholder")}
          withAsterisk
          autoFocus
          maxLength={100}
          key={form.key("name")}
          {...form.getInputProps("name")}
        />
        <Text size="sm" c="dimmed">
          <IconLock size={14} style={{ verticalAlign: "-2px", marginRight: 4 }} aria-hidden />
          {t("projectWizard.privateNote")}
        </Text>
        <StepActions primary={<Button type="submit">{t("projectWizard.next")}</Button>} />
      </Stack>
    </form>
  );
}
