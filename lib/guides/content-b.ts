import type { Guide } from "./types";

// Fixed guides, part 2.
export const healthGuide: Guide = {
  category: "health",
  slug: "supplements",
  catalogCategory: "supplements",
  question: "Which supplements are actually worth taking?",
  title: "Supplements Buying Guide: What Is Worth Taking and How to Choose",
  description: "A careful guide to common supplements (vitamin D, magnesium, omega-3, protein), quality seals, dosing and when to talk to your doctor first.",
  updated: "2026-11-01",
  content: `
<p><strong>Not medical advice.</strong> Supplements can interact with medicines and conditions. Talk with your doctor or pharmacist before starting anything new.</p>
<h2>Food first, then fill real gaps</h2>
<p>Supplements help most when they fill a specific gap: low vitamin D in winter, too little protein for training, or a diet without fish. A blood test and a conversation with your doctor tell you more than any label.</p>
<h2>Common supplements compared</h2>
<table>
<thead><tr><th>Supplement</th><th>Often used for</th><th>What to check</th><th>Typical monthly cost</th></tr></thead>
<tbody>
<tr><td>Vitamin D3</td><td>Low sun exposure</td><td>Dose in IU, with or without K2</td><td>$5 to $15</td></tr>
<tr><td>Magnesium</td><td>Sleep, muscle cramps</td><td>Form: glycinate is gentle, citrate can loosen stools</td><td>$10 to $25</td></tr>
<tr><td>Omega-3 (fish oil)</td><td>Little fish in the diet</td><td>EPA + DHA per serving, freshness</td><td>$10 to $30</td></tr>
<tr><td>Protein powder</td><td>Training, higher protein needs</td><td>Protein per scoop, added sugar</td><td>$25 to $50</td></tr>
</tbody>
</table>
<h2>How to choose a brand</h2>
<ul>
<li><strong>Third-party testing.</strong> Look for USP, NSF Certified for Sport or Informed Choice seals.</li>
<li><strong>Clear doses.</strong> Avoid "proprietary blends" that hide amounts.</li>
<li><strong>No miracle claims.</strong> Anything promising to cure or melt fat is a red flag.</li>
</ul>
<blockquote>"Do you not know that your bodies are temples of the Holy Spirit?" (1 Corinthians 6:19). Caring for your body is worth doing carefully.</blockquote>`,
  faq: [
    { q: "Do I need a multivitamin?", a: "Many people eating a varied diet do not. A multivitamin can be a simple safety net; ask your doctor about your situation." },
    { q: "Which magnesium is best for sleep?", a: "Magnesium glycinate is commonly chosen for sleep because it is gentle on the stomach. Check with your doctor if you take other medicines." },
    { q: "Are supplements regulated?", a: "In the US they are not approved before sale like medicines, which is why independent testing seals matter." },
  ],
};

export const fitnessGuide: Guide = {
  category: "fitness",
  slug: "fitness-equipment",
  catalogCategory: "fitness_equipment",
  question: "What fitness equipment should I buy for a home gym?",
  title: "Home Fitness Equipment Guide: Build a Home Gym That Gets Used",
  description: "Choose home gym equipment by space, budget and goals: adjustable dumbbells, kettlebells, resistance bands, treadmills and rowers compared.",
  updated: "2026-11-01",
  content: `
<h2>Buy for the workouts you will actually do</h2>
<p>The best home gym is the one you use. Start with the few pieces that cover strength and cardio in the space you have, then add as habits stick.</p>
<h2>Home gym equipment compared</h2>
<table>
<thead><tr><th>Equipment</th><th>Space</th><th>Covers</th><th>Typical price</th></tr></thead>
<tbody>
<tr><td>Adjustable dumbbells</td><td>Small</td><td>Full-body strength</td><td>$150 to $450</td></tr>
<tr><td>Kettlebell</td><td>Tiny</td><td>Strength and conditioning</td><td>$30 to $90</td></tr>
<tr><td>Resistance bands</td><td>Tiny, portable</td><td>Strength, mobility, travel</td><td>$20 to $50</td></tr>
<tr><td>Folding treadmill</td><td>Medium</td><td>Walking and running</td><td>$500 to $1,500</td></tr>
<tr><td>Rowing machine</td><td>Medium to large</td><td>Low-impact full-body cardio</td><td>$300 to $1,200</td></tr>
</tbody>
</table>
<h2>What to look for</h2>
<ul>
<li><strong>Adjustability.</strong> One adjustable set replaces a rack of fixed weights.</li>
<li><strong>Footprint and storage.</strong> Measure first; folding and upright-storage designs help small rooms.</li>
<li><strong>Noise.</strong> Magnetic rowers and bikes are quieter for apartments.</li>
<li><strong>Floor protection.</strong> A rubber mat protects floors and dampens sound.</li>
</ul>`,
  faq: [
    { q: "What is the single best piece of home gym equipment?", a: "For most people a pair of adjustable dumbbells: they cover nearly every strength exercise in little space." },
    { q: "Treadmill or rower?", a: "A treadmill if you want to walk or run; a rower for low-impact, full-body cardio in less time." },
    { q: "Are resistance bands enough to build strength?", a: "For beginners and travel, yes. Heavier progress is easier with dumbbells or kettlebells." },
  ],
};

