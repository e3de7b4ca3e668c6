import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { StatusScreen } from "@/components/ui/status-screen";
import { UserManagementShell } from "@/components/user-management/user-management-shell";
import { HOME } from "@/lib/routing/decide-route";
import { requireWorkspaceActor } from "@/lib/server/auth/page-actor";
import { getManagementGrants } from "@/lib/server/members/get-management-grants";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("userManagement"))("title") };
}

/**
 * The User management screen, kept mounted under its dialog routes (users/add, roles/..., the
 * permissions and access dialogs), which render over it. Without userManagement.view: a 403 screen.
 */
export default async function UserManagementLayout({ children }: { children: ReactNode }) {
  const actor = await requireWorkspaceActor();
  const grants = await getManagementGrants(actor);
  if (!grants.view) {
    const t = await getTranslations();
    return (
      <StatusScreen
        code="403"
        title={t("userManagement.forbiddenTitle")}
        message={t("userManagement.forbiddenText")}
        action={{ label: t("errors.backToHome"), href: HOME }}
      />
    );
  }
  return <UserManagementShell grants={grants}>{children}</UserManagementShell>;
}
