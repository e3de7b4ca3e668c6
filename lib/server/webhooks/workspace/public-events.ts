import "server-only";
import type { WebhookEventType } from "@/lib/webhooks/catalog";
import type {
  DomainEvent,
  DomainEventOf,
  DomainEventType,
  KindDomainEvents,
  PlatformDomainEvent,
} from "@/lib/server/events/types";

// What workspace webhooks hear (issue 39): each domain event turned into the public events of the
// catalogue (lib/webhooks/catalog.ts), or named internal (sessions, the inbox, access checks, and
// second forms of an event another one already tells). The platform's events are turned here; each
// kind's in its manifest (kind.server.ts `webhooks`, typed so that a kind declaring a domain event
// must say what it becomes), gathered by lib/server/modules/server-kinds.ts.

/** A public event as a workspace webhook receives it (in `data` of {type, timestamp, data}). */
export interface PublicEvent {
  type: WebhookEventType;
  /** The module it happened in; null: outside modules (a member joined, goals). */
  moduleId: string | null;
  /**
   * Only these people may hear it (a chat conversation's members): a webhook hears it only when
   * the person who set it up is one. Absent: whoever may read the module.
   */
  audience?: readonly string[];
  /** What the event says: ids always, and the object itself where the event carries it. */
  data: Record<string, unknown>;
}

/** How one domain event type becomes public events, or "internal" (never sent). */
export type WebhookMapper<T extends DomainEventType> =
  ((event: DomainEventOf<T>) => PublicEvent[]) | "internal";

/** A kind's mappers: one for each of its domain event types (the compiler asks for each). */
export type KindWebhookEvents<Tag extends keyof KindDomainEvents> = {
  [T in KindDomainEvents[Tag]["type"]]: WebhookMapper<T>;
};

/** The manifest's part: required of a kind that declares domain events. */
export type KindWebhookPart<Tag> = Tag extends keyof KindDomainEvents
  ? { webhooks: KindWebhookEvents<Tag> }
  : { webhooks?: undefined };

/** What a module event carries for everyone: where and who. */
export function moduleFields(event: { moduleId: string; actorId?: string | null }) {
  return { moduleId: event.moduleId, actorId: event.actorId || null };
}

/** One public event of a module change. */
export function inModule(
  event: { moduleId: string; actorId?: string | null },
  type: WebhookEventType,
  data: Record<string, unknown>,
): PublicEvent {
  return { type, moduleId: event.moduleId, data: { ...moduleFields(event), ...data } };
}

const PLATFORM: { [T in PlatformDomainEvent["type"]]: WebhookMapper<T> } = {
  "access.changed": "internal",
  "sessions.revoked": "internal",
  "notifications.created": "internal",
  "notifications.read": "internal",
  "invitation.accepted": (event) => [
    {
      type: "member.joined",
      moduleId: null,
      data: { userId: event.actorId, invitedBy: event.inviterId },
    },
  ],
  "goals.changed": (event) => [{ type: "goals.changed", moduleId: null, data: { goalIds: event.goalIds } }],
};

type AnyMapper = ((event: DomainEvent) => PublicEvent[]) | "internal";

/** Every domain event type's mapper: the platform's and the kinds' (their manifests). */
export function webhookMappers(kinds: readonly { webhooks?: object }[]): Map<string, AnyMapper> {
  const map = new Map<string, AnyMapper>(Object.entries(PLATFORM) as [string, AnyMapper][]);
  for (const kind of kinds) {
    for (const [type, mapper] of Object.entries(kind.webhooks ?? {})) map.set(type, mapper as AnyMapper);
  }
  return map;
}
