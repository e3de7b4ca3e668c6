"use client";

import { ApiError, errorMessage } from "@/lib/client/api";

type Translate = (key: string, values: Record<string, string | number>) => string;

/**
 * A failed `from-draft` (or `draft`) as text: the server's message (a 429's too), and for a sample
 * value its type cannot read, the table, row and column the server names.
 */
export function draftFailure(error: unknown, fallback: string, t: Translate): string {
  const message = errorMessage(error, fallback);
  if (!(error instanceof ApiError) || error.status !== 400 || typeof error.body !== "object" || !error.body)
    return message;
  const { table, index, column } = error.body as { table?: unknown; index?: unknown; column?: unknown };
  if (typeof table !== "string" || typeof index !== "number" || typeof column !== "string") return message;
  return t("valueProblem", { table, row: index + 1, column, message });
}
