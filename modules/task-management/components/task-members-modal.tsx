"use client";

import { MembersModal } from "@/components/modules/members/members-modal";
import { mapQuery } from "@/lib/client/query/spec";
import { taskQueries } from "@/modules/task-management/client/api";

/** The task module's User management: the shared members dialog, suggesting the board's people. */
export function TaskMembersModal(props: {
  moduleId: string;
  moduleName: string;
  manageMembers: boolean;
  selfId: string;
  redirect: string;
}) {
  // Those without a shown e-mail cannot be suggested (the server shows e-mails to member managers).
  const people = mapQuery(taskQueries.module(props.moduleId), "people", (info) =>
    info.people.flatMap(({ id, email }) => (email ? [{ id, email }] : [])),
  );
  return <MembersModal segment="task-management" people={people} {...props} />;
}
