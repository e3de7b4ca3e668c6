import "server-only";
import type { DomainEventType } from "@/lib/server/events/types";
import { SERVER_KINDS } from "@/modules/kinds.server";
import { PLATFORM_TRIGGERS, TRIGGER_CATALOG } from "../shared/catalog";
import type { TriggerDefinition } from "@/lib/server/automation/types";

/**
 * The triggers a start event may name: the platform's (`manual`: a person's Run or the API's start;
 * `schedule`: its RRULE, swept by automation-timers; `webhook`: the public hook route) and each
 * kind's, fired by the outbox's domain events (its kind.server.ts `automation.triggers`). Only the
 * catalog's names (shared/catalog.ts) count, so what the modeler offers is what deploys.
 */
interface Triggers {
  names: ReadonlySet<string>;
  byName: ReadonlyMap<string, TriggerDefinition>;
  byEvent: ReadonlyMap<DomainEventType, readonly TriggerDefinition[]>;
}

let built: Triggers | null = null;

// Read lazily: modules/kinds.server.ts lists workflow automation's own server side, which imports this.
function triggers(): Triggers {
  if (built) return built;
  const declared = new Set(TRIGGER_CATALOG.map((entry) => entry.name));
  const byName = new Map<string, TriggerDefinition>();
  for (const server of Object.values(SERVER_KINDS)) {
    for (const trigger of server.automation?.triggers ?? [])
      if (declared.has(trigger.name)) byName.set(trigger.name, trigger);
  }
  const byEvent = new Map<DomainEventType, TriggerDefinition[]>();
  for (const trigger of byName.values()) {
    for (const type of trigger.events) byEvent.set(type, [...(byEvent.get(type) ?? []), trigger]);
  }
  const names = new Set([...PLATFORM_TRIGGERS.map((entry) => entry.name), ...byName.keys()]);
  built = { names, byName, byEvent };
  return built;
}

/** Every trigger name a deploy accepts. */
export function triggerNames(): ReadonlySet<string> {
  return triggers().names;
}

/**
 * The triggers a message catch event may wait for (its message's name): those the outbox's events
 * fire (not the platform's, nor the swept ones, which no event tells of).
 */
export function messageNames(): ReadonlySet<string> {
  return new Set(
    [...triggers().byName.values()].filter((one) => one.events.length > 0).map((one) => one.name),
  );
}

/** The event triggers a domain event type may fire. */
export function triggersForEvent(type: DomainEventType): readonly TriggerDefinition[] {
  return triggers().byEvent.get(type) ?? [];
}

/** The triggers the automation-timers sweep fires (no domain event tells of them). */
export function sweptTriggers(): TriggerDefinition[] {
  return [...triggers().byName.values()].filter((trigger) => trigger.sweep);
}

/** Every domain event type some trigger listens to (the durable subscriber's types). */
export function triggerEventTypes(): DomainEventType[] {
  return [...triggers().byEvent.keys()];
}
