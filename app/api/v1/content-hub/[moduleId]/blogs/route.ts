import { NextResponse } from "next/server";
import { withApi } from "@/lib/server/api/with-api";
import { createPost, listPosts } from "@/modules/content-hub/server/posts";

// GET /api/v1/content-hub/{id}/blogs - a page of blogs (q, category, tag, published, cursor)
export const GET = withApi({}, async ({ actor, params, req, meta }) =>
  listPosts(
    actor,
    { moduleId: params.moduleId, query: Object.fromEntries(req.nextUrl.searchParams) },
    meta.errorLocale,
  ),
);

// POST /api/v1/content-hub/{id}/blogs - create a blog post (an untitled draft by default)
export const POST = withApi({ body: true }, async ({ actor, params, body, meta }) =>
  NextResponse.json(await createPost(actor, { moduleId: params.moduleId, body }, meta.errorLocale), {
    status: 201,
  }),
);
