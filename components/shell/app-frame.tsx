"use client";

import { AppShell } from "@mantine/core";
import type { ReactNode } from "react";
import { AppHeader, type HeaderUser } from "./app-header";

/** The signed-in frame: header now; the sidebar arrives with projects. */
export function AppFrame({ user, children }: { user: HeaderUser; children: ReactNode }) {
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <AppHeader user={user} />
      </AppShell.Header>
      <AppShell.Main>{children}</AppShell.Main>
    </AppShell>
  );
}
