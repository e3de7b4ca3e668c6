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
    // Tooling that runs outside the app (build, test and bench runners), and env.ts itself.
    files: [
      "scripts/**",
      "bench/**",
      "tests/**",
      "playwright.config.ts",
      "jest.config.mjs",
      "prisma.config.ts",
      "lib/server/env.ts",
    ],
    rules: { "no-restricted-syntax": "off", "no-console": "off" },
  },
  {
    // The process's own console output: start-up lines and the logger.
    files: ["server.ts", "lib/server/logger.ts"],
    rules: { "no-console": "off" },
  },
  {
    files: ["scripts/**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
]);
