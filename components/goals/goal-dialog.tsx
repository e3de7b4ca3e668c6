"use client";

import { Modal, type ModalProps } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ReactNode } from "react";

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
