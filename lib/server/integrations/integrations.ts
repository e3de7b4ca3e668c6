import "server-only";
import { decodeKeyset, encodeKeyset } from "@/lib/server/api/keyset";
import type { Locale } from "@/lib/i18n/config";
import {
  INTEGRABLE_TAGS,
  type IntegrableTag,
  type IntegrationList,
  type IntegrationModule,
  type ModuleIntegrationItem,
} from "@/lib/integrations/types";
import {
  createIntegrationSchema,
  integrationParamsSchema,
  updateIntegrationSchema,
  workspaceIntegrationsQuerySchema,
} from "@/lib/schemas/integrations";
import {
  FORM_FEATURES,
  INTEGRATION_PAIRS,
  integrationFeature,
  integrationSettingsSchema,
  type IntegrationFeature,
  type IntegrationSettings,
} from "@/lib/integrations/features";
import type { WorkspaceIntegrations } from "@/lib/integrations/types";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, conflict, forbidden, notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import {
  moduleScope,
  ownerColumns,
  readableModulesOfKinds,
  type ModuleScope,
} from "@/lib/server/modules/module-scope";
import { displayModuleName } from "@/lib/server/modules/module-names";
import { isUniqueViolation } from "@/lib/server/prisma-errors";
import { parseInput } from "@/lib/server/validation";
import { activeMembership } from "@/lib/server/permissions/workspace-member";
import { isInputType, type FormElement } from "@/modules/form-builder/shared/elements";

const isIntegrable = (tag: string): tag is IntegrableTag => INTEGRABLE_TAGS.some((known) => known === tag);

const moduleOf = (scope: ModuleScope): IntegrationModule => ({
  moduleId: scope.moduleId,
  name: scope.name,
  tag: scope.tag as IntegrableTag,
  project: scope.project && { id: scope.project.id, name: scope.project.name },
});

/** A side as the caller sees it: the module when they read it, else only its kind's title. */
const sideOf = (
  scope: ModuleScope | null,
  linked: { moduleId: string; tag: string },
  locale: Locale,
): IntegrationModule =>
  scope
    ? moduleOf(scope)
    : {
        moduleId: linked.moduleId,
        name: displayModuleName({ name: null, tag: linked.tag }, locale),
        tag: linked.tag as IntegrableTag,
        project: null,
      };

/** Changing a module's integration needs its administration (the gate's manageMembers). */
function assertCanManage(scope: ModuleScope): void {
  if (!scope.access.manageMembers) throw forbidden("errors.integrationForbidden");
}

/**
 * The integration a module is in, with both sides as the caller sees them (a side the caller may
 * not read shows only its kind's title, never its name or project), or null.
 */
async function integrationOf(
  actor: Actor,
  moduleId: string,
  locale: Locale,
): Promise<ModuleIntegrationItem | null> {
  const link = await getDb().moduleIntegrationModule.findUnique({
    where: { moduleId },
    select: {
      integration: {
        select: {
          id: true,
          active: true,
          settings: true,
          createdAt: true,
          modules: { select: { moduleId: true, role: true, tag: true } },
        },
      },
    },
  });
  const integration = link?.integration;
  if (!integration) return null;
  const side = async (role: "source" | "target"): Promise<IntegrationModule | null> => {
    const row = integration.modules.find((module) => module.role === role);
    if (!row) return null;
    return sideOf(await moduleScope(actor, row.moduleId, null, locale).catch(() => null), row, locale);
  };
  const [source, target] = await Promise.all([side("source"), side("target")]);
  return source && target ? toItem(integration, source, target) : null;
}

/** An integration as the API shows it (a pair no manifest declares any more: null, not shown). */
function toItem(
  integration: { id: string; active: boolean; settings: unknown; createdAt: Date },
  source: IntegrationModule,
  target: IntegrationModule,
): ModuleIntegrationItem | null {
  const feature = integrationFeature(source.tag, target.tag);
  if (!feature) return null;
  const settings = integrationSettingsSchema.safeParse(integration.settings);
  return {
    id: integration.id,
    source,
    target,
    active: integration.active,
    feature,
    settings: settings.success ? settings.data : null,
    createdAt: integration.createdAt.toISOString(),
  };
}

/**
 * GET /{segment}/{id}/integration: the module's integration (at most one) and the modules it could
 * be linked to now: readable by the caller, of another integrable kind, not in an integration.
 */
