"use client";

/**
 * A full page load. Used where the session changed (sign-in, sign-out, workspace switch): every
 * cached server component and client state starts afresh, and the proxy routes the new session.
 */
export function hardNavigate(path: string): void {
  window.location.assign(path);
}
