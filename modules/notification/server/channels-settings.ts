import "server-only";
import { FAILING_AFTER, type ChannelSettings, type ChannelStatus } from "@/modules/notification/shared/types";
import { maskUrl } from "./privacy";

/** 'Disabled' when turned off, 'Failing' after FAILING_AFTER failed deliveries in a row, else 'Available'. */
export function channelStatus(row: { enabled: boolean; failures: number }): ChannelStatus {
  if (!row.enabled) return "disabled";
  return row.failures >= FAILING_AFTER ? "failing" : "available";
}

/** A channel's settings as stored (a webhook's URL whole). */
export type StoredChannelSettings =
  | { kind: "inApp" }
  | { kind: "email"; fromName: string | null; replyTo: string | null }
  | { kind: "webhook"; url: string };

/** A channel's stored settings, read for its kind (anything unexpected reads as unset). */
export function settingsOf(kind: string, stored: unknown): StoredChannelSettings {
  const value = (stored && typeof stored === "object" ? stored : {}) as Record<string, unknown>;
  const text = (key: string) => (typeof value[key] === "string" ? (value[key] as string) : null);
  if (kind === "email") return { kind: "email", fromName: text("fromName"), replyTo: text("replyTo") };
  if (kind === "webhook") return { kind: "webhook", url: text("url") ?? "" };
  return { kind: "inApp" };
}

/** The settings an answer gives: a webhook's URL whole to those who see secrets, else masked. */
export function shownSettings(kind: string, stored: unknown, showSecrets: boolean): ChannelSettings {
  const settings = settingsOf(kind, stored);
  if (settings.kind !== "webhook") return settings;
  return showSecrets
    ? { ...settings, masked: false }
    : { kind: "webhook", url: maskUrl(settings.url), masked: true };
}

/** A webhook channel's URL ("" for another kind). */
export function webhookUrlOf(stored: unknown): string {
  const settings = settingsOf("webhook", stored);
  return settings.kind === "webhook" ? settings.url : "";
}
