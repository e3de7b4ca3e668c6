// The content hub list's first data (issue 42): what the module's layouts render with
// (getContentHubPage, getContentListPage) answers what the API answers the same user — the hub,
// the blog tab's first page and the domain — and is refused like the API.
import { GET as hubRoute } from "@/app/api/v1/content-hub/[moduleId]/route";
import {
  GET as listPostsRoute,
  POST as createPostRoute,
} from "@/app/api/v1/content-hub/[moduleId]/blogs/route";
import {
  GET as listDomainsRoute,
  POST as createDomainRoute,
} from "@/app/api/v1/content-hub/[moduleId]/domain/route";
import { POST as createProductRoute } from "@/app/api/v1/content-hub/[moduleId]/products/route";
import type { Page } from "@/lib/contracts/endpoint";
import { getDb } from "@/lib/server/db";
import { AppError } from "@/lib/server/errors";
import { getContentHubPage, getContentListPage } from "@/modules/content-hub/server/list-page";
import type { ContentHubInfo, DomainInfo, PostItem } from "@/modules/content-hub/shared/types";
import { seedProjectModule } from "@/prisma/seed/projects";
import { hit, seedHub, type Hub } from "./helpers";

let hub: Hub;

beforeEach(async () => {
  hub = await seedHub();
});

const refusal = (page: Promise<unknown>) =>
  page.then(
    () => "read",
    (error: unknown) => (error instanceof AppError ? error.code : "crash"),
  );

describe("the content hub list's first data", () => {
  it("is the API's hub, first page of posts (with the next cursor) and domain", async () => {
    const { team, moduleId } = hub;
    for (let n = 1; n <= 22; n += 1)
      await hit(createPostRoute, team.member, { params: { moduleId }, body: { title: `Post ${n}` } });
    await hit(createProductRoute, team.member, { params: { moduleId }, body: { name: "Mug" } });

    const empty = await getContentListPage(team.member.actor, moduleId, "en");
    expect(empty.domains).toEqual([]);
    await hit(createDomainRoute, team.admin, {
      params: { moduleId },
      body: { domain: "https://www.acme.com" },
    });

    const first = await getContentListPage(team.member.actor, moduleId, "en");
    const posts = await hit<Page<PostItem>>(listPostsRoute, team.member, { params: { moduleId } });
    expect(first.posts).toEqual(posts.body);
    expect(first.posts.data.map((post) => post.title).slice(0, 2)).toEqual(["Post 22", "Post 21"]);
    expect(first.posts.data).toHaveLength(20);
    expect(first.posts.nextCursor).not.toBeNull();
    const domains = await hit<DomainInfo[]>(listDomainsRoute, team.member, { params: { moduleId } });
    expect(first.domains).toEqual(domains.body);
    expect(first.domains.map((domain) => domain.domain)).toEqual(["https://www.acme.com"]);

    expect(await getContentHubPage(team.viewer.actor, moduleId, "en")).toEqual(
      (await hit<ContentHubInfo>(hubRoute, team.viewer, { params: { moduleId } })).body,
    );
  });

  it("is refused like the API: another workspace, a guest, a hidden module, another kind", async () => {
    const { team, moduleId, projectId } = hub;
    const other = await seedHub("Other Co");
    for (const caller of [other.team.owner, team.guest]) {
      expect(await refusal(getContentListPage(caller.actor, moduleId, "en"))).toBe("not_found");
      expect(await refusal(getContentHubPage(caller.actor, moduleId, "en"))).toBe("not_found");
      expect((await hit(listPostsRoute, caller, { params: { moduleId } })).status).toBe(404);
    }

    await getDb().projectModule.update({ where: { id: moduleId }, data: { private: true } });
    expect(await refusal(getContentListPage(team.member.actor, moduleId, "en"))).toBe("not_found");
    expect((await hit(listDomainsRoute, team.member, { params: { moduleId } })).status).toBe(404);
    expect(await refusal(getContentListPage(team.admin.actor, moduleId, "en"))).toBe("read");

    const tracker = (await seedProjectModule(getDb(), projectId, { tag: "TimeTracker" })).id;
    expect(await refusal(getContentListPage(team.owner.actor, tracker, "en"))).toBe("not_found");
    expect((await hit(listPostsRoute, team.owner, { params: { moduleId: tracker } })).status).toBe(404);
  });
});
