import { Box, Center, Container, Group } from "@mantine/core";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { MantineRoot } from "@/components/providers/mantine-root";
import { ColorSchemeToggle } from "@/components/ui/color-scheme-toggle";
import { LanguageSwitch } from "@/components/ui/language-switch";
import { Logo } from "@/components/ui/logo";

export default async function PublicLayout({ children }: { children: ReactNode }) {
  const t = await getTranslations("common");
  return (
    <MantineRoot>
      <Box mih="100vh" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
        <Container size="lg" py="md">
          <Group justify="space-between">
            <Logo label={t("appName")} />
            <Group gap="xs">
              <LanguageSwitch />
              <ColorSchemeToggle />
            </Group>
          </Group>
        </Container>
        <Center px="md" pb="xl" pt={{ base: "md", sm: 60 }} component="main">
          <Box w="100%" maw={440}>
            {children}
          </Box>
        </Center>
      </Box>
    </MantineRoot>
  );
}
