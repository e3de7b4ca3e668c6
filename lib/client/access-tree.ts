// The Manage access tree's state and its cascade rules (spec §4 "Access tree"), kept pure so they
// are unit-tested apart from the modal that renders them.
import type {
  AccessGrant,
  AccessRow,
  AccessRowResult,
  AccessRowType,
  AccessTreeProject,
} from "@/lib/schemas/access";
import { ASSIGNABLE_ROLES, type RoleValue } from "@/lib/schemas/permissions";

export type AccessRole = (typeof ASSIGNABLE_ROLES)[number];

export interface AccessNode {
  checked: boolean;
  role: AccessRole;
  /** The role saved on the server; null when the member has no saved access to it. */
  serverRole: RoleValue | null;
}

export interface AccessTreeState {
  projects: Record<string, AccessNode>;
  modules: Record<string, AccessNode & { parent: string }>;
}

/** `type:owner`, the key of a row's failure. */
export const rowKey = (type: AccessRowType, owner: string) => `${type}:${owner}`;

const toAccessRole = (role: RoleValue): AccessRole => (role === "owner" ? "admin" : role);

/** Viewers and guests never write: their tree offers viewer and guest only. */
export function rolesFor(memberRole: RoleValue): AccessRole[] {
  return memberRole === "viewer" || memberRole === "guest" ? ["viewer", "guest"] : [...ASSIGNABLE_ROLES];
}

/** The role a newly ticked box starts with: the member's own role, capped to what the tree offers. */
export function defaultRoleFor(memberRole: RoleValue): AccessRole {
  return toAccessRole(memberRole);
}

/** Every project and module of the tree, ticked where the member has saved access. */
export function initialAccessState(
  tree: AccessTreeProject[],
  grants: AccessGrant[],
  defaultRole: AccessRole,
): AccessTreeState {
  const saved = new Map(grants.map((grant) => [rowKey(grant.type, grant.owner), grant.role]));
  const node = (type: AccessRowType, id: string): AccessNode => {
    const serverRole = saved.get(rowKey(type, id)) ?? null;
    return {
      checked: serverRole !== null,
      role: serverRole ? toAccessRole(serverRole) : defaultRole,
      serverRole,
    };
  };
  const state: AccessTreeState = { projects: {}, modules: {} };
  for (const project of tree) {
    state.projects[project.id] = node("project", project.id);
    for (const mod of project.modules)
      state.modules[mod.id] = { ...node("module", mod.id), parent: project.id };
  }
  return state;
}

function modulesOf(state: AccessTreeState, projectId: string): string[] {
  return Object.keys(state.modules).filter((id) => state.modules[id]!.parent === projectId);
}

type ModuleNode = AccessTreeState["modules"][string];

/** The state with a project changed as `change` says and each of its modules as `changeModule` says. */
function changeProject(
  state: AccessTreeState,
  projectId: string,
  change: Partial<AccessNode>,
  changeModule: (mod: ModuleNode, project: AccessNode) => ModuleNode,
): AccessTreeState {
  const project = state.projects[projectId];
  if (!project) return state;
  const modules = { ...state.modules };
  for (const id of modulesOf(state, projectId)) modules[id] = changeModule(modules[id]!, project);
  return { projects: { ...state.projects, [projectId]: { ...project, ...change } }, modules };
}

/** Ticking a project ticks its modules (with the project's role); unticking removes them too. */
export function toggleProject(state: AccessTreeState, projectId: string, checked: boolean): AccessTreeState {
  return changeProject(state, projectId, { checked }, (mod, project) =>
    checked
      ? { ...mod, checked: true, role: mod.checked ? mod.role : project.role }
      : { ...mod, checked: false },
  );
}

