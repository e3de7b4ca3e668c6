"use client";

import { Alert, Button, Group, Stack } from "@mantine/core";
import { useRouter } from "next/navigation";
import { useCallback, type ReactNode } from "react";
import { safeRedirectPath } from "@/lib/routing/safe-redirect";

/**
 * Closing a dialog route (a modal whose URL is its own: user management, goals, reporting): back to
 * a safe `redirect` on our origin, else to `fallback`, the page it sits on.
 */
export function useCloseDialogRoute(redirect: string | undefined, fallback: string): () => void {
  const router = useRouter();
  return useCallback(
    () => router.push(safeRedirectPath(redirect, fallback), { scroll: false }),
    [router, redirect, fallback],
  );
}

/** A dialog route's body for someone who may not use it: why, and a way out. */
export function DialogRouteNotice({
  message,
  closeLabel,
  onClose,
}: {
  message: ReactNode;
  closeLabel: string;
  onClose: () => void;
}) {
  return (
    <Stack>
      <Alert color="yellow" role="alert">
        {message}
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {closeLabel}
        </Button>
      </Group>
    </Stack>
  );
}
