import "server-only";
import { getDb } from "@/lib/server/db";
import { moduleReaders } from "@/lib/server/modules/module-readers";
import { notify } from "@/lib/server/notifications/notify";

/**
 * Tells a form's followers of a new response ("form.response"), each only while they may still read
 * the module (the gate's rule from their side). A private form tells only its creator (the
 * module's admins see it too, but whether they still administer it is not re-checked here).
 * Respondents are strangers: there is no actor.
 */
export async function notifyFollowers(form: {
  id: string;
  moduleId: string;
  workspaceId: string;
  title: string;
  private: boolean;
  createdById: string | null;
}): Promise<void> {
  const db = getDb();
  const followers = await db.formFollower.findMany({
    where: { formId: form.id, ...(form.private ? { userId: form.createdById ?? "" } : {}) },
    select: { userId: true },
  });
  if (followers.length === 0) return;
  const placed = await db.projectModule.findUnique({
    where: { id: form.moduleId },
    select: { private: true, project: { select: { id: true, private: true } } },
  });
  const readers = await moduleReaders(
    form.workspaceId,
    { moduleId: form.moduleId, private: placed?.private ?? false, project: placed?.project ?? null },
    followers.map((f) => f.userId),
  );
  await notify(form.workspaceId, readers, {
    kind: "form.response",
    params: { formTitle: form.title },
    actorId: null,
    moduleId: form.moduleId,
    objectId: form.id,
    link: `/form-builder/${form.moduleId}/${form.id}/edit?view=responses`,
  });
}
