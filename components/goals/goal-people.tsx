"use client";

import { Avatar, Group, Text, Tooltip } from "@mantine/core";
import { useTranslations } from "next-intl";
import type { GoalPerson } from "@/lib/goals/api";

const MAX_SHOWN = 4;

/** A person's avatar (their picture, else initials) with the name on hover. */
export function PersonAvatar({ person, size = 28 }: { person: GoalPerson; size?: number }) {
  return (
    <Tooltip label={person.name} withinPortal>
      <Avatar src={person.image} name={person.name} color="initials" size={size} alt={person.name} />
    </Tooltip>
  );
}

/** A goal's owner: avatar and name, or 'No owner'. */
export function GoalOwner({ owner, size = 24 }: { owner: GoalPerson | null; size?: number }) {
  const t = useTranslations("goals");
  if (!owner) {
    return (
      <Text size="sm" c="dimmed">
        {t("noOwner")}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" miw={0}>
      <Avatar src={owner.image} name={owner.name} color="initials" size={size} alt="" aria-hidden />
      <Text size="sm" truncate>
        {owner.name}
      </Text>
    </Group>
  );
}

/** Up to four avatars and a +n, every name in the group's label. */
export function PeopleAvatars({ people, size = 28 }: { people: readonly GoalPerson[]; size?: number }) {
  const t = useTranslations("goals");
  if (people.length === 0) return null;
  const shown = people.slice(0, MAX_SHOWN);
  const rest = people.slice(MAX_SHOWN);
  return (
    <Tooltip.Group openDelay={200}>
      <Avatar.Group
        spacing={6}
        aria-label={t("page.membersLabel", { names: people.map((p) => p.name).join(", ") })}
      >
        {shown.map((person) => (
          <PersonAvatar key={person.id} person={person} size={size} />
        ))}
        {rest.length > 0 && (
          <Tooltip label={rest.map((person) => person.name).join(", ")} withinPortal>
            <Avatar size={size}>+{rest.length}</Avatar>
          </Tooltip>
        )}
      </Avatar.Group>
    </Tooltip.Group>
  );
}
