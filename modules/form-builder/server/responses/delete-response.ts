import "server-only";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";
import { withEvents } from "@/lib/server/events/commit";
import { notFound } from "@/lib/server/errors";
import { formRoomEvents } from "../events";
import { assertModuleCan } from "../scope";
import { forgetFoldedResponse } from "../stats/forget-folded-response";
import { responseScope } from "./response-rows";

/** DELETE …/responses/{responseId}: gone from the table, the analytics and the limit's count. */
export async function deleteResponse(
  actor: Actor,
  input: { params: unknown },
  locale: Locale,
): Promise<{ id: string }> {
  const { scope, formId, responseId } = await responseScope(actor, input.params, locale);
  assertModuleCan(scope, "delete");
  await withEvents(async (tx, emit) => {
    // Out of the folded counts first (while the row is there to count), then gone.
    await forgetFoldedResponse(tx, formId, responseId);
    const gone = await tx.formResponse.deleteMany({ where: { id: responseId, formId } });
    if (gone.count === 0) throw notFound("errors.formResponseNotFound");
    await tx.$executeRaw`
      UPDATE "Form" SET "responseCount" = GREATEST("responseCount" - 1, 0)
       WHERE "id" = ${formId} AND "responseLimit" IS NOT NULL`;
    emit(
      ...formRoomEvents(actor, { workspaceId: scope.membership.workspaceId, moduleId: scope.moduleId }, [
        { type: "response.deleted", formId, responseId },
      ]),
    );
  });
  return { id: responseId };
}
