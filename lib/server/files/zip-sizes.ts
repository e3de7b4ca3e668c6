import "server-only";

// An XLSX file is a ZIP: before its XML is read, what it would expand to is read from the ZIP's own
// central directory (at its end), so a small file that unpacks to gigabytes (a "zip bomb") is refused
// instead of being read into memory (exceljs keeps the shared strings part whole).

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;

export interface ZipEntrySize {
  name: string;
  size: number;
}

/** The entries' names and uncompressed sizes, or null when this is no ZIP we can read (or ZIP64). */
export function zipEntrySizes(bytes: Uint8Array): ZipEntrySize[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const earliest = Math.max(0, bytes.byteLength - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.byteLength - 22; at >= earliest; at--)
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  const offset = view.getUint32(end + 16, true);
  if (count === 0xffff || offset === 0xffffffff) return null;
  const entries: ZipEntrySize[] = [];
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > bytes.byteLength || view.getUint32(at, true) !== DIRECTORY_ENTRY) return null;
    const size = view.getUint32(at + 24, true);
    if (size === 0xffffffff) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength));
    entries.push({ name, size });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Uncompressed bytes an XLSX may hold in all, and in its shared strings (kept whole while read). */
export const XLSX_EXPANDED_MAX = 512 * 1024 * 1024;
export const XLSX_SHARED_STRINGS_MAX = 128 * 1024 * 1024;

/** Whether an XLSX's parts, unpacked, stay within the limits (false: not a readable ZIP either). */
export function xlsxWithinLimits(bytes: Uint8Array): boolean {
  const entries = zipEntrySizes(bytes);
  if (!entries) return false;
  const total = entries.reduce((sum, entry) => sum + entry.size, 0);
  const shared = entries.find((entry) => entry.name === "xl/sharedStrings.xml")?.size ?? 0;
  return total <= XLSX_EXPANDED_MAX && shared <= XLSX_SHARED_STRINGS_MAX;
}
