"use client";

import { useTranslations } from "next-intl";
import { errorMessage, type ApiError } from "@/lib/client/api";

/** A query's failure as text: the server's messages, else 'Could not reach the server…'; null without one. */
export function useErrorText(error: ApiError | null): string | null {
  const t = useTranslations("errors");
  return error === null ? null : errorMessage(error, t("networkError"));
}
