// Without WEBHOOK_ALLOW_PRIVATE, webhooks reach public https:// addresses only: http:// is refused
// when the channel is saved, and a name or address that is private is refused when connecting.
import { POST as createChannelRoute } from "@/app/api/v1/notification/[moduleId]/channels/route";
import { POST as testChannelRoute } from "@/app/api/v1/notification/[moduleId]/channels/[channelId]/test/route";
import type { ChannelTestResult, ChannelWithSecret } from "@/modules/notification/shared/types";
import { getDb } from "@/lib/server/db";
import { seedProject, seedProjectModule } from "@/prisma/seed/projects";
import { call } from "../helpers/http";
import { errorBody, seedTeam } from "../workspaces/helpers";

delete process.env.WEBHOOK_ALLOW_PRIVATE;

it("refuses http:// and private targets", async () => {
  const team = await seedTeam();
  const project = await seedProject(getDb(), team.workspace.id, { name: "Launch" });
  const moduleId = (await seedProjectModule(getDb(), project.id, { tag: "Notification" })).id;
  const create = (url: string) =>
    call<ChannelWithSecret>(createChannelRoute, {
      method: "POST",
      token: team.member.token,
      params: { moduleId },
      body: { name: "Hook", kind: "webhook", url },
    });
  expect((await create("http://example.com/hook")).body).toEqual(
    errorBody(400, "This address is not allowed: webhooks go to public https:// addresses"),
  );
  for (const url of [
    "https://127.0.0.1:9/hook",
    "https://localhost:9/hook",
    "https://169.254.169.254/latest",
  ]) {
    const channel = (await create(url)).body;
    const result = await call<ChannelTestResult>(testChannelRoute, {
      method: "POST",
      token: team.member.token,
      params: { moduleId, channelId: channel.id },
      body: {},
    });
    expect([url, result.body.ok, result.body.error]).toEqual([
      url,
      false,
      expect.stringMatching(/^refused: /),
    ]);
  }
});