export const techGuide: Guide = {
  category: "tech",
  slug: "video-editing-laptops",
  catalogCategory: "laptops",
  question: "What is the best laptop for video editing?",
  title: "Best Laptops for Video Editing: CPU, GPU, RAM and Screen Compared",
  description: "What a video-editing laptop needs: processor, graphics, memory, storage and a colour-accurate screen, with classes compared for 1080p, 4K and beyond.",
  updated: "2026-11-01",
  content: `
<h2>What matters for editing video</h2>
<p>Editing is hard work for a laptop. Smooth timelines depend on the processor and its media engines, the graphics chip, enough memory, and fast storage. A good screen matters just as much when you grade colour.</p>
<h2>Video-editing laptop comparison</h2>
<table>
<thead><tr><th>Editing</th><th>Memory</th><th>Storage</th><th>Graphics</th><th>Typical price</th></tr></thead>
<tbody>
<tr><td>1080p, light 4K</td><td>16 GB</td><td>512 GB SSD</td><td>Integrated, modern media engine</td><td>$1,000 to $1,500</td></tr>
<tr><td>Regular 4K</td><td>32 GB</td><td>1 TB SSD</td><td>Strong integrated or mid-range GPU</td><td>$1,800 to $2,800</td></tr>
<tr><td>6K/8K, effects, colour</td><td>48 GB or more</td><td>2 TB SSD</td><td>High-end GPU</td><td>$3,000 and up</td></tr>
</tbody>
</table>
<h2>What to look for</h2>
<ul>
<li><strong>Hardware decoding</strong> for your camera's codecs (H.264, HEVC, ProRes) keeps playback smooth.</li>
<li><strong>Memory you cannot upgrade later.</strong> Many laptops solder RAM; buy what you need now.</li>
<li><strong>A colour-accurate screen</strong> covering DCI-P3, ideally bright enough for HDR work.</li>
<li><strong>Ports.</strong> An SD card slot and fast Thunderbolt/USB4 for external drives save dongles.</li>
<li><strong>Performance on battery.</strong> Some laptops slow down sharply unplugged.</li>
</ul>`,
  faq: [
    { q: "Is 16 GB of RAM enough for video editing?", a: "For 1080p and light 4K, yes. For regular 4K with effects, 32 GB is more comfortable." },
    { q: "Mac or Windows for video editing?", a: "Both work well. Choose by the editing software you use and the codecs your camera records." },
    { q: "Do I need a dedicated graphics card?", a: "Not for light editing on modern chips with strong media engines; heavy effects, colour grading and 3D benefit from one." },
  ],
};

export const generalGuide: Guide = {
  category: "general",
  slug: "buying-guide",
  catalogCategory: null,
  question: "How do I choose the right product without regret?",
  title: "How to Choose the Right Product: A Practical Buying Guide",
  description: "A practical way to research any purchase: define the need, compare a short list, read reviews well, and decide with confidence and without regret.",
  updated: "2026-11-01",
  content: `
<h2>1. Name the need, not the product</h2>
<p>Write one sentence about the problem you are solving and how you will know it is solved. "I want to film my kids' games from the stands" leads to a better choice than "I want a camera".</p>
<h2>2. Set a budget range before you browse</h2>
<p>Decide what you are comfortable spending, including accessories, subscriptions and running costs. The most expensive option is rarely the best value.</p>
<h2>3. Compare a short list of three</h2>
<table>
<thead><tr><th>Question</th><th>Why it matters</th></tr></thead>
<tbody>
<tr><td>What does it do best?</td><td>Every product is built around a trade-off.</td></tr>
<tr><td>What do owners complain about?</td><td>Three-star reviews are often the most honest.</td></tr>
<tr><td>What does it cost to own?</td><td>Batteries, refills and repairs add up.</td></tr>
<tr><td>Can I return it?</td><td>A good return policy lowers the risk of trying.</td></tr>
</tbody>
</table>
<h2>4. Decide, then stop shopping</h2>
<p>Once a choice meets your need within budget, buy it and enjoy it. Endless comparison costs time and peace.</p>
<blockquote>"The plans of the diligent lead surely to abundance, but everyone who is hasty comes only to poverty." (Proverbs 21:5)</blockquote>`,
  faq: [
    { q: "How many options should I compare?", a: "Three is usually enough: more options tend to make decisions harder, not better." },
    { q: "Are the most expensive products the best?", a: "Not necessarily. Past a point you pay for features you may never use; match the product to your need." },
    { q: "How do I spot fake reviews?", a: "Be wary of many short five-star reviews posted at once; read detailed mid-range reviews and check several sources." },
  ],
};
