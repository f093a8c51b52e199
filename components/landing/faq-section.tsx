import { compensationStatement, site } from "@/lib/config/site";
import { LandingIcon } from "./landing-icon";
import { LandingSection } from "./section-heading";

type Faq = { q: string; a: string };

const betaFaqs: Faq[] = [
  { q: "Is the beta really free?", a: `Yes. ${site.name} costs nothing during the beta, and you never need a card to join.` },
  { q: "How does the waiting list work?", a: "Join with your email, Google or Apple and confirm your address. You get a place in the queue, and we email invites in queue order as we add capacity." },
  { q: "How do referrals move me up?", a: "Share your personal link. Each friend who joins and confirms their email moves you a set number of places up the queue; your referrals page shows exactly how many. Sign-ups from your own email, browser or network don't count." },
  { q: "What is a Skip-the-Line code?", a: "A code we give to partners, churches and early supporters. Enter it after signing in and your account is approved straight away." },
  { q: "How do I check my place?", a: "Log in and open your referrals page. It shows your position, your referral link and how many friends have joined through it." },
];

const productFaqs: Faq[] = [
  { q: "Is it a replacement for my pastor, doctor or financial adviser?", a: "No. It is an AI that helps you think and research. For health, money or legal questions it will tell you when to talk to a professional, and in a crisis it points you to 988 and people you trust." },
  { q: "Which Bible translation does it quote?", a: "The World English Bible, a modern public-domain translation. Verses are quoted from the text itself, never from the AI's memory." },
  { q: "How do you make money?", a: compensationStatement },
  { q: "Is my information private?", a: "Your conversations are for you. Our team sees only counts and dates, never titles or messages; if one of us must read a conversation (for example, one you reported), they have to state why, it is recorded in our audit log, and access ends after 10 minutes. A conversation you hide cannot be opened by our team. We don't sell your data, and you can hide or delete any conversation at any time." },
  { q: "Can I use it on my phone?", a: "Yes. It works in any modern browser, and you can add it to your home screen so it opens like an app." },
];

const faqList = [
  "mt-4 divide-y divide-line rounded-2xl border border-line bg-white *:px-5 *:py-1 [&_summary::-webkit-details-marker]:hidden",
  "[&_summary]:flex [&_summary]:cursor-pointer [&_summary]:list-none [&_summary]:items-center [&_summary]:justify-between [&_summary]:gap-4",
  "[&_summary]:py-4 [&_summary]:text-left [&_summary]:text-[15px] [&_summary]:font-medium [&_summary]:text-ink",
  "[&_svg]:h-4 [&_svg]:w-4 [&_svg]:flex-none [&_svg]:text-muted [&_svg]:transition-transform [&_p]:pb-4 [&_p]:text-[15px] [&_p]:leading-7 [&_p]:text-muted",
].join(" ");

function FaqList({ title, items, id }: { title: string; items: Faq[]; id: string }) {
  return (
    <div>
      <h3 id={id} className="text-lg font-semibold text-ink">{title}</h3>
      {/* Each item's classes are written once here, not ten times (each byte is in the HTML and again in the page's payload). */}
      <div className={faqList}>
        {items.map((f, i) => (
          // A fixed list: the position is a stable key, and a short one (keys are sent in the page payload).
          <details key={i} className="group">
            <summary>
              {f.q}
              <LandingIcon name="chevron-down" className="group-open:rotate-180" />
            </summary>
            <p>{f.a}</p>
          </details>
        ))}
      </div>
    </div>
  );
}

export function FaqSection() {
  return (
    <LandingSection anchor="faq" headingId="faq-title" eyebrow="FAQ" title="Frequently asked questions">
      <div className="mt-12 grid gap-10 lg:grid-cols-2">
        <FaqList id="faq-beta" title="About the beta" items={betaFaqs} />
        <FaqList id="faq-product" title={`About ${site.name}`} items={productFaqs} />
      </div>
    </LandingSection>
  );
}
