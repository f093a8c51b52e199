import { site } from "@/lib/config/site";
import type { Mail } from "@/lib/email/send";
import { compose, helloFor } from "./layout";

type To = { to: string; link: string; name?: string | null };

/** An admin let this person into the beta: a link that signs them in and opens the app. */
export function approvedMail({ to, link, name }: To): Mail {
  return compose({
    to,
    kind: "beta-approved",
    subject: `You're in: ${site.name} is ready for you`,
    hello: helloFor(name),
    intro: [`Good news: your place in the ${site.name} beta is ready. One click signs you in and opens the app.`],
    button: { label: `Open ${site.name}`, link },
    after: ["The link works once and for 3 days. After that, sign in as usual or ask for a new link on the sign-in page."],
    why: `you joined the ${site.name} beta waiting list with this address and were approved.`,
  });
}

/** The next people in the queue (npm run invite, the admin's invite batch): the invite link approves and signs in. */
export function inviteMail({ to, link, name }: To): Mail {
  return compose({
    to,
    kind: "beta-invite",
    subject: `You're in: your ${site.name} beta invite`,
    hello: helloFor(name),
    intro: [`Your spot in the ${site.name} beta is ready. Open this link to start: it signs you in and opens the app.`],
    button: { label: `Start using ${site.name}`, link },
    after: ["The link works once and expires in 30 days."],
    why: `you are on the ${site.name} beta waiting list with this address and reached the front of the queue.`,
  });
}

/** A Skip-the-Line code was redeemed: welcome, with a link back into the app from any device. */
export function welcomeMail({ to, link, name }: To): Mail {
  return compose({
    to,
    kind: "beta-welcome",
    subject: `Welcome to the ${site.name} beta`,
    hello: helloFor(name),
    intro: [`Your Skip-the-Line code worked: you're in the ${site.name} beta. Use this link to open the app on another device.`],
    button: { label: `Open ${site.name}`, link },
    after: ["The link works once and for 3 days. After that, sign in as usual or ask for a new link on the sign-in page."],
    why: `a Skip-the-Line code was redeemed for the ${site.name} account with this address.`,
  });
}
