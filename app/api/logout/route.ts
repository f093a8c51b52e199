import { route } from "@/lib/http/route";
import { signOut, signOutCookies } from "@/lib/auth/session";
import { relativeRedirect } from "@/lib/auth/redirect";

const serialize = (c: ReturnType<typeof signOutCookies>[number]) =>
  `${c.name}=; Path=${c.options.path}; Max-Age=0; HttpOnly; SameSite=Lax${c.options.secure ? "; Secure" : ""}`;

// Browser navigation (the header's Sign Out): ends every session of the user and goes home.
// A navigation started by another site (Sec-Fetch-Site: cross-site) does not sign anyone out.
export const GET = route({}, async ({ req, caller }) => {
  if (req.headers.get("sec-fetch-site") === "cross-site") return relativeRedirect("/");
  await signOut(caller.user);
  const res = relativeRedirect("/");
  for (const c of signOutCookies()) res.headers.append("set-cookie", serialize(c));
  return res;
});
