"use client";

import { Avatar, Group, MultiSelect, Text, type ComboboxItem } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useTranslations } from "next-intl";
import { useMemo, useState, type ReactNode } from "react";
import { useQuery } from "@/lib/client/query/use-query";
import { meetingQueries } from "@/modules/meeting-room/client/api";
import { isEmailAddress, type DraftAttendee } from "@/modules/meeting-room/shared/page-draft";

/** An attendee's option value: `user:{id}` for a member, `email:{address}` for an outside guest. */
const keyOf = (attendee: DraftAttendee) =>
  attendee.kind === "member" ? `user:${attendee.id}` : `email:${attendee.email.toLowerCase()}`;
const labelOf = (attendee: DraftAttendee) => (attendee.kind === "member" ? attendee.name : attendee.email);

function renderPerson({ option }: { option: ComboboxItem }): ReactNode {
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar name={option.label} color="initials" size={24} aria-hidden />
      <Text size="sm" truncate>
        {option.label}
      </Text>
    </Group>
  );
}

interface AttendeePickerProps {
  moduleId: string;
  value: DraftAttendee[];
  onChange: (value: DraftAttendee[]) => void;
  label: string;
  error?: ReactNode;
  /** People already invited, not offered again (Invite people). */
  exclude?: ReadonlySet<string>;
  testId: string;
}

/** The keys `exclude` takes for a meeting's people. */
export const attendeeKey = keyOf;

/**
 * Attendees: members who can open the module, searched by name on the server; typing a whole e-mail
 * address offers it as an outside guest.
 */
export function AttendeePicker({
  moduleId,
  value,
  onChange,
  label,
  error,
  exclude,
  testId,
}: AttendeePickerProps) {
  const t = useTranslations("meetingRoom.drawer");
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search, 200);
  const people = useQuery(meetingQueries.people(moduleId, q), { keepPrevious: true });
  const typed = search.trim().toLowerCase();
  const { data, byKey } = useMemo(() => {
    const byKey = new Map<string, DraftAttendee>(value.map((attendee) => [keyOf(attendee), attendee]));
    for (const person of people.data ?? []) {
      const member: DraftAttendee = { kind: "member", id: person.id, name: person.name };
      if (!byKey.has(keyOf(member)) && !exclude?.has(keyOf(member))) byKey.set(keyOf(member), member);
    }
    const options: ComboboxItem[] = [...byKey].map(([key, attendee]) => ({
      value: key,
      label: labelOf(attendee),
    }));
    const guest: DraftAttendee = { kind: "guest", email: typed };
    if (isEmailAddress(typed) && !byKey.has(keyOf(guest)) && !exclude?.has(keyOf(guest))) {
      byKey.set(keyOf(guest), guest);
      options.push({ value: keyOf(guest), label: t("addGuest", { email: typed }) });
    }
    return { data: options, byKey };
  }, [value, people.data, exclude, typed, t]);

  return (
    <MultiSelect
      label={label}
      placeholder={value.length === 0 ? t("attendeesPlaceholder") : undefined}
      data={data}
      value={value.map(keyOf)}
      onChange={(keys) =>
        onChange(
          keys.flatMap((key) => {
            const attendee = byKey.get(key);
            return attendee ? [attendee] : [];
          }),
        )
      }
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      hidePickedOptions
      maxValues={50}
      // Without a search, nothing left to offer closes the list (it would cover the buttons below).
      nothingFoundMessage={typed === "" ? undefined : people.loading ? t("searching") : t("nobody")}
      renderOption={renderPerson}
      error={error}
      withAsterisk
      comboboxProps={{ withinPortal: true }}
      data-testid={testId}
    />
  );
}
