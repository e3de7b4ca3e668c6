"use client";

import { Button, Card, Group, NumberInput, Stack, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { FormError } from "@/components/ui/form-error";
import { AUDIT_RETENTION_MAX_DAYS, AUDIT_RETENTION_MIN_DAYS } from "@/lib/audit/actions";
import type { AuditSettings } from "@/lib/audit/types";
import { auditLogApi } from "@/lib/client/audit-log";
import { translatedResolver } from "@/lib/client/form";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { retentionDaysOf, retentionFormSchema, type RetentionFormValues } from "./retention-form";

/**
 * How long the log keeps entries (AUDIT_RETENTION_MIN_DAYS to AUDIT_RETENTION_MAX_DAYS days): saved
 * with PATCH; entries older than that go at the next daily purge, which the card says before and
 * after saving. The parent keys it by the saved value, so a new one (saved here or read again)
 * starts the field afresh.
 */
export function AuditRetentionCard({
  retentionDays,
  onSaved,
}: {
  retentionDays: number;
  onSaved: (settings: AuditSettings) => void;
}) {
  const t = useTranslations("settings.auditLog.retention");
  const tAll = useTranslations();
  const form = useForm<RetentionFormValues>({
    initialValues: { retentionDays },
    validate: translatedResolver(retentionFormSchema, tAll),
  });
  const { loading, error, submit } = useFormSubmit();

  const save = (values: RetentionFormValues) =>
    submit(async () => {
      const days = retentionDaysOf(values);
      if (days === null) return;
      const saved = await auditLogApi.updateSettings(days);
      form.setInitialValues({ retentionDays: saved.retentionDays });
      form.setValues({ retentionDays: saved.retentionDays });
      onSaved(saved);
      notifications.show({ color: "teal", message: t("saved", { days: saved.retentionDays }) });
    });

  return (
    <Card withBorder radius="md" padding="lg" data-testid="audit-retention">
      <form noValidate onSubmit={form.onSubmit((values) => void save(values))}>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t("title")}
          </Title>
          <Text size="sm" data-testid="audit-retention-current">
            {t("current", { days: retentionDays })}
          </Text>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <NumberInput
              label={t("label")}
              description={t("hint", { min: AUDIT_RETENTION_MIN_DAYS, max: AUDIT_RETENTION_MAX_DAYS })}
              min={AUDIT_RETENTION_MIN_DAYS}
              max={AUDIT_RETENTION_MAX_DAYS}
              step={1}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              w={{ base: "100%", xs: 320 }}
              {...form.getInputProps("retentionDays")}
              data-testid="audit-retention-days"
            />
          </Group>
          <FormError error={error} testId="audit-retention-error" />
          <Group justify="flex-end">
            <Button
              type="submit"
              loading={loading}
              disabled={!form.isDirty()}
              data-testid="audit-retention-save"
            >
              {t("save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
