"use client";

import { Modal, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ReactNode } from "react";

/**
 * The frame of a module's members dialogs: a title with a line under it (the module's name), a
 * labelled close button, full screen on small screens.
 */
export function MembersDialog({
  title,
  subtitle,
  size,
  onClose,
  closeLabel,
  testId,
  children,
}: {
  title: string;
  /** No line under the title when null. */
  subtitle: string | null;
  size: number;
  onClose: () => void;
  closeLabel: string;
  testId: string;
  children: ReactNode;
}) {
  const small = useMediaQuery("(max-width: 48em)");
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        <div>
          <Text fw={600}>{title}</Text>
          {subtitle !== null && (
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          )}
        </div>
      }
      size={size}
      fullScreen={small}
      centered
      closeButtonProps={{ "aria-label": closeLabel }}
      data-testid={testId}
    >
      {children}
    </Modal>
  );
}
