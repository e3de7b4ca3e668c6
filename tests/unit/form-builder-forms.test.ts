// The form builder's forms (spec/modules.md §3, §5): each is checked with the shared schema of the
// endpoint it submits to, through translatedResolver (what @mantine/form's onSubmit runs: a form
// with errors is not submitted), and sends the body that endpoint parses.
import { translatedResolver } from "@/lib/client/form";
import * as z from "@/lib/zod";
import {
  answersFormErrors,
  initialAnswers,
  serverAnswerErrors,
} from "@/modules/form-builder/client/answers-form";
import { aiPromptFormSchema, formNameFormSchema } from "@/modules/form-builder/client/create-form";
import { elementConfigErrors } from "@/modules/form-builder/client/element-config-form";
import {
  EMPTY_LOGIC_DRAFT,
  isLogicDraftReady,
  logicDraftFormSchema,
  logicRuleOf,
} from "@/modules/form-builder/client/logic-form";
import {
  moveFormSchema,
  NEW_FOLDER,
  newFolderName,
  NO_FOLDER,
  targetFolderId,
} from "@/modules/form-builder/client/move-form";
import {
  settingsBody,
  settingsFormSchema,
  settingsFormValues,
  webhookToPut,
  type SettingsFormValues,
} from "@/modules/form-builder/client/settings-form";
import {
  aiDraftSchema,
  createFormSchema,
  folderBodySchema,
  formSettingsSchema,
} from "@/modules/form-builder/schemas/form-builder";
import { logicRuleSchema, type FormElement } from "@/modules/form-builder/shared/elements";

/** The message keys as they would be translated: "t(key)". */
const t = (key: string) => `t(${key})`;
const FOLDER = "f".repeat(24);

describe("'Name your form' and 'Quick start with AI'", () => {
  const name = translatedResolver(formNameFormSchema, t);
  const prompt = translatedResolver(aiPromptFormSchema, t);

  it("shows 'Form name is required' on the field for an empty or blank name", () => {
    expect(name({ title: "" })).toEqual({ title: "t(validation.formNameRequired)" });
    expect(name({ title: "   " })).toEqual({ title: "t(validation.formNameRequired)" });
    expect(name({ title: "x".repeat(201) })).toEqual({ title: "t(validation.formNameTooLong)" });
  });

  it("passes a name, which POST …/form takes trimmed", () => {
    expect(name({ title: " Party RSVP " })).toEqual({});
    expect(z.parse(createFormSchema, { title: " Party RSVP ".trim() })).toEqual({ title: "Party RSVP" });
  });

  it("asks what the form is about before drafting one", () => {
    expect(prompt({ prompt: " " })).toEqual({ prompt: "t(validation.formPromptRequired)" });
    expect(prompt({ prompt: "A party RSVP" })).toEqual({});
    expect(z.parse(aiDraftSchema, { prompt: "A party RSVP" })).toEqual({ prompt: "A party RSVP" });
  });
});

describe("'Move {title}'", () => {
  const resolve = translatedResolver(moveFormSchema, t);

  it("requires the new folder's name, on its field, only when a new folder is chosen", () => {
    expect(resolve({ choice: NEW_FOLDER, name: "  " })).toEqual({ name: "t(validation.folderNameRequired)" });
    expect(resolve({ choice: NEW_FOLDER, name: "x".repeat(81) })).toEqual({
      name: "t(validation.folderNameTooLong)",
    });
    expect(resolve({ choice: FOLDER, name: "" })).toEqual({});
    expect(resolve({ choice: NO_FOLDER, name: "" })).toEqual({});
  });

  it("creates the folder with the trimmed name, then files the form in it, in a chosen one or in none", () => {
    const values = { choice: NEW_FOLDER, name: " Events " };
    expect(resolve(values)).toEqual({});
    expect(newFolderName(values)).toBe("Events");
    expect(z.parse(folderBodySchema, { name: newFolderName(values) })).toEqual({ name: "Events" });
    expect(targetFolderId(values, { id: FOLDER })).toBe(FOLDER);
    expect(newFolderName({ choice: FOLDER, name: "" })).toBeNull();
    expect(targetFolderId({ choice: FOLDER, name: "" }, null)).toBe(FOLDER);
    expect(targetFolderId({ choice: NO_FOLDER, name: "" }, null)).toBeNull();
  });
});

