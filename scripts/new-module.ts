// npm run new:module -- <segment>: scaffolds a module kind that passes lint, typecheck and its tests
// unchanged (docs/module-template.md). It writes the kind's folder (manifest, server side, types, a
// gated service, a page component, its contracts), its API route and member routes served from them, its page under its project,
// messages in both languages, a cover, an integration test and a Playwright smoke test, and adds the
// kind's line to modules/kinds.ts, modules/kinds.server.ts and the icons. Run it from the repository
// root; it refuses a segment or tag that exists.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";

const ROOT = process.cwd();

function fail(message: string): never {
  console.error(`new:module: ${message}`);
  process.exit(2);
}

const segment = process.argv[2] ?? "";
if (!/^[a-z]+(-[a-z]+)*$/.test(segment) || segment.length > 40) {
  fail("give the kind's route segment in kebab-case, e.g. npm run new:module -- inventory-tracker");
}
const words = segment.split("-");
const tag = words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join("");
const camel = tag[0]!.toLowerCase() + tag.slice(1);
const title = words.join(" ").replace(/^./, (c) => c.toUpperCase());
const kindVar = `${camel}Kind`;
const serverVar = `${camel}Server`;

const kindsFile = path.join(ROOT, "modules", "kinds.ts");
if (existsSync(path.join(ROOT, "modules", segment))) fail(`modules/${segment} exists already`);
if (readFileSync(kindsFile, "utf8").includes(`"@/modules/${segment}/kind"`))
  fail(`${segment} is listed already`);
if (new RegExp(`tag: "${tag}"`).test(readFileSync(kindsFile, "utf8"))) fail(`the tag ${tag} exists already`);

const written: string[] = [];

