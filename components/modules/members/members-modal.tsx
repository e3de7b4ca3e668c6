"use client";

import { Alert, Button, Divider, Group, Stack } from "@mantine/core";
import { IconUserPlus } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useMemo } from "react";
import { LoadError } from "@/components/ui/load-error";
import { moduleMembersApi } from "@/lib/client/modules/members-api";
import type { QuerySpec } from "@/lib/client/query/spec";
import { useQuery } from "@/lib/client/query/use-query";
import { InviteMembersForm } from "./invite-members-form";
import { MembersDialog } from "./members-dialog";
import { MembersTable } from "./members-table";
import { useModuleMembers, type SuggestedPerson } from "./use-module-members";

const NO_PEOPLE: SuggestedPerson[] = [];

/**
 * The User management dialog of any module kind (/{segment}/{moduleId}/members): everyone who sees
 * the module sees its members; those who manage them also invite, change roles and delete, through
 * /api/v1/{segment}/{id}/member. `people` suggests e-mails in the invite field; `addHref` (the
 * kind's Add member dialog, members/add) lets managers pick workspace users instead. Closing goes
 * back to `redirect`; full screen on small screens.
 */
export function MembersModal({
  segment,
  moduleId,
  moduleName,
  manageMembers,
  selfId,
  redirect,
  people: peopleQuery,
  addHref,
}: {
  /** The kind's route segment: task-management, time-tracker, content-hub, form-builder. */
  segment: string;
  moduleId: string;
  moduleName: string;
  manageMembers: boolean;
  selfId: string;
  redirect: string;
  people?: QuerySpec<SuggestedPerson[]>;
  /** The Add member dialog's URL (it comes back here); no button without it. */
  addHref?: string;
}) {
  const t = useTranslations("moduleMembers");
  const router = useRouter();
  const api = useMemo(() => moduleMembersApi(segment, moduleId), [segment, moduleId]);
  const { members, error, loading, reload } = useModuleMembers(api);
  // None if they cannot be loaded: typing an e-mail works without them.
  const people = useQuery(manageMembers ? (peopleQuery ?? null) : null).data ?? NO_PEOPLE;
  // Suggest those not in the table yet, and not the caller.
  const suggestions = useMemo(() => {
    const taken = new Set((members ?? []).map((row) => row.member.id).concat(selfId));
    return people.filter((person) => !taken.has(person.id)).map((person) => person.email);
  }, [members, people, selfId]);

  return (
    <MembersDialog
      title={t("title")}
      subtitle={t("subtitle", { module: moduleName })}
      size={800}
      onClose={() => router.push(redirect, { scroll: false })}
      closeLabel={t("close")}
      testId="module-members-modal"
    >
      <Stack gap="md">
        {manageMembers ? (
          <>
            {addHref && (
              <Group justify="flex-end">
                <Button
                  component={Link}
                  href={addHref}
                  scroll={false}
                  variant="light"
                  leftSection={<IconUserPlus size={16} aria-hidden />}
                  data-testid="module-members-add"
                >
                  {t("add.open")}
                </Button>
              </Group>
            )}
            <InviteMembersForm api={api} suggestions={suggestions} onInvited={reload} />
            <Divider />
          </>
        ) : (
          <Alert color="gray" variant="light">
            {t("readOnly")}
          </Alert>
        )}
        <LoadError error={error} title={t("loadFailed")} retryLabel={t("retry")} onRetry={reload} />
        <MembersTable
          api={api}
          members={members}
          loading={loading}
          manageMembers={manageMembers}
          selfId={selfId}
          onChanged={reload}
        />
      </Stack>
    </MembersDialog>
  );
}
