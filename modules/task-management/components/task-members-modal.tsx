"use client";

import { useCallback } from "react";
import { MembersModal } from "@/components/modules/members/members-modal";
import { taskApi } from "@/modules/task-management/client/api";

/** The task module's User management: the shared members dialog, suggesting the board's people. */
export function TaskMembersModal(props: {
  moduleId: string;
  moduleName: string;
  manageMembers: boolean;
  selfId: string;
  redirect: string;
}) {
  const { moduleId } = props;
  // Those without a shown e-mail cannot be suggested (the server shows e-mails to member managers).
  const loadPeople = useCallback(
    () =>
      taskApi
        .module(moduleId)
        .then((info) => info.people.flatMap(({ id, email }) => (email ? [{ id, email }] : []))),
    [moduleId],
  );
  return <MembersModal segment="task-management" loadPeople={loadPeople} {...props} />;
}
