import "server-only";
import { getDb } from "@/lib/server/db";
import { notify } from "@/lib/server/inbox/notify";
import { moduleReaders } from "@/lib/server/modules/module-readers";
import { automationHrefs } from "../../shared/urls";

/** A user task a cycle has just added: what its inbox item says and who decides. */
export interface AskedTask {
  id: string;
  title: string;
  assigneeId: string | null;
}

/**
 * Tells each new user task's decider in their inbox (and digest, as they chose: automation.decision):
 * its assignee, or the automation's owner when it has none; the item opens the run in 'Automation
 * instances', where Approve and Reject are. Only someone who may open the module is told.
 */
export async function announceUserTasks(
  instance: { id: string; workspaceId: string; processId: string; ownerId: string },
  tasks: readonly AskedTask[],
): Promise<void> {
  const process = await getDb().automationProcess.findUnique({
    where: { id: instance.processId },
    select: { name: true, moduleId: true, projectModule: { select: { projectId: true } } },
  });
  if (!process) return;
  const place = { projectId: process.projectModule?.projectId ?? null, moduleId: process.moduleId };
  const deciders = [...new Set(tasks.map((task) => task.assigneeId ?? instance.ownerId))];
  const readers = new Set(
    await moduleReaders(
      instance.workspaceId,
      { moduleId: process.moduleId, private: false, project: null },
      deciders,
    ),
  );
  for (const task of tasks) {
    const decider = task.assigneeId ?? instance.ownerId;
    if (!readers.has(decider)) continue;
    await notify(instance.workspaceId, [decider], {
      kind: "automation.decision",
      params: { excerpt: task.title, moduleName: process.name },
      actorId: null,
      moduleId: process.moduleId,
      objectId: task.id,
      link: automationHrefs.instances(place, instance.processId, instance.id),
    });
  }
}
