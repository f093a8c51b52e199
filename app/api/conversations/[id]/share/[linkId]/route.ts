import { route } from "@/lib/http/route";
import { notFound } from "@/lib/http/errors";
import { requireOwner } from "@/lib/chat/access";
import { revokeLink } from "@/lib/chat/share";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Revoke one share link: /share/{token} answers 404 from now on.
export const DELETE = route({}, async ({ caller, params }) => {
  if (!UUID.test(params.linkId ?? "")) throw notFound("Share link not found");
  await revokeLink({ id: params.id!, owner: requireOwner(caller), linkId: params.linkId! });
  return { success: true };
});
