"use client";

import { Avatar, Tooltip } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useTaskModule } from "@/modules/task-management/components/task-module-context";

const MAX_SHOWN = 3;

/** Up to three assignee avatars and a +n (spec §9: avatar group max 3), names on hover. */
export function AssigneeAvatars({ ids, size = 24 }: { ids: readonly string[]; size?: number }) {
  const t = useTranslations("tasks");
  const { info, selfId } = useTaskModule();
  if (ids.length === 0) return null;
  const byId = new Map(info.people.map((person) => [person.id, person]));
  const nameOf = (id: string) => (id === selfId ? t("me") : (byId.get(id)?.name ?? t("form.formerMember")));
  const shown = ids.slice(0, MAX_SHOWN);
  const rest = ids.slice(MAX_SHOWN);
  return (
    <Tooltip.Group openDelay={200}>
      <Avatar.Group spacing={6} aria-label={t("form.assignedTo", { names: ids.map(nameOf).join(", ") })}>
        {shown.map((id) => (
          <Tooltip key={id} label={nameOf(id)} withinPortal>
            <Avatar src={byId.get(id)?.image} name={byId.get(id)?.name ?? "?"} color="initials" size={size} />
          </Tooltip>
        ))}
        {rest.length > 0 && (
          <Tooltip label={rest.map(nameOf).join(", ")} withinPortal>
            <Avatar size={size}>+{rest.length}</Avatar>
          </Tooltip>
        )}
      </Avatar.Group>
    </Tooltip.Group>
  );
}
