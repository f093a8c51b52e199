import { FIXED_SECTIONS, type Faq } from "@/lib/guides";

/** A guide's body: trusted static HTML (or the templated guide with the topic escaped). */
export function GuideBody({ html }: { html: string }) {
  return <div className="prose-hh below-fold" dangerouslySetInnerHTML={{ __html: html }} />;
}

export function FixedSections() {
  return (
    <div className="below-fold mt-10 space-y-8 border-t border-line pt-8">
      {FIXED_SECTIONS.map((s) => (
        <section key={s.heading}>
          <h2 className="text-xl font-semibold tracking-tight text-ink">{s.heading}</h2>
          <p className="mt-2 leading-7 text-muted">{s.body}</p>
        </section>
      ))}
    </div>
  );
}

export function GuideFaq({ faq }: { faq: Faq[] }) {
  return (
    <section className="below-fold mt-10" aria-labelledby="guide-faq">
      <h2 id="guide-faq" className="text-xl font-semibold tracking-tight text-ink">Frequently asked questions</h2>
      <div className="mt-4 divide-y divide-line rounded-xl border border-line bg-white">
        {faq.map((f) => (
          <details key={f.q} className="group px-4 py-3">
            <summary className="cursor-pointer list-none font-medium text-ink marker:hidden">
              <span className="mr-2 inline-block text-brand-600 transition-transform group-open:rotate-90" aria-hidden>›</span>
              {f.q}
            </summary>
            <p className="mt-2 pl-5 leading-7 text-muted">{f.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
