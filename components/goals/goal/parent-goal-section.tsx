"use client";

import { GoalSection } from "./goal-section";
import { Button, Group, Text } from "@mantine/core";
import { IconLink, IconLinkOff } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { goalApi } from "@/lib/client/goals/api";
import { goalHref } from "@/lib/client/goals/links";
import type { GoalDetail } from "@/lib/goals/api";
import { LinkedGoalCard } from "./linked-goal-card";
import { useGoalAction } from "./use-goal-action";
import { useGoalLinks } from "./use-goal-links";

/** The goal's parent (the goal it counts towards): connect, change or remove. */
export function ParentGoalSection({ goal }: { goal: GoalDetail }) {
  const t = useTranslations("goals");
  const links = useGoalLinks(goal.id);
  const { confirmRun, busy } = useGoalAction();
  const parent = goal.parent;

  const remove = async () => {
    if (!parent) return;
    await confirmRun(
      {
        title: t("parent.removeTitle"),
        message: t("parent.removeText", { title: parent.title }),
        confirm: t("parent.remove"),
      },
      "parent",
      () => goalApi.setParent(goal.id, null),
      t("parent.removed"),
    );
  };

  return (
    <GoalSection id="goal-parent-title" title={t("parent.title")}>
      {parent ? (
        <LinkedGoalCard goal={parent} href={goalHref(parent.id, goalHref(goal.id))} testId="goal-parent" />
      ) : (
        <Text size="sm" c="dimmed" data-testid="goal-parent-empty">
          {t("parent.empty")}
        </Text>
      )}
      {goal.rights.edit && (
        <Group gap="sm">
          <Button
            component={Link}
            href={links.dialog("connect-parent-goal")}
            scroll={false}
            variant="default"
            size="xs"
            leftSection={<IconLink size={14} aria-hidden />}
            data-testid="goal-connect-parent"
          >
            {parent ? t("parent.change") : t("parent.connect")}
          </Button>
          {parent && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconLinkOff size={14} aria-hidden />}
              onClick={() => void remove()}
              loading={busy === "parent"}
              data-testid="goal-remove-parent"
            >
              {t("parent.remove")}
            </Button>
          )}
        </Group>
      )}
    </GoalSection>
  );
}
