"use client";

import { Avatar, Group, MultiSelect, Select, Text, type ComboboxItem } from "@mantine/core";
import { useTranslations } from "next-intl";
import { useMemo, useState, type ReactNode } from "react";
import type { GoalPerson } from "@/lib/goals/api";
import { usePeople } from "./use-people";

interface PersonOption extends ComboboxItem {
  email?: string;
}

function renderPerson({ option }: { option: ComboboxItem }): ReactNode {
  const person = option as PersonOption;
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar name={person.label} color="initials" size={24} aria-hidden />
      <div style={{ minWidth: 0 }}>
        <Text size="sm" truncate>
          {person.label}
        </Text>
        {person.email && (
          <Text size="xs" c="dimmed" truncate>
            {person.email}
          </Text>
        )}
      </div>
    </Group>
  );
}

/** Options from the workspace's people, plus `known` people (the current owner) when not listed. */
function useOptions(
  search: string,
  known: readonly GoalPerson[],
  exclude: ReadonlySet<string>,
  withGuests: boolean,
) {
  const people = usePeople(search);
  const data = useMemo(() => {
    const options: PersonOption[] = [];
    const seen = new Set<string>();
    for (const person of people.people) {
      if (exclude.has(person.id) || (!withGuests && person.role === "guest")) continue;
      seen.add(person.id);
      options.push({ value: person.id, label: person.name, email: person.email });
    }
    for (const person of known) {
      if (!seen.has(person.id) && !exclude.has(person.id))
        options.push({ value: person.id, label: person.name });
    }
    return options;
  }, [people.people, known, exclude, withGuests]);
  return { data, ...people };
}

const NONE = new Set<string>();
const NO_ONE: GoalPerson[] = [];

/** The goal's owner, searchable among the workspace's people (guests cannot own goals). */
export function OwnerSelect(props: {
  value: string | null;
  onChange: (value: string | null) => void;
  /** People to offer even when the list cannot load (the viewer, the current owner). */
  known: readonly GoalPerson[];
  label?: string;
  error?: ReactNode;
  disabled?: boolean;
  /** False inside a popover, so picking an option is not a click outside it. */
  withinPortal?: boolean;
  testId?: string;
}) {
  const t = useTranslations("goals.people");
  const [search, setSearch] = useState("");
  const options = useOptions(search, props.known, NONE, false);
  return (
    <Select
      label={props.label ?? t("owner")}
      placeholder={t("ownerPlaceholder")}
      data={options.data}
      value={props.value}
      onChange={(value) => props.onChange(value)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={options.loading || options.searching ? t("loading") : t("nobody")}
      renderOption={renderPerson}
      allowDeselect={false}
      disabled={props.disabled}
      error={props.error ?? options.error}
      description={options.forbidden ? t("forbidden") : undefined}
      comboboxProps={{ withinPortal: props.withinPortal ?? true }}
      data-testid={props.testId}
    />
  );
}

/** Several workspace people, for the invite dialog (the goal's members left out). */
export function PeopleMultiSelect(props: {
  value: string[];
  onChange: (value: string[]) => void;
  exclude: ReadonlySet<string>;
  label: string;
  error?: ReactNode;
  testId?: string;
}) {
  const t = useTranslations("goals.people");
  const [search, setSearch] = useState("");
  const options = useOptions(search, NO_ONE, props.exclude, true);
  return (
    <MultiSelect
      label={props.label}
      placeholder={props.value.length === 0 ? t("invitePlaceholder") : undefined}
      data={options.data}
      value={props.value}
      onChange={props.onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={options.loading || options.searching ? t("loading") : t("nobody")}
      renderOption={renderPerson}
      hidePickedOptions
      clearable
      error={props.error ?? options.error}
      description={options.forbidden ? t("forbidden") : undefined}
      disabled={options.forbidden}
      comboboxProps={{ withinPortal: true }}
      data-testid={props.testId}
    />
  );
}
