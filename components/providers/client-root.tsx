"use client";

import { useLocale } from "next-intl";
import type { ReactNode } from "react";
import { AppProviders } from "./app-providers";

/** The app's providers for the root error and not-found screens, rendered outside every layout below the root. */
export function ClientRoot({ children }: { children: ReactNode }) {
  return <AppProviders locale={useLocale()}>{children}</AppProviders>;
}
