"use client";

import { Alert, Button, Group, PasswordInput, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { DateTimePicker } from "@mantine/dates";
import "@mantine/dates/styles.css";
import { IconCircleCheck, IconLink } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { FormError } from "@/components/ui/form-error";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { dvShareApi } from "@/modules/data-visualization/client/api";
import type { Filters } from "@/modules/data-visualization/shared/filters";
import { SHARE_PASSWORD_MAX, type Share } from "@/modules/data-visualization/shared/shares";
import { FilterFields } from "../add-chart/filter-fields";
import { ShareUrl } from "./share-url";
import {
  newShareValues,
  shareBody,
  shareFormErrors,
  type ShareFormErrors,
  type ShareFormValues,
} from "./share-values";

/**
 * A new link: an optional password (shown or hidden), an optional expiry in the future, and the
 * filters it locks (the dashboard's to start with). Once made, its address shows at once to copy.
 */
export function ShareForm(props: {
  moduleId: string;
  dashboardId: string;
  workspaceId: string;
  dashboardFilters: Filters;
  onCreated: (share: Share) => void;
}) {
  const t = useTranslations("dataVisualization.publish");
  const tAll = useTranslations();
  const [values, setValues] = useState<ShareFormValues>(() => newShareValues(props.dashboardFilters));
  const [errors, setErrors] = useState<ShareFormErrors>({});
  const [created, setCreated] = useState<Share | null>(null);
  const { loading, error, submit } = useFormSubmit();
  const copyRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const set = (change: Partial<ShareFormValues>) => setValues((current) => ({ ...current, ...change }));

  // The new address gets the focus, so a keyboard user copies it with one key.
  useEffect(() => {
    if (created) copyRef.current?.focus();
  }, [created]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const found = shareFormErrors(values, new Date());
    setErrors(found);
    if (Object.keys(found).length) return;
    void submit(async () => {
      const share = await dvShareApi.create(props.moduleId, props.dashboardId, shareBody(values));
      setCreated(share);
      setValues(newShareValues(props.dashboardFilters));
      props.onCreated(share);
    });
  };
  const message = (key: string | undefined) => (key ? tAll(key) : undefined);

  return (
    <form onSubmit={send} noValidate data-testid="share-form" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {t("newTitle")}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <PasswordInput
            label={t("password")}
            description={t("passwordHint")}
            value={values.password}
            onChange={(event) => set({ password: event.currentTarget.value })}
            maxLength={SHARE_PASSWORD_MAX}
            error={message(errors.password)}
            autoComplete="new-password"
            visibilityToggleFocusable
            visibilityToggleButtonProps={{ "aria-label": t("showPassword") }}
            data-testid="share-password"
          />
          <DateTimePicker
            label={t("expiresAt")}
            description={t("expiresHint")}
            placeholder={t("expiresPlaceholder")}
            value={values.expiresAt}
            onChange={(expiresAt) => set({ expiresAt })}
            minDate={new Date()}
            valueFormat="D MMM YYYY HH:mm"
            clearable
            error={message(errors.expiresAt)}
            popoverProps={{ withinPortal: true }}
            data-testid="share-expiry"
          />
        </SimpleGrid>
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t("filters")}
          </Text>
          <Text size="xs" c="dimmed">
            {t("filtersHint")}
          </Text>
        </Stack>
        <FilterFields
          value={values.filters}
          onChange={(filters) => set({ filters })}
          workspaceId={props.workspaceId}
          periodError={message(errors.filters) ?? null}
          testId="share-filters"
        />
        <FormError error={error} testId="share-error" />
        <Group justify="flex-end">
          <Button
            type="submit"
            loading={loading}
            leftSection={<IconLink size={16} aria-hidden />}
            data-testid="share-create"
          >
            {t("create")}
          </Button>
        </Group>
        {created?.url && (
          <Alert
            color="teal"
            variant="light"
            icon={<IconCircleCheck aria-hidden />}
            title={t("createdTitle")}
            data-testid="share-created"
          >
            <Stack gap="xs">
              <Text size="sm">{t("created")}</Text>
              <ShareUrl url={created.url} testId="share-created-url" copyRef={copyRef} />
            </Stack>
          </Alert>
        )}
      </Stack>
    </form>
  );
}