function write(relative: string, content: string): void {
  const file = path.join(ROOT, relative);
  if (existsSync(file)) fail(`${relative} exists already`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  written.push(relative);
}

/** Inserts `line` before the first line of `file` that matches `before` (after the last match of `after`). */
function insert(relative: string, line: string, where: { before: RegExp } | { afterLast: RegExp }): void {
  const file = path.join(ROOT, relative);
  const lines = readFileSync(file, "utf8").split("\n");
  let index: number;
  if ("before" in where) {
    index = lines.findIndex((l) => where.before.test(l));
  } else {
    const matches = lines.flatMap((l, i) => (where.afterLast.test(l) ? [i] : []));
    index = matches.length ? matches[matches.length - 1]! + 1 : -1;
  }
  if (index < 0) fail(`cannot find where to add to ${relative}`);
  lines.splice(index, 0, line);
  writeFileSync(file, lines.join("\n"));
  written.push(relative);
}

// The kind's folder.
write(
  `modules/${segment}/kind.ts`,
  `import { defineModuleKind } from "@/lib/modules/kind";

/** ${title}: its manifest (docs/module-template.md, step 0). */
export const ${kindVar} = defineModuleKind({
  tag: "${tag}",
  segment: "${segment}",
  placement: "project",
  applet: null,
  integrable: false,
  ai: false,
  tutorial: null,
});
`,
);
write(
  `modules/${segment}/kind.server.ts`,
  `import "server-only";
import { CARD_SIZES } from "@/lib/modules/kind";
import { defineServerKind } from "@/lib/server/modules/server-kind";
import { ${kindVar} } from "./kind";

export const ${serverVar} = defineServerKind(${kindVar}, {
  catalog: {
    title: "${title}",
    description: "${title} for your project.",
    category: "Productivity",
    active: true,
    gradient: ["#495057", "#868e96"],
    size: CARD_SIZES.card,
  },
});
`,
);
write(
  `modules/${segment}/shared/types.ts`,
  `// ${title}'s answers: the schemas its contracts declare (modules/${segment}/contracts.ts) and the
// types the client reads. No server imports.
import type * as z from "@/lib/zod";
import { moduleInfoSchema } from "@/lib/modules/types";

/** GET /api/v1/${segment}/{moduleId}: the module, its project and what the caller may do in it. */
export const ${camel}InfoSchema = moduleInfoSchema;
export type ${tag}Info = z.output<typeof ${camel}InfoSchema>;
`,
);
write(
  `modules/${segment}/contracts.ts`,
  `// ${title}'s API, declared once (lib/contracts/endpoint.ts): served by app/api/v1/${segment}, called
// through \`call\` (lib/client/api.ts).
import { defineEndpoint } from "@/lib/contracts/endpoint";
import { moduleMemberEndpoints } from "@/lib/contracts/module-members";
import { moduleParamsSchema } from "@/lib/schemas/module-members";
import { ${camel}InfoSchema } from "@/modules/${segment}/shared/types";

export const members = moduleMemberEndpoints("${segment}");

export const get${tag} = defineEndpoint({
  method: "GET",
  path: "/api/v1/${segment}/{moduleId}",
  auth: "session",
  summary: "The module, its project and what the caller may do in it",
  params: moduleParamsSchema,
  response: ${camel}InfoSchema,
});
`,
);
write(
  `modules/${segment}/server/get-${segment}.ts`,
  `import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { moduleInfo, moduleScope } from "@/lib/server/modules/module-scope";
import type { ${tag}Info } from "@/modules/${segment}/shared/types";

/**
 * GET /api/v1/${segment}/{moduleId}: through the module gate (another workspace's module, a hidden
 * project's or a private one of others is not found; a malformed id is refused).
 */
export async function get${tag}(actor: Actor, rawModuleId: unknown, locale: Locale = "en"): Promise<${tag}Info> {
  return moduleInfo(await moduleScope(actor, rawModuleId, "${tag}", locale));
}
`,
);
write(
  `modules/${segment}/components/${segment}-page.tsx`,
  `import { Paper, Stack, Text, Title } from "@mantine/core";
import { getTranslations } from "next-intl/server";
import type { VisibleModule } from "@/lib/modules/types";

/** ${title}'s page: the module's name and what it holds. */
export async function ${tag}Page({ module }: { module: VisibleModule }) {
  const t = await getTranslations("${camel}");
  return (
    <Stack p="lg" gap="md" data-testid="${segment}-page">
      <Title order={1}>{module.name}</Title>
      <Paper withBorder p="xl" radius="md">
        <Text fw={600}>{t("emptyTitle")}</Text>
        <Text c="dimmed">{t("emptyText")}</Text>
      </Paper>
    </Stack>
  );
}
`,
);

// Its routes and page.
write(
  `app/api/v1/${segment}/[moduleId]/route.ts`,
  `import { serve } from "@/lib/server/api/serve";
import { get${tag} as get${tag}Endpoint } from "@/modules/${segment}/contracts";
import { get${tag} } from "@/modules/${segment}/server/get-${segment}";

export const GET = serve(get${tag}Endpoint, async ({ actor, params, meta }) => get${tag}(actor, params.moduleId, meta.errorLocale));
`,
);
write(
  `app/api/v1/${segment}/[moduleId]/member/route.ts`,
  `import { moduleMemberRoutes } from "@/lib/server/modules/members/member-routes";
import { members } from "@/modules/${segment}/contracts";

const routes = moduleMemberRoutes("${tag}", members);
export const GET = routes.list;
export const POST = routes.invite;
`,
);
write(
  `app/api/v1/${segment}/[moduleId]/member/[memberId]/route.ts`,
  `import { moduleMemberRoutes } from "@/lib/server/modules/members/member-routes";
import { members } from "@/modules/${segment}/contracts";

const routes = moduleMemberRoutes("${tag}", members);
export const PATCH = routes.update;
export const DELETE = routes.remove;
`,
);
write(
  `app/(protected)/project/[projectId]/${segment}/page.tsx`,
  `import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { lookupProjectModule, moduleMetadata } from "@/components/modules/module-page";
import { RouteParamsError } from "@/components/ui/route-params-error";
import { ${tag}Page } from "@/modules/${segment}/components/${segment}-page";

type Props = {
  params: Promise<{ projectId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function lookup({ params, searchParams }: Props) {
  const [{ projectId }, { moduleId }] = await Promise.all([params, searchParams]);
  const raw = moduleId === undefined ? null : typeof moduleId === "string" ? moduleId : "";
  return lookupProjectModule(projectId, "${segment}", raw);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return moduleMetadata(await lookup(props));
}

/** /project/{projectId}/${segment}?moduleId=: the project's ${title.toLowerCase()} module, through the gate. */
export default async function ${tag}Route(props: Props) {
  const found = await lookup(props);
  if (!found) notFound();
  if ("kind" in found) return <RouteParamsError kind={found.kind} />;
  return <${tag}Page module={found.module} />;
}
`,
);

// A cover for the catalog (public/modules/<tag in kebab-case>.svg).
write(
  `public/modules/${segment}.svg`,
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${title}"><rect width="64" height="64" rx="14" fill="#495057"/><path d="M18 22h28M18 32h28M18 42h18" stroke="#fff" stroke-width="4" stroke-linecap="round"/></svg>
`,
);

// Its tests.
write(
  `tests/integration/${segment}/${segment}.test.ts`,
  `import { GET as infoRoute } from "@/app/api/v1/${segment}/[moduleId]/route";
import { GET as membersRoute } from "@/app/api/v1/${segment}/[moduleId]/member/route";
import { getDb } from "@/lib/server/db";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import type { ${tag}Info } from "@/modules/${segment}/shared/types";
import { call } from "../helpers/http";
import { seedTeam, type Team } from "../workspaces/helpers";

let team: Team;
let moduleId: string;

beforeEach(async () => {
  team = await seedTeam();
  const project = await seedProject(getDb(), team.workspace.id, { name: "Launch" });
  moduleId = (await seedProjectModule(getDb(), project.id, { tag: "${tag}", name: "${title} one" })).id;
});

const info = (token: string, id: string) => call<${tag}Info>(infoRoute, { token, params: { moduleId: id } });

describe("${title}", () => {
  it("answers the module and the caller's rights through the gate", async () => {
    const member = await info(team.member.token, moduleId);
    expect(member.status).toBe(200);
    expect(member.body).toMatchObject({ id: moduleId, name: "${title} one", project: { name: "Launch" } });
    expect(member.body.access).toMatchObject({ read: true, add: true, manage: false });
    expect((await info(team.viewer.token, moduleId)).body.access).toMatchObject({ read: true, add: false });
    expect((await info(team.admin.token, moduleId)).body.access.manage).toBe(true);
  });

  it("is not found from another workspace or for a module of another kind, and refuses a malformed id", async () => {
    const other = await seedTeam("Other");
    expect((await info(other.owner.token, moduleId)).status).toBe(404);
    const project = await seedProject(getDb(), team.workspace.id, { name: "Else" });
    const board = await seedProjectModule(getDb(), project.id, { tag: "TaskManagement" });
    expect((await info(team.member.token, board.id)).status).toBe(404);
    expect((await info(team.member.token, "nope")).status).toBe(400);
  });

  it("mounts the module's members routes", async () => {
    const members = await call<{ data: unknown[] }>(membersRoute, { token: team.admin.token, params: { moduleId } });
    expect(members.status).toBe(200);
    const other = await seedTeam("Other");
    expect((await call(membersRoute, { token: other.owner.token, params: { moduleId } })).status).toBe(404);
  });
});
`,
);
write(
  `tests/e2e/${segment}.spec.ts`,
  `import { seedProject, seedProjectModule } from "../../prisma/seed/projects";
import { expectAccessible } from "./a11y";
import { expect, signIn, test } from "./fixtures";

test("${title}: a member opens the module from its project", async ({ page, db, member }) => {
  const project = await seedProject(db, member.workspace.id, { name: "Launch" });
  const placed = await seedProjectModule(db, project.id, { tag: "${tag}", name: "${title} one" });
  await signIn(page, member);
  await expect(page).toHaveURL(/\\/projects/);
  await page.goto(\`/project/\${project.id}/${segment}?moduleId=\${placed.id}\`);
  await expect(page.getByRole("heading", { name: "${title} one" })).toBeVisible();
  await expectAccessible(page, { name: "${segment}" });
});
`,
);

// Messages: the catalog's title and description, and the kind's namespace, in both languages.
for (const [locale, texts] of [
  [
    "en",
    {
      title,
      description: `${title} for your project.`,
      emptyTitle: "Nothing here yet",
      emptyText: `This ${title.toLowerCase()} module is empty.`,
    },
  ],
  [
    "es",
    {
      title,
      description: `${title} para tu proyecto.`,
      emptyTitle: "Todavía no hay nada",
      emptyText: `Este módulo de ${title.toLowerCase()} está vacío.`,
    },
  ],
] as const) {
  const file = path.join(ROOT, "messages", `${locale}.json`);
  const messages = JSON.parse(readFileSync(file, "utf8")) as Record<string, Record<string, unknown>>;
  messages.catalog![tag] = { title: texts.title, description: texts.description };
  messages[camel] = { emptyTitle: texts.emptyTitle, emptyText: texts.emptyText };
  writeFileSync(file, `${JSON.stringify(messages, null, 2)}\n`);
  written.push(`messages/${locale}.json`);
}

// One line in each list (and its icon).
insert("modules/kinds.ts", `import { ${kindVar} } from "@/modules/${segment}/kind";`, {
  afterLast: /^import /,
});
insert("modules/kinds.ts", `  ${kindVar},`, { before: /^\] as const;/ });
insert("modules/kinds.server.ts", `import { ${serverVar} } from "@/modules/${segment}/kind.server";`, {
  afterLast: /^import /,
});
insert("modules/kinds.server.ts", `  ${tag}: ${serverVar},`, { before: /^};/ });
insert("components/modules/module-icon.tsx", `  ${tag}: IconLayoutGrid,`, { before: /^};/ });

async function format(): Promise<void> {
  for (const relative of new Set(written)) {
    if (!/\.(ts|tsx|json)$/.test(relative)) continue;
    const file = path.join(ROOT, relative);
    const options = (await prettier.resolveConfig(file)) ?? {};
    writeFileSync(file, await prettier.format(readFileSync(file, "utf8"), { ...options, filepath: file }));
  }
}

void format().then(() => {
  console.log(
    `Module kind ${tag} (${segment}) scaffolded:\n${[...new Set(written)].map((f) => `  ${f}`).join("\n")}`,
  );
  console.log(`Next: docs/module-template.md, from step 1 (schema and migration).`);
});
