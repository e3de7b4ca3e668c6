import { Box, Container, type MantineSize } from "@mantine/core";
import type { ReactNode } from "react";
import { MantineRoot } from "@/components/providers/mantine-root";
import { PublicBrandBar } from "@/components/ui/public-brand-bar";

/** A page for people without a session at the width it needs: the public header above its main. */
export function PublicShell({ size, children }: { size: MantineSize; children: ReactNode }) {
  return (
    <MantineRoot>
      <Box mih="100vh" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
        <Container size={size} py="md">
          <PublicBrandBar />
          <Box component="main" pt="md">
            {children}
          </Box>
        </Container>
      </Box>
    </MantineRoot>
  );
}
