import { Button, Group } from "@mantine/core";
import type { ReactNode } from "react";

/** A dialog's buttons, on the right: Cancel (or Close), which closes it, then `children` (its submit). */
export function DialogActions({
  closeLabel,
  onClose,
  children,
}: {
  closeLabel: string;
  onClose: () => void;
  children?: ReactNode;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onClose}>
        {closeLabel}
      </Button>
      {children}
    </Group>
  );
}
