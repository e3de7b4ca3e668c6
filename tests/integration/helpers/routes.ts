import { HTTP_METHODS, type AnyEndpoint, type HttpMethod } from "@/lib/contracts/endpoint";
import { importRouteModule, ROUTE_FILES } from "@/lib/server/api/route-modules";

/** `api/v1/tasks/[taskId]/route.ts` → `/api/v1/tasks/{taskId}` (a `[...key]` segment is `{key}`). */
export const pathOfFile = (file: string) =>
  "/" + file.replace(/\/route\.ts$/, "").replace(/\[(?:\.\.\.)?(\w+)\]/g, "{$1}");

/** One method a route file exports: the file, the method, and the contract it serves (if any). */
export interface RouteMethod {
  file: string;
  method: HttpMethod;
  endpoint: AnyEndpoint | undefined;
}

/** Every method of every route file under app/api/v1. */
export async function routeMethods(): Promise<RouteMethod[]> {
  const found: RouteMethod[] = [];
  for (const file of ROUTE_FILES) {
    const routeModule = (await importRouteModule(file)) as Record<string, { endpoint?: AnyEndpoint }>;
    for (const [name, handler] of Object.entries(routeModule))
      if ((HTTP_METHODS as readonly string[]).includes(name))
        found.push({ file, method: name as HttpMethod, endpoint: handler.endpoint });
  }
  return found;
}
