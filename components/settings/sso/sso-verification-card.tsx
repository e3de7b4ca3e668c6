"use client";

import { Badge, Button, Card, Code, Group, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { FormError } from "@/components/ui/form-error";
import { ssoApi } from "@/lib/client/sso";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import type { SsoSettings } from "@/lib/sso/types";
import { CopyField } from "./copy-field";

/**
 * Proving the workspace holds its domains: the TXT record to add at the domain's DNS host, and each
 * claimed domain with its state and "Verify" (the server looks the record up now). The workspace's
 * own provider signs in addresses at verified domains only.
 */
export function SsoVerificationCard({
  settings,
  onSaved,
}: {
  settings: SsoSettings;
  onSaved: (settings: SsoSettings) => void;
}) {
  const t = useTranslations("settings.sso.verify");
  const { error, submit } = useFormSubmit();
  const [checking, setChecking] = useState<string | null>(null);
  const verified = new Set(settings.verifiedDomains);
  const { host, value } = settings.verification;

  const verify = async (domain: string) => {
    setChecking(domain);
    await submit(async () => {
      const next = await ssoApi.verifyDomain({ domain });
      notifications.show({ color: "teal", message: t("verified", { domain }) });
      onSaved(next);
    });
    setChecking(null);
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="sso-verify-card">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={3} size="h4">
            {t("title")}
          </Title>
          <Text size="sm">{t("intro")}</Text>
        </Stack>
        <Text size="sm">
          {t.rich("record", { host: `${host}.<domain>`, code: (chunks) => <Code>{chunks}</Code> })}
        </Text>
        <CopyField
          label={t("value")}
          value={value}
          copyLabel={t("copy")}
          copiedLabel={t("copied")}
          testId="sso-verify-value"
        />
        {settings.domains.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="sso-verify-empty">
            {t("empty")}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table verticalSpacing="xs" data-testid="sso-verify-domains">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("domain")}</Table.Th>
                  <Table.Th>{t("recordName")}</Table.Th>
                  <Table.Th>{t("state")}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t("actions")}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {settings.domains.map((domain) => (
                  <Table.Tr key={domain} data-testid="sso-verify-row" data-domain={domain}>
                    <Table.Td>{domain}</Table.Td>
                    <Table.Td>
                      <Code>{`${host}.${domain}`}</Code>
                    </Table.Td>
                    <Table.Td>
                      <Badge color={verified.has(domain) ? "teal" : "gray"} variant="light">
                        {verified.has(domain) ? t("isVerified") : t("notVerified")}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Group justify="flex-end">
                        {!verified.has(domain) && (
                          <Button
                            size="xs"
                            variant="light"
                            loading={checking === domain}
                            disabled={checking !== null && checking !== domain}
                            onClick={() => void verify(domain)}
                            aria-label={t("verifyDomain", { domain })}
                            data-testid="sso-verify-button"
                          >
                            {t("verify")}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <FormError error={error} testId="sso-verify-error" />
      </Stack>
    </Card>
  );
}
