"use client";

import { ActionIcon, Avatar, Button, Divider, Group, Stack, Text, Title, Tooltip } from "@mantine/core";
import { IconUserMinus } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormError } from "@/components/ui/form-error";
import { goalApi } from "@/lib/client/goals/api";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import type { GoalDetail } from "@/lib/goals/api";
import { PeopleMultiSelect } from "../people-select";
import { useGoalAction } from "../goal/use-goal-action";
import { useGoalsViewer } from "../goals-viewer";
import { GoalDialogRoute } from "./goal-dialog-route";

/**
 * /goals/{goalId}/invite: the goal's members (who see it under My goals and may update it), people of
 * the workspace to add, and removing a member. Those who may not edit the goal see the members only.
 */
export function InviteModal({ redirect }: { redirect?: string }) {
  const t = useTranslations("goals");
  return (
    <GoalDialogRoute
      title={() => t("invite.title")}
      redirect={redirect}
      testId="goal-invite-modal"
      needsEdit={false}
    >
      {(goal, close) => <InviteForm goal={goal} close={close} />}
    </GoalDialogRoute>
  );
}

function InviteForm({ goal, close }: { goal: GoalDetail; close: () => void }) {
  const t = useTranslations();
  const viewer = useGoalsViewer();
  const { loading, error, setError, submit: run } = useFormSubmit();
  const { run: change, busy } = useGoalAction();
  const [picked, setPicked] = useState<string[]>([]);
  const exclude = useMemo(
    () => new Set([...goal.members.map((member) => member.id), ...(goal.owner ? [goal.owner.id] : [])]),
    [goal.members, goal.owner],
  );

  const invite = () =>
    run(async () => {
      if (picked.length === 0) {
        setError(t("goals.invite.pickSomeone"));
        return;
      }
      const added = await change(
        "invite",
        () => goalApi.addMembers(goal.id, picked),
        t("goals.invite.added", { count: picked.length }),
      );
      if (added) setPicked([]);
    });

  const remove = (userId: string) =>
    void change(`remove:${userId}`, () => goalApi.removeMember(goal.id, userId));

  return (
    <Stack>
      {goal.rights.edit && (
        <>
          <FormError error={error} />
          <PeopleMultiSelect
            label={t("goals.invite.people")}
            value={picked}
            onChange={(value) => {
              setPicked(value);
              setError(null);
            }}
            exclude={exclude}
            testId="goal-invite-select"
          />
          <Group justify="flex-end">
            <Button
              onClick={() => void invite()}
              loading={loading || busy === "invite"}
              disabled={picked.length === 0}
              data-testid="goal-invite-save"
            >
              {t("goals.invite.submit")}
            </Button>
          </Group>
          <Divider />
        </>
      )}
      <Title order={3} size="h5">
        {t("goals.invite.members", { count: goal.members.length })}
      </Title>
      {goal.owner && (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={goal.owner.image} name={goal.owner.name} color="initials" size={30} alt="" />
          <Text size="sm" style={{ flex: 1 }} truncate>
            {goal.owner.name}
          </Text>
          <Text size="xs" c="dimmed">
            {t("goals.invite.owner")}
          </Text>
        </Group>
      )}
      {goal.members.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t("goals.invite.noMembers")}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: "none" }} data-testid="goal-members">
          {goal.members.map((member) => (
            <Group component="li" key={member.id} gap="sm" wrap="nowrap" data-testid="goal-member">
              <Avatar src={member.image} name={member.name} color="initials" size={30} alt="" />
              <Text size="sm" style={{ flex: 1 }} truncate>
                {member.name}
                {member.id === viewer.id ? ` ${t("goals.invite.you")}` : ""}
              </Text>
              {goal.rights.edit && (
                <Tooltip label={t("goals.invite.remove")}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    onClick={() => remove(member.id)}
                    loading={busy === `remove:${member.id}`}
                    aria-label={t("goals.invite.removeNamed", { name: member.name })}
                    data-testid="goal-member-remove"
                  >
                    <IconUserMinus size={16} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          ))}
        </Stack>
      )}
      <DialogActions closeLabel={t("goals.close")} onClose={close} />
    </Stack>
  );
}
