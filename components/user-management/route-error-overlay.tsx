"use client";

import { Box } from "@mantine/core";
import { RouteParamsError } from "@/components/ui/route-params-error";

/**
 * The 'Invalid url params' / 'Invalid search params' screen of a User management route, drawn over
 * the tables its layout renders, so the error is the whole page.
 */
export function RouteErrorOverlay({ kind }: { kind: "params" | "search" }) {
  return (
    <Box pos="fixed" inset={0} bg="var(--mantine-color-body)" style={{ zIndex: 400, overflow: "auto" }}>
      <RouteParamsError kind={kind} />
    </Box>
  );
}
