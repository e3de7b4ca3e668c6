"use client";

import { Modal, type ModalProps } from "@mantine/core";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { DialogRouteNotice, useCloseDialogRoute } from "@/components/ui/dialog-route";
import { useManagement } from "./management-context";

/** Closing a dialog route: back to a safe `redirect`, else to the User management page it sits on. */
export function useCloseDialog(redirect: string | undefined): () => void {
  return useCloseDialogRoute(redirect, useManagement().parentHref);
}

/** A User management dialog route: always open while its URL is, closing navigates away. */
export function ManagementDialog({
  title,
  redirect,
  size = "md",
  children,
  testId,
}: {
  title: ReactNode;
  redirect?: string;
  size?: ModalProps["size"];
  children: ReactNode;
  testId?: string;
}) {
  const close = useCloseDialog(redirect);
  return (
    <Modal opened onClose={close} title={title} size={size} centered data-testid={testId}>
      {children}
    </Modal>
  );
}

/** The dialog of a route the caller may not use (e.g. Add user without userManagement.add). */
export function ForbiddenDialog({ title, redirect }: { title: ReactNode; redirect?: string }) {
  const t = useTranslations("userManagement");
  const close = useCloseDialog(redirect);
  return (
    <ManagementDialog title={title} redirect={redirect}>
      <DialogRouteNotice message={t("dialogForbidden")} closeLabel={t("close")} onClose={close} />
    </ManagementDialog>
  );
}
