"use client";

import { MantineProvider } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import dayjs from "dayjs";
import "dayjs/locale/es";
import updateLocale from "dayjs/plugin/updateLocale";
import type { ReactNode } from "react";
import { theme } from "./theme";
import { cssVariablesResolver } from "./theme-colors";

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
