"use client";

import { modals } from "@mantine/modals";
import type { ReactNode } from "react";

/** A confirmation dialog that resolves true on confirm and false on cancel or close. */
export function confirmAction(options: {
  title: ReactNode;
  message: ReactNode;
  confirm: string;
  cancel: string;
  danger?: boolean;
}): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (value: boolean) => {
      if (!settled) resolve(value);
      settled = true;
    };
    modals.openConfirmModal({
      title: options.title,
      children: options.message,
      centered: true,
      labels: { confirm: options.confirm, cancel: options.cancel },
      confirmProps: { color: options.danger ? "red" : undefined, "data-testid": "confirm-action" },
      onConfirm: () => settle(true),
      onCancel: () => settle(false),
      onClose: () => settle(false),
    });
  });
}
