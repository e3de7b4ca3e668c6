import { Box, Center, Container } from "@mantine/core";
import type { ReactNode } from "react";
import { MantineRoot } from "@/components/providers/mantine-root";
import { PublicBrandBar } from "@/components/ui/public-brand-bar";

export default function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <MantineRoot>
      <Box mih="100vh" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
        <Container size="lg" py="md">
          <PublicBrandBar />
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