/** Ticking a module ticks its project as well: a module is reached through its project. */
export function toggleModule(state: AccessTreeState, moduleId: string, checked: boolean): AccessTreeState {
  const mod = state.modules[moduleId];
  if (!mod) return state;
  const project = state.projects[mod.parent];
  const projects =
    checked && project && !project.checked
      ? { ...state.projects, [mod.parent]: { ...project, checked: true } }
      : state.projects;
  const role = checked && !mod.checked && project ? project.role : mod.role;
  return { projects, modules: { ...state.modules, [moduleId]: { ...mod, checked, role } } };
}

/**
 * A project's role: admin cascades to all its modules; any other role resets the modules that have
 * no server role to it (those saved keep their own).
 */
export function setProjectRole(state: AccessTreeState, projectId: string, role: AccessRole): AccessTreeState {
  return changeProject(state, projectId, { role }, (mod) =>
    role === "admin" || mod.serverRole === null ? { ...mod, role } : mod,
  );
}

export function setModuleRole(state: AccessTreeState, moduleId: string, role: AccessRole): AccessTreeState {
  const mod = state.modules[moduleId];
  if (!mod) return state;
  return { ...state, modules: { ...state.modules, [moduleId]: { ...mod, role } } };
}

function rowOf(
  type: AccessRowType,
  owner: string,
  node: AccessNode,
  parentOwner: string | null,
): AccessRow | null {
  if (node.checked && node.role !== node.serverRole)
    return { type, action: "add", owner, role: node.role, parentOwner, serverRole: node.serverRole };
  if (!node.checked && node.serverRole !== null)
    return { type, action: "remove", owner, role: node.role, parentOwner, serverRole: node.serverRole };
  return null;
}

/** The row that brings one node to the server, or null when it is already saved as shown. */
export function rowFor(state: AccessTreeState, key: string): AccessRow | null {
  const [type, owner = ""] = key.split(":") as [AccessRowType, string];
  if (type === "project") {
    const node = state.projects[owner];
    return node ? rowOf("project", owner, node, null) : null;
  }
  const node = state.modules[owner];
  return node ? rowOf("module", owner, node, node.parent) : null;
}

/**
 * The access payload for everything that differs from the server: project grants first (a module
 * is reached through its project), then modules, then project removals (which remove their modules).
 */
export function changedRows(state: AccessTreeState): AccessRow[] {
  const projectRows = Object.keys(state.projects)
    .map((id) => rowFor(state, rowKey("project", id)))
    .filter((row): row is AccessRow => row !== null);
  const moduleRows = Object.keys(state.modules)
    .map((id) => rowFor(state, rowKey("module", id)))
    .filter((row): row is AccessRow => row !== null);
  return [
    ...projectRows.filter((row) => row.action === "add"),
    ...moduleRows,
    ...projectRows.filter((row) => row.action === "remove"),
  ];
}

/**
 * Records the server's answer: saved rows become the new server roles, failed rows are returned by
 * key with their message (the red icon and its retry).
 */
export function applyResults(
  state: AccessTreeState,
  rows: AccessRow[],
  results: AccessRowResult[],
): { state: AccessTreeState; failures: Record<string, string> } {
  const projects = { ...state.projects };
  const modules = { ...state.modules };
  const failures: Record<string, string> = {};
  rows.forEach((row, index) => {
    const result = results[index];
    const key = rowKey(row.type, row.owner);
    if (!result || !result.ok) {
      failures[key] = result && !result.ok ? result.message : "";
      return;
    }
    const serverRole = row.action === "add" ? (row.role ?? null) : null;
    if (row.type === "project" && projects[row.owner]) {
      projects[row.owner] = { ...projects[row.owner]!, serverRole };
      // The server drops a removed project's mod access with it.
      if (row.action === "remove")
        for (const id of modulesOf(state, row.owner)) modules[id] = { ...modules[id]!, serverRole: null };
    }
    if (row.type === "module" && modules[row.owner])
      modules[row.owner] = { ...modules[row.owner]!, serverRole };
  });
  return { state: { projects, modules }, failures };
}
