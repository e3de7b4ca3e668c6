"use client";

import { Avatar, Checkbox, Group, ScrollArea, Stack } from "@mantine/core";
import type { TaskPerson } from "@/modules/task-management/shared/types";

/** The assignee picker's "+N" list: one checkbox per person behind it (loaded when it first opens). */
export function MorePeople({
  people,
  nameOf,
  isOn,
  onToggle,
}: {
  people: TaskPerson[];
  nameOf: (person: TaskPerson) => string;
  isOn: (value: string) => boolean;
  onToggle: (value: string) => void;
}) {
  return (
    <ScrollArea.Autosize mah={240} type="auto">
      <Stack gap="xs" pr="sm">
        {people.map((person) => (
          <Checkbox
            key={person.id}
            label={
              <Group gap={8} wrap="nowrap">
                <Avatar src={person.image} name={person.name} color="initials" size={22} />
                {nameOf(person)}
              </Group>
            }
            checked={isOn(person.id)}
            onChange={() => onToggle(person.id)}
          />
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}
