"use client";

import { Alert, Modal, Stack, type ModalProps } from "@mantine/core";
import { useRouter } from "next/navigation";
import type { ReactNode } from "react";

/**
 * A modal that is a route of the hub (connect, new content): always open, closing goes back to
 * `redirect`; an error shows as an alert above its content.
 */
export function RouteModal({
  redirect,
  t,
  error,
  children,
  ...modalProps
}: {
  redirect: string;
  /** The modal's messages: its `title` and the close button's label (`close`). */
  t: (key: "title" | "close") => string;
  error: ReactNode;
  children: ReactNode;
  "data-testid": string;
} & Pick<ModalProps, "size" | "fullScreen" | "centered">) {
  const router = useRouter();
  return (
    <Modal
      opened
      closeButtonProps={{ "aria-label": t("close") }}
      onClose={() => router.push(redirect, { scroll: false })}
      title={t("title")}
      {...modalProps}
    >
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {children}
      </Stack>
    </Modal>
  );
}
