import { detectImageType } from "@/lib/files/file-types";
import { sanitizeFileName } from "@/lib/server/files/file-name";
import { isFileKey, newFileKey, parseFileKey } from "@/lib/server/files/file-key";

const bytes = (...values: number[]) => new Uint8Array(values);
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

describe("detectImageType", () => {
  it("recognises PNG and JPEG by their first bytes", () => {
    expect(detectImageType(bytes(...PNG, 0, 0, 0, 13))).toEqual({ contentType: "image/png", ext: "png" });
    expect(detectImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16))).toEqual({
      contentType: "image/jpeg",
      ext: "jpg",
    });
  });

  it("refuses text, other images, empty and truncated signatures", () => {
    expect(detectImageType(new TextEncoder().encode("not an image at all"))).toBeNull();
    expect(detectImageType(new TextEncoder().encode("GIF89a"))).toBeNull();
    expect(detectImageType(new TextEncoder().encode("<svg xmlns="))).toBeNull();
    expect(detectImageType(bytes())).toBeNull();
    expect(detectImageType(bytes(...PNG.slice(0, 7)))).toBeNull();
    expect(detectImageType(bytes(0xff, 0xd8))).toBeNull();
    expect(detectImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b))).toBeNull();
  });
});

describe("sanitizeFileName", () => {
  it("keeps the base name only and strips control characters", () => {
    expect(sanitizeFileName("../../etc/passwd.png", "x")).toBe("passwd.png");
    expect(sanitizeFileName("C:\\Users\\ana\\cover.jpg", "x")).toBe("cover.jpg");
    expect(sanitizeFileName("  a\u0000b\nc.png ", "x")).toBe("abc.png");
  });

  it("limits the name to 200 characters and falls back when nothing is left", () => {
    expect(sanitizeFileName(`${"a".repeat(300)}.png`, "x")).toHaveLength(200);
    expect(sanitizeFileName("", "image.png")).toBe("image.png");
    expect(sanitizeFileName("dir/", "image.png")).toBe("image.png");
    expect(sanitizeFileName("..", "image.png")).toBe("image.png");
  });
});

describe("file keys", () => {
  const ws = "0123456789abcdef01234567";

  it("makes keys <workspaceId>/<24-hex id>.<ext> and parses them back", () => {
    const { id, key } = newFileKey(ws, "png");
    expect(key).toBe(`${ws}/${id}.png`);
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(parseFileKey(key)).toEqual({ workspaceId: ws, fileId: id, ext: "png" });
  });

  it("refuses any other shape", () => {
    for (const key of [
      `${ws}/../${ws}.png`,
      `../${ws}/${ws}.png`,
      `${ws}/${ws}`,
      `${ws}/${ws}.PNG`,
      `${ws}/${ws}.png/x`,
      `/${ws}/${ws}.png`,
      `${ws.toUpperCase()}/${ws}.png`,
      `${ws}\\${ws}.png`,
      "",
    ]) {
      expect(isFileKey(key)).toBe(false);
      expect(parseFileKey(key)).toBeNull();
    }
    expect(() => newFileKey("../etc", "png")).toThrow();
  });
});