export async function listIntegrations(
  actor: Actor,
  input: { tag: IntegrableTag; moduleId: unknown },
  locale: Locale,
): Promise<IntegrationList> {
  const scope = await moduleScope(actor, input.moduleId, input.tag, locale);
  const [current, readable] = await Promise.all([
    integrationOf(actor, scope.moduleId, locale),
    readableModulesOfKinds(actor, INTEGRABLE_TAGS, locale),
  ]);
  const linked = new Set(
    (
      await getDb().moduleIntegrationModule.findMany({
        where: { moduleId: { in: readable.map((module) => module.moduleId) } },
        select: { moduleId: true },
      })
    ).map((row) => row.moduleId),
  );
  const candidates = readable
    .filter((module) => integrationFeature(scope.tag, module.tag) !== null && !linked.has(module.moduleId))
    .map(moduleOf)
    .sort((a, b) => a.name.localeCompare(b.name, locale) || a.moduleId.localeCompare(b.moduleId));
  return { data: current ? [current] : [], candidates, canManage: scope.access.manageMembers };
}

/** The target through the gate: another integrable kind than the source, readable by the caller. */
async function targetScope(actor: Actor, source: ModuleScope, moduleId: string, locale: Locale) {
  const target = await moduleScope(actor, moduleId, null, locale).catch(() => {
    throw notFound("errors.moduleNotFound");
  });
  if (!isIntegrable(target.tag)) throw badRequest("errors.integrationKindInvalid");
  if (target.tag === source.tag || target.moduleId === source.moduleId)
    throw badRequest("errors.integrationSameKind");
  // Only what a manifest declares (a form with a board or a hub, a board with a time tracker).
  if (!integrationFeature(source.tag, target.tag)) throw badRequest("errors.integrationKindInvalid");
  return target;
}

/** Writes the two sides; a module already in an integration is refused by the primary key (409). */
async function writeSides(
  tx: Prisma.TransactionClient,
  integrationId: string,
  sides: { role: "source" | "target"; scope: ModuleScope }[],
): Promise<void> {
  await tx.moduleIntegrationModule.createMany({
    data: sides.map(({ role, scope }) => ({ ...ownerColumns(scope), integrationId, role, tag: scope.tag })),
  });
}

function alreadyIntegrated(error: unknown): never {
  if (isUniqueViolation(error)) throw conflict("errors.moduleAlreadyIntegrated");
  throw error;
}

/** POST /{segment}/{id}/integration {moduleId}: links this module (the source) to the target. */
export async function createIntegration(
  actor: Actor,
  input: { tag: IntegrableTag; moduleId: unknown; body: unknown },
  locale: Locale,
): Promise<ModuleIntegrationItem> {
  const source = await moduleScope(actor, input.moduleId, input.tag, locale);
  assertCanManage(source);
  const body = parseInput(createIntegrationSchema, input.body);
  const target = await targetScope(actor, source, body.moduleId, locale);
  const id = newId();
  await getDb()
    .$transaction(async (tx) => {
      await tx.moduleIntegration.create({
        data: { id, workspaceId: source.membership.workspaceId, createdById: actor.userId },
      });
      await writeSides(tx, id, [
        { role: "source", scope: source },
        { role: "target", scope: target },
      ]);
    })
    .catch(alreadyIntegrated);
  return (await integrationOf(actor, source.moduleId, locale))!;
}

/** The integration `integrationId` if this module is one of its sides (another's id: 404). */
async function ownIntegration(moduleId: string, integrationId: string) {
  const link = await getDb().moduleIntegrationModule.findFirst({
    where: { moduleId, integrationId },
    select: { role: true, integration: { select: { modules: { select: { moduleId: true, role: true } } } } },
  });
  if (!link) throw notFound("errors.integrationNotFound");
  return link;
}

/**
 * PATCH /{segment}/{id}/integration/{integrationId} {moduleId, active}: a new target for this
 * module's integration (spec §4: changing only the target updates it).
 */
export async function updateIntegration(
  actor: Actor,
  input: { tag: IntegrableTag; params: unknown; body: unknown },
  locale: Locale,
): Promise<ModuleIntegrationItem> {
  const params = parseInput(integrationParamsSchema, input.params);
  const scope = await moduleScope(actor, params.moduleId, input.tag, locale);
  assertCanManage(scope);
  const body = parseInput(updateIntegrationSchema, input.body);
  const link = await ownIntegration(scope.moduleId, params.integrationId);
  const other = link.integration.modules.find((module) => module.moduleId !== scope.moduleId);
  const target = await targetScope(actor, scope, body.moduleId, locale);
  const settings =
    body.settings === undefined
      ? undefined
      : await checkedSettings(integrationFeature(scope.tag, target.tag)!, [scope, target], body.settings);
  await getDb()
    .$transaction(async (tx) => {
      await tx.moduleIntegration.update({
        where: { id: params.integrationId },
        data: {
          active: body.active,
          ...(settings !== undefined && { settings: settings ?? Prisma.DbNull }),
        },
      });
      if (!other || other.moduleId === target.moduleId) return;
      // The other side now points at the new module (updated, not deleted: deleting a side deletes
      // its integration); this module keeps its role.
      await tx.moduleIntegrationModule.update({
        where: { moduleId: other.moduleId },
        data: { ...ownerColumns(target), tag: target.tag },
      });
    })
    .catch(alreadyIntegrated);
  return (await integrationOf(actor, scope.moduleId, locale))!;
}

