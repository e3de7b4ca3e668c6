import { readdirSync } from "node:fs";
import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Module kinds (modules/<segment>/): a kind imports only the platform and its own folder, so a
// capability two kinds need moves to the platform instead of hiding in the first kind that had it.
// Every kind's manifest (modules/<segment>/kind.ts) and the lists of kinds are platform.
const KIND_SEGMENTS = readdirSync(new URL("./modules", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const kindBoundary = (segment) => ({
  regex: `^@/modules/(?!${segment}/|kinds(\\.server)?$|[a-z-]+/kind(\\.server)?$)`,
  message:
    "A module kind imports only the platform and its own folder: move what two kinds share to the platform (docs/architecture.md, Kinds and their manifests).",
});
// A relative import may not climb out of the kind's folder either: one config per depth of folders.
const kindBoundaries = KIND_SEGMENTS.flatMap((segment) =>
  [0, 1, 2, 3, 4, 5].map((depth) => ({
    files: [`modules/${segment}/${"*/".repeat(depth)}*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            kindBoundary(segment),
            {
              regex: `^(\\.\\./){${depth + 1},}`,
              message: "A relative import may not leave the kind's folder: use the @/ alias.",
            },
          ],
        },
      ],
    },
  })),
);

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
    // Libraries' files copied at install (scripts/vendor-assets.mjs).
    "public/vendor/**",
    "next-env.d.ts",
    // The typed client's generated types (npm run api:client).
    "sdk/api.d.ts",
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
      "next.config.ts",
      "jest.config.mjs",
      "prisma.config.ts",
      "lib/server/env.ts",
    ],
    rules: { "no-restricted-syntax": "off", "no-console": "off" },
  },
  {
    // The process's own console output: start-up lines and the logger.
    files: ["server.ts", "worker.ts", "lib/server/logger.ts"],
    rules: { "no-console": "off" },
  },
  {
    files: ["scripts/**/*.cjs"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  ...kindBoundaries,
  {
    // The browser names endpoints by their route (`call<typeof contract>("GET /api/v1/…")`) and imports
    // contracts as types only, so no page loads their schemas (docs/platform/api.md).
    files: ["lib/client/**", "components/**", "modules/*/client/**", "modules/*/components/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^@/(lib/contracts/(?!endpoint$|url$)[\\w-]+|modules/[\\w-]+/contracts(/[\\w-]+)?)$",
              allowTypeImports: true,
              message:
                "Client code imports contracts as types only: call(route) / hrefOf(route), docs/platform/api.md.",
            },
          ],
        },
      ],
    },
  },
]);
