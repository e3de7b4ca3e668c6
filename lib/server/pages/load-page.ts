import "server-only";
import { notFound } from "next/navigation";
import { AppError } from "@/lib/server/errors";

/**
 * The one rule of pages and layouts for what their services load: a service's not_found (AppError)
 * renders Next's 404 page; any other error still reaches the error boundary.
 *
 *   const role = await orNotFound(getRole(actor, { id }));
 *   const [project, modules] = await orNotFound(Promise.all([getProject(...), listProjectModules(...)]));
 */
export async function orNotFound<T>(loading: Promise<T>): Promise<T> {
  try {
    return await loading;
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") notFound();
    throw error;
  }
}

/** A value the page looked up itself: none (null or undefined) renders Next's 404 page. */
export function requireFound<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) notFound();
  return value;
}
