import "server-only";
import type { ContentType } from "@/modules/content-hub/shared/types";
import { getDb } from "@/lib/server/db";
import { badRequest } from "@/lib/server/errors";

// A content hub uses only its own uploads (File.ownerKind 'content_hub' of this module): a post's
// cover and body, a product's images and downloads, a category's image. A key of another module,
// another project's cover, a form's upload or another workspace is refused, so content can never
// publish (through the public file route) or show its readers a file they could not read.

const KEY = "[0-9a-f]{24}/[0-9a-f]{24}\\.[a-z0-9]{1,8}";
/** Our file addresses in rich text (an <img>'s src, a link's href, or plain text alike). */
const IN_BODY = new RegExp(`/api/v1/files/(${KEY})`, "g");
/** A JSON string value that is a stored file key ('/' + key). */
const IN_FIELDS = new RegExp(`"/(${KEY})"`, "g");

/** The storage keys a post's body names. */
export const bodyFileKeys = (html: string): string[] => [...html.matchAll(IN_BODY)].map((m) => m[1]!);

/** The storage key of a stored file key ('/' + key), as content keeps it. */
const keyOf = (fileKey: string) => fileKey.replace(/^\//, "");

/**
 * The storage keys a product's custom fields name: any value that is exactly a stored file key
 * (a download's file, but a specification's value too, which the public file route would serve).
 */
const fieldFileKeys = (customFields: unknown): string[] =>
  [...(JSON.stringify(customFields) ?? "").matchAll(IN_FIELDS)].map((m) => m[1]!);

/**
 * What an item names: stored file keys ('/' + key: covers, images, a category's image), bodies of
 * rich text (a post's, as stored: sanitised) and a product's custom fields.
 */
export interface NamedFiles {
  fileKeys?: readonly (string | null | undefined)[];
  bodies?: readonly (string | null | undefined)[];
  customFields?: unknown;
}

/**
 * 400 (validation.contentFileForeign) unless every file `named` names is an upload of the module
 * `moduleId`: one indexed query, none when nothing is named.
 */
export async function assertOwnFiles(moduleId: string, named: NamedFiles): Promise<void> {
  const keys = new Set([
    ...(named.customFields === undefined ? [] : fieldFileKeys(named.customFields)),
    ...(named.fileKeys ?? []).flatMap((fileKey) => (fileKey ? [keyOf(fileKey)] : [])),
    ...(named.bodies ?? []).flatMap((body) => (body ? bodyFileKeys(body) : [])),
  ]);
  if (keys.size === 0) return;
  const owned = await getDb().file.count({
    where: { key: { in: [...keys] }, ownerKind: "content_hub", ownerId: moduleId },
  });
  if (owned !== keys.size) throw badRequest("validation.contentFileForeign");
}

/**
 * Before a post or product is published: 400 if what it stores names a file the module does not
 * own (content saved before this rule), so it is never made public.
 */
export async function assertItemOwnFiles(
  contentType: ContentType,
  moduleId: string,
  id: string,
): Promise<void> {
  const db = getDb();
  const named: NamedFiles | null =
    contentType === "blog"
      ? await db.contentPost
          .findFirst({ where: { id, moduleId }, select: { coverImgUrl: true, content: true } })
          .then((post) => post && { fileKeys: [post.coverImgUrl], bodies: [post.content] })
      : await db.contentProduct
          .findFirst({ where: { id, moduleId }, select: { mediaUrls: true, customFields: true } })
          .then((product) => product && { fileKeys: product.mediaUrls, customFields: product.customFields });
  if (named) await assertOwnFiles(moduleId, named);
}
