import { env } from "@/lib/env";
import { log, safeError } from "@/lib/http/log";
import { insertCommunitySignup } from "@/lib/db/queries/community";

export { COMMUNITY_INTERESTS } from "./community-interests";

export type CommunitySignupInput = { email?: string; phone?: string; name?: string; interests: string[]; source: string };

const aweberConfigured = () => Boolean(env.AWEBER_ACCESS_TOKEN && env.AWEBER_ACCOUNT_ID && env.AWEBER_LIST_ID);

/** Adds an email subscriber to the AWeber list; any failure is logged and answers false. */
async function addToAweber({ email, name, interests, source }: { email: string; name?: string; interests: string[]; source: string }): Promise<boolean> {
  const url = `${env.AWEBER_API_URL.replace(/\/$/, "")}/accounts/${encodeURIComponent(env.AWEBER_ACCOUNT_ID!)}/lists/${encodeURIComponent(env.AWEBER_LIST_ID!)}/subscribers`;
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: { authorization: `Bearer ${env.AWEBER_ACCESS_TOKEN}`, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ email, ...(name ? { name } : {}), tags: [source, ...interests.map((i) => i.toLowerCase().replace(/[^a-z0-9]+/g, "-"))], update_existing: "true" }),
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) log("warn", "aweber rejected subscriber", { status: res.status });
    return res.ok;
  } catch (err) {
    log("warn", "aweber unreachable", { error: safeError(err) });
    return false;
  }
}

/**
 * Stores a community signup (email or phone, only one kept: email wins when both arrive) and,
 * when AWeber is configured and there is an email, adds the subscriber there too.
 */
export async function joinCommunity(input: CommunitySignupInput): Promise<{ aweberAdded: boolean }> {
  const email = input.email?.trim().toLowerCase() || null;
  const phone = email ? null : input.phone?.trim() || null;
  const name = input.name?.trim() || null;
  const interests = [...new Set(input.interests)];
  const aweberAdded = email && aweberConfigured() ? await addToAweber({ email, name: name ?? undefined, interests, source: input.source }) : false;
  await insertCommunitySignup({ email, phone, name, interests, source: input.source, aweberAdded });
  return { aweberAdded };
}
