import { cookies, headers } from "next/headers";
import { resolveCaller, type Caller } from "./caller";

/** The caller for server components and pages (route handlers use the `route` wrapper instead). */
export async function getServerCaller(): Promise<Caller> {
  const [c, h] = await Promise.all([cookies(), headers()]);
  const cookieHeader = c.getAll().map((x) => `${x.name}=${encodeURIComponent(x.value)}`).join("; ");
  const req = new Request("http://internal/", { headers: { cookie: cookieHeader, "x-forwarded-for": h.get("x-forwarded-for") ?? "" } });
  return resolveCaller(req);
}
