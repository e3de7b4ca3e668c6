import { Group } from "@mantine/core";
import { getTranslations } from "next-intl/server";
import { ColorSchemeToggle } from "@/components/ui/color-scheme-toggle";
import { LanguageSwitch } from "@/components/ui/language-switch";
import { Logo } from "@/components/ui/logo";

/** The bar atop pages for people without a session: the logo, the language and the colour scheme. */
export async function PublicBrandBar() {
  const t = await getTranslations("common");
  return (
    <Group justify="space-between">
      <Logo label={t("appName")} />
      <Group gap="xs">
        <LanguageSwitch />
        <ColorSchemeToggle />
      </Group>
    </Group>
  );
}
