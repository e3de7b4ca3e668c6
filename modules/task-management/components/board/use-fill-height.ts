"use client";

import { useEffect, useState, type RefObject } from "react";

const MIN_HEIGHT = 420;
const BOTTOM_SPACE = 16;

/**
 * The height that lets an element reach the bottom of the window from where it starts, so each
 * column scrolls inside itself (which is what lets long columns be virtualised). Follows window
 * resizes and anything above it changing height (filters added, banners).
 */
export function useFillHeight(ref: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(MIN_HEIGHT);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const top = element.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(MIN_HEIGHT, Math.floor(window.innerHeight - top - BOTTOM_SPACE)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, [ref]);
  return height;
}
