"use client";

import { useTranslations } from "next-intl";
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { startsAppNavigation } from "@/lib/navigation/link-click";
import classes from "./navigation-progress.module.css";

/** A navigation that has not arrived by then has failed or been replaced: the bar goes. */
const GIVE_UP_MS = 15_000;

/**
 * Feedback for a click on a link while its page renders on the server. Pages have no loading
 * skeleton (`loading.tsx`): a first load gets the whole page in its HTML, and a click keeps the
 * current page until the next one is there, with this bar along the top of the window meanwhile.
 * It shows from the click until the address changes (or GIVE_UP_MS).
 */
export function NavigationProgress() {
  const t = useTranslations("common");
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const here = search ? `${pathname}?${search}` : pathname;
  // The address a navigation started from: pending while the address is still that one.
  const [from, setFrom] = useState<string | null>(null);
  // The address as the router spells it, for the click handler (window.location may encode the
  // query otherwise: %20 against +).
  const current = useRef(here);
  useEffect(() => {
    current.current = here;
  }, [here]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const target = { href: link.href, target: link.target, download: link.hasAttribute("download") };
      if (!startsAppNavigation(event, target, window.location)) return;
      setFrom(current.current);
      clearTimeout(timer);
      timer = setTimeout(() => setFrom(null), GIVE_UP_MS);
    };
    // Bubbling: Next's Link has handled the click by the time it reaches the document.
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("click", onClick);
      clearTimeout(timer);
    };
  }, []);

  // Arrived (or went elsewhere): forget it, so coming back to that address shows no bar.
  if (from !== null && from !== here) setFrom(null);
  if (from !== here) return null;
  return (
    <div
      className={classes.bar}
      role="progressbar"
      aria-label={t("loading")}
      data-testid="navigation-progress"
    />
  );
}
