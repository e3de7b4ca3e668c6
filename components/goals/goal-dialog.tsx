"use client";

import { Modal, type ModalProps } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useRouter } from "next/navigation";
import { useCallback, type ReactNode } from "react";
import { safeRedirectPath } from "@/lib/routing/safe-redirect";

/** Closing a goals dialog route: back to a safe `redirect`, else to the page it sits on. */
export function useCloseGoalDialog(redirect: string | undefined, fallback: string): () => void {
  const router = useRouter();
  return useCallback(
    () => router.push(safeRedirectPath(redirect, fallback), { scroll: false }),
    [router, redirect, fallback],
  );
}

/**
 * A goals dialog route (add-goal, update-progress, progress-settings, invite, connect-…): open while
 * its URL is, closing navigates away; full screen on phones.
 */
export function GoalDialog({
  title,
  onClose,
  size = "md",
  testId,
  children,
}: {
  title: ReactNode;
  onClose: () => void;
  size?: ModalProps["size"];
  testId?: string;
  children: ReactNode;
}) {
  const fullScreen = useMediaQuery("(max-width: 36em)", false);
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size={size}
      centered
      fullScreen={fullScreen}
      data-testid={testId}
    >
      {children}
    </Modal>
  );
}
