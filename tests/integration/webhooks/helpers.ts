// Shared set-up of the webhook service's tests: a local receiver on 127.0.0.1 that answers with the
// statuses it is given (then 200) and remembers every request, and a module with a subscription.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { getDb } from "@/lib/server/db";
import { saveSubscription, subscriptionSecret } from "@/lib/server/webhooks/subscriptions";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { seedTeam, type Team } from "../workspaces/helpers";

export interface Received {
  headers: Record<string, string>;
  body: string;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** Statuses to answer, in order; 200 once they are used up. */
  answers: number[];
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const receiver: Receiver = { url: "", received: [], answers: [], close: async () => undefined };
  const server: Server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    req.on("end", () => {
      receiver.received.push({ headers: flatten(req.headers), body });
      res.statusCode = receiver.answers.shift() ?? 200;
      res.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  receiver.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return receiver;
}

const flatten = (headers: IncomingHttpHeaders): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).map(([key, value]) => [key, String(value)]));

export interface Subscribed {
  team: Team;
  moduleId: string;
  subscriptionId: string;
  secret: string;
}

/** A team with a content hub whose webhook (a subscription) wants `eventTypes`, posting to `url`. */
export async function seedSubscription(
  url: string,
  options: { name?: string; eventTypes?: string[]; createdById?: string } = {},
): Promise<Subscribed> {
  const team = await seedTeam(options.name ?? "Acme Studio");
  const projectId = (await seedProject(getDb(), team.workspace.id, { name: "Website" })).id;
  const moduleId = (await seedProjectModule(getDb(), projectId, { tag: "ContentHub", name: "Site" })).id;
  const { row } = await saveSubscription(
    {
      kind: "ContentHub",
      sourceId: moduleId,
      workspaceId: team.workspace.id,
      moduleId,
      projectModuleId: moduleId,
      workspaceModuleId: null,
      eventTypes: options.eventTypes ?? ["content.post.published"],
      secretPurpose: "content-hub-webhook",
      createdById: options.createdById ?? team.admin.user.id,
    },
    { url },
  );
  return { team, moduleId, subscriptionId: row.id, secret: subscriptionSecret(row) };
}

/** Makes a subscription's queued deliveries due now (the backoff's waits, skipped). */
export const makeDue = (subscriptionId: string) =>
  getDb().webhookDelivery.updateMany({
    where: { subscriptionId, status: "queued" },
    data: { nextAttemptAt: new Date(Date.now() - 1) },
  });
