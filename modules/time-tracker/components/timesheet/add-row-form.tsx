"use client";

import { Button, Group, TextInput } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
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
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const description = value.trim();
    if (!description) return setError(t("required"));
    if (exists(description)) return setError(t("exists"));
    setError(null);
    setValue("");
    onAdd(description);
  };

  return (
    <form onSubmit={submit} noValidate data-testid="timesheet-add-row">
      <Group gap="xs" align="flex-start" wrap="wrap">
        <TextInput
          aria-label={t("label")}
          placeholder={t("placeholder")}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          maxLength={DESCRIPTION_MAX}
          error={error}
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
