"use client";

import { Avatar, Center, Group, Loader, Popover, Tooltip, UnstyledButton } from "@mantine/core";
import { IconUserOff } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import { useTaskModule } from "@/modules/task-management/components/task-module-context";
import { deferredModule, useDeferredModule } from "@/lib/client/deferred-module";
import { UNASSIGNED } from "@/modules/task-management/shared/filters";
import type { TaskPerson } from "@/modules/task-management/shared/types";

// The "+N" list (checkboxes) loads after the board, not with it: it only shows when opened.
const morePeople = deferredModule(() => import("./more-people"));

/** Spec §9: avatar groups show at most three people, then "+N". */
const MAX_SHOWN = 3;

const ring = (on: boolean) =>
  on ? { outline: "2px solid var(--mantine-primary-color-filled)", outlineOffset: 1 } : undefined;

/**
 * The assignee picker: the module's people as an avatar group (me first, labelled 'Me'), the rest
 * behind "+N", and 'Unassigned'. Each toggles its value in one `assignees is [...]` filter.
 */
export function AssigneePicker({
  selected,
  onToggle,
}: {
  selected: readonly string[];
  onToggle: (value: string) => void;
}) {
  const t = useTranslations("tasks.filterBar");
  const tTasks = useTranslations("tasks");
  const tCommon = useTranslations("common");
  const { info, selfId } = useTaskModule();
  const people = [...info.people].sort((a, b) => Number(b.id === selfId) - Number(a.id === selfId));
  const shown = people.slice(0, MAX_SHOWN);
  const rest = people.slice(MAX_SHOWN);
  const nameOf = (person: TaskPerson) => (person.id === selfId ? tTasks("me") : person.name);
  const isOn = (value: string) => selected.includes(value);
  const list = useDeferredModule(morePeople, rest.length > 0);

  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={t("assignees")} data-testid="task-assignee-picker">
      <Tooltip.Group openDelay={200}>
        <Avatar.Group spacing={8}>
          {shown.map((person) => (
            <Tooltip key={person.id} label={nameOf(person)} withinPortal>
              <UnstyledButton
                onClick={() => onToggle(person.id)}
                aria-pressed={isOn(person.id)}
                aria-label={t("assigneeToggle", { name: nameOf(person) })}
                style={{ borderRadius: "50%" }}
              >
                <Avatar
                  src={person.image}
                  name={person.name}
                  color="initials"
                  size={32}
                  style={ring(isOn(person.id))}
                />
              </UnstyledButton>
            </Tooltip>
          ))}
          {rest.length > 0 && (
            <Popover position="bottom-end" shadow="md" withinPortal trapFocus>
              <Popover.Target>
                <UnstyledButton
                  aria-label={t("morePeople", { count: rest.length })}
                  style={{ borderRadius: "50%" }}
                >
                  <Avatar size={32} style={ring(rest.some((person) => isOn(person.id)))}>
                    +{rest.length}
                  </Avatar>
                </UnstyledButton>
              </Popover.Target>
              <Popover.Dropdown>
                {list ? (
                  <list.MorePeople people={rest} nameOf={nameOf} isOn={isOn} onToggle={onToggle} />
                ) : (
                  <Center p="xs">
                    <Loader size="sm" aria-label={tCommon("loading")} />
                  </Center>
                )}
              </Popover.Dropdown>
            </Popover>
          )}
        </Avatar.Group>
        <Tooltip label={t("unassigned")} withinPortal>
          <UnstyledButton
            onClick={() => onToggle(UNASSIGNED)}
            aria-pressed={isOn(UNASSIGNED)}
            aria-label={t("assigneeToggle", { name: t("unassigned") })}
            style={{ borderRadius: "50%" }}
          >
            <Avatar size={32} style={ring(isOn(UNASSIGNED))}>
              <IconUserOff size={16} />
            </Avatar>
          </UnstyledButton>
        </Tooltip>
      </Tooltip.Group>
    </Group>
  );
}
