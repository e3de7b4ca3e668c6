"use client";

import { Alert, Skeleton, Stack, Text, VisuallyHidden } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useCallback, useMemo, type ReactNode } from "react";
import { DialogActions } from "@/components/ui/dialog-actions";
import { LoadError } from "@/components/ui/load-error";
import { moduleMembersApi } from "@/lib/client/modules/members-api";
import { addableUsers } from "@/lib/modules/add-members";
import { AddMembersForm } from "./add-members-form";
import { MembersDialog } from "./members-dialog";
import { useModuleMembers } from "./use-module-members";
import { useWorkspacePeople } from "./use-workspace-people";

interface AddMembersModalProps {
  /** The kind's route segment: task-management, time-tracker, content-hub, form-builder. */
  segment: string;
  moduleId: string;
  moduleName: string;
  workspaceId: string;
  manageMembers: boolean;
  /** The caller may list the workspace's members (User management's View). */
  seesWorkspacePeople: boolean;
  selfId: string;
  redirect: string;
}

/**
 * The Add member dialog of any module kind (/{segment}/{moduleId}/members/add, spec §2 "Workspace
 * users"): picks people of the workspace who have no role in the module yet and adds them with one
 * Access role through /api/v1/{segment}/{id}/member, the members dialog's own API.
 *
 * The people come from the workspace members API (GET /workspace/{id}/member), not from those who
 * can see the module: the service adds any workspace member and opens the module's project to them
 * when it was closed (invite-module-member.ts), so the whole workspace is who can be added. That list
 * needs User management's View, which owners and admins always have and members by default; a module
 * or project admin whose matrix takes it away (`seesWorkspacePeople` false) is told to invite by
 * e-mail in the members dialog instead, rather than being shown the workspace's people.
 *
 * Closing, and adding everyone chosen, goes back to `redirect`; full screen on small screens.
 */
export function AddMembersModal(props: AddMembersModalProps) {
  const { moduleName, manageMembers, seesWorkspacePeople, redirect } = props;
  const t = useTranslations("moduleMembers.add");
  const router = useRouter();
  const close = useCallback(() => router.push(redirect, { scroll: false }), [router, redirect]);
  const allowed = manageMembers && seesWorkspacePeople;

  let body: ReactNode;
  if (!manageMembers) body = <Refusal message={t("readOnly")} close={close} />;
  else if (!seesWorkspacePeople) body = <Refusal message={t("noWorkspaceAccess")} close={close} />;
  else body = <AddMembersBody {...props} close={close} />;

  return (
    <MembersDialog
      title={t("title")}
      subtitle={allowed ? t("subtitle", { module: moduleName }) : null}
      size={560}
      onClose={close}
      closeLabel={t("close")}
      testId="add-members-modal"
    >
      {body}
    </MembersDialog>
  );
}

/** What the caller may not do here, and the way back. */
function Refusal({ message, close }: { message: string; close: () => void }) {
  const t = useTranslations("moduleMembers.add");
  return (
    <Stack>
      <Alert color="yellow" role="alert" data-testid="add-members-refused">
        {message}
      </Alert>
      <DialogActions closeLabel={t("close")} onClose={close} />
    </Stack>
  );
}

/** The workspace's people and the module's members, then the form, the empty state or the error. */
function AddMembersBody({
  segment,
  moduleId,
  moduleName,
  workspaceId,
  selfId,
  close,
}: Pick<AddMembersModalProps, "segment" | "moduleId" | "moduleName" | "workspaceId" | "selfId"> & {
  close: () => void;
}) {
  const t = useTranslations("moduleMembers.add");
  const api = useMemo(() => moduleMembersApi(segment, moduleId), [segment, moduleId]);
  const workspace = useWorkspacePeople(workspaceId);
  const members = useModuleMembers(api);
  const { reload: reloadPeople } = workspace;
  const { reload: reloadMembers } = members;
  const retry = useCallback(() => {
    reloadPeople();
    reloadMembers();
  }, [reloadPeople, reloadMembers]);

  const users = useMemo(
    () =>
      workspace.people && members.members ? addableUsers(workspace.people, members.members, selfId) : null,
    [workspace.people, members.members, selfId],
  );
  const error = workspace.error ?? members.error;

  if (users === null) {
    if (error) {
      return <LoadError error={error} title={t("loadFailed")} retryLabel={t("retry")} onRetry={retry} />;
    }
    return (
      <Stack gap="md" aria-busy data-testid="add-members-loading">
        <VisuallyHidden role="status">{t("loading")}</VisuallyHidden>
        <Skeleton h={56} />
        <Skeleton h={56} />
        <Skeleton h={36} w={200} ml="auto" />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <LoadError error={error} title={t("loadFailed")} retryLabel={t("retry")} onRetry={retry} />
      {users.length === 0 ? (
        <>
          <Text ta="center" c="dimmed" py="lg" data-testid="add-members-empty">
            {t("empty")}
          </Text>
          <DialogActions closeLabel={t("close")} onClose={close} />
        </>
      ) : (
        <AddMembersForm
          api={api}
          users={users}
          moduleName={moduleName}
          onDone={close}
          onPartial={retry}
          onCancel={close}
        />
      )}
    </Stack>
  );
}
