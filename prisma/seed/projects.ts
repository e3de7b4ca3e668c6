import type { Db } from "../../lib/server/db";
import { newId } from "../../lib/server/ids";

/** A project in a workspace, optionally private, with the given members' access roles. */
export async function seedProject(
  db: Db,
  workspaceId: string,
  input: { name?: string; private?: boolean; createdById?: string } = {},
): Promise<{ id: string; name: string }> {
  const project = { id: newId(), name: input.name ?? `Project ${Math.random().toString(36).slice(2, 8)}` };
  await db.project.create({
    data: {
      ...project,
      workspaceId,
      private: input.private ?? false,
      createdById: input.createdById ?? null,
    },
  });
  return project;
}

/** A module of the catalog placed on a project's grid (the catalog must be seeded). */
export async function seedProjectModule(
  db: Db,
  projectId: string,
  input: { tag?: string; name?: string; i?: number } = {},
): Promise<{ id: string; name: string; tag: string }> {
  const definition = await db.moduleDefinition.findUniqueOrThrow({
    where: { tag: input.tag ?? "TaskManagement" },
  });
  const index = input.i ?? (await db.projectModule.count({ where: { projectId } }));
  // Without a name the module shows its catalog title in each viewer's language (name stays null).
  const placed = { id: newId(), name: input.name ?? definition.title, tag: definition.tag };
  await db.projectModule.create({
    data: {
      id: placed.id,
      name: input.name ?? null,
      tag: placed.tag,
      projectId,
      moduleId: definition.id,
      i: String(index),
      x: 0,
      y: index * definition.height,
      w: definition.width,
      h: definition.height,
    },
  });
  return placed;
}
