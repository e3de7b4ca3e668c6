"use client";

import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { SingleFieldModal } from "@/components/ui/single-field-modal";
import { roleApi } from "@/lib/client/user-management/api";
import { roleTitleSchema } from "@/lib/schemas/members";
import { ForbiddenDialog, useCloseDialog } from "./management-dialog";
import { useManagement } from "./management-context";

/** /user-management/roles/add and /roles/{roleId}/edit ('Edit Role'): a custom role's title. */
export function RoleDialog({ role, redirect }: { role?: { id: string; title: string }; redirect?: string }) {
  const t = useTranslations();
  const { grants, reloadRoles, reloadMembers } = useManagement();
  const close = useCloseDialog(redirect);
  const title = role ? t("userManagement.roleDialog.editTitle") : t("userManagement.roleDialog.addTitle");

  if (!(role ? grants.edit : grants.add)) return <ForbiddenDialog title={title} redirect={redirect} />;

  return (
    <SingleFieldModal
      opened
      onClose={close}
      title={title}
      modalTestId="role-dialog"
      label={t("userManagement.roleDialog.label")}
      placeholder={t("userManagement.roleDialog.placeholder")}
      withAsterisk
      maxLength={50}
      initialValue={role?.title ?? ""}
      schema={roleTitleSchema}
      submitLabel={t("userManagement.save")}
      cancelLabel={t("userManagement.cancel")}
      onSubmit={async (roleTitle) => {
        const body = { title: roleTitle };
        if (role) await roleApi.update(role.id, body);
        else await roleApi.create(body);
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
      }}
    />
  );
}
