import type { NextRequest, NextResponse } from "next/server";

type Handler = (
  req: NextRequest,
  ctx: { params: Promise<Record<string, string | string[]>> },
) => Promise<NextResponse>;

/** The handler, called with `query` as its URL's search (the call helper's URL carries none). */
export function withQuery(handler: Handler, query: string): Handler {
  return (req, ctx) => {
    const url = new URL(req.url);
    url.search = query;
    return handler(new (req.constructor as typeof Request)(url, req) as NextRequest, ctx);
  };
}

export interface ProjectBody {
  id: string;
  name: string;
  private: boolean;
  coverImage: string | null;
  isBookmark: boolean;
  followers: { count: number };
  modules: { id: string; moduleId: string; tag: string; name: string; i: string }[];
  createdAt: string;
  updatedAt: string;
}
