"use client";

import { Box, Grid, Skeleton, Stack } from "@mantine/core";
import { useTranslations } from "next-intl";
import { LoadError } from "@/components/ui/load-error";
import { useHydrated } from "@/lib/client/use-hydrated";
import { CheckInHistory } from "./check-in-history";
import { useGoal } from "./goal-context";
import { GoalHeader } from "./goal-header";
import { OverviewSection } from "./overview-section";
import { ParentGoalSection } from "./parent-goal-section";
import { ProgressSection } from "./progress-section";
import { SubGoalsSection } from "./sub-goals-section";

/** /goals/{goalId}: header, Progress, Sub-goals, check-ins, Overview and Parent goal (one column on phones). */
export function GoalView() {
  const t = useTranslations("goals");
  const { goal, error, reload } = useGoal();
  // The goal shows from the server's HTML: end-to-end tests wait for this before clicking.
  const ready = useHydrated();

  if (!goal) {
    if (error) {
      return (
        <LoadError
          error={error}
          title={t("page.loadFailed")}
          retryLabel={t("retry")}
          onRetry={() => void reload()}
        />
      );
    }
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={t("page.loading")}>
        <Skeleton h={28} w={120} />
        <Skeleton h={40} w="70%" />
        <Skeleton h={28} w="50%" />
        <Skeleton h={320} radius="md" />
        <Grid>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Skeleton h={200} radius="md" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Skeleton h={200} radius="md" />
          </Grid.Col>
        </Grid>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" data-testid="goal-page" data-goal-id={goal.id} data-ready={ready ? "true" : undefined}>
      <GoalHeader goal={goal} />
      {error && <LoadError error={error} retryLabel={t("retry")} onRetry={() => void reload()} />}
      <ProgressSection goal={goal} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <SubGoalsSection goal={goal} />
            <CheckInHistory goal={goal} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <OverviewSection goal={goal} />
            <ParentGoalSection goal={goal} />
          </Stack>
        </Grid.Col>
      </Grid>
      <Box h="md" />
    </Stack>
  );
}
