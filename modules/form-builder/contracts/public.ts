// A published form's public API (/f/{slug}, signed out), declared once: served by the route files
// under app/api/v1/public/forms, called by modules/form-builder/components/public-form.tsx. Apart from
// the editor's contracts (modules/form-builder/contracts.ts) so the public page, which must stay
// light, imports only these and their schemas.
import { defineEndpoint, okSchema } from "@/lib/contracts/endpoint";
import {
  slugParamsSchema,
  submitSchema,
  uploadQuerySchema,
  visitSchema,
} from "@/modules/form-builder/schemas/public";
import {
  formChallengeSchema,
  publicFormSchema,
  publicUploadSchema,
  submitResultSchema,
} from "@/modules/form-builder/shared/public";

const base = "/api/v1/public/forms/{slug}" as const;

export const getPublicForm = defineEndpoint({
  method: "GET",
  path: base,
  auth: "public",
  summary: "The published form and whether it takes responses now (404 for drafts and unknown slugs)",
  params: slugParamsSchema,
  response: publicFormSchema,
});

export const getChallenge = defineEndpoint({
  method: "GET",
  path: `${base}/challenge`,
  auth: "public",
  summary:
    "A proof-of-work challenge (ALTCHA v2) for one submission or upload of this form, to solve and send as `altcha` (rate-limited per address)",
  params: slugParamsSchema,
  response: formChallengeSchema,
});

export const submitResponse = defineEndpoint({
  method: "POST",
  path: `${base}/submit`,
  auth: "public",
  summary:
    "Submit a response (400 with `fields`, element id → message, when answers fail; 403 without a solved challenge, or one already used; 409 when closed, full, answered from this browser or for a version no longer taken; a retried submission id answers the stored one)",
  params: slugParamsSchema,
  body: submitSchema,
  response: submitResultSchema,
});

export const recordVisit = defineEndpoint({
  method: "POST",
  path: `${base}/visit`,
  auth: "public",
  summary: "Record a view, a start or the furthest element reached (analytics)",
  params: slugParamsSchema,
  body: visitSchema,
  response: okSchema,
});

// The file is sent as multipart/form-data (`file`), not JSON: no `body` here; the handler reads it.
export const uploadAnswerFile = defineEndpoint({
  method: "POST",
  path: `${base}/upload`,
  auth: "public",
  summary:
    "Upload a respondent's file for an Image or File upload element (multipart/form-data `file`; checked by its bytes against the element's types and size; 403 without a solved challenge of its own; 409 for a version no longer taken; 429 past the form's or workspace's quota of unsubmitted uploads)",
  params: slugParamsSchema,
  query: uploadQuerySchema,
  response: publicUploadSchema,
});
