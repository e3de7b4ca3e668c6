"use client";

import { hardNavigate } from "@/lib/client/navigation";
import { Container, Paper, Title } from "@mantine/core";
import { useTranslations } from "next-intl";
import { WorkspaceNameForm } from "@/components/workspaces/workspace-name-form";
import { HOME } from "@/lib/routing/decide-route";

/** Step 0 of onboarding: name the first workspace; the session moves into it. */
export function OnboardingStart() {
  const t = useTranslations("onboarding");
  return (
    <Container size={520} py="xl">
      <Paper withBorder p="xl" radius="lg">
        <Title order={2} mb="lg">
          {t("step0Title")}
        </Title>
        <WorkspaceNameForm submitLabel={t("submit")} onCreated={() => hardNavigate(HOME)} />
      </Paper>
    </Container>
  );
}
