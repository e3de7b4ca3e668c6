// Two projects: `unit` for pure logic, `integration` against a real PostgreSQL (tests/integration/setup).
// The integration global setup runs in this process outside jest's module registry (no moduleNameMapper):
// it loads lib/server/database, whose `import "server-only"` the shim resolves to the empty module.
import "./scripts/server-only-shim.cjs";
const swc = [
  "@swc/jest",
  {
    jsc: {
      parser: { syntax: "typescript", tsx: true },
      transform: { react: { runtime: "automatic" } },
      target: "es2022",
    },
    module: { type: "commonjs" },
  },
];

// ES modules in node_modules that must be compiled for jest: Prisma's runtime (query compiler) and next-intl's.
const esmPackages = [
  "@prisma/client/runtime",
  "next-intl",
  "use-intl",
  "icu-minify",
  "@formatjs",
  "intl-messageformat",
  "@schummar",
  "jose",
  "@tus",
  "srvx",
  "client-zip",
  // FEEL (the workflow automation engine's expressions) and what it imports.
  "feelin",
  "lezer-feel",
  "temporal-polyfill",
  "temporal-spec",
  "temporal-utils",
  "min-dash",
  // openapi-typescript (the typed client's check, tests/integration/openapi/client.test.ts) and what it imports.
  "openapi-typescript",
  "parse-json",
  "index-to-position",
  "change-case",
  "supports-color",
];

const shared = {
  testEnvironment: "node",
  transform: { "^.+\\.(t|j)sx?$": swc, "^.+\\.mjs$": swc },
  transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join("|")}))`],
  moduleNameMapper: {
    "^server-only$": "<rootDir>/node_modules/server-only/empty.js",
    "^@/(.*)$": "<rootDir>/$1",
  },
  moduleFileExtensions: ["ts", "tsx", "js", "mjs", "cjs", "json"],
};

const config = {
  projects: [
    { ...shared, displayName: "unit", testMatch: ["<rootDir>/tests/unit/**/*.test.ts"] },
    {
      ...shared,
      displayName: "integration",
      testMatch: ["<rootDir>/tests/integration/**/*.test.ts"],
      globalSetup: "<rootDir>/tests/integration/setup/global-setup.ts",
      globalTeardown: "<rootDir>/tests/integration/setup/global-teardown.ts",
      setupFilesAfterEnv: [
        "<rootDir>/tests/integration/setup/pg-boss-delay.ts",
        "<rootDir>/tests/integration/setup/fresh-database.ts",
        "<rootDir>/tests/integration/setup/openapi-document.ts",
      ],
      testTimeout: 30000,
    },
  ],
};

export default config;
