"use client";

import { Button, Group, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconPlus } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { translatedResolver } from "@/lib/client/form";
import { addRowFormSchema } from "@/modules/time-tracker/client/entry-form";
import { DESCRIPTION_MAX } from "@/modules/time-tracker/shared/types";

/**
 * Starts a new row with a description; the row holds no entry until a time is typed into one of
 * its days. Refuses an empty description and one whose row is already in the week.
 */
export function AddRowForm({
  exists,
  onAdd,
}: {
  exists: (description: string) => boolean;
  onAdd: (description: string) => void;
}) {
  const t = useTranslations("timeTracker.timesheet.addRow");
  const tAll = useTranslations();
  const resolve = translatedResolver(addRowFormSchema, tAll);
  const form = useForm({
    initialValues: { description: "" },
    validate: (values) => {
      const errors = resolve(values);
      if (!errors.description && exists(values.description.trim())) errors.description = t("exists");
      return errors;
    },
  });

  const submit = form.onSubmit((values) => {
    form.reset();
    onAdd(values.description.trim());
  });

  return (
    <form onSubmit={submit} noValidate data-testid="timesheet-add-row">
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          aria-label={t("label")}
          placeholder={t("placeholder")}
          {...form.getInputProps("description")}
          maxLength={DESCRIPTION_MAX}
          errorProps={{ role: "alert" }}
          w={{ base: "100%", xs: 320 }}
          autoComplete="off"
        />
        <Button type="submit" variant="light" leftSection={<IconPlus size={16} aria-hidden />}>
          {t("submit")}
        </Button>
      </Group>
    </form>
  );
}
