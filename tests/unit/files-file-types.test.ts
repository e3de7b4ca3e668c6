import { detectImage, startsWith } from "@/lib/files/file-types";
import { detectDownload } from "@/lib/server/files/file-types";

// File types by content (lib/files/file-types.ts; downloads: lib/server/files/file-types.ts).
const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe("detectImage", () => {
  it("recognises JPEG, PNG, WebP and TIFF by signature", () => {
    expect(detectImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toEqual({ contentType: "image/jpeg", ext: "jpg" });
    expect(detectImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toEqual({
      contentType: "image/png",
      ext: "png",
    });
    expect(detectImage(ascii("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).toEqual({
      contentType: "image/webp",
      ext: "webp",
    });
    expect(detectImage(bytes(0x49, 0x49, 0x2a, 0x00))).toEqual({ contentType: "image/tiff", ext: "tiff" });
    expect(detectImage(bytes(0x4d, 0x4d, 0x00, 0x2a))).toEqual({ contentType: "image/tiff", ext: "tiff" });
  });

  it("refuses other files and a RIFF that is no WebP", () => {
    expect(detectImage(ascii("GIF89a"))).toBeNull();
    expect(detectImage(ascii("RIFF\u0000\u0000\u0000\u0000WAVE"))).toBeNull();
    expect(detectImage(bytes())).toBeNull();
  });

  it("reads a signature at an offset", () => {
    expect(startsWith(bytes(0, 1, 2), [1, 2], 1)).toBe(true);
    expect(startsWith(bytes(0, 1), [1, 2], 1)).toBe(false);
  });
});

describe("detectDownload", () => {
  it("recognises PDF by signature, whatever the name", () => {
    expect(detectDownload(ascii("%PDF-1.7"), "x.bin")).toEqual({
      contentType: "application/pdf",
      ext: "pdf",
    });
  });

  it("tells Office files in ZIP from a plain ZIP by name and parts", () => {
    const zip = (...entries: string[]) => ascii(`PK\u0003\u0004${entries.join("")}`);
    expect(detectDownload(zip("[Content_Types].xml", "word/document.xml"), "a.docx")).toEqual({
      contentType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      ext: "docx",
    });
    expect(detectDownload(zip("[Content_Types].xml", "xl/workbook.xml"), "a.docx")).toEqual({
      contentType: "application/zip",
      ext: "zip",
    });
    expect(detectDownload(zip("readme.txt"), "a.zip")).toEqual({
      contentType: "application/zip",
      ext: "zip",
    });
  });

  it("takes OLE2 only named as doc, xls or ppt, and CSV only as text", () => {
    const ole = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
    expect(detectDownload(ole, "a.xls")).toEqual({ contentType: "application/vnd.ms-excel", ext: "xls" });
    expect(detectDownload(ole, "a.bin")).toBeNull();
    expect(detectDownload(ascii("a,b\n1,2\n"), "a.csv")).toEqual({ contentType: "text/csv", ext: "csv" });
    expect(detectDownload(bytes(0x61, 0x00, 0x62), "a.csv")).toBeNull();
    expect(detectDownload(ascii("a,b"), "a.txt")).toBeNull();
  });
});
