// Custom role data shapes (User management > roles), shared by the services, the route handlers and
// the client.

/** A custom role (spec §3: id, title) with how many members carry it. */
export interface RoleRow {
  id: string;
  title: string;
  members: number;
  createdAt: string;
  updatedAt: string;
}
