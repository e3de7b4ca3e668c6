"use client";

import { canAssignAdmin } from "./abilities";
import { Button, Select, Stack, Switch, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { DialogActions } from "@/components/ui/dialog-actions";
import { FormError } from "@/components/ui/form-error";
import { translatedResolver } from "@/lib/client/form";
import { invitationApi } from "@/lib/client/invitations/api";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { addUserSchema } from "@/lib/schemas/members";
import { ASSIGNABLE_ROLES } from "@/lib/schemas/permissions";
import { ForbiddenDialog, ManagementDialog, useCloseDialog } from "./management-dialog";
import { useManagement } from "./management-context";

/** /user-management/users/add: invite by e-mail with a role (admins may get access to everything). */
export function AddUserDialog({ redirect }: { redirect?: string }) {
  const t = useTranslations();
  const { grants, reloadPending } = useManagement();
  const close = useCloseDialog(redirect);
  const { loading, error, submit: run } = useFormSubmit();
  const form = useForm<{ email: string; role: string | null; accessToAll: boolean }>({
    initialValues: { email: "", role: null, accessToAll: false },
    validate: translatedResolver(addUserSchema, t),
  });
  const handlesAdmins = canAssignAdmin(grants);

  if (!grants.add) return <ForbiddenDialog title={t("userManagement.addUser")} redirect={redirect} />;

  const submit = form.onSubmit((values) =>
    run(async () => {
      // Validated already: this only gives the values their types (e-mail trimmed, in lower case).
      const parsed = addUserSchema.safeParse(values);
      if (!parsed.success) return;
      const { email, role, accessToAll } = parsed.data;
      await invitationApi.create({
        email,
        role,
        accessToAll: role === "admin" && accessToAll,
        permissions: {},
      });
      notifications.show({
        color: "teal",
        title: t("userManagement.invite.sentTitle"),
        message: t("userManagement.invite.sentText"),
        autoClose: 5000,
      });
      reloadPending();
      close();
      return "navigating";
    }),
  );

  return (
    <ManagementDialog title={t("userManagement.addUser")} redirect={redirect} testId="add-user-dialog">
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError error={error} />
          <TextInput
            label={t("userManagement.invite.email")}
            placeholder="name@example.com"
            type="email"
            autoComplete="off"
            withAsterisk
            data-autofocus
            {...form.getInputProps("email")}
          />
          <Select
            label={t("userManagement.invite.role")}
            placeholder={t("userManagement.invite.rolePlaceholder")}
            withAsterisk
            data={ASSIGNABLE_ROLES.map((role) => ({
              value: role,
              label: t(`userManagement.roles.${role}`),
              disabled: role === "admin" && !handlesAdmins,
            }))}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps("role")}
          />
          {form.values.role === "admin" && (
            <Switch
              label={t("userManagement.invite.accessToAll")}
              {...form.getInputProps("accessToAll", { type: "checkbox" })}
            />
          )}
          <DialogActions closeLabel={t("userManagement.cancel")} onClose={close}>
            <Button type="submit" loading={loading}>
              {t("userManagement.invite.submit")}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </ManagementDialog>
  );
}
