import "server-only";
import sharp from "sharp";

// An uploaded image's thumbnail (a chat message's attachment, a database's attachment cell).

/** Decoding refuses images of more pixels than this (a decompression bomb). */
const MAX_PIXELS = 60_000_000;

export type Thumbnail = {
  bytes: Uint8Array;
  /** The image's size as shown (EXIF orientation applied). */
  width: number;
  height: number;
  /** A TIFF (which browsers do not show) as WebP, else null. */
  converted: Uint8Array | null;
};

/**
 * An image's thumbnail (WebP inside `box`, EXIF orientation applied, first frame of an animation)
 * and its size as shown; a TIFF is also converted to WebP. Null when the bytes are not an image sharp
 * can decode.
 */
export async function thumbnailOf(
  bytes: Uint8Array,
  tiff: boolean,
  box: { width: number; height: number },
): Promise<Thumbnail | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" });
    const meta = await image.metadata();
    if (!meta.width || !meta.height) return null;
    const turned = (meta.orientation ?? 1) >= 5;
    const thumb = await image
      .clone()
      .rotate()
      .resize({ width: box.width, height: box.height, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 78 })
      .toBuffer();
    const converted = tiff
      ? new Uint8Array(await image.clone().rotate().webp({ quality: 90 }).toBuffer())
      : null;
    return {
      bytes: new Uint8Array(thumb),
      width: turned ? meta.height : meta.width,
      height: turned ? meta.width : meta.height,
      converted,
    };
  } catch {
    return null;
  }
}
