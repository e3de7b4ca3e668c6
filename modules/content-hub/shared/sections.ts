// A product's custom field sections as its editor holds them (spec §3, §4 Custom field section):
// new sections start open and unsaved; confirming validates and marks saved; cancelling an unsaved
// one removes it, a saved one gets its previous values back. Pure: unit-tested.
import { customFieldSectionSchema } from "@/modules/content-hub/schemas/content-hub";
import type { CustomFieldSection, SectionItem, SectionKind } from "./types";

export interface SectionDraft extends CustomFieldSection {
  /** A stable React key. */
  key: string;
  isOpen: boolean;
  isSaved: boolean;
  /** The values last confirmed (what cancel restores); null until the first confirm. */
  saved: CustomFieldSection | null;
}

/** Field path ("title", "items.0.link") → message key. */
export type SectionErrors = Record<string, string>;

let counter = 0;
const nextKey = () => `section-${Date.now().toString(36)}-${(counter++).toString(36)}`;

export function emptyItem(kind: SectionKind): SectionItem {
  if (kind === "specifications") return { title: "", value: "" };
  if (kind === "downloads") return { title: "", contentType: "link", link: "" };
  return { title: "" };
}

export function newSection(kind: SectionKind): SectionDraft {
  return {
    key: nextKey(),
    section: kind,
    title: "",
    items: [emptyItem(kind)],
    isOpen: true,
    isSaved: false,
    saved: null,
  };
}

/** Sections as stored, shown saved and closed. */
export function draftsOf(sections: readonly CustomFieldSection[]): SectionDraft[] {
  return sections.map((section) => ({
    ...section,
    key: nextKey(),
    isOpen: false,
    isSaved: true,
    saved: section,
  }));
}

/** What is stored: only the fields of each item's kind (a download keeps its link or its file). */
export function plainSection({ section, title, items }: CustomFieldSection): CustomFieldSection {
  return {
    section,
    title,
    items: items.map((item): SectionItem => {
      if (section === "specifications") return { title: item.title, value: item.value ?? "" };
      if (section === "downloads")
        return item.contentType === "file"
          ? { title: item.title, contentType: "file", file: item.file ?? "" }
          : { title: item.title, contentType: "link", link: item.link ?? "" };
      return { title: item.title };
    }),
  };
}

export function validateSection(section: CustomFieldSection): SectionErrors {
  const result = customFieldSectionSchema.safeParse(plainSection(section));
  if (result.success) return {};
  const errors: SectionErrors = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join(".");
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}

/** Confirm: the section saved and closed when valid, else its errors. */
export function confirmSection(draft: SectionDraft): { draft: SectionDraft } | { errors: SectionErrors } {
  const errors = validateSection(draft);
  if (Object.keys(errors).length > 0) return { errors };
  const saved = plainSection(draft);
  return { draft: { ...draft, ...saved, isOpen: false, isSaved: true, saved } };
}

/** Cancel: an unsaved section goes away; a saved one is closed with its previous values. */
export function cancelSection(drafts: readonly SectionDraft[], key: string): SectionDraft[] {
  return drafts.flatMap((draft) => {
    if (draft.key !== key) return [draft];
    if (!draft.saved) return [];
    return [{ ...draft, ...draft.saved, isOpen: false, isSaved: true }];
  });
}

/** The sections to store: the saved ones, with their confirmed values. */
export function storedSections(drafts: readonly SectionDraft[]): CustomFieldSection[] {
  return drafts.flatMap((draft) => (draft.saved ? [draft.saved] : []));
}
