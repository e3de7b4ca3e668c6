"use client";

import { GoalSection } from "./goal-section";
import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from "@mantine/core";
import { IconLinkOff, IconPlus } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { goalApi } from "@/lib/client/goals/api";
import { goalHref } from "@/lib/client/goals/links";
import type { GoalDetail } from "@/lib/goals/api";
import { GoalStatusBadge } from "../goal-status";
import { LinkedGoalCard } from "./linked-goal-card";
import { useGoalAction } from "./use-goal-action";
import { useGoalLinks } from "./use-goal-links";

/** The goal's sub-goals with their progress (and weight when the goal weighs them); connect, disconnect. */
export function SubGoalsSection({ goal }: { goal: GoalDetail }) {
  const t = useTranslations("goals");
  const links = useGoalLinks(goal.id);
  const { confirmRun, busy } = useGoalAction();
  const weighted = goal.source === "subgoals" && goal.weighted;
  const here = goalHref(goal.id);

  const disconnect = async (subGoalId: string, title: string) => {
    await confirmRun(
      {
        title: t("subGoals.disconnectTitle"),
        message: t("subGoals.disconnectText", { title }),
        confirm: t("subGoals.disconnect"),
      },
      `disconnect:${subGoalId}`,
      () => goalApi.disconnectSubGoal(goal.id, subGoalId),
      t("subGoals.disconnected"),
    );
  };

  return (
    <GoalSection
      id="goal-sub-goals-title"
      title={t("subGoals.title")}
      action={
        <>
          {goal.rights.edit && (
            <Button
              component={Link}
              href={links.dialog("connect-sub-goal")}
              scroll={false}
              variant="default"
              size="xs"
              leftSection={<IconPlus size={14} aria-hidden />}
              data-testid="goal-connect-sub-goal"
            >
              {t("subGoals.connect")}
            </Button>
          )}
        </>
      }
    >
      {goal.subGoals.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="goal-sub-goals-empty">
          {goal.source === "subgoals" ? t("subGoals.emptyForSource") : t("subGoals.empty")}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }}>
          {goal.subGoals.map((sub) => (
            <LinkedGoalCard
              key={sub.id}
              goal={sub}
              href={goalHref(sub.id, here)}
              testId="goal-sub-goal"
              listItem
              aside={
                <Group gap={6} wrap="nowrap">
                  {weighted && (
                    <Badge variant="outline" color="gray" data-testid="goal-sub-goal-weight">
                      {t("subGoals.weight", { weight: sub.weight })}
                    </Badge>
                  )}
                  <GoalStatusBadge status={sub.status} />
                  {goal.rights.edit && (
                    <Tooltip label={t("subGoals.disconnect")}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => void disconnect(sub.id, sub.title)}
                        loading={busy === `disconnect:${sub.id}`}
                        aria-label={t("subGoals.disconnectNamed", { title: sub.title })}
                        data-testid="goal-sub-goal-disconnect"
                      >
                        <IconLinkOff size={16} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              }
            />
          ))}
        </Stack>
      )}
    </GoalSection>
  );
}
