"use client";

import { ActionIcon, Anchor, Button, ColorSwatch, Group, Menu, Popover, Stack, Text } from "@mantine/core";
import {
  IconArrowLeft,
  IconChevronDown,
  IconDots,
  IconTrash,
  IconUserPlus,
  IconUsers,
} from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { goalApi } from "@/lib/client/goals/api";
import { GOALS_DASHBOARD } from "@/lib/client/goals/links";
import type { GoalDetail } from "@/lib/goals/api";
import { GOAL_STATUSES } from "@/lib/goals/types";
import { GoalOwner, PeopleAvatars } from "../goal-people";
import { GOAL_STATUS_COLORS, GoalStatusBadge } from "../goal-status";
import { OwnerSelect } from "../people-select";
import { useGoal } from "./goal-context";
import { GoalTitle } from "./goal-title";
import { useGoalAction } from "./use-goal-action";
import { useGoalLinks } from "./use-goal-links";

/**
 * The goal page's header: back link, title (edited in place), status menu, owner, members with
 * Invite, and Delete (with a confirmation). Controls the viewer may not use are not offered.
 */
export function GoalHeader({ goal }: { goal: GoalDetail }) {
  const t = useTranslations();
  const links = useGoalLinks(goal.id);
  const router = useRouter();
  const { forget } = useGoal();
  const { run, confirmRun, busy } = useGoalAction();
  const [ownerOpen, setOwnerOpen] = useState(false);
  const known = useMemo(() => (goal.owner ? [goal.owner] : []), [goal.owner]);
  const backToGoals = links.back.startsWith(GOALS_DASHBOARD);

  const remove = async () => {
    const deleted = await confirmRun(
      {
        title: t("goals.page.deleteTitle"),
        message: t("goals.page.deleteText", { title: goal.title }),
        confirm: t("goals.page.delete"),
      },
      "delete",
      async () => {
        await goalApi.remove(goal.id);
        forget();
        return goal;
      },
    );
    if (deleted) router.push(backToGoals ? links.back : `${GOALS_DASHBOARD}?active=my-goals`);
  };

  return (
    <Stack gap="sm">
      <Anchor component={Link} href={links.back} size="sm" w="fit-content" data-testid="goal-back">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden />
          {backToGoals ? t("goals.page.backToGoals") : t("goals.page.back")}
        </Group>
      </Anchor>

      <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
        <GoalTitle goal={goal} />
        {goal.rights.delete && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t("goals.page.actions")}
                loading={busy === "delete"}
                data-testid="goal-actions"
              >
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => void remove()}
                data-testid="goal-delete"
              >
                {t("goals.page.delete")}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>

      <Group gap="lg" wrap="wrap" align="center">
        {goal.rights.edit ? (
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button
                variant="light"
                color={GOAL_STATUS_COLORS[goal.status]}
                size="compact-sm"
                rightSection={<IconChevronDown size={14} aria-hidden />}
                loading={busy === "status"}
                aria-label={t("goals.page.statusLabel", { status: t(`goals.status.${goal.status}`) })}
                data-testid="goal-status"
                data-status={goal.status}
              >
                {t(`goals.status.${goal.status}`)}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {GOAL_STATUSES.map((status) => (
                <Menu.Item
                  key={status}
                  onClick={() =>
                    status !== goal.status && void run("status", () => goalApi.update(goal.id, { status }))
                  }
                  leftSection={
                    <ColorSwatch
                      color={`var(--mantine-color-${GOAL_STATUS_COLORS[status]}-filled)`}
                      size={10}
                      withShadow={false}
                      aria-hidden
                    />
                  }
                  aria-current={status === goal.status ? "true" : undefined}
                  data-testid={`goal-status-${status}`}
                >
                  {t(`goals.status.${status}`)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        ) : (
          <GoalStatusBadge status={goal.status} size="md" />
        )}

        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t("goals.page.owner")}
          </Text>
          {goal.rights.edit ? (
            <Popover
              opened={ownerOpen}
              onChange={setOwnerOpen}
              position="bottom-start"
              width={300}
              withinPortal
              trapFocus
            >
              <Popover.Target>
                <Button
                  variant="subtle"
                  color="gray"
                  size="compact-sm"
                  onClick={() => setOwnerOpen((open) => !open)}
                  rightSection={<IconChevronDown size={14} aria-hidden />}
                  aria-label={t("goals.page.changeOwner")}
                  loading={busy === "owner"}
                  data-testid="goal-owner"
                >
                  <GoalOwner owner={goal.owner} size={22} />
                </Button>
              </Popover.Target>
              <Popover.Dropdown>
                <OwnerSelect
                  value={goal.owner?.id ?? null}
                  known={known}
                  label={t("goals.page.changeOwner")}
                  onChange={(ownerId) => {
                    setOwnerOpen(false);
                    if (ownerId && ownerId !== goal.owner?.id) {
                      void run("owner", () => goalApi.update(goal.id, { ownerId }));
                    }
                  }}
                  withinPortal={false}
                  testId="goal-owner-select"
                />
              </Popover.Dropdown>
            </Popover>
          ) : (
            <GoalOwner owner={goal.owner} size={22} />
          )}
        </Group>

        <Group gap="xs" wrap="nowrap">
          <Text size="sm" c="dimmed">
            {t("goals.page.members")}
          </Text>
          {goal.members.length > 0 ? (
            <PeopleAvatars people={goal.members} size={26} />
          ) : (
            <Text size="sm" c="dimmed">
              {t("goals.page.noMembers")}
            </Text>
          )}
          <Button
            component={Link}
            href={links.dialog("invite")}
            scroll={false}
            variant="default"
            size="compact-sm"
            leftSection={
              goal.rights.edit ? <IconUserPlus size={14} aria-hidden /> : <IconUsers size={14} aria-hidden />
            }
            data-testid="goal-invite-button"
          >
            {goal.rights.edit ? t("goals.page.invite") : t("goals.page.viewMembers")}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
