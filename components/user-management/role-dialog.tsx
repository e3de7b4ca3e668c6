"use client";

import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { FormError } from "@/components/ui/form-error";
import { api } from "@/lib/client/api";
import { translatedResolver } from "@/lib/client/form";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { roleInputSchema } from "@/lib/schemas/members";
import { ForbiddenDialog, ManagementDialog, useCloseDialog } from "./management-dialog";
import { useManagement } from "./management-context";

/** /user-management/roles/add and /roles/{roleId}/edit ('Edit Role'): a custom role's title. */
export function RoleDialog({ role, redirect }: { role?: { id: string; title: string }; redirect?: string }) {
  const t = useTranslations();
  const { grants, reloadRoles, reloadMembers } = useManagement();
  const close = useCloseDialog(redirect);
  const { loading, error, submit: run } = useFormSubmit();
  const form = useForm({
    mode: "uncontrolled",
    initialValues: { title: role?.title ?? "" },
    validate: translatedResolver(roleInputSchema, t),
  });
  const title = role ? t("userManagement.roleDialog.editTitle") : t("userManagement.roleDialog.addTitle");

  if (!(role ? grants.edit : grants.add)) return <ForbiddenDialog title={title} redirect={redirect} />;

  const submit = form.onSubmit((values) =>
    run(async () => {
      const body = { title: values.title.trim() };
      if (role) await api(`/users/roles/${role.id}`, { method: "PATCH", body });
      else await api("/users/roles", { body });
      notifications.show({
        color: "teal",
        message: role
          ? t("userManagement.roleDialog.updated", { title: body.title })
          : t("userManagement.roleDialog.added", { title: body.title }),
      });
      reloadRoles();
      // Member rows show the title too.
      if (role) reloadMembers();
      close();
      return "navigating";
    }),
  );

  return (
    <ManagementDialog title={title} redirect={redirect} testId="role-dialog">
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError error={error} />
          <TextInput
            label={t("userManagement.roleDialog.label")}
            placeholder={t("userManagement.roleDialog.placeholder")}
            withAsterisk
            maxLength={50}
            data-autofocus
            key={form.key("title")}
            {...form.getInputProps("title")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t("userManagement.cancel")}
            </Button>
            <Button type="submit" loading={loading}>
              {t("userManagement.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </ManagementDialog>
  );
}
