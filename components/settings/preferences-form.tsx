"use client";

import { Card, Select, Stack, type ComboboxItem, type OptionsFilter } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { FormError } from "@/components/ui/form-error";
import { PageHeading } from "@/components/ui/page-heading";
import { useBrowserTimeZone, useNow } from "@/modules/time-tracker/client/clock";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { userApi } from "@/lib/client/users/api";
import {
  formatUtcOffset,
  matchesTimeZoneSearch,
  supportedTimeZones,
  timeZoneOptions,
} from "@/lib/time/time-zone";
import { SaveBar } from "./save-bar";

// The Select's value for "Automatic": no IANA name looks like it.
const AUTOMATIC = "automatic";

const filter: OptionsFilter = ({ options, search }) =>
  options.filter((option) => "label" in option && matchesTimeZoneSearch(option.label, search));

/**
 * /settings/preferences: the user's time zone (automatic = the browser's, or any zone the browser
 * knows, labelled with its current UTC offset), saved with PATCH /users/{id}. Offsets and the
 * browser's zone are only known in the browser, so the server renders the saved zone's bare name.
 */
export function PreferencesForm({
  userId,
  initial,
}: {
  userId: string;
  initial: { timeZone: string | null };
}) {
  const t = useTranslations("settings.preferences");
  const browserZone = useBrowserTimeZone();
  const now = useNow(false);
  const [saved, setSaved] = useState(initial.timeZone);
  const [draft, setDraft] = useState(initial.timeZone);
  const { loading, error, setError, submit } = useFormSubmit();
  const dirty = draft !== saved;

  const zones = useMemo(
    () => (now === null ? [] : timeZoneOptions(supportedTimeZones([initial.timeZone]), now)),
    [now, initial.timeZone],
  );
  const data = useMemo<ComboboxItem[]>(() => {
    const automatic = {
      value: AUTOMATIC,
      label: browserZone ? t("automatic", { zone: browserZone }) : t("automaticPending"),
    };
    const items = zones.map(({ zone, offset }) => ({
      value: zone,
      label: t("zoneOption", { offset: formatUtcOffset(offset), zone }),
    }));
    // Before the browser lists its zones (and for a saved zone it does not know), the bare name.
    const shown = [saved, draft].filter(
      (zone, index, all): zone is string =>
        zone !== null && all.indexOf(zone) === index && !zones.some((known) => known.zone === zone),
    );
    return [automatic, ...shown.map((zone) => ({ value: zone, label: zone })), ...items];
  }, [zones, browserZone, saved, draft, t]);

  const save = () =>
    submit(async () => {
      const profile = await userApi.savePreferences(userId, { timeZone: draft });
      setSaved(profile.timeZone);
      setDraft(profile.timeZone);
      notifications.show({ color: "teal", message: t("saved") });
    });

  return (
    <Stack gap="lg" maw={720} data-testid="preferences-settings">
      <PageHeading title={t("title")} text={t("intro")} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          <Card withBorder radius="md" padding="md">
            <Select
              label={t("timeZone")}
              description={t("timeZoneHint")}
              data={data}
              value={draft ?? AUTOMATIC}
              onChange={(value) => {
                setError(null);
                setDraft(value === null || value === AUTOMATIC ? null : value);
              }}
              searchable
              filter={filter}
              allowDeselect={false}
              nothingFoundMessage={t("nothingFound")}
              maxDropdownHeight={320}
              w="100%"
              maw={480}
              data-testid="preferences-time-zone"
            />
          </Card>
          <FormError error={error} testId="preferences-error" />
          <SaveBar
            namespace="settings.preferences"
            dirty={dirty}
            saving={loading}
            onReset={() => {
              setError(null);
              setDraft(saved);
            }}
            saveTestId="preferences-save"
            gap="sm"
          />
        </Stack>
      </form>
    </Stack>
  );
}
