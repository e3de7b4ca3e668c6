"use client";

// What a person dropped or picked: files with the path of the folder they are in, relative to what was
// dropped ("Photos/2026" for Photos/2026/a.jpg; "" for a loose file), and the folders met on the way
// (an empty folder is made too).

export interface PickedFile {
  file: File;
  /** Its folder's path within the drop, "" at its top. */
  dir: string;
}

export interface Picked {
  files: PickedFile[];
  dirs: string[];
}

const dirOf = (relativePath: string) => relativePath.split("/").slice(0, -1).join("/");

/** Files from an <input type="file"> (with webkitdirectory, each knows its relative path). */
export function pickedOfInput(list: FileList | null): Picked {
  const files = [...(list ?? [])].map((file) => ({ file, dir: dirOf(file.webkitRelativePath || file.name) }));
  return { files, dirs: [...new Set(files.map((picked) => picked.dir).filter(Boolean))] };
}

const readEntries = (reader: FileSystemDirectoryReader) =>
  new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
const fileOf = (entry: FileSystemFileEntry) =>
  new Promise<File>((resolve, reject) => entry.file(resolve, reject));

async function walk(entry: FileSystemEntry, dir: string, out: Picked): Promise<void> {
  if (entry.isFile) {
    out.files.push({ file: await fileOf(entry as FileSystemFileEntry), dir });
    return;
  }
  if (!entry.isDirectory) return;
  const path = dir ? `${dir}/${entry.name}` : entry.name;
  out.dirs.push(path);
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  // readEntries answers a batch at a time (100 in Chromium) until an empty one.
  for (let batch = await readEntries(reader); batch.length > 0; batch = await readEntries(reader))
    for (const child of batch) await walk(child, path, out);
}

/** The files and folders of a drop (folders walked whole), or null when it carries no files. */
export async function pickedOfDrop(data: DataTransfer): Promise<Picked | null> {
  const entries = [...data.items]
    .filter((item) => item.kind === "file")
    .map((item) => item.webkitGetAsEntry?.() ?? null);
  if (entries.length === 0) return null;
  if (entries.some((entry) => entry === null)) return pickedOfInput(data.files);
  const out: Picked = { files: [], dirs: [] };
  for (const entry of entries) await walk(entry!, "", out);
  return out;
}
