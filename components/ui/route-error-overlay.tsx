"use client";

import { Box } from "@mantine/core";
import { RouteParamsError } from "@/components/ui/route-params-error";

/**
 * The 'Invalid url params' / 'Invalid search params' screen of a route whose layout renders content
 * of its own (the User management tables, a module's view), drawn over it so the error is the whole
 * page.
 */
export function RouteErrorOverlay({ kind }: { kind: "params" | "search" }) {
  return (
    <Box pos="fixed" inset={0} bg="var(--mantine-color-body)" style={{ zIndex: 400, overflow: "auto" }}>
      <RouteParamsError kind={kind} />
    </Box>
  );
}
