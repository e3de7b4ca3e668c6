"use client";

import { Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { translatedResolver } from "@/lib/client/form";
import * as z from "@/lib/zod";
import { contentHubApi } from "@/modules/content-hub/client/api";
import { createDomainSchema } from "@/modules/content-hub/schemas/content-hub";
import type { DomainInfo } from "@/modules/content-hub/shared/types";
import { usePendingAction } from "../editor/use-pending-action";
import { SecretOnce } from "./secret-once";

/** The domain field: POST …/domain's rule, on the address as sent (trimmed). */
const domainFormSchema = z.object({ domain: createDomainSchema.shape.domain });

/**
 * The connected domain (the public API's allowed browser origin) and its API key (spec §4 Domain
 * change, §5 API address): the key is shown once after connecting or rotating, then only its last 4
 * characters.
 */
export function DomainSection({
  moduleId,
  domain,
  onChange,
  manage,
}: {
  moduleId: string;
  domain: DomainInfo | null;
  onChange: (domain: DomainInfo) => void;
  manage: boolean;
}) {
  const t = useTranslations("contentHub.connect");
  const tHub = useTranslations("contentHub");
  const tAll = useTranslations();
  const resolve = translatedResolver(domainFormSchema, tAll);
  const form = useForm({
    initialValues: { domain: domain?.domain ?? "" },
    validate: (values) => resolve({ domain: values.domain.trim() }),
  });
  const address = form.values.domain;
  const [key, setKey] = useState<string | null>(null);
  const { pending, error, setError, run: act } = usePendingAction<"save" | "rotate">(t("saveFailed"));

  const run = async (kind: "save" | "rotate") => {
    if (kind === "save" && form.validate().hasErrors) return;
    await act(kind, async () => {
      const saved =
        kind === "rotate" && domain
          ? await contentHubApi.updateDomain(moduleId, domain.id, { rotateKey: true })
          : await contentHubApi.createDomain(moduleId, address.trim(), domain?.developerMode);
      onChange(saved);
      form.setValues({ domain: saved.domain });
      setKey(saved.apiKey);
      notifications.show({ color: "teal", message: tHub("domainUpdated") });
    });
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t("domainTitle")}
      </Title>
      <TextInput
        label={t("domain")}
        description={t("domainHint")}
        placeholder="https://www.example.com"
        {...form.getInputProps("domain")}
        onChange={(event) => {
          form.setFieldValue("domain", event.currentTarget.value);
          setError(null);
        }}
        // The address's problem, else the last save's failure.
        error={form.errors.domain ?? error}
        readOnly={!manage}
        data-testid="connect-domain"
      />
      {domain && (
        <Text size="sm" data-testid="connect-key-last4">
          {t("keyLast4", { last4: domain.apiKeyLast4 })}
        </Text>
      )}
      {key && <SecretOnce label={t("apiKey")} value={key} testId="connect-api-key" />}
      {manage ? (
        <Group justify="flex-end" gap="xs">
          {domain && (
            <Button
              variant="default"
              loading={pending === "rotate"}
              disabled={pending !== null}
              onClick={() => void run("rotate")}
            >
              {t("rotateKey")}
            </Button>
          )}
          <Button
            loading={pending === "save"}
            disabled={pending !== null || (domain !== null && address.trim() === domain.domain)}
            onClick={() => void run("save")}
          >
            {domain ? t("changeDomain") : t("connectDomain")}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t("adminOnly")}
        </Text>
      )}
    </Stack>
  );
}