describe("form settings", () => {
  const resolve = translatedResolver(settingsFormSchema, t);
  const saved = {
    settings: {
      acceptingResponses: true,
      closesAt: null,
      responseLimit: null,
      onePerBrowser: false,
      thankYouMessage: "Thanks!",
      redirectUrl: null,
    },
    webhook: null,
  };
  const base: SettingsFormValues = settingsFormValues(saved);

  it("starts from the saved settings, empty fields for what is not set", () => {
    expect(base).toEqual({
      acceptingResponses: true,
      closesAt: "",
      responseLimit: "",
      onePerBrowser: false,
      thankYouMessage: "Thanks!",
      redirectUrl: "",
      webhook: "",
    });
  });

  it("shows the server's messages on the limit, the redirect and the webhook fields", () => {
    expect(resolve({ ...base, responseLimit: 0 })).toEqual({
      responseLimit: "t(validation.formResponseLimit)",
    });
    expect(resolve({ ...base, responseLimit: 2.5 })).toEqual({
      responseLimit: "t(validation.formResponseLimit)",
    });
    expect(resolve({ ...base, redirectUrl: "http://example.com" })).toEqual({
      redirectUrl: "t(validation.apiAddressInvalid)",
    });
    expect(resolve({ ...base, webhook: "not an address" })).toEqual({
      webhook: "t(validation.webhookUrlInvalid)",
    });
  });

  it("sends PATCH …/settings's body: empty fields as null, the close date as an instant", () => {
    const values = {
      ...base,
      acceptingResponses: false,
      closesAt: "2026-12-01T18:30",
      responseLimit: 50,
      redirectUrl: " https://example.com/thanks ",
    };
    expect(resolve(values)).toEqual({});
    const body = settingsBody(values);
    expect(body).toEqual({
      acceptingResponses: false,
      closesAt: new Date("2026-12-01T18:30").toISOString(),
      responseLimit: 50,
      onePerBrowser: false,
      thankYouMessage: "Thanks!",
      redirectUrl: "https://example.com/thanks",
    });
    expect(z.safeParse(formSettingsSchema, body).success).toBe(true);
    expect(settingsBody(base)).toMatchObject({ closesAt: null, responseLimit: null, redirectUrl: null });
  });

  it("shows a saved close date in the viewer's time and PUTs only a changed webhook address", () => {
    const closesAt = new Date("2026-12-01T18:30").toISOString();
    expect(settingsFormValues({ ...saved, settings: { ...saved.settings, closesAt } }).closesAt).toBe(
      "2026-12-01T18:30",
    );
    const hook = "https://hooks.example.com/a";
    expect(webhookToPut({ ...base, webhook: ` ${hook} ` }, undefined)).toBe(hook);
    expect(webhookToPut({ ...base, webhook: hook }, hook)).toBeNull();
    expect(webhookToPut(base, hook)).toBeNull();
  });
});

describe("a new logic rule", () => {
  const resolve = translatedResolver(logicDraftFormSchema, t);

  it("is not added without two different elements", () => {
    expect(isLogicDraftReady(EMPTY_LOGIC_DRAFT)).toBe(false);
    expect(resolve(EMPTY_LOGIC_DRAFT)).toEqual({ target: "t(validation.formLogicUnknownElement)" });
    expect(resolve({ ...EMPTY_LOGIC_DRAFT, when: "a1", target: "a1" })).toEqual({
      target: "t(validation.formLogicUnknownElement)",
    });
  });

  it("makes the rule the form is saved with", () => {
    const draft = { ...EMPTY_LOGIC_DRAFT, when: "a1", value: "No", target: "b2" };
    expect(isLogicDraftReady(draft)).toBe(true);
    expect(resolve(draft)).toEqual({});
    const rule = logicRuleOf(draft, "rule1");
    expect(rule).toEqual({
      id: "rule1",
      when: "a1",
      operator: "equals",
      value: "No",
      action: "show",
      target: "b2",
    });
    expect(z.safeParse(logicRuleSchema, rule).success).toBe(true);
  });
});

const element = (id: string, type: FormElement["type"], configuration: FormElement["configuration"]) =>
  ({ id, i: "0", x: 0, y: 0, w: 12, h: 2, type, configuration }) as FormElement;

describe("the element configuration panel", () => {
  it("shows the rules the form is saved with on the field that breaks them", () => {
    expect(elementConfigErrors(element("a1", "radio", { label: "Coming?", options: [] }))).toEqual({
      options: "validation.formOptionsRequired",
    });
    expect(elementConfigErrors(element("a1", "number", { label: "Age", min: 10, max: 1 }))).toEqual({
      max: "validation.formMinMax",
    });
    expect(elementConfigErrors(element("a1", "shortText", { label: "x".repeat(301) }))).toEqual({
      label: "validation.formContentInvalid",
    });
    expect(elementConfigErrors(element("a1", "radio", { label: "Coming?", options: ["Yes", "No"] }))).toEqual(
      {},
    );
  });
});

describe("the public form's answers", () => {
  const form = {
    elements: [
      element("name", "shortText", { label: "Name", required: true }),
      element("coming", "radio", { label: "Coming?", options: ["Yes", "No"], defaultValue: "Yes" }),
      element("why", "longText", { label: "Why not?", required: true }),
    ],
    logic: [
      {
        id: "r1",
        when: "coming",
        operator: "equals" as const,
        value: "No",
        action: "show" as const,
        target: "why",
      },
    ],
  };
  const message = (error: { key: string; values?: Record<string, string | number> }) =>
    `${error.key}${error.values ? JSON.stringify(error.values) : ""}`;

  it("starts with the elements' default values", () => {
    expect(initialAnswers(form.elements)).toEqual({ coming: "Yes" });
  });

  it("checks the shown elements by the form's definition, on each element's field", () => {
    expect(answersFormErrors(form, { coming: "Yes" }, message)).toEqual({
      "answers.name": 'validation.formFieldRequired{"label":"Name"}',
    });
    expect(answersFormErrors(form, { name: "Sam", coming: "No" }, message)).toEqual({
      "answers.why": 'validation.formFieldRequired{"label":"Why not?"}',
    });
    expect(answersFormErrors(form, { name: "Sam", coming: "Maybe" }, message)).toEqual({
      "answers.coming": "validation.formChoiceInvalid",
    });
    expect(answersFormErrors(form, { name: "Sam", coming: "No", why: "Out of town" }, message)).toEqual({});
  });

  it("puts the server's messages of a submission on their fields", () => {
    expect(serverAnswerErrors({ name: "Name is required" })).toEqual({ "answers.name": "Name is required" });
  });
});
