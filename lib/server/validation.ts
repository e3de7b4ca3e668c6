import "server-only";
import * as z from "@/lib/zod";
import { badRequest } from "@/lib/server/errors";

/** Each zod issue as a message key (ours) or, for zod's own defaults, "path: message". */
export function issueMessages(error: z.core.$ZodError): string[] {
  const messages = error.issues.map((issue) => {
    if (issue.message.startsWith("validation.")) return issue.message;
    const path = issue.path.map(String).join(".");
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  return [...new Set(messages)];
}

/**
 * Validates input at a service boundary; bad input becomes a 400 with the spec's messages (as keys).
 * Takes any zod 4 schema: the shared ones (zod/mini, lib/zod.ts) and server-only classic ones.
 */
export function parseInput<S extends z.core.$ZodType>(schema: S, data: unknown): z.output<S> {
  const result = z.safeParse(schema, data);
  if (!result.success) throw badRequest(issueMessages(result.error));
  return result.data;
}
