"use client";

import { Alert, Button, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useMemo } from "react";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormError } from "@/components/ui/form-error";
import { goalApi } from "@/lib/client/goals/api";
import {
  EMPTY_GOAL_FORM,
  goalFormBody,
  goalFormErrors,
  type GoalFormValues,
} from "@/lib/client/goals/goal-form";
import { goalHref, GOALS_HOME } from "@/lib/client/goals/links";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { GOAL_DESCRIPTION_MAX, GOAL_TITLE_MAX } from "@/lib/goals/types";
import { safeRedirectPath } from "@/lib/routing/safe-redirect";
import { useCloseDialogRoute } from "@/components/ui/dialog-route";
import { GoalDialog } from "./goal-dialog";
import { useGoalsViewer } from "./goals-viewer";
import { OwnerSelect } from "./people-select";
import { PeriodInput } from "./period-input";

/**
 * /goals/dashboard/add-goal: a new goal's title (required), description, time period and owner (the
 * creator by default); saved, its page opens.
 */
export function AddGoalModal({ redirect }: { redirect?: string }) {
  const t = useTranslations();
  const viewer = useGoalsViewer();
  const router = useRouter();
  const close = useCloseDialogRoute(redirect, GOALS_HOME);
  const { loading, error, submit: run } = useFormSubmit();
  const form = useForm<GoalFormValues>({
    initialValues: { ...EMPTY_GOAL_FORM, ownerId: viewer.id },
    validate: (values) =>
      Object.fromEntries(Object.entries(goalFormErrors(values)).map(([field, key]) => [field, t(key)])),
  });
  const known = useMemo(() => [{ id: viewer.id, name: viewer.name, image: null }], [viewer.id, viewer.name]);

  const submit = form.onSubmit((values) =>
    run(async () => {
      const goal = await goalApi.create(goalFormBody(values, viewer.id));
      notifications.show({ color: "teal", message: t("goals.form.created"), autoClose: 4000 });
      router.push(goalHref(goal.id, safeRedirectPath(redirect, GOALS_HOME)));
      return "navigating";
    }),
  );

  if (!viewer.canWrite) {
    return (
      <GoalDialog title={t("goals.form.addTitle")} onClose={close} testId="add-goal-modal">
        <Stack>
          <Alert color="yellow" role="alert">
            {t("goals.form.cannotAdd")}
          </Alert>
          <DialogActions closeLabel={t("goals.close")} onClose={close} />
        </Stack>
      </GoalDialog>
    );
  }

  return (
    <GoalDialog title={t("goals.form.addTitle")} onClose={close} size="lg" testId="add-goal-modal">
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError error={error} testId="goal-form-error" />
          <TextInput
            label={t("goals.form.title")}
            placeholder={t("goals.form.titlePlaceholder")}
            withAsterisk
            maxLength={GOAL_TITLE_MAX}
            data-autofocus
            data-testid="goal-form-title"
            {...form.getInputProps("title")}
          />
          <Textarea
            label={t("goals.form.description")}
            placeholder={t("goals.form.descriptionPlaceholder")}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={GOAL_DESCRIPTION_MAX}
            data-testid="goal-form-description"
            {...form.getInputProps("description")}
          />
          <PeriodInput
            value={form.values.period}
            onChange={(value) => form.setFieldValue("period", value)}
            error={form.errors.period}
            testId="goal-form-period"
          />
          <OwnerSelect
            value={form.values.ownerId}
            onChange={(value) => form.setFieldValue("ownerId", value)}
            known={known}
            error={form.errors.ownerId}
            testId="goal-form-owner"
          />
          <DialogActions closeLabel={t("common.cancel")} onClose={close}>
            <Button type="submit" loading={loading} data-testid="goal-form-submit">
              {t("goals.form.create")}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </GoalDialog>
  );
}
