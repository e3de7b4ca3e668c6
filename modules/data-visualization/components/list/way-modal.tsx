"use client";

import { Modal, useMantineTheme } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";

/**
 * The modal of a creation way (its route opened it, so it is open while mounted): wide, full screen
 * below `sm`, its close button named; Escape and the close button go back to the list.
 */
export function WayModal(props: {
  title: string;
  onClose: () => void;
  testId: string;
  size?: number | string;
  children: ReactNode;
}) {
  const t = useTranslations("dataVisualization.create");
  const theme = useMantineTheme();
  const fullScreen = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`, false);
  return (
    <Modal
      opened
      onClose={props.onClose}
      title={props.title}
      size={props.size ?? "xl"}
      fullScreen={fullScreen}
      closeButtonProps={{ "aria-label": t("close") }}
      data-testid={props.testId}
    >
      {props.children}
    </Modal>
  );
}
