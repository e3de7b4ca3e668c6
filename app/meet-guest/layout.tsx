import { Box, Container } from "@mantine/core";
import type { ReactNode } from "react";
import { MantineRoot } from "@/components/providers/mantine-root";
import { PublicBrandBar } from "@/components/ui/public-brand-bar";

/** The guests' lobby and call (/meet-guest/{token}): the public header, the call's full width. */
export default function MeetGuestLayout({ children }: { children: ReactNode }) {
  return (
    <MantineRoot>
      <Box mih="100vh" bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))">
        <Container size="xl" py="md">
          <PublicBrandBar />
          <Box component="main" pt="md">
            {children}
          </Box>
        </Container>
      </Box>
    </MantineRoot>
  );
}
