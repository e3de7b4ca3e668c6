"use client";

import { Card, Select, Stack, Text, Title, type ComboboxItem, type OptionsFilter } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { FormError } from "@/components/ui/form-error";
import { useBrowserTimeZone, useNow } from "@/modules/time-tracker/client/clock";
import { useFormSubmit } from "@/lib/client/use-form-submit";
import { userApi } from "@/lib/client/users/api";
import {
  formatUtcOffset,
  matchesTimeZoneSearch,
  supportedTimeZones,
  timeZoneOptions,
} from "@/lib/time/time-zone";
import { isLocale, LOCALE_COOKIE, locales, type Locale } from "@/lib/i18n/config";
import { SaveBar } from "./save-bar";

// The Select's value for "Automatic": no IANA name looks like it.
const AUTOMATIC = "automatic";

const filter: OptionsFilter = ({ options, search }) =>
  options.filter((option) => "label" in option && matchesTimeZoneSearch(option.label, search));

/** Remembers the language in this browser (the header switch's cookie) and re-renders in it. */
export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * The profile's preferences: the language (the browser's choice, or one kept with the account and
 * set in every browser it signs in to) and the user's time zone (automatic = the browser's, or any zone the browser
 * knows, labelled with its current UTC offset), saved with PATCH /users/{id}. Offsets and the
 * browser's zone are only known in the browser, so the server renders the saved zone's bare name.
 */
export function PreferencesForm({
  userId,
  initial,
}: {
  userId: string;
  initial: { timeZone: string | null; locale: Locale | null };
}) {
  const t = useTranslations("settings.preferences");
  const tp = useTranslations("profile.language");
  const tl = useTranslations("languages");
  const router = useRouter();
  const [savedLocale, setSavedLocale] = useState(initial.locale);
  const [locale, setLocale] = useState(initial.locale);
  const browserZone = useBrowserTimeZone();
  const now = useNow(false);
  const [saved, setSaved] = useState(initial.timeZone);
  const [draft, setDraft] = useState(initial.timeZone);
  const { loading, error, setError, submit } = useFormSubmit();
  const dirty = draft !== saved || locale !== savedLocale;

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
      const profile = await userApi.savePreferences(userId, { timeZone: draft, locale });
      setSaved(profile.timeZone);
      setDraft(profile.timeZone);
      setSavedLocale(profile.locale);
      setLocale(profile.locale);
      notifications.show({ color: "teal", message: t("saved") });
      if (profile.locale) {
        rememberLocale(profile.locale);
        router.refresh();
      }
    });

  return (
    <Card withBorder radius="md" padding="lg" data-testid="preferences-settings" id="preferences">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          <div>
            <Title order={3} size="h4">
              {t("title")}
            </Title>
            <Text size="sm" c="dimmed">
              {t("intro")}
            </Text>
          </div>
          <Stack gap="md">
            <Select
              label={tp("label")}
              description={tp("hint")}
              data={[
                { value: AUTOMATIC, label: tp("browser") },
                ...locales.map((value) => ({ value, label: tl(value) })),
              ]}
              value={locale ?? AUTOMATIC}
              onChange={(value) => {
                setError(null);
                setLocale(isLocale(value) ? value : null);
              }}
              allowDeselect={false}
              w="100%"
              maw={480}
              data-testid="preferences-language"
            />
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
          </Stack>
          <FormError error={error} testId="preferences-error" />
          <SaveBar
            namespace="settings.preferences"
            dirty={dirty}
            saving={loading}
            onReset={() => {
              setError(null);
              setDraft(saved);
              setLocale(savedLocale);
            }}
            saveTestId="preferences-save"
            gap="sm"
          />
        </Stack>
      </form>
    </Card>
  );
}
