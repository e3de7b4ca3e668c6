"use client";

import { AppShell } from "@mantine/core";
import { useDisclosure, useLocalStorage, useMediaQuery } from "@mantine/hooks";
import { useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { ColorSchemeToggle } from "@/components/ui/color-scheme-toggle";
import { LanguageSwitch } from "@/components/ui/language-switch";
import { AppHeader, type HeaderUser } from "./app-header";
import { AppNavbar } from "./app-navbar";
import { BrowserZoneCookie } from "./browser-zone-cookie";
import { CommandPalette } from "./command-palette";
import { GuidedTourProvider } from "./guided-tour";
import { NavigationProgress } from "./navigation-progress";
import { NavigationProvider } from "./navigation-context";
import { VerifyEmailBanner } from "./verify-email-banner";
import type { SwitcherWorkspace } from "./workspace-switcher";
import type { Navigation } from "@/lib/navigation/types";

interface AppFrameProps {
  user: HeaderUser;
  /** The user's workspaces for the header switcher (the active one flagged). */
  workspaces?: SwitcherWorkspace[];
  /** The sidebar's projects and modules (absent without an active workspace). */
  navigation?: Navigation;
  /** False while the user's address is unverified: a reminder shows above the page. */
  emailVerified?: boolean;
  children: ReactNode;
}

/**
 * The signed-in frame: header with the workspace switcher, and once a workspace is active a sidebar
 * (a drawer behind the burger on small screens), the command palette and the guided tour.
 * Onboarding has none of these.
 */
export function AppFrame({
  user,
  workspaces = [],
  navigation,
  emailVerified = true,
  children,
}: AppFrameProps) {
  const t = useTranslations("shell");
  const pathname = usePathname();
  const [mobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [desktopOpened, setDesktopOpened] = useLocalStorage({ key: "sidebar-opened", defaultValue: true });
  // Below `sm` the language and colour controls move from the header into the sidebar drawer.
  const compact = useMediaQuery("(max-width: 48em)", false);

  // The wizard is a first-run flow: no sidebar and no switching away from it half way.
  const onboarding = pathname === "/onboarding" || pathname.startsWith("/onboarding/");
  const withNavbar = workspaces.some((workspace) => workspace.active) && !onboarding;
  const preferences = (
    <>
      <LanguageSwitch userId={user.id} />
      <ColorSchemeToggle />
    </>
  );
  const preferencesInNavbar = withNavbar && compact;

  return (
    <NavigationProvider initial={navigation}>
      <NavigationProgress />
      <BrowserZoneCookie />
      <GuidedTourProvider userId={user.id}>
        <AppShell
          header={{ height: 60 }}
          navbar={
            withNavbar
              ? {
                  width: 260,
                  breakpoint: "sm",
                  collapsed: { mobile: !mobileOpened, desktop: !desktopOpened },
                }
              : undefined
          }
          padding="md"
        >
          <AppShell.Header>
            <AppHeader
              user={user}
              workspaces={onboarding ? [] : workspaces}
              preferences={preferencesInNavbar ? null : preferences}
              withTools={withNavbar}
              sidebar={
                withNavbar
                  ? {
                      mobileOpened,
                      desktopOpened,
                      toggleMobile,
                      toggleDesktop: () => setDesktopOpened((opened) => !opened),
                    }
                  : null
              }
            />
          </AppShell.Header>
          {withNavbar && (
            <AppShell.Navbar id="app-navbar" aria-label={t("mainNavigation")}>
              <AppNavbar onNavigate={closeMobile} footer={preferencesInNavbar ? preferences : null} />
            </AppShell.Navbar>
          )}
          <AppShell.Main>
            {!emailVerified && <VerifyEmailBanner email={user.email} />}
            {children}
          </AppShell.Main>
        </AppShell>
        {withNavbar && <CommandPalette />}
      </GuidedTourProvider>
    </NavigationProvider>
  );
}
