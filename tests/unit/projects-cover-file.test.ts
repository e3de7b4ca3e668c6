import { coverFileProblem, readHead } from "@/components/projects/cover-file";
import { detectImageType } from "@/lib/files/file-types";
import { COVER_MAX_BYTES } from "@/lib/projects/covers";

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const text = new TextEncoder().encode("just some text, named cover.png");

describe("detectImageType", () => {
  it("recognises PNG and JPEG by their first bytes", () => {
    expect(detectImageType(png)?.contentType).toBe("image/png");
    expect(detectImageType(jpeg)?.contentType).toBe("image/jpeg");
  });

  it("refuses text, truncated signatures and empty files", () => {
    expect(detectImageType(text)).toBeNull();
    expect(detectImageType(png.slice(0, 7))).toBeNull();
    expect(detectImageType(jpeg.slice(0, 2))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
    // GIF is an image, but not an accepted one.
    expect(detectImageType(new TextEncoder().encode("GIF89a"))).toBeNull();
  });
});

describe("coverFileProblem", () => {
  it("accepts JPG/PNG under 2 MB", () => {
    expect(coverFileProblem(png, 1234)).toBeNull();
    expect(coverFileProblem(jpeg, COVER_MAX_BYTES - 1)).toBeNull();
  });

  it("refuses a wrong type before looking at the size", () => {
    expect(coverFileProblem(text, 10)).toBe("type");
    expect(coverFileProblem(text, COVER_MAX_BYTES * 2)).toBe("type");
  });

  it("refuses 2 MB and more", () => {
    expect(coverFileProblem(png, COVER_MAX_BYTES)).toBe("size");
    expect(coverFileProblem(jpeg, COVER_MAX_BYTES + 1)).toBe("size");
  });
});

describe("readHead", () => {
  it("reads the first 16 bytes of a blob", async () => {
    const head = await readHead(new Blob([png, new Uint8Array(100)]));
    expect(head).toHaveLength(16);
    expect(detectImageType(head)?.contentType).toBe("image/png");
  });
});
