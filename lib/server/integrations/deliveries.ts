import "server-only";
import { escapeHtml } from "@/lib/html-text";
import { isLocale, type Locale } from "@/lib/i18n/config";
import {
  integrationFeature,
  integrationSettingsSchema,
  type FormMapping,
  type IntegrationFeature,
} from "@/lib/integrations/features";
import { actingActor } from "@/lib/server/auth/acting-actor";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { subscribeDurable } from "@/lib/server/events/bus";
import type { DomainEvent } from "@/lib/server/events/types";
import { logger } from "@/lib/server/logger";

// What an integration does with the items of its source (issue 40, item 5): a kind that makes items
// (the form builder's responses) registers a source; a kind that takes them (a board's tasks, a hub's
// posts) registers a target; one durable subscriber joins them for each linked pair, once per item,
// as the person who linked the modules (their rights now). Kinds declare these in kind.server.ts
// (`integrations`); the pairs and their features are the manifests' (lib/integrations/features.ts).

/** A source's item as every target reads it: a form response's answers, in the form's order. */
export interface IntegrationItem {
  /** The item's id (a response's): what makes it once. */
  sourceId: string;
  /** What its mapping is kept by (the form's id) and its title (the form's). */
  groupId: string;
  groupTitle: string;
  /** Its answered fields, as text. */
  fields: readonly { id: string; label: string; type: string; text: string }[];
}

export interface IntegrationSource {
  features: readonly IntegrationFeature[];
  /** The domain events that carry a new item. */
  eventTypes: readonly DomainEvent["type"][];
  /** The item an event announces and its module; null when it is gone (deleted since). */
  read(event: DomainEvent): Promise<{ moduleId: string; item: IntegrationItem } | null>;
}

export interface IntegrationTarget {
  features: readonly IntegrationFeature[];
  /** Makes the item in `moduleId` through the kind's own service as `actor`; answers what it made. */
  create(input: {
    actor: Actor;
    moduleId: string;
    item: IntegrationItem;
    mapping: FormMapping | null;
    locale: Locale;
  }): Promise<string>;
}

/** The kinds' integration parts (kind.server.ts `integrations`). */
export interface KindIntegrationParts {
  sources?: readonly IntegrationSource[];
  target?: IntegrationTarget;
}

/** The item's title: the mapped question's answer, else its first short answer, else the group's title. */
export function itemTitle(item: IntegrationItem, mapping: FormMapping | null, max: number): string {
  const mapped = mapping?.title ? item.fields.find((field) => field.id === mapping.title) : undefined;
  const first = item.fields.find((field) => ["shortText", "fullName", "email"].includes(field.type));
  const title = (mapped ?? first)?.text.trim() || item.groupTitle.trim() || item.sourceId;
  return title.length > max ? `${title.slice(0, max - 1)}…` : title;
}

/** Every answer as a list (label: answer), after a line naming the form: the task's description, the post's body. */
export function itemHtml(item: IntegrationItem): string {
  const rows = item.fields
    .map((field) => `<li><strong>${escapeHtml(field.label)}</strong>: ${escapeHtml(field.text)}</li>`)
    .join("");
  return `<p>${escapeHtml(item.groupTitle)}</p>${rows ? `<ul>${rows}</ul>` : ""}`;
}

/** The mapped date question's answer as a date (YYYY-MM-DD), or null. */
export function itemDate(item: IntegrationItem, mapping: FormMapping | null): string | null {
  const field = mapping?.dueDate
    ? item.fields.find((candidate) => candidate.id === mapping.dueDate)
    : undefined;
  return field && /^\d{4}-\d{2}-\d{2}$/.test(field.text) ? field.text : null;
}

/**
 * One item through the integration its module is in: nothing when there is none, it is off, the
 * pair does not do what the source offers, it was made already, or who linked it is gone. A refusal
 * of the target's service (rights lost, a board deleted) is logged and not retried; anything else
 * throws, and the outbox delivers the event again.
 */
export async function deliverItem(
  parts: readonly { tag: string; integrations?: KindIntegrationParts }[],
  source: IntegrationSource,
  found: { moduleId: string; item: IntegrationItem },
): Promise<string | null> {
  const db = getDb();
  const link = await db.moduleIntegrationModule.findUnique({
    where: { moduleId: found.moduleId },
    select: {
      tag: true,
      integration: {
        select: {
          id: true,
          workspaceId: true,
          active: true,
          settings: true,
          createdBy: { select: { id: true, email: true, name: true, locale: true, deletedAt: true } },
          modules: { select: { moduleId: true, tag: true } },
        },
      },
    },
  });
  const integration = link?.integration;
  const other = integration?.modules.find((module) => module.moduleId !== found.moduleId);
  if (!link || !integration?.active || !other) return null;
  const feature = integrationFeature(link.tag, other.tag);
  const target = parts.find((part) => part.tag === other.tag)?.integrations?.target;
  if (!feature || !source.features.includes(feature) || !target?.features.includes(feature)) return null;
  const done = await db.integrationDelivery.findUnique({
    where: { integrationId_sourceId: { integrationId: integration.id, sourceId: found.item.sourceId } },
    select: { targetId: true },
  });
  if (done) return done.targetId;
  const owner = integration.createdBy;
  if (!owner || owner.deletedAt) {
    logger.warn(
      `[integrations] ${integration.id}: whoever linked it is gone; ${found.item.sourceId} not delivered`,
    );
    return null;
  }
  const settings = integrationSettingsSchema.safeParse(integration.settings);
  const mapping = settings.success ? (settings.data.forms[found.item.groupId] ?? null) : null;
  let targetId: string;
  try {
    targetId = await target.create({
      actor: actingActor(owner, integration.workspaceId, `integration:${integration.id}`),
      moduleId: other.moduleId,
      item: found.item,
      mapping,
      locale: isLocale(owner.locale) ? owner.locale : "en",
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    logger.warn(`[integrations] ${integration.id}: ${found.item.sourceId} refused (${error.message})`);
    return null;
  }
  // A crash before this line makes the item again on the next delivery (made twice rather than lost).
  await db.integrationDelivery.createMany({
    data: [{ integrationId: integration.id, sourceId: found.item.sourceId, targetId }],
    skipDuplicates: true,
  });
  return targetId;
}

/**
 * The one durable subscriber of every kind's integration sources: each event once across the nodes,
 * again after a crash. Attached by server.ts and worker.ts beside the workspace webhooks.
 */
export function attachIntegrationDeliveries(
  parts: readonly { tag: string; integrations?: KindIntegrationParts }[],
): () => void {
  const sources = parts.flatMap((part) => part.integrations?.sources ?? []);
  const types = [...new Set(sources.flatMap((source) => source.eventTypes))];
  if (types.length === 0) return () => undefined;
  return subscribeDurable({
    name: "integration-deliveries",
    types,
    async handle(event) {
      for (const source of sources) {
        if (!source.eventTypes.includes(event.type)) continue;
        const found = await source.read(event);
        if (found) await deliverItem(parts, source, found);
      }
    },
  });
}
