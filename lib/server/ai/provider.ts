import "server-only";
import type { AiIntent } from "@/lib/ai/intents";
import type { AiModuleTag } from "@/lib/ai/types";
import type { Locale } from "@/lib/i18n/config";
import type { Actor } from "@/lib/server/auth/sessions";

// Ask AI's contracts: a module kind's context (what its assistant may read, through the kind's own
// services and the actor's rights) and the providers that turn a question into a streamed reply.

/** A read a model may call (OpenAI-style function tools); `run` validates its arguments with zod. */
export interface AiTool {
  name: string;
  description: string;
  /** JSON Schema of the arguments, sent to the model. */
  parameters: Record<string, unknown>;
  /** Runs under the actor's rights; throws AiToolArgumentsError for arguments that fail validation. */
  run(args: unknown): Promise<unknown>;
}

/** One module the actor may read, as its kind's assistant sees it (made after the module gate). */
export interface AiModuleContext {
  /**
   * The kind (a form builder's or a database generator's context drafts a form or a database rather
   * than answering in Ask AI's dialog).
   */
  tag: AiModuleTag | "FormBuilder" | "DatabaseGenerator";
  moduleId: string;
  /** Where the module is placed: on a project's grid, or a module of the workspace itself. */
  placement: "project" | "workspace";
  /** The module's name in the request's language. */
  name: string;
  /** The actor may create items here (drafts are offered with a Create action only then). */
  canCreate: boolean;
  /** What a model is told about the module: no data beyond its name, its structure and today. */
  describe(): string;
  tools: AiTool[];
  /** The built-in assistant's answer to an intent, in the request's language. */
  answer(intent: AiIntent): Promise<string>;
  /**
   * What the built-in assistant says at once, before an answer whose read takes a while (a board's
   * duplicate scan): the reply starts streaming while the data is read. Null: nothing first.
   */
  preface(intent: AiIntent): string | null;
}

/** What every kind's context says of its module, from the scope its gate resolved. */
export function placedModule(
  tag: AiModuleContext["tag"],
  scope: { moduleId: string; name: string; project: unknown },
): Pick<AiModuleContext, "tag" | "moduleId" | "placement" | "name"> {
  return {
    tag,
    moduleId: scope.moduleId,
    placement: scope.project ? "project" : "workspace",
    name: scope.name,
  };
}

/** A module kind's assistant: opens a module through the kind's gate (404/403 as its API answers). */
export interface AiModuleKind {
  tag: AiModuleTag;
  open(actor: Actor, moduleId: string, locale: Locale): Promise<AiModuleContext>;
}

export interface AiTurn {
  role: "user" | "assistant";
  content: string;
}

export interface AiGeneration {
  context: AiModuleContext;
  locale: Locale;
  /** Earlier turns of the conversation, oldest first (the question is not among them). */
  history: AiTurn[];
  question: string;
  signal: AbortSignal;
}

/** Turns a question into a reply, yielded in pieces as they are ready. */
export interface AiProvider {
  /** "built-in", or the model's name. */
  readonly name: string;
  generate(generation: AiGeneration): AsyncIterable<string>;
}

/** A provider failure the person is told about: `message` is a message key, `values` its values. */
export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly values: Record<string, string | number> = {},
  ) {
    super(message);
    this.name = "AiProviderError";
  }
}

/** A tool called with arguments its schema refuses (the model is told, and may try again). */
export class AiToolArgumentsError extends Error {
  constructor(readonly issues: string[]) {
    super(`invalid arguments: ${issues.join("; ")}`);
    this.name = "AiToolArgumentsError";
  }
}
