import { defineConfig } from "prisma/config";

// The CLI is used only for `prisma generate`; migrations run through scripts/migrate.ts
// (WebAssembly schema engine), which reads the same folders.
export default defineConfig({
  schema: "prisma/schema",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "postgresql://localhost/unused" },
});
