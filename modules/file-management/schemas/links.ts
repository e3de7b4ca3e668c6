// Inputs of File management's public links (contracts/links.ts): the owner's settings of a link,
// and what a visitor of /s/{token} sends. Messages are validation.* keys.
import * as z from "@/lib/zod";
import { memberIdSchema } from "@/lib/schemas/members";
import { itemIdSchema } from "@/modules/file-management/schemas/drive";
import {
  LINK_MAX_DOWNLOADS,
  LINK_PASSWORD_MAX,
  LINK_PASSWORD_MIN,
} from "@/modules/file-management/shared/links";

export const linkParamsSchema = z.object({
  moduleId: memberIdSchema,
  itemId: itemIdSchema,
  linkId: z.string().check(z.regex(/^[0-9a-f]{24}$/, "validation.driveLinkIdInvalid")),
});

const passwordSchema = z
  .string({ error: "validation.driveLinkPasswordInvalid" })
  .check(
    z.minLength(LINK_PASSWORD_MIN, "validation.driveLinkPasswordInvalid"),
    z.maxLength(LINK_PASSWORD_MAX, "validation.driveLinkPasswordInvalid"),
  );
/** In the future (checked again by the service against its clock), within ten years. */
const expirySchema = z.iso.datetime({ offset: true, error: "validation.driveLinkExpiryInvalid" });
const maxDownloadsSchema = z
  .int({ error: "validation.driveLinkMaxDownloadsInvalid" })
  .check(
    z.minimum(1, "validation.driveLinkMaxDownloadsInvalid"),
    z.maximum(LINK_MAX_DOWNLOADS, "validation.driveLinkMaxDownloadsInvalid"),
  );

/** POST …/items/{itemId}/links: a new link; each setting optional (none: anyone with the URL, for good). */
export const createLinkSchema = z.strictObject({
  password: z.optional(z.nullable(passwordSchema)),
  expiresAt: z.optional(z.nullable(expirySchema)),
  maxDownloads: z.optional(z.nullable(maxDownloadsSchema)),
});

/** PATCH …/links/{linkId}: what changes (null clears a setting; an absent key keeps it). */
export const updateLinkSchema = createLinkSchema;

export const logQuerySchema = z.object({
  cursor: z.optional(z.string().check(z.maxLength(200, "validation.invalidCursor"))),
});

/** A link's token: 32 random bytes in base64url. */
export const tokenParamsSchema = z.object({
  token: z.string().check(z.regex(/^[\w-]{43}$/, "errors.driveLinkNotFound")),
});

export const unlockSchema = z.strictObject({
  password: z
    .string({ error: "validation.driveLinkPasswordRequired" })
    .check(
      z.minLength(1, "validation.driveLinkPasswordRequired"),
      z.maxLength(LINK_PASSWORD_MAX, "validation.driveLinkPasswordWrong"),
    ),
});

export const publicItemsQuerySchema = z.object({
  folderId: z.optional(itemIdSchema),
  cursor: z.optional(z.string().check(z.maxLength(1_000, "validation.invalidCursor"))),
});

export const publicDownloadQuerySchema = z.object({ itemId: z.optional(itemIdSchema) });
