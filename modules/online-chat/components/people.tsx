"use client";

import { Avatar, ThemeIcon } from "@mantine/core";
import { IconHash } from "@tabler/icons-react";
import type { ChatPerson, Conversation } from "@/modules/online-chat/shared/types";

type Translate = (key: "directWithNobody" | "andMore", values?: { count: number }) => string;

/** A channel's name, or a direct conversation's people (the caller aside), "+N" past the three shown. */
export function conversationTitle(
  conversation: Pick<Conversation, "kind" | "name" | "people" | "memberCount">,
  t: Translate,
): string {
  if (conversation.kind === "channel") return conversation.name ?? "";
  if (conversation.people.length === 0) return t("directWithNobody");
  const names = conversation.people.map((person) => person.name).join(", ");
  const more = conversation.memberCount - 1 - conversation.people.length;
  return more > 0 ? `${names} ${t("andMore", { count: more })}` : names;
}

export function PersonAvatar({ person, size = 32 }: { person: ChatPerson; size?: number }) {
  return <Avatar src={person.image} name={person.name} color="initials" size={size} alt={person.name} />;
}

/**
 * The avatar group of a conversation (spec §9: at most 3): its people other than the caller and
 * "+N" for the others; a channel shows its sign.
 */
export function PeopleAvatars(props: { people: ChatPerson[]; more: number; channel: boolean }) {
  if (props.channel)
    return (
      <ThemeIcon variant="light" size={36} radius="xl" aria-hidden>
        <IconHash size={18} />
      </ThemeIcon>
    );
  return (
    <Avatar.Group spacing="sm">
      {props.people.map((person) => (
        <PersonAvatar key={person.id} person={person} size={36} />
      ))}
      {props.more > 0 && <Avatar size={36}>+{props.more}</Avatar>}
    </Avatar.Group>
  );
}
