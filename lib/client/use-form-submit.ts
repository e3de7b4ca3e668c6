"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { errorMessage } from "@/lib/client/api";

/**
 * Loading and error state of a form submission. `work` may return "navigating" to keep the button
 * busy while the page goes away (no double submit); any thrown error becomes the shown message.
 */
export function useFormSubmit() {
  const t = useTranslations("errors");
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(work: () => Promise<void | "navigating">): Promise<void> {
    setLoading(true);
    setError(null);
    try {
      if ((await work()) === "navigating") return;
    } catch (caught) {
      setError(errorMessage(caught, t("networkError")));
    }
    setLoading(false);
  }

  return { loading, error, setError, submit };
}
