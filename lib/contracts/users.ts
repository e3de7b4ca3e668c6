// The users API (spec/user-management.md): the active workspace's people for pickers, the caller's
// own profile and preferences, and the workspace's custom role titles, declared once: served by the
// route files under app/api/v1/users, called by lib/client/users/api.ts and
// lib/client/user-management/api.ts.
import * as z from "@/lib/zod";
import { defineEndpoint } from "@/lib/contracts/endpoint";
import { roleRowSchema } from "@/lib/roles/types";
import { roleInputSchema, roleParamsSchema, userListQuerySchema } from "@/lib/schemas/members";
import { tourParamsSchema, userParamsSchema, userPreferencesSchema } from "@/lib/schemas/users";
import { TOURS } from "@/lib/tours";
import { pickerUserSchema, userProfileSchema } from "@/lib/users/types";

const roles = "/api/v1/users/roles" as const;

export const listUsers = defineEndpoint({
  method: "GET",
  path: "/api/v1/users",
  auth: "session",
  summary: "The active workspace's members for pickers, by name (search by name or e-mail)",
  query: userListQuerySchema,
  response: z.array(pickerUserSchema),
});

export const getUser = defineEndpoint({
  method: "GET",
  path: "/api/v1/users/{id}",
  auth: "session",
  summary: "The caller's own profile with the active workspace (another user's id is 404)",
  params: userParamsSchema,
  response: userProfileSchema,
});

// Another user's id is 404 whatever the body: the route validates the body after that check.
export const updateUserPreferences = defineEndpoint({
  method: "PATCH",
  path: "/api/v1/users/{id}",
  auth: "session",
  summary: "Save the caller's own preferences (time zone; null is the browser's)",
  params: userParamsSchema,
  body: userPreferencesSchema,
  response: userProfileSchema,
});

export const finishTour = defineEndpoint({
  method: "PUT",
  path: "/api/v1/users/{id}/tours/{tour}",
  auth: "session",
  summary: "Note that the caller finished or skipped a guided tour: it opens once per person",
  params: tourParamsSchema,
  response: z.object({ toursDone: z.array(z.enum(TOURS)) }),
});

export const listRoles = defineEndpoint({
  method: "GET",
  path: roles,
  auth: "session",
  summary: "The active workspace's custom roles, by title, with how many members carry each",
  response: z.array(roleRowSchema),
});

export const createRole = defineEndpoint({
  method: "POST",
  path: roles,
  auth: "session",
  summary: "Add a custom role title",
  body: roleInputSchema,
  response: roleRowSchema,
  status: 201,
});

export const getRole = defineEndpoint({
  method: "GET",
  path: `${roles}/{id}`,
  auth: "session",
  summary: "One custom role of the active workspace",
  params: roleParamsSchema,
  response: roleRowSchema,
});

// The route also takes the body as form data (the spec's client sends a form): it reads the body
// itself, capped at 64 KB, and the service validates it with the same schema.
export const updateRole = defineEndpoint({
  method: "PATCH",
  path: `${roles}/{id}`,
  auth: "session",
  summary: "Rename a custom role: { title } as JSON, or as multipart or url-encoded form data",
  params: roleParamsSchema,
  body: roleInputSchema,
  response: roleRowSchema,
});

export const deleteRole = defineEndpoint({
  method: "DELETE",
  path: `${roles}/{id}`,
  auth: "session",
  summary: "Delete a custom role (members keep their role, lose the title)",
  params: roleParamsSchema,
  response: z.object({ deleted: z.literal(true) }),
});
