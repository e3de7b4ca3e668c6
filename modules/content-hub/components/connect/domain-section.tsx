"use client";

import { Button, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { contentHubApi } from "@/modules/content-hub/client/api";
import { domainProblem } from "@/modules/content-hub/shared/domain";
import type { DomainInfo } from "@/modules/content-hub/shared/types";
import { usePendingAction } from "../editor/use-pending-action";
import { SecretOnce } from "./secret-once";

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
  const tValidation = useTranslations("validation");
  const [address, setAddress] = useState(domain?.domain ?? "");
  const [key, setKey] = useState<string | null>(null);
  const { pending, error, setError, run: act } = usePendingAction<"save" | "rotate">(t("saveFailed"));

  const run = async (kind: "save" | "rotate") => {
    if (kind === "save") {
      const problem = domainProblem(address.trim());
      if (problem) {
        setError(tValidation(problem.replace("validation.", "")));
        return;
      }
    }
    await act(kind, async () => {
      const saved =
        kind === "rotate" && domain
          ? await contentHubApi.updateDomain(moduleId, domain.id, { rotateKey: true })
          : await contentHubApi.createDomain(moduleId, address.trim(), domain?.developerMode);
      onChange(saved);
      setAddress(saved.domain);
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
        value={address}
        onChange={(event) => {
          setAddress(event.currentTarget.value);
          setError(null);
        }}
        error={error}
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
