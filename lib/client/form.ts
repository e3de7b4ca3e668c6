"use client";

import { schemaResolver } from "@mantine/form";
import type * as z from "@/lib/zod";

type Translate = (key: string) => string;

/**
 * Mantine's Standard Schema resolver with our message keys (`validation.*`) translated, so client
 * forms show the same texts, in the user's language, as the server's 400s.
 */
export function translatedResolver<S extends z.ZodMiniType>(schema: S, t: Translate) {
  const resolve = schemaResolver(schema, { sync: true });
  return (values: z.input<S>) => {
    const errors = resolve(values as never);
    return Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [
        field,
        typeof message === "string" && message.startsWith("validation.") ? t(message) : message,
      ]),
    );
  };
}
