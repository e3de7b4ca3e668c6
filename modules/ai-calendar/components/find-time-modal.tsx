"use client";

import { Button, Checkbox, Group, Modal, MultiSelect, Select, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useLocale, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { errorMessage } from "@/lib/client/api";
import { useQuery } from "@/lib/client/query/use-query";
import { FormError } from "@/components/ui/form-error";
import { localDay, localTime } from "@/lib/time/zoned";
import { calendarFiles, calendarQueries } from "@/modules/ai-calendar/client/api";
import type { FreeSlots } from "@/modules/ai-calendar/shared/types";
import { formatDay } from "@/lib/time/day-format";

const LENGTHS = [15, 30, 45, 60, 90, 120] as const;
const DAY_MS = 86_400_000;

interface FindTimeModalProps {
  opened: boolean;
  moduleId: string;
  /** The asker: always among the people. */
  me: { id: string; name: string };
  zone: string;
  onClose: () => void;
  /** A slot chosen: a new event's draft from it, the other people asked as its guests. */
  onPick: (start: number, end: number, people: { id: string; name: string }[]) => void;
}

/**
 * Find a time: people who can open the calendar, a length, the next two weeks (tracked time counted
 * if asked): the server's next free times within everyone's working hours, each a button that starts
 * a new event there.
 */
export function FindTimeModal({ opened, moduleId, me, zone, onClose, onPick }: FindTimeModalProps) {
  const t = useTranslations("aiCalendar.findTime");
  return (
    <Modal opened={opened} onClose={onClose} title={t("title")} size="lg">
      {opened && <FindTimeForm moduleId={moduleId} me={me} zone={zone} onPick={onPick} />}
    </Modal>
  );
}

function FindTimeForm({ moduleId, me, zone, onPick }: Omit<FindTimeModalProps, "opened" | "onClose">) {
  const t = useTranslations("aiCalendar.findTime");
  const locale = useLocale();
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search, 200);
  const people = useQuery(calendarQueries.people(moduleId, q), { keepPrevious: true });
  const [chosen, setChosen] = useState<{ id: string; name: string }[]>([me]);
  const [minutes, setMinutes] = useState("60");
  const [tracked, setTracked] = useState(false);
  const [slots, setSlots] = useState<FreeSlots["slots"] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const data = useMemo(() => {
    const known = new Map(chosen.map((person) => [person.id, person.name]));
    for (const person of people.data ?? []) known.set(person.id, person.name);
    return [...known].map(([value, label]) => ({ value, label }));
  }, [chosen, people.data]);

  const find = async () => {
    setBusy(true);
    setError(null);
    try {
      const from = Date.now();
      const answer = await calendarFiles.findTime(moduleId, {
        userIds: chosen.map((person) => person.id),
        minutes: Number(minutes),
        from: new Date(from).toISOString(),
        to: new Date(from + 14 * DAY_MS).toISOString(),
        timeZone: zone,
        includeTracked: tracked,
      });
      setSlots(answer.slots);
    } catch (failure) {
      setError(errorMessage(failure, t("error")));
    } finally {
      setBusy(false);
    }
  };
  const label = (slot: FreeSlots["slots"][number]) => {
    const start = Date.parse(slot.startDate);
    return `${formatDay(localDay(start, zone), "ddd D MMM", locale)} ${localTime(start, zone)}–${localTime(Date.parse(slot.endDate), zone)}`;
  };

  return (
    <Stack gap="sm">
      <MultiSelect
        label={t("people")}
        data={data}
        value={chosen.map((person) => person.id)}
        onChange={(ids) =>
          setChosen(ids.map((id) => ({ id, name: data.find((item) => item.value === id)?.label ?? id })))
        }
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options }) => options}
        maxValues={20}
        nothingFoundMessage={t("nobody")}
        data-testid="find-time-people"
      />
      <Group grow>
        <Select
          label={t("length")}
          data={LENGTHS.map((value) => ({ value: String(value), label: t("minutes", { count: value }) }))}
          value={minutes}
          onChange={(value) => value && setMinutes(value)}
          allowDeselect={false}
        />
        <Checkbox
          mt="lg"
          label={t("tracked")}
          checked={tracked}
          onChange={(event) => setTracked(event.currentTarget.checked)}
        />
      </Group>
      <Text size="xs" c="dimmed">
        {t("hint")}
      </Text>
      <FormError error={error} />
      <Group justify="flex-end">
        <Button
          onClick={() => void find()}
          loading={busy}
          disabled={chosen.length === 0}
          data-testid="find-time-run"
        >
          {t("find")}
        </Button>
      </Group>
      {slots !== null &&
        (slots.length === 0 ? (
          <Text size="sm">{t("none")}</Text>
        ) : (
          <Stack gap={4} data-testid="find-time-slots">
            {slots.map((slot) => (
              <Button
                key={slot.startDate}
                variant="light"
                justify="flex-start"
                onClick={() =>
                  onPick(
                    Date.parse(slot.startDate),
                    Date.parse(slot.endDate),
                    chosen.filter((person) => person.id !== me.id),
                  )
                }
              >
                {label(slot)}
              </Button>
            ))}
          </Stack>
        ))}
    </Stack>
  );
}
