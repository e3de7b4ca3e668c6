"use client";

import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import dayjs from "dayjs";
import "dayjs/locale/es";
import updateLocale from "dayjs/plugin/updateLocale";
import dynamic from "next/dynamic";
import type { ReactNode } from "react";
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
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="auto">
      <ModalsProvider>
        <Notifications position="top-right" />
        {children}
      </ModalsProvider>
    </MantineProvider>
  );
}
