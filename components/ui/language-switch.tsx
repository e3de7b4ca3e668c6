"use client";

import { Select } from "@mantine/core";
import { IconLanguage } from "@tabler/icons-react";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { isLocale, LOCALE_COOKIE, locales } from "@/lib/i18n/config";
import { userApi } from "@/lib/client/users/api";

/**
 * Stores the language in a cookie (no locale in URLs) and re-renders the page in it; signed in
 * (`userId`), it is also kept with the account (the profile's language), for other browsers and e-mails.
 */
export function LanguageSwitch({ userId }: { userId?: string }) {
  const t = useTranslations();
  const locale = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  return (
    <Select
      aria-label={t("common.language")}
      data-testid="language-switch"
      size="xs"
      w={130}
      leftSection={<IconLanguage size={16} />}
      value={locale}
      disabled={pending}
      allowDeselect={false}
      data={locales.map((value) => ({ value, label: t(`languages.${value}`) }))}
      onChange={(value) => {
        if (!isLocale(value) || value === locale) return;
        document.cookie = `${LOCALE_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax`;
        // The page changes language either way; a failed save only leaves the account's choice as it was.
        if (userId) void userApi.savePreferences(userId, { locale: value }).catch(() => undefined);
        startTransition(() => router.refresh());
      }}
    />
  );
}
