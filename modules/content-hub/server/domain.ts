import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { domainOrigin } from "@/modules/content-hub/shared/domain";
import type { DomainInfo, DomainWithKey } from "@/modules/content-hub/shared/types";
import type { Locale } from "@/lib/i18n/config";
import {
  createDomainSchema,
  domainParamsSchema,
  updateDomainSchema,
} from "@/modules/content-hub/schemas/content-hub";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { notFound } from "@/lib/server/errors";
import { newId } from "@/lib/server/ids";
import { parseInput } from "@/lib/server/validation";
import { forgetModuleKey } from "./public-cache";
import { assertManageContentHub, contentHubScope, ownerColumns } from "./scope";

// The connected domain and its API key (spec §3 Content hub domain, §4 Domain change). The key is
// 32 random bytes (base64url, prefixed `chk_`), shown once; only its SHA-256 is stored, with its
// last 4 characters for Developer mode.

const KEY_PREFIX = "chk_";

export function newApiKey(): string {
  return `${KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key, "utf8").digest("hex");
}

const domainSelect = {
  id: true,
  domain: true,
  apiKeyLast4: true,
  developerMode: true,
  active: true,
  updatedAt: true,
} as const;

type DomainRow = {
  id: string;
  domain: string;
  apiKeyLast4: string;
  developerMode: boolean;
  active: boolean;
  updatedAt: Date;
};

const infoOf = (row: DomainRow): DomainInfo => ({
  id: row.id,
  domain: row.domain,
  apiKeyLast4: row.apiKeyLast4,
  developerMode: row.developerMode,
  active: row.active,
  updatedAt: row.updatedAt.toISOString(),
});

const keyColumns = (key: string) => ({ apiKeyHash: hashApiKey(key), apiKeyLast4: key.slice(-4) });

/** GET …/domain: the connected domain (readers see it for Developer mode: never the key). [] when none. */
export async function listDomains(
  actor: Actor,
  input: { moduleId: unknown },
  locale: Locale,
): Promise<DomainInfo[]> {
  const scope = await contentHubScope(actor, input.moduleId, locale);
  const row = await getDb().contentHubDomain.findUnique({
    where: { moduleId: scope.moduleId },
    select: domainSelect,
  });
  return row ? [infoOf(row)] : [];
}

/**
 * POST …/domain {domain, developerMode?, active?}: connects a domain with a new API key (in the
 * answer, once). A module has one: the old domain and its key are deleted first (spec §4), in the
 * same transaction.
 */
export async function createDomain(
  actor: Actor,
  input: { moduleId: unknown; body: unknown },
  locale: Locale,
): Promise<DomainWithKey> {
  const scope = await contentHubScope(actor, input.moduleId, locale);
  assertManageContentHub(scope);
  const body = parseInput(createDomainSchema, input.body);
  const key = newApiKey();
  const db = getDb();
  const [, row] = await db.$transaction([
    db.contentHubDomain.deleteMany({ where: { moduleId: scope.moduleId } }),
    db.contentHubDomain.create({
      data: {
        id: newId(),
        workspaceId: scope.membership.workspaceId,
        ...ownerColumns(scope),
        domain: domainOrigin(body.domain),
        ...keyColumns(key),
        developerMode: body.developerMode ?? false,
        active: body.active ?? true,
      },
      select: domainSelect,
    }),
  ]);
  forgetModuleKey(scope.moduleId);
  return { ...infoOf(row), apiKey: key };
}

/** PATCH …/domain/{id} {domain?, developerMode?, active?, rotateKey?}: rotating shows the new key once. */
export async function updateDomain(
  actor: Actor,
  input: { params: unknown; body: unknown },
  locale: Locale,
): Promise<DomainWithKey> {
  const params = parseInput(domainParamsSchema, input.params);
  const scope = await contentHubScope(actor, params.moduleId, locale);
  assertManageContentHub(scope);
  const body = parseInput(updateDomainSchema, input.body);
  const current = await getDb().contentHubDomain.findFirst({
    where: { id: params.domainId, moduleId: scope.moduleId },
    select: { id: true },
  });
  if (!current) throw notFound("errors.domainNotFound");
  const key = body.rotateKey ? newApiKey() : null;
  const row = await getDb().contentHubDomain.update({
    where: { id: current.id },
    data: {
      ...(body.domain !== undefined ? { domain: domainOrigin(body.domain) } : {}),
      ...(body.developerMode !== undefined ? { developerMode: body.developerMode } : {}),
      ...(body.active !== undefined ? { active: body.active } : {}),
      ...(key ? keyColumns(key) : {}),
    },
    select: domainSelect,
  });
  forgetModuleKey(scope.moduleId);
  return { ...infoOf(row), apiKey: key };
}

/** DELETE …/domain/{id}: disconnects; its key stops working at once. */
export async function deleteDomain(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<{ id: string }> {
  const params = parseInput(domainParamsSchema, input.params);
  const scope = await contentHubScope(actor, params.moduleId, locale);
  assertManageContentHub(scope);
  const { count } = await getDb().contentHubDomain.deleteMany({
    where: { id: params.domainId, moduleId: scope.moduleId },
  });
  if (count === 0) throw notFound("errors.domainNotFound");
  forgetModuleKey(scope.moduleId);
  return { id: params.domainId };
}
