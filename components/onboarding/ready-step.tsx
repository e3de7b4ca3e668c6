"use client";

import { Button, List, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { FormError } from "@/components/ui/form-error";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { StepActions } from "./step-actions";

interface ReadyStepProps {
  workspaceName: string;
  invitations: number;
  projectName: string;
  modules: number;
  onBack: () => void;
  onStart: () => Promise<"navigating">;
}

/** Step 4: what 'Get started' will do, then does it. */
export function ReadyStep({
  workspaceName,
  invitations,
  projectName,
  modules,
  onBack,
  onStart,
}: ReadyStepProps) {
  const t = useTranslations("onboarding");
  const { loading, error, submit } = useFormSubmit();
  const check = (
    <ThemeIcon color="teal" size={20} radius="xl">
      <IconCheck size={12} />
    </ThemeIcon>
  );
  return (
    <Stack>
      <FormError error={error} testId="onboarding-error" />
      <Text>{t("step4Text")}</Text>
      <List spacing="xs" icon={check} data-testid="onboarding-summary">
        <List.Item>{t("summaryWorkspace", { name: workspaceName })}</List.Item>
        <List.Item>{t("summaryInvites", { count: invitations })}</List.Item>
        <List.Item>
          {projectName
            ? `${t("summaryProject", { name: projectName })} ${t("summaryModules", { count: modules })}`
            : t("summaryNoProject")}
        </List.Item>
      </List>
      <StepActions
        onBack={loading ? undefined : onBack}
        primary={
          <Button onClick={() => void submit(onStart)} loading={loading} autoFocus>
            {t("getStarted")}
          </Button>
        }
      />
    </Stack>
  );
}
