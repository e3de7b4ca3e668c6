"use client";

import { Drawer, MantineProvider, mergeThemeOverrides, Modal, Notification } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import dayjs from "dayjs";
import "dayjs/locale/es";
import updateLocale from "dayjs/plugin/updateLocale";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useMemo, type ReactNode } from "react";
import { theme } from "./theme";
import { cssVariablesResolver } from "./theme-colors";

// The notification stack (with its transitions) loads after the page, not with it; it only shows
// something after an action, and what `notifications.show` queues before it mounts waits in the store.
const Notifications = dynamic(() => import("./notifications").then((module) => module.Notifications), {
  ssr: false,
});

dayjs.extend(updateLocale);
// The spec's weeks start on Monday in every language.
dayjs.updateLocale("en", { weekStart: 1 });
dayjs.updateLocale("es", { weekStart: 1 });

export function AppProviders({ children, locale }: { children: ReactNode; locale: string }) {
  dayjs.locale(locale);
  const common = useTranslations("common");
  const closeToast = common("closeToast");
  const closeDialog = common("closeDialog");
  // Close buttons have no text: a toast's, a dialog's and a drawer's are named in the reader's
  // language (a dialog that names its own keeps it).
  const localized = useMemo(
    () =>
      mergeThemeOverrides(theme, {
        components: {
          Notification: Notification.extend({
            defaultProps: { closeButtonProps: { "aria-label": closeToast } },
          }),
          Modal: Modal.extend({ defaultProps: { closeButtonProps: { "aria-label": closeDialog } } }),
          Drawer: Drawer.extend({ defaultProps: { closeButtonProps: { "aria-label": closeDialog } } }),
        },
      }),
    [closeToast, closeDialog],
  );
  return (
    <MantineProvider theme={localized} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <ModalsProvider>
        <Notifications position="top-right" />
        {children}
      </ModalsProvider>
    </MantineProvider>
  );
}
