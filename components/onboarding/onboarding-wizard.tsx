"use client";

import { Container, Paper, Stack } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useReducer } from "react";
import { ReadyStep } from "@/components/wizard/ready-step";
import { WizardSteps } from "@/components/wizard/wizard-steps";
import { useHydrated } from "@/lib/client/use-hydrated";
import { workspaceApi } from "@/lib/client/workspaces/api";
import type { AvailableModule } from "@/lib/modules/types";
import { finishOnboarding, invitationCount } from "./finish-onboarding";
import { InviteStep } from "./invite-step";
import { ModulesStep, modulesStepHandlers } from "./modules-step";
import { ProjectStep } from "./project-step";
import { initialWizardState, wizardReducer } from "./wizard-state";
import { WorkspaceStep } from "./workspace-step";

const STEP_LABELS = ["workspace", "members", "project", "modules", "ready"] as const;

/**
 * Step 0 (spec §4): rename the user's workspace when they manage one (the active one first), else
 * create one with an empty users list; then switch the session into it.
 */
async function prepareWorkspace(name: string): Promise<void> {
  const workspaces = await workspaceApi.list();
  const manageable = workspaces.filter((w) => w.role === "owner" || w.role === "admin");
  const existing = manageable.find((w) => w.active) ?? manageable[0];
  const workspace = existing
    ? await workspaceApi.rename(existing.id, { name })
    : await workspaceApi.create(name);
  await workspaceApi.switchTo(workspace.id);
}

/** The first-run wizard of /onboarding: workspace, members, project, modules, ready. */
export function OnboardingWizard({
  catalog,
  initialWorkspaceName,
}: {
  catalog: AvailableModule[];
  initialWorkspaceName: string;
}) {
  const t = useTranslations("onboarding");
  const [state, dispatch] = useReducer(wizardReducer, initialWorkspaceName, initialWizardState);
  const ready = useHydrated();

  const titles = [t("step0Title"), t("step1Title"), t("step2Title"), t("step3Title"), t("step4Title")];
  const texts = [t("step0Text"), t("step1Text"), t("step2Text"), t("step3Text"), null];

  return (
    <Container
      size={state.step === 3 ? 960 : 760}
      py="xl"
      px={0}
      w="100%"
      data-testid="onboarding-wizard"
      data-ready={ready ? "true" : undefined}
    >
      <Paper withBorder p={{ base: "md", sm: "xl" }} radius="lg">
        <Stack gap="lg">
          <WizardSteps
            step={state.step}
            labels={STEP_LABELS.map((label) => t(`stepLabels.${label}`))}
            progressLabel={t("progress")}
            title={titles[state.step]!}
            text={texts[state.step]}
          />

          {state.step === 0 && (
            <WorkspaceStep
              initialName={state.workspaceName}
              onNext={async (name) => {
                await prepareWorkspace(name);
                dispatch({ type: "workspaceNamed", name });
              }}
            />
          )}
          {state.step === 1 && (
            <InviteStep
              initial={{ users: state.users, accessToAll: state.accessToAll }}
              onNext={(values) => dispatch({ type: "usersChosen", ...values })}
              onBack={(values) => dispatch({ type: "back", save: values })}
              onSkip={() => dispatch({ type: "skip" })}
            />
          )}
          {state.step === 2 && (
            <ProjectStep
              initialName={state.projectName}
              onNext={(name) => dispatch({ type: "projectNamed", name })}
              onBack={(name) => dispatch({ type: "back", save: { projectName: name.trim() } })}
              onSkip={() => dispatch({ type: "skip" })}
            />
          )}
          {state.step === 3 && (
            <ModulesStep catalog={catalog} initial={state.modules} {...modulesStepHandlers(dispatch)} />
          )}
          {state.step === 4 && (
            <ReadyStep
              testId="onboarding"
              text={t("step4Text")}
              summary={[
                t("summaryWorkspace", { name: state.workspaceName }),
                t("summaryInvites", { count: invitationCount(state) }),
                state.projectName
                  ? `${t("summaryProject", { name: state.projectName })} ${t("summaryModules", { count: state.modules.length })}`
                  : t("summaryNoProject"),
              ]}
              startLabel={t("getStarted")}
              onBack={() => dispatch({ type: "back" })}
              onStart={() => finishOnboarding(state)}
            />
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
