import "server-only";
import sharp from "sharp";
import { z } from "zod";
import { detectImageType } from "@/lib/files/file-types";
import { COVER_MAX_BYTES } from "@/lib/projects/covers";
import { avatarCropSchema, avatarQuerySchema } from "@/lib/schemas/users";
import { idSchema } from "@/lib/schemas/common";
import type { Actor } from "@/lib/server/auth/sessions";
import { getDb } from "@/lib/server/db";
import { badRequest, notFound } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import { ownUserId, toUserProfile, userProfileSelect } from "@/lib/server/users/get-user";
import type { UserProfile } from "@/lib/users/types";

/** The spec's avatar limit: JPG or PNG under 2 MB ('Image must smaller than 2MB!'). */
export const AVATAR_MAX_BYTES = COVER_MAX_BYTES;
/** Stored avatars are this many pixels square. */
export const AVATAR_SIZE = 256;
/** Decoding refuses images of more pixels than this (a decompression bomb in 2 MB). */
const MAX_PIXELS = 40_000_000;

const fileSchema = z
  .instanceof(File, { error: "validation.fileRequired" })
  .refine((file) => file.size > 0, { error: "validation.fileRequired" });

/** The address of a person's avatar; `v` changes with each new picture, so it may be cached for good. */
export const avatarUrl = (userId: string, version: number) => `/api/v1/users/${userId}/avatar?v=${version}`;

/**
 * The square of `crop` (in the image's pixels as shown, EXIF orientation applied; without it the
 * centred largest square) resized to AVATAR_SIZE WebP. A crop outside the image is 400.
 */
export async function avatarImage(
  bytes: Uint8Array,
  crop: z.infer<typeof avatarCropSchema>,
): Promise<Uint8Array<ArrayBuffer>> {
  let width: number;
  let height: number;
  let rotated: Buffer;
  try {
    // Applied first, so the crop is in the pixels the person saw.
    rotated = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" }).rotate().toBuffer();
    const meta = await sharp(rotated).metadata();
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch {
    throw badRequest("validation.imageUnreadable");
  }
  if (!width || !height) throw badRequest("validation.imageUnreadable");
  const side = crop.size ?? Math.min(width, height);
  const left = crop.x ?? Math.floor((width - side) / 2);
  const top = crop.y ?? Math.floor((height - side) / 2);
  if (left + side > width || top + side > height) throw badRequest("validation.avatarCropInvalid");
  const out = await sharp(rotated)
    .extract({ left, top, width: side, height: side })
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: "cover" })
    .webp({ quality: 82 })
    .toBuffer();
  return new Uint8Array(out);
}

/**
 * PUT /users/{id}/avatar: the caller's new picture from a JPG or PNG (recognised by its bytes) under
 * 2 MB, cropped to the square asked for and resized to 256×256 WebP; `User.image` then names it with
 * a new version. Another user's id is 404 before the body is read.
 */
export async function setAvatar(
  actor: Actor,
  rawId: unknown,
  rawCrop: unknown,
  read: () => Promise<File | null>,
): Promise<UserProfile> {
  const id = ownUserId(actor, rawId);
  const crop = parseInput(avatarCropSchema, rawCrop);
  const file = parseInput(fileSchema, await read());
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  if (!detectImageType(head)) throw badRequest("validation.fileType");
  if (file.size >= AVATAR_MAX_BYTES) throw badRequest("validation.fileTooLarge");
  const image = await avatarImage(new Uint8Array(await file.arrayBuffer()), crop);

  const db = getDb();
  const user = await db.$transaction(async (tx) => {
    const avatar = await tx.userAvatar.upsert({
      where: { userId: id },
      create: { userId: id, bytes: image },
      update: { bytes: image, version: { increment: 1 } },
      select: { version: true },
    });
    return tx.user.update({
      where: { id },
      data: { image: avatarUrl(id, avatar.version) },
      select: userProfileSelect,
    });
  });
  return toUserProfile(actor, user);
}

/** DELETE /users/{id}/avatar: back to initials (also drops a picture an external sign-in brought). */
export async function removeAvatar(actor: Actor, rawId: unknown): Promise<UserProfile> {
  const id = ownUserId(actor, rawId);
  const user = await getDb().$transaction(async (tx) => {
    await tx.userAvatar.deleteMany({ where: { userId: id } });
    return tx.user.update({ where: { id }, data: { image: null }, select: userProfileSelect });
  });
  return toUserProfile(actor, user);
}

/**
 * GET /users/{id}/avatar: the picture, for the person and whoever shares a workspace with them (one
 * statement); anyone else, or no picture, 404. `current`: the address's version is the stored one.
 */
export async function readAvatar(
  actor: Actor,
  rawId: unknown,
  rawQuery: unknown,
): Promise<{ bytes: Uint8Array; current: boolean; version: number }> {
  const id = parseInput(idSchema, rawId);
  const { v } = parseInput(avatarQuerySchema, rawQuery);
  const rows = await getDb().$queryRaw<{ bytes: Uint8Array; version: number }[]>`
    SELECT a."bytes", a."version" FROM "UserAvatar" a
    WHERE a."userId" = ${id}
      AND (a."userId" = ${actor.userId} OR EXISTS (
        SELECT 1 FROM "WorkspaceMember" mine
        JOIN "WorkspaceMember" theirs ON theirs."workspaceId" = mine."workspaceId"
        WHERE mine."userId" = ${actor.userId} AND theirs."userId" = a."userId"))`;
  const row = rows[0];
  if (!row) throw notFound("errors.avatarNotFound");
  return { bytes: row.bytes, version: row.version, current: v === String(row.version) };
}
