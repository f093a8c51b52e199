import { site } from "@/lib/config/site";
import type { Mail } from "@/lib/email/send";
import { compose, helloFor } from "./layout";

export const SIGN_IN_LINK_SUBJECT = `Your ${site.name} sign-in link`;

/** "Email me a sign-in link", and a second join with an address already confirmed. */
export function signInLinkMail({ to, link, name, rejoined = false }: { to: string; link: string; name?: string | null; rejoined?: boolean }): Mail {
  return compose({
    to,
    kind: "sign-in-link",
    subject: SIGN_IN_LINK_SUBJECT,
    hello: helloFor(name),
    intro: rejoined
      ? [`You're already on the ${site.name} beta list with this address, so here is a link that signs you straight in.`]
      : [`Here is the link you asked for. It signs you in to ${site.name}, no password needed.`],
    button: { label: "Sign in", link },
    after: ["The link works once and expires in 15 minutes. If you did not ask for it, ignore this mail: nobody can use it without your inbox."],
    why: rejoined ? `someone joined the ${site.name} beta with this address.` : `someone asked for a ${site.name} sign-in link for this address.`,
  });
}
