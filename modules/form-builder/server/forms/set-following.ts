import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { formScope } from "../scope";

/** PUT/DELETE …/form/{formId}/follow: be told (or not) of each new response. */
export async function setFollowing(
  actor: Actor,
  input: { params: unknown; follow: boolean },
  locale: Locale,
): Promise<{ following: boolean }> {
  const { formId } = await formScope(actor, input.params, locale);
  const db = getDb();
  if (input.follow)
    await db.formFollower.upsert({
      where: { formId_userId: { formId, userId: actor.userId } },
      create: { formId, userId: actor.userId },
      update: {},
    });
  else await db.formFollower.deleteMany({ where: { formId, userId: actor.userId } });
  return { following: input.follow };
}
