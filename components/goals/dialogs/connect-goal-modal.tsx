"use client";

import { Button, Group, NumberInput, Radio, ScrollArea, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { DialogActions } from "@/components/ui/dialog-actions";
import { SearchInput } from "@/components/ui/search-input";
import { FormError } from "@/components/ui/form-error";
import { goalApi, goalQueries, type GoalLinkKind } from "@/lib/client/goals/api";
import { useErrorText } from "@/lib/client/query/use-error-text";
import { useQuery } from "@/lib/client/query/use-query";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import type { GoalDetail } from "@/lib/goals/api";
import { DEFAULT_GOAL_WEIGHT, GOAL_WEIGHT_MAX } from "@/lib/goals/types";
import { GoalOwner } from "../goal-people";
import { GoalProgressBar } from "../goal-progress";
import { GoalStatusBadge } from "../goal-status";
import { useGoal } from "../goal/goal-context";
import { GoalDialogRoute } from "./goal-dialog-route";

/** The goals that may be linked (the API leaves out the goal itself and anything that would loop). */
function useLinkOptions(goalId: string, kind: GoalLinkKind, typed: string) {
  const [q] = useDebouncedValue(typed.trim(), 300);
  const options = useQuery(goalQueries.linkOptions(goalId, kind, q));
  const error = useErrorText(options.error);
  return {
    goals: options.data ?? [],
    loading: options.loading || q !== typed.trim(),
    error,
  };
}

/**
 * /goals/{goalId}/connect-sub-goal and /connect-parent-goal: search the goals that may be linked and
 * pick one (a sub-goal of a weighted goal gets its weight here).
 */
export function ConnectGoalModal({ kind, redirect }: { kind: GoalLinkKind; redirect?: string }) {
  const t = useTranslations("goals.connect");
  return (
    <GoalDialogRoute
      title={() => (kind === "sub" ? t("subTitle") : t("parentTitle"))}
      redirect={redirect}
      size="lg"
      testId={kind === "sub" ? "goal-connect-sub-goal-modal" : "goal-connect-parent-modal"}
    >
      {(goal, close) => <ConnectForm goal={goal} kind={kind} close={close} />}
    </GoalDialogRoute>
  );
}

function ConnectForm({ goal, kind, close }: { goal: GoalDetail; kind: GoalLinkKind; close: () => void }) {
  const t = useTranslations("goals.connect");
  const tCommon = useTranslations("common");
  const tAll = useTranslations();
  const { reload } = useGoal();
  const { loading, error, setError, submit: run } = useFormSubmit();
  const [typed, setTyped] = useState("");
  const [picked, setPicked] = useState<string | null>(null);
  const [weight, setWeight] = useState<number | string>(DEFAULT_GOAL_WEIGHT);
  const options = useLinkOptions(goal.id, kind, typed);
  const weighted = kind === "sub" && goal.source === "subgoals" && goal.weighted;

  const submit = () =>
    run(async () => {
      if (!picked) {
        setError(t("pickOne"));
        return;
      }
      if (weighted && (typeof weight !== "number" || weight < 0 || weight > GOAL_WEIGHT_MAX)) {
        setError(tAll("validation.goalWeightInvalid"));
        return;
      }
      if (kind === "sub")
        await goalApi.connectSubGoal(goal.id, picked, weighted ? Number(weight) : undefined);
      else await goalApi.setParent(goal.id, picked);
      await reload();
      close();
      return "navigating";
    });

  return (
    <Stack>
      <FormError error={error} />
      <Text size="sm" c="dimmed">
        {kind === "sub"
          ? t("subHint")
          : goal.parent
            ? t("parentChangeHint", { title: goal.parent.title })
            : t("parentHint")}
      </Text>
      <SearchInput
        label={t("search")}
        value={typed}
        onChange={setTyped}
        type="search"
        data-autofocus
        data-testid="goal-connect-search"
      />
      <Radio.Group
        value={picked}
        onChange={(value) => {
          setPicked(value);
          setError(null);
        }}
        label={t("goals")}
        labelElement="div"
      >
        <ScrollArea.Autosize mah={320} type="auto" mt="xs">
          <Stack gap="xs" aria-busy={options.loading}>
            {options.error && (
              <Text size="sm" c="red" role="alert">
                {options.error}
              </Text>
            )}
            {!options.error && options.goals.length === 0 && (
              <Text size="sm" c="dimmed" data-testid="goal-connect-empty">
                {options.loading ? t("loading") : typed.trim() ? t("noMatch") : t("none")}
              </Text>
            )}
            {options.goals.map((option) => (
              <Radio.Card
                key={option.id}
                value={option.id}
                radius="sm"
                p="sm"
                data-testid="goal-connect-option"
                data-goal-id={option.id}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Radio.Indicator mt={2} />
                  <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Text size="sm" fw={500} lineClamp={2} style={{ wordBreak: "break-word" }}>
                        {option.title}
                      </Text>
                      <GoalStatusBadge status={option.status} />
                    </Group>
                    <GoalProgressBar
                      progress={option.progress}
                      decimals={option.decimals}
                      status={option.status}
                    />
                    <Group gap="sm" justify="space-between">
                      <GoalOwner owner={option.owner} size={20} />
                      {kind === "sub" && option.parentId && option.parentId !== goal.id && (
                        <Text size="xs" c="dimmed">
                          {t("movesFromParent")}
                        </Text>
                      )}
                    </Group>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Radio.Group>
      {weighted && (
        <NumberInput
          label={t("weight")}
          description={t("weightHint")}
          value={weight}
          onChange={setWeight}
          min={0}
          max={GOAL_WEIGHT_MAX}
          decimalScale={2}
          allowNegative={false}
          clampBehavior="none"
          w={160}
          data-testid="goal-connect-weight"
        />
      )}
      <DialogActions closeLabel={tCommon("cancel")} onClose={close}>
        <Button
          onClick={() => void submit()}
          loading={loading}
          disabled={!picked}
          data-testid="goal-connect-save"
        >
          {kind === "sub" ? t("connectSub") : t("connectParent")}
        </Button>
      </DialogActions>
    </Stack>
  );
}
