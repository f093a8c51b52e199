import { route } from "@/lib/http/route";
import { requireOwner } from "@/lib/chat/access";
import { exportConversation } from "@/lib/chat/export";
import { asciiFileName } from "@/lib/chat/export-markdown";
import { exportQuery } from "../../schema";

// Download the conversation as Markdown (an attachment named after its title).
export const GET = route({ query: exportQuery }, async ({ caller, params }) => {
  const { fileName, markdown } = await exportConversation({ id: params.id!, owner: requireOwner(caller) });
  return new Response(markdown, {
    headers: {
      "content-type": "text/markdown; charset=utf-8",
      "content-disposition": `attachment; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      "cache-control": "private, no-store",
    },
  });
});
