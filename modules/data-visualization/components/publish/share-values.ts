// The Publish dialog's rules (issue 37): the new link's form checked before it is sent (a password
// of 4 to 200 characters or none, an expiry in the future or none, a custom period with both days),
// its body, and the list of links kept newest first as links are made and revoked. Pure.
import type { ShareBody } from "@/modules/data-visualization/client/api";
import { normalFilters, type Filters } from "@/modules/data-visualization/shared/filters";
import {
  SHARE_PASSWORD_MAX,
  SHARE_PASSWORD_MIN,
  type Share,
} from "@/modules/data-visualization/shared/shares";

export interface ShareFormValues {
  /** Empty: no password. */
  password: string;
  /** The expiry picker's local wall time (`YYYY-MM-DD HH:mm:ss`), or null: no expiry. */
  expiresAt: string | null;
  filters: Filters;
}

/** Message keys (of the whole catalogue) by field; empty when the form may be sent. */
export type ShareFormErrors = Partial<Record<"password" | "expiresAt" | "filters", string>>;

export const newShareValues = (dashboardFilters: Filters): ShareFormValues => ({
  password: "",
  expiresAt: null,
  filters: normalFilters(dashboardFilters),
});

/** The picker's wall time read in the browser's zone (`2026-05-01 18:30:00`); null when empty or unreadable. */
export function expiryInstant(value: string | null): Date | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?/.exec(value);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(year, month - 1, day, hour, minute, second || 0);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** What is wrong with the form, by field (the server checks the same). */
export function shareFormErrors(values: ShareFormValues, now: Date): ShareFormErrors {
  const errors: ShareFormErrors = {};
  const { password } = values;
  if (password && (password.length < SHARE_PASSWORD_MIN || password.length > SHARE_PASSWORD_MAX))
    errors.password = "validation.sharePasswordLength";
  if (values.expiresAt !== null) {
    const expiry = expiryInstant(values.expiresAt);
    if (!expiry || expiry.getTime() <= now.getTime()) errors.expiresAt = "validation.shareExpiryInvalid";
  }
  const { filters } = values;
  if (filters.period === "custom" && (!filters.from || !filters.to || filters.from > filters.to))
    errors.filters = "validation.chartPeriodInvalid";
  return errors;
}

/** The body of POST …/shares for a checked form. */
export function shareBody(values: ShareFormValues): ShareBody {
  return {
    password: values.password === "" ? null : values.password,
    expiresAt: expiryInstant(values.expiresAt)?.toISOString() ?? null,
    filters: normalFilters(values.filters),
  };
}

/** The list with `share` in it: in its place when listed (revoked), else first (just made). */
export function withShare(list: readonly Share[] | undefined, share: Share): Share[] {
  const current = list ?? [];
  return current.some((one) => one.id === share.id)
    ? current.map((one) => (one.id === share.id ? share : one))
    : [share, ...current];
}

export const SHARE_STATE_COLORS: Record<Share["state"], string> = {
  active: "teal",
  expired: "orange",
  revoked: "gray",
};
