"use client";

import { Button, List, Stack, Text, ThemeIcon } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { StepActions } from "@/components/onboarding/step-actions";
import { FormError } from "@/components/ui/form-error";
import { useFormSubmit } from "@/lib/client/use-form-submit";

interface ReadyStepProps {
  name: string;
  members: number;
  invitations: number;
  modules: string[];
  onBack: () => void;
  onStart: () => Promise<"navigating">;
}

/** Step 3: what 'Get started' will do, then does it. */
export function ReadyStep({ name, members, invitations, modules, onBack, onStart }: ReadyStepProps) {
  const t = useTranslations("projectWizard");
  const { loading, error, submit } = useFormSubmit();
  const check = (
    <ThemeIcon color="teal" size={20} radius="xl">
      <IconCheck size={12} />
    </ThemeIcon>
  );
  return (
    <Stack>
      <FormError error={error} testId="project-wizard-error" />
      <Text>{t("readyText")}</Text>
      <List spacing="xs" icon={check} data-testid="project-wizard-summary">
        <List.Item>{t("summaryProject", { name })}</List.Item>
        <List.Item>
          {modules.length > 0
            ? t("summaryModules", { count: modules.length, names: modules.join(", ") })
            : t("summaryNoModules")}
        </List.Item>
        <List.Item>{t("summaryMembers", { count: members })}</List.Item>
        <List.Item>{t("summaryInvites", { count: invitations })}</List.Item>
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
