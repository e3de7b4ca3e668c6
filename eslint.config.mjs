import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    ".data/**",
    "lib/generated/**",
    "node_modules/**",
    "test-results/**",
    "playwright-report/**",
    "next-env.d.ts",
  ]),
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": ["error", { allow: ["error", "warn"] }],
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: "Read configuration through lib/server/env.ts",
        },
      ],
    },
  },
  {
    // Infrastructure that runs before (or outside) the validated env module.
    files: [
      "server.ts",
      "scripts/**",
      "bench/**",
      "tests/**",
      "playwright.config.ts",
      "jest.config.ts",
      "prisma.config.ts",
      "lib/server/env.ts",
      "lib/server/db.ts",
      "lib/server/logger.ts",
      "lib/server/database/**",
      "lib/server/auth/session-token.ts",
    ],
    rules: { "no-restricted-syntax": "off", "no-console": "off" },
  },
  {
    files: ["scripts/**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
]);
