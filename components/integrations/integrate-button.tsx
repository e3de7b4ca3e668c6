"use client";

import { Button, type ButtonProps } from "@mantine/core";
import { IconPlugConnected } from "@tabler/icons-react";
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import type { IntegrationModule } from "@/lib/integrations/types";

// Rarely opened: the dialog's code loads on the first click.
const IntegrationDialog = dynamic(
  () => import("./integration-dialog").then((module) => module.IntegrationDialog),
  {
    ssr: false,
  },
);

/**
 * The Integrate button of a module page's header (spec §2) and the Integration dialog it opens.
 * `onChanged` runs when the dialog closes after an integration was added, changed or deleted.
 */
export function IntegrateButton({
  module,
  onChanged,
  onOpenChange,
  size,
  variant = "default",
}: {
  module: IntegrationModule;
  onChanged?: () => void;
  /** Told when the dialog opens and closes (a dialog under it should not close on its Escape). */
  onOpenChange?: (opened: boolean) => void;
  size?: ButtonProps["size"];
  variant?: ButtonProps["variant"];
}) {
  const t = useTranslations("integrations");
  const [opened, setOpened] = useState(false);
  const [used, setUsed] = useState(false);
  const changed = useRef(false);

  const open = () => {
    setUsed(true);
    setOpened(true);
    onOpenChange?.(true);
  };
  const close = () => {
    setOpened(false);
    onOpenChange?.(false);
    if (!changed.current) return;
    changed.current = false;
    onChanged?.();
  };

  return (
    <>
      <Button
        variant={variant}
        size={size}
        leftSection={<IconPlugConnected size={16} aria-hidden />}
        onClick={open}
        data-testid="integrate-button"
      >
        {t("integrate")}
      </Button>
      {used && (
        <IntegrationDialog
          opened={opened}
          onClose={close}
          module={module}
          onChanged={() => {
            changed.current = true;
          }}
        />
      )}
    </>
  );
}
