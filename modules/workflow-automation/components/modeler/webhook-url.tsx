"use client";

import { ActionIcon, Button, CopyButton, Stack, Text, TextInput, Tooltip } from "@mantine/core";
import { IconCheck, IconCopy } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { automationApi } from "@/modules/workflow-automation/client/api";

/**
 * An incoming webhook's address: made on request once the automation is deployed (only its token's
 * hash is kept, so it is shown this once; a new one ends the old), with a copy button.
 */
export function WebhookUrl(props: {
  moduleId: string;
  processId: string;
  elementId: string;
  deployed: boolean;
}) {
  const t = useTranslations("workflowAutomation.modeler");
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!props.deployed)
    return (
      <Text size="xs" c="dimmed">
        {t("webhookAfterDeploy")}
      </Text>
    );
  return (
    <Stack gap={6}>
      {url && (
        <TextInput
          label={t("webhookUrl")}
          value={url}
          readOnly
          description={t("webhookShownOnce")}
          data-testid="webhook-url"
          rightSection={
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? t("copied") : t("copy")}>
                  <ActionIcon variant="subtle" onClick={copy} aria-label={t("copy")}>
                    {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          }
        />
      )}
      {error && (
        <Text size="xs" c="red" role="alert">
          {error}
        </Text>
      )}
      <Button
        size="xs"
        variant="default"
        loading={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            setUrl((await automationApi.webhookToken(props.moduleId, props.processId, props.elementId)).url);
          } catch (failure) {
            setError(errorMessage(failure, t("actionFailed")));
          } finally {
            setBusy(false);
          }
        }}
        data-testid="webhook-new-url"
      >
        {url ? t("webhookNewAgain") : t("webhookNew")}
      </Button>
    </Stack>
  );
}
