"use client";

import { Box, Button, Group, Popover, Stack, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { userApi } from "@/lib/client/users/api";
import type { TourName } from "@/lib/tours";

/**
 * The guided tours (spec/shell.md §2, §9; lib/tours.ts): each opens this long after its page loads
 * unless a dialog is open, once per person — noted in the browser (the spec's key for the dashboard
 * tour) and on the person (`User.toursDone`, read only when this browser has no note) — and again
 * from the help menu (`useTourReplay`).
 */
export const TOUR_DELAY_MS = 5000;

const TOUR_DEFINITIONS = {
  dashboard: {
    page: (path: string) => path === "/projects",
    storageKey: "Has-Finished-General-Dashboard-Onboarding",
    steps: ["workspaces", "niaAi"],
  },
  modules: {
    page: (path: string) => /^\/project\/[^/]+\/modules$/.test(path),
    storageKey: "Has-Finished-Project-Modules-Onboarding",
    steps: ["addModule", "moduleGrid", "projectPeople"],
  },
} as const satisfies Record<
  TourName,
  { page: (path: string) => boolean; storageKey: string; steps: readonly string[] }
>;

/** Set to "true" once the general tour is finished or skipped (spec/shell.md §2). */
export const TOUR_STORAGE_KEY = TOUR_DEFINITIONS.dashboard.storageKey;
export type TourStep = (typeof TOUR_DEFINITIONS)[TourName]["steps"][number];

interface TourContextValue {
  /** The steps of the tour on screen (those whose anchors the page shows). */
  steps: readonly TourStep[];
  step: TourStep | null;
  next: () => void;
  back: () => void;
  finish: () => void;
  /** The tour of the page on screen, if it has one: shown again now. */
  replay: (() => void) | null;
}

const TourContext = createContext<TourContextValue | null>(null);

/** A dialog is on screen (a drawer kept mounted while closed, as the modules page's, is not). */
const dialogOpen = () =>
  [...document.querySelectorAll('[role="dialog"]')].some((dialog) => dialog.getClientRects().length > 0);

/** The tour on screen, on the page it was opened for (another page shows none). */
type Shown = { tour: TourName; path: string; steps: readonly TourStep[]; index: number };

/** A tour from its first step, with the steps whose anchors are on the page (a viewer has no Add). */
function start(tour: TourName, path: string): Shown | null {
  const steps = TOUR_DEFINITIONS[tour].steps.filter((step) =>
    document.querySelector(`[data-tour="${step}"]`),
  );
  return steps.length > 0 ? { tour, path, steps, index: 0 } : null;
}

const tourOf = (path: string): TourName | null =>
  (Object.keys(TOUR_DEFINITIONS) as TourName[]).find((name) => TOUR_DEFINITIONS[name].page(path)) ?? null;

function noted(tour: TourName): boolean {
  try {
    return window.localStorage.getItem(TOUR_DEFINITIONS[tour].storageKey) !== null;
  } catch {
    return true; // storage blocked: never nag
  }
}

function note(tour: TourName): void {
  try {
    window.localStorage.setItem(TOUR_DEFINITIONS[tour].storageKey, "true");
  } catch {
    // storage blocked: the person's record still has it
  }
}

/** Whether the person has done the tour in another browser (their record), noted here if so. */
async function doneElsewhere(userId: string, tour: TourName): Promise<boolean> {
  try {
    const profile = await userApi.profile(userId);
    if (!profile.toursDone.includes(tour)) return false;
    note(tour);
    return true;
  } catch {
    return true; // unknown: better no tour than one shown twice
  }
}

export function GuidedTourProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const pathname = usePathname();
  const [opened, setShown] = useState<Shown | null>(null);
  const pageTour = tourOf(pathname);
  const shown = opened?.path === pathname ? opened : null;

  useEffect(() => {
    if (!pageTour || noted(pageTour)) return;
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      if (noted(pageTour) || (await doneElsewhere(userId, pageTour)) || cancelled) return;
      if (dialogOpen()) return;
      setShown(start(pageTour, pathname));
    }, TOUR_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [pageTour, pathname, userId]);

  const finish = useCallback(() => {
    if (shown) {
      note(shown.tour);
      void userApi.finishTour(userId, shown.tour).catch(() => undefined);
    }
    setShown(null);
  }, [shown, userId]);
  const next = useCallback(
    () =>
      setShown(
        (current) =>
          current && {
            ...current,
            index: Math.min(current.index + 1, current.steps.length - 1),
          },
      ),
    [],
  );
  const back = useCallback(
    () => setShown((current) => current && { ...current, index: Math.max(current.index - 1, 0) }),
    [],
  );
  const replay = useMemo(
    () => (pageTour ? () => setShown(start(pageTour, pathname)) : null),
    [pageTour, pathname],
  );

  const value = useMemo(
    () => ({
      steps: shown?.steps ?? [],
      step: shown?.steps[shown.index] ?? null,
      next,
      back,
      finish,
      replay,
    }),
    [shown, next, back, finish, replay],
  );
  return <TourContext value={value}>{children}</TourContext>;
}

/** Shows the page's tour again (the help menu's entry); null where the page has none. */
export function useTourReplay(): (() => void) | null {
  return useContext(TourContext)?.replay ?? null;
}

/** Wraps an element the tour points at; shows the step's popover while that step is current. */
export function TourAnchor({
  step,
  block = false,
  children,
}: {
  step: TourStep;
  /** Wraps a block (the modules grid) rather than a control. */
  block?: boolean;
  children: ReactNode;
}) {
  const t = useTranslations("tour");
  const tour = useContext(TourContext);
  const steps = tour?.steps ?? [];
  const position = steps.indexOf(step);
  const last = position === steps.length - 1;
  const opened = tour?.step === step;

  return (
    <Popover
      opened={opened}
      // Controlled: only Escape asks to close (its target has no toggle), and that ends the tour.
      onChange={(value) => {
        if (!value) tour?.finish();
      }}
      position={block ? "top" : "bottom"}
      withArrow
      shadow="md"
      width={300}
      trapFocus
      closeOnEscape
      closeOnClickOutside={false}
      zIndex={400}
      // The anchor only wraps elements with their own roles (the switcher, the search, a button, the
      // grid): it opens nothing, so it must not claim aria-haspopup/aria-expanded (axe
      // aria-allowed-attr on a div). The step names itself as a dialog below.
      withRoles={false}
    >
      <Popover.Target>
        <Box data-tour={step} style={block ? undefined : { display: "flex", minWidth: 0 }}>
          {children}
        </Box>
      </Popover.Target>
      <Popover.Dropdown role="dialog" aria-labelledby={`tour-${step}-title`} data-testid="tour-step">
        <Stack gap="xs">
          <Text id={`tour-${step}-title`} fw={700}>
            {t(`${step}.title`)}
          </Text>
          <Text size="sm">{t(`${step}.text`)}</Text>
          <Group justify="space-between" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {t("progress", { current: position + 1, total: steps.length })}
            </Text>
            <Group gap={6} wrap="nowrap">
              {!last && (
                <Button size="xs" variant="subtle" color="gray" onClick={tour?.finish}>
                  {t("skip")}
                </Button>
              )}
              {position > 0 && (
                <Button size="xs" variant="default" onClick={tour?.back}>
                  {t("back")}
                </Button>
              )}
              <Button size="xs" onClick={last ? tour?.finish : tour?.next} data-autofocus>
                {last ? t("done") : t("next")}
              </Button>
            </Group>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
