"use client";

import { GoalSection } from "./goal-section";
import { Anchor, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { IconLink, IconLinkOff } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { confirmAction } from "@/components/ui/confirm";
import { goalApi } from "@/lib/client/goals/api";
import { goalHref } from "@/lib/client/goals/links";
import type { GoalDetail } from "@/lib/goals/api";
import { GoalProgressBar } from "../goal-progress";
import { GoalStatusBadge } from "../goal-status";
import { useGoalAction } from "./use-goal-action";
import { useGoalLinks } from "./use-goal-links";

/** The goal's parent (the goal it counts towards): connect, change or remove. */
export function ParentGoalSection({ goal }: { goal: GoalDetail }) {
  const t = useTranslations("goals");
  const tCommon = useTranslations("common");
  const links = useGoalLinks(goal.id);
  const { run, busy } = useGoalAction();
  const parent = goal.parent;

  const remove = async () => {
    if (!parent) return;
    const confirmed = await confirmAction({
      title: t("parent.removeTitle"),
      message: t("parent.removeText", { title: parent.title }),
      confirm: t("parent.remove"),
      cancel: tCommon("cancel"),
      danger: true,
    });
    if (confirmed) await run("parent", () => goalApi.setParent(goal.id, null), t("parent.removed"));
  };

  return (
    <GoalSection id="goal-parent-title" title={t("parent.title")}>
      {parent ? (
        <Paper withBorder radius="sm" p="sm" data-testid="goal-parent" data-goal-id={parent.id}>
          <Stack gap={6}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Anchor
                component={Link}
                href={goalHref(parent.id, goalHref(goal.id))}
                fw={500}
                lineClamp={2}
                style={{ wordBreak: "break-word" }}
              >
                {parent.title}
              </Anchor>
              <GoalStatusBadge status={parent.status} />
            </Group>
            <GoalProgressBar progress={parent.progress} decimals={parent.decimals} status={parent.status} />
          </Stack>
        </Paper>
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
