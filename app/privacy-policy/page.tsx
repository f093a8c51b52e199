import type { Metadata } from "next";
import Link from "next/link";
import { LegalPage } from "@/components/layout/public-page";
import { compensationStatement, site } from "@/lib/config/site";

export const metadata: Metadata = {
  title: "Privacy Policy",
  description: `What ${site.name} stores about you, why, for how long, and how to have it deleted.`,
};

const UPDATED = "November 21, 2026";

// Privacy policy: written for what this product actually stores (see lib/db/schema.ts).
export default function PrivacyPolicyPage() {
  const mail = <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>;
  return (
    <LegalPage title="Privacy Policy" updated={UPDATED}>
      <p>
        {site.name} ({site.tagline}) is a chat assistant that researches products and helps you think through
        decisions. This policy explains what we store when you use it, why, and what you can do about it.
        We keep as little as the service needs and we never sell your data.
      </p>

      <h2>What we store</h2>
      <ul>
        <li>
          <strong>Your account.</strong> Your email address, first and last name, and profile picture if you upload
          one (re-encoded, with its photo metadata such as location removed). If you sign in with a password we store
          only a one-way hash of it, never the password. If you sign in with Google or Apple we store the account
          identifier and email address they give us; we never see your password there.
        </li>
        <li>
          <strong>The beta waiting list.</strong> Your email address, the name you give, your referral code, who
          referred you, your place and status in the queue, and the date and network address of your signup (to
          stop automated signups). Confirmation and invitation links are stored only as one-way hashes.
        </li>
        <li>
          <strong>Conversations.</strong> The messages you send and the assistant&apos;s replies, with their titles
          and dates, so you can come back to them. Conversations started without an account (for example from an
          advertisement) are tied to an anonymous identifier in a cookie on your device.
        </li>
        <li>
          <strong>Hidden conversations.</strong> When you hide a conversation you choose a secret phrase. We store
          the phrase only as a salted one-way hash (plus a keyed fingerprint used to find the conversation), never
          the phrase itself, so nobody at {site.name} can read it. If you forget it, we cannot recover it.
        </li>
        <li>
          <strong>Campaign data.</strong> If you arrive from an advertisement or search link we record the campaign
          parameters of that link (source, medium, campaign name, your opening question), the page you landed on,
          the referring page, your browser&apos;s user agent and network address, and simple engagement milestones
          (time on site, number of questions asked, whether you signed up). We use this to learn which campaigns
          help people and to keep ad visitors within a fair daily usage limit.
        </li>
        <li>
          <strong>Community signups and contact messages.</strong> If you join our community list or write to us,
          we keep what you send: your email or phone number, name, interests or message, and your network address
          for abuse prevention.
        </li>
        <li>
          <strong>Security records.</strong> Short-lived counters keyed by network address or account that limit
          how often an action can be repeated, and server logs of requests (address, page and result, never the
          content of your messages).
        </li>
      </ul>

      <h2>What stays on your device</h2>
      <ul>
        <li>
          <strong>Cookies.</strong> A session cookie that keeps you signed in (up to 30 days), an anonymous visitor
          cookie that ties conversations you start without an account to your browser, and, for visitors from an
          advertising campaign, a signed cookie that grants instant chat. All are first-party and inaccessible to
          page scripts. We use no advertising or cross-site tracking cookies.
        </li>
        <li>
          <strong>Local storage.</strong> A random device identifier (it starts with <code>device_</code>), a
          draft message you typed before a conversation existed, simple usage counts for the instant chat, and
          whether you dismissed the install prompt. Clearing your browser data removes them.
        </li>
      </ul>

      <h2>How we use it</h2>
      <p>
        To run the service: sign you in, keep your conversations, manage the waiting list and referrals, send the
        emails you asked for (confirmations, invitations and replies to your messages), answer your questions, and
        protect the service from abuse. To produce answers, the text of your conversation is sent to our AI model
        provider, only for that purpose. We do not sell or rent
        personal data and we do not show third-party ads inside the app.
      </p>

      <h2>Who at Helpful Hand can see your conversations</h2>
      <p>
        Our admins see counts and metadata only: a conversation&apos;s id, the id of its owner, when it was created,
        how many messages it has, which engine answered, and any rating or report you gave. They never see titles or
        messages in lists. Reading one conversation needs a stated reason (for example, a conversation you reported
        or rated down), is recorded in our audit log with who read it, when and why, and access ends after 10 minutes.
        A conversation you hide behind your secret phrase cannot be opened by our team.
      </p>

      <h2>Recommendations and compensation</h2>
      <p>
        {compensationStatement} When you follow a retailer link, that retailer&apos;s own privacy policy applies to
        what you do on its site. We learn only that a purchase may have happened, never what you paid or how.
      </p>

      <h2>AI limits</h2>
      <p>
        Answers are written by an AI. They can be incomplete, out of date or wrong, and they are{" "}
        <strong>not medical, legal or financial advice</strong>. Please do not share information you would not want
        stored, such as passwords, card numbers or detailed health records. See our{" "}
        <Link href="/terms-of-service">Terms of Service</Link> for more.
      </p>

      <h2>How long we keep it</h2>
      <p>
        Your account, profile and conversations stay until you delete them or ask us to delete your account. A
        conversation you delete is removed from our database at once. Waiting-list, campaign and community records
        and contact messages are kept only as long as they serve the purposes above, and you can ask us to delete
        them at any time. Rate-limit counters are cleared automatically after two days.
      </p>

      <h2>Deleting your account and your rights</h2>
      <p>
        You can delete any single conversation in the app at any time. To delete your whole account, email {mail}{" "}
        from the address on your account (or use the <Link href="/contact">contact form</Link> with the topic
        &ldquo;Privacy or deleting my data&rdquo;). We reply {site.supportReplyPromise} to confirm the request
        came from you, then delete your account, profile picture, conversations, hidden conversations, waiting-list
        entry and referral records within 30 days, and email you when it is done. Anonymised totals (for example
        &ldquo;12 signups from this campaign&rdquo;) are kept. You can also ask us for a copy of your data or to
        correct it the same way.
      </p>

      <h2>Children</h2>
      <p>{site.name} is not meant for children under 13 and we do not knowingly collect their data.</p>

      <h2>Changes and contact</h2>
      <p>
        If we change this policy in a way that matters, we will say so on this page and, for account holders, by
        email before the change takes effect. Questions: {mail}.
      </p>
    </LegalPage>
  );
}
