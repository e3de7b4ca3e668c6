"use client";

import { Alert, Divider, Modal, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useMemo } from "react";
import { LoadError } from "@/components/ui/load-error";
import { InviteMembersForm } from "./invite-members-form";
import { MembersTable } from "./members-table";
import { useModulePeople, useTaskMembers } from "./use-task-members";

/**
 * /task-management/{moduleId}/members: the module's User management. Everyone who sees the module
 * sees its members; those who manage them also invite, change roles and delete. Closing goes back
 * to `redirect`; full screen on small screens.
 */
export function MembersModal({
  moduleId,
  moduleName,
  manageMembers,
  selfId,
  redirect,
}: {
  moduleId: string;
  moduleName: string;
  manageMembers: boolean;
  selfId: string;
  redirect: string;
}) {
  const t = useTranslations("tasks.members");
  const router = useRouter();
  const small = useMediaQuery("(max-width: 48em)");
  const { members, error, loading, reload } = useTaskMembers(moduleId);
  const people = useModulePeople(manageMembers ? moduleId : null);
  // Suggest those not in the table yet, and not the caller.
  const suggestions = useMemo(() => {
    const taken = new Set((members ?? []).map((row) => row.member.id).concat(selfId));
    return people.filter((person) => !taken.has(person.id)).map((person) => person.email);
  }, [members, people, selfId]);

  return (
    <Modal
      opened
      onClose={() => router.push(redirect, { scroll: false })}
      title={
        <div>
          <Text fw={600}>{t("title")}</Text>
          <Text size="sm" c="dimmed">
            {t("subtitle", { module: moduleName })}
          </Text>
        </div>
      }
      size={800}
      fullScreen={small}
      centered
      closeButtonProps={{ "aria-label": t("close") }}
      data-testid="task-members-modal"
    >
      <Stack gap="md">
        {manageMembers ? (
          <>
            <InviteMembersForm moduleId={moduleId} suggestions={suggestions} onInvited={reload} />
            <Divider />
          </>
        ) : (
          <Alert color="gray" variant="light">
            {t("readOnly")}
          </Alert>
        )}
        <LoadError error={error} title={t("loadFailed")} retryLabel={t("retry")} onRetry={reload} />
        <MembersTable
          moduleId={moduleId}
          members={members}
          loading={loading}
          manageMembers={manageMembers}
          selfId={selfId}
          onChanged={reload}
        />
      </Stack>
    </Modal>
  );
}