/**
 * A form feature's mapping, checked against the form module's forms now: each form is one of the
 * module's, each question one of the form's (an answerable one). Any other feature takes none (400).
 */
async function checkedSettings(
  feature: IntegrationFeature,
  sides: ModuleScope[],
  settings: IntegrationSettings | null,
): Promise<IntegrationSettings | null> {
  if (settings === null) return null;
  const formModule = sides.find((side) => side.tag === "FormBuilder");
  if (!FORM_FEATURES.has(feature) || !formModule) throw badRequest("errors.integrationSettingsUnused");
  const ids = Object.keys(settings.forms);
  const forms = ids.length
    ? await getDb().form.findMany({
        where: { id: { in: ids }, moduleId: formModule.moduleId },
        select: { id: true, elements: true },
      })
    : [];
  if (forms.length !== ids.length) throw badRequest("errors.integrationFormNotFound");
  for (const form of forms) {
    const mapping = settings.forms[form.id]!;
    const elements = (form.elements as unknown as FormElement[]).filter((element) =>
      isInputType(element.type),
    );
    const known = (id: string | null | undefined) => !id || elements.some((element) => element.id === id);
    const isDate = (id: string | null | undefined) =>
      !id || elements.some((element) => element.id === id && element.type === "date");
    if (!known(mapping.title) || !isDate(mapping.dueDate) || (feature === "formPosts" && mapping.dueDate))
      throw badRequest("validation.integrationFieldInvalid");
  }
  return settings;
}

/**
 * GET /workspaces/integration (shell.md §7): the active workspace's integrations, newest first, in
 * pages, each with what it does; one whose modules the caller reads neither of is left out, and a
 * side they cannot read shows only its kind's title. One read of the caller's modules, one of the page.
 */
export async function listWorkspaceIntegrations(
  actor: Actor,
  rawQuery: unknown,
  locale: Locale,
): Promise<WorkspaceIntegrations> {
  const query = parseInput(workspaceIntegrationsQuerySchema, rawQuery);
  const after = decodeKeyset(query.cursor);
  const membership = await activeMembership(actor);
  const readable = new Map(
    (await readableModulesOfKinds(actor, INTEGRABLE_TAGS, locale)).map((scope) => [scope.moduleId, scope]),
  );
  const rows = await getDb().moduleIntegration.findMany({
    where: {
      workspaceId: membership.workspaceId,
      modules: { some: { moduleId: { in: [...readable.keys()] } } },
      ...(after && {
        OR: [{ createdAt: { lt: after.at } }, { createdAt: after.at, id: { lt: after.id } }],
      }),
    },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: query.limit + 1,
    select: {
      id: true,
      active: true,
      settings: true,
      createdAt: true,
      modules: { select: { moduleId: true, role: true, tag: true } },
    },
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const side = (row: (typeof rows)[number], role: "source" | "target"): IntegrationModule | null => {
    const linked = row.modules.find((candidate) => candidate.role === role);
    if (!linked) return null;
    return sideOf(readable.get(linked.moduleId) ?? null, linked, locale);
  };
  const data = page.flatMap((row) => {
    const source = side(row, "source");
    const target = side(row, "target");
    const item = source && target ? toItem(row, source, target) : null;
    return item ? [item] : [];
  });
  return {
    data,
    nextCursor: last && rows.length > query.limit ? encodeKeyset(last.createdAt, last.id) : null,
    kinds: INTEGRATION_PAIRS.map(({ kinds, feature }) => ({ kinds: [...kinds], feature })),
  };
}

/** DELETE /{segment}/{id}/integration/{integrationId}. */
export async function deleteIntegration(
  actor: Actor,
  input: { tag: IntegrableTag; params: unknown },
  locale: Locale,
): Promise<void> {
  const params = parseInput(integrationParamsSchema, input.params);
  const scope = await moduleScope(actor, params.moduleId, input.tag, locale);
  assertCanManage(scope);
  await ownIntegration(scope.moduleId, params.integrationId);
  await getDb().moduleIntegration.deleteMany({ where: { id: params.integrationId } });
}

/**
 * The module of `tag` integrated with `moduleId` (e.g. a task board's time tracker), or null. Its
 * gate is the caller's business (the task timer runs the time tracker's).
 */
export async function integratedModuleId(moduleId: string, tag: IntegrableTag): Promise<string | null> {
  const link = await getDb().moduleIntegrationModule.findUnique({
    where: { moduleId },
    select: {
      integration: {
        select: {
          active: true,
          modules: { where: { tag, moduleId: { not: moduleId } }, select: { moduleId: true } },
        },
      },
    },
  });
  if (!link?.integration.active) return null;
  return link.integration.modules[0]?.moduleId ?? null;
}
