// Plain data shared by next.config.ts (loaded by Next with plain Node resolution, where a
// "server-only" import throws) and the direct API path (lib/server/api/direct-api.ts).
/** Response headers for every page and API answer (next.config.ts and the direct API path). */
export const securityHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=()" },
];

/** The call page's (/meet/{token}): the same, except that this origin may use the camera, mic and screen. */
export const callSecurityHeaders = securityHeaders.map((header) =>
  header.key === "Permissions-Policy"
    ? { ...header, value: "camera=(self), microphone=(self), display-capture=(self), geolocation=()" }
    : header,
);
