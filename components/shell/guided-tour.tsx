"use client";

import { Box, Button, Group, Popover, Stack, Text } from "@mantine/core";
import { useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";

/** Set to "true" once the general tour is finished or skipped (spec/shell.md §2): never shown again. */
export const TOUR_STORAGE_KEY = "Has-Finished-General-Dashboard-Onboarding";
/** The tour opens this long after /projects loads (spec/shell.md §9). */
export const TOUR_DELAY_MS = 5000;
export const TOUR_STEPS = ["workspaces", "niaAi"] as const;
export type TourStep = (typeof TOUR_STEPS)[number];

interface TourContextValue {
  step: TourStep | null;
  next: () => void;
  back: () => void;
  finish: () => void;
}

const TourContext = createContext<TourContextValue | null>(null);

function tourFinished(): boolean {
  try {
    return window.localStorage.getItem(TOUR_STORAGE_KEY) !== null;
  } catch {
    return true; // storage blocked: never nag
  }
}

/**
 * The general dashboard tour: 5 s after /projects loads, unless a dialog is open or the tour was
 * already done. Its steps are Popovers on the TourAnchor elements (the switcher and the search).
 */
export function GuidedTourProvider({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [index, setIndex] = useState<number | null>(null);

  useEffect(() => {
    if (pathname !== "/projects" || tourFinished()) return;
    const timer = window.setTimeout(() => {
      if (tourFinished() || document.querySelector('[role="dialog"]')) return;
      setIndex(0);
    }, TOUR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname]);

  const finish = useCallback(() => {
    try {
      window.localStorage.setItem(TOUR_STORAGE_KEY, "true");
    } catch {
      // storage blocked: the tour just closes
    }
    setIndex(null);
  }, []);
  const next = useCallback(
    () => setIndex((current) => (current === null ? null : Math.min(current + 1, TOUR_STEPS.length - 1))),
    [],
  );
  const back = useCallback(() => setIndex((current) => (current ? current - 1 : current)), []);

  const value = useMemo(
    () => ({ step: index === null ? null : (TOUR_STEPS[index] ?? null), next, back, finish }),
    [index, next, back, finish],
  );
  return <TourContext value={value}>{children}</TourContext>;
}

/** Wraps an element the tour points at; shows the step's popover while that step is current. */
export function TourAnchor({ step, children }: { step: TourStep; children: ReactNode }) {
  const t = useTranslations("tour");
  const tour = useContext(TourContext);
  const position = TOUR_STEPS.indexOf(step);
  const last = position === TOUR_STEPS.length - 1;
  const opened = tour?.step === step;

  return (
    <Popover
      opened={opened}
      // Controlled: only Escape asks to close (its target has no toggle), and that ends the tour.
      onChange={(value) => {
        if (!value) tour?.finish();
      }}
      position="bottom"
      withArrow
      shadow="md"
      width={300}
      trapFocus
      closeOnEscape
      closeOnClickOutside={false}
      zIndex={400}
      // The anchor only wraps the switcher or the search (real buttons with their own popups): it
      // opens nothing, so it must not claim aria-haspopup/aria-expanded (axe aria-allowed-attr on a
      // div). The step names itself as a dialog below.
      withRoles={false}
    >
      <Popover.Target>
        <Box data-tour={step} style={{ display: "flex", minWidth: 0 }}>
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
              {t("progress", { current: position + 1, total: TOUR_STEPS.length })}
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
