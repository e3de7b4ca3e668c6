"use client";

import { CloseButton, Container, Group, Paper, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useReducer } from "react";
import { ModulesStep, modulesStepHandlers } from "@/components/onboarding/modules-step";
import { ProjectStep } from "@/components/onboarding/project-step";
import { ReadyStep } from "@/components/wizard/ready-step";
import { WizardSteps } from "@/components/wizard/wizard-steps";
import type { AvailableModule } from "@/lib/modules/types";
import { finishProjectWizard } from "./finish-project";
import { InviteStep } from "./invite-step";
import { plannedInvites } from "./invite-rows";
import { useKnownMembers } from "./use-known-members";
import { initialProjectWizardState, projectWizardReducer } from "./wizard-state";

const STEPS = ["name", "members", "modules", "ready"] as const;

interface ProjectWizardProps {
  catalog: AvailableModule[];
  workspaceId: string;
  userId: string;
  /** Where Cancel and the close button go back to. */
  redirect: string;
}

/** /flows/project/create: name, invite members, choose modules, ready; then the project's modules. */
export function ProjectWizard({ catalog, workspaceId, userId, redirect }: ProjectWizardProps) {
  const t = useTranslations("projectWizard");
  const router = useRouter();
  const [state, dispatch] = useReducer(projectWizardReducer, undefined, initialProjectWizardState);
  const known = useKnownMembers(workspaceId, userId);

  const step = STEPS[state.step];
  const planned = plannedInvites(state.users, known.members);
  const titleOf = (tag: string) => catalog.find((module) => module.tag === tag)?.title ?? tag;

  async function start(): Promise<"navigating"> {
    const { projectId, failed } = await finishProjectWizard(state, known.members);
    notifications.show({ color: "teal", message: t("created") });
    if (failed > 0) notifications.show({ color: "yellow", message: t("invitesFailed", { count: failed }) });
    router.push(`/project/${projectId}/modules`);
    // The sidebar's projects come from the layout: read them again with the new one.
    router.refresh();
    return "navigating";
  }

  return (
    <Container size={state.step === 2 ? 960 : 760} py={{ base: "md", sm: "xl" }} px={0} w="100%">
      <Paper
        withBorder
        p={{ base: "md", sm: "xl" }}
        radius="lg"
        component="section"
        aria-labelledby="project-wizard-title"
      >
        <Stack gap="lg">
          <Group justify="space-between" wrap="nowrap">
            <Text id="project-wizard-title" fw={700} size="lg">
              {t("title")}
            </Text>
            <CloseButton aria-label={t("close")} onClick={() => router.push(redirect)} />
          </Group>
          <WizardSteps
            step={state.step}
            labels={STEPS.map((label) => t(`stepLabels.${label}`))}
            progressLabel={t("progress")}
            title={t(`steps.${step}.title`)}
            text={t(`steps.${step}.text`)}
          />

          {state.step === 0 && (
            <ProjectStep initialName={state.name} onNext={(name) => dispatch({ type: "named", name })} />
          )}
          {state.step === 1 && (
            <InviteStep
              initial={state.users}
              known={known}
              onNext={(users) => dispatch({ type: "usersChosen", users })}
              onBack={(users) => dispatch({ type: "back", save: { users } })}
              onSkip={() => dispatch({ type: "skip" })}
            />
          )}
          {state.step === 2 && (
            <ModulesStep catalog={catalog} initial={state.modules} {...modulesStepHandlers(dispatch)} />
          )}
          {state.step === 3 && (
            <ReadyStep
              testId="project-wizard"
              text={t("readyText")}
              summary={[
                t("summaryProject", { name: state.name }),
                state.modules.length > 0
                  ? t("summaryModules", {
                      count: state.modules.length,
                      names: state.modules.map(titleOf).join(", "),
                    })
                  : t("summaryNoModules"),
                t("summaryMembers", { count: planned.add.length }),
                t("summaryInvites", { count: planned.invite.length }),
              ]}
              startLabel={t("getStarted")}
              onBack={() => dispatch({ type: "back" })}
              onStart={start}
            />
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
