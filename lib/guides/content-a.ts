import type { Guide } from "./types";

// Fixed guides, part 1. Example prices are article text only, not product rules.
export const runningShoesGuide: Guide = {
  category: "running_shoes",
  slug: "running-shoes",
  catalogCategory: "running_shoes",
  question: "What are the best running shoes for flat feet?",
  title: "Best Running Shoes for Flat Feet: Stability vs. Neutral Compared",
  description: "How to choose running shoes for flat feet and overpronation: stability features, cushioning, fit and the models runners with low arches rate highest.",
  updated: "2026-11-01",
  content: `
<h2>Do flat feet need special running shoes?</h2>
<p>Not always. Many runners with low arches run happily in neutral shoes. What matters is how your foot moves: if your ankle rolls inward a lot when you land (overpronation) and you get shin, knee or arch pain, a <strong>stability shoe</strong> with a firmer medial post or guide rails can help.</p>
<h2>Stability or neutral: a quick comparison</h2>
<table>
<thead><tr><th>Feature</th><th>Stability shoe</th><th>Neutral shoe</th></tr></thead>
<tbody>
<tr><td>Best for</td><td>Overpronation, flat or collapsing arches</td><td>Neutral gait, high or medium arches</td></tr>
<tr><td>Support</td><td>Firmer foam or rails on the inner side</td><td>Even cushioning</td></tr>
<tr><td>Feel</td><td>Slightly stiffer, more guided</td><td>Softer, more flexible</td></tr>
<tr><td>Typical price</td><td>$120 to $160</td><td>$100 to $160</td></tr>
</tbody>
</table>
<h2>What to look for</h2>
<ul>
<li><strong>A wide, stable base.</strong> A broader midsole under the arch keeps the foot from collapsing inward.</li>
<li><strong>A firm heel counter.</strong> Squeeze the heel: it should hold its shape.</li>
<li><strong>Room in the toe box.</strong> Flat feet often spread when loaded; a thumb's width past your longest toe is right.</li>
<li><strong>Removable insoles.</strong> Useful if you wear custom orthotics.</li>
</ul>
<h2>How to test a pair</h2>
<p>Try shoes late in the day when your feet are largest, wear your running socks, and jog a few steps. Comfort in the first minutes is the best predictor of comfort over miles. Replace running shoes every 300 to 500 miles.</p>`,
  faq: [
    { q: "Are stability shoes bad for people without overpronation?", a: "They are not harmful, but they can feel stiff. If you do not overpronate, a neutral shoe is usually more comfortable." },
    { q: "Can I use insoles instead of stability shoes?", a: "Yes. Arch-support insoles in a neutral shoe are a common alternative, especially with custom orthotics." },
    { q: "How often should I replace running shoes?", a: "Every 300 to 500 miles, or sooner if the midsole feels flat or new aches appear." },
  ],
};

export const droneGuide: Guide = {
  category: "drone",
  slug: "drones",
  catalogCategory: "drones",
  question: "What is the best drone for beginners?",
  title: "Best Drones for Beginners and Creators: Comparison & Buying Guide",
  description: "Compare beginner and creator drones by weight, flight time, camera quality, obstacle sensing and rules, and choose the right drone for how you will fly.",
  updated: "2026-11-01",
  content: `
<h2>Start with weight: the 250 gram line</h2>
<p>In the US, UK and EU, drones under <strong>250 grams</strong> face lighter registration and operating rules for recreational flying. For a first drone this is the single most useful filter: lighter drones are also less intimidating and easier to travel with.</p>
<h2>Drone comparison at a glance</h2>
<table>
<thead><tr><th>Type</th><th>Weight</th><th>Flight time</th><th>Camera</th><th>Typical price</th></tr></thead>
<tbody>
<tr><td>Mini camera drone</td><td>Under 250 g</td><td>30 to 45 min</td><td>4K, 1/1.3-inch sensor</td><td>$300 to $900</td></tr>
<tr><td>Mid-size creator drone</td><td>700 to 900 g</td><td>40 to 45 min</td><td>Larger sensor, zoom</td><td>$1,200 to $2,200</td></tr>
<tr><td>FPV drone</td><td>Varies</td><td>5 to 20 min</td><td>Action camera</td><td>$400 to $1,000</td></tr>
</tbody>
</table>
<h2>What to look for</h2>
<ul>
<li><strong>Obstacle sensing.</strong> Sensors in several directions save a first drone from trees and walls.</li>
<li><strong>GPS return-to-home.</strong> Brings the drone back if the signal or battery runs low.</li>
<li><strong>Batteries.</strong> Plan on two or three; a "fly more" bundle is usually the better buy.</li>
<li><strong>Camera sensor size.</strong> Bigger sensors handle sunrise, sunset and shadows better.</li>
</ul>
<h2>Before your first flight</h2>
<p>Check local rules (in the US, take the free TRUST test for recreational flying), practise in an open field away from people, and keep the drone in sight.</p>`,
  faq: [
    { q: "Do I need to register a drone under 250 g?", a: "In the US, not for purely recreational flying, though you still need to pass the free TRUST test and follow the rules. Check your country's rules before flying." },
    { q: "How long do drone batteries last?", a: "Most camera drones fly 30 to 45 minutes per battery; real flights are shorter in wind and cold." },
    { q: "Is an FPV drone good for beginners?", a: "Usually not as a first drone: FPV flying takes practice. Start with a GPS camera drone or learn FPV in a simulator first." },
  ],
};

export const cameraGuide: Guide = {
  category: "camera",
  slug: "cameras",
  catalogCategory: "cameras",
  question: "Which full-frame camera should I buy?",
  title: "Full-Frame Camera Comparison: Choosing Your Next Mirrorless Camera",
  description: "Full-frame mirrorless cameras compared: sensor resolution, autofocus, video, lenses and price, and how to pick the right body for photos or video.",
  updated: "2026-11-01",
  content: `
<h2>Why full frame?</h2>
<p>A full-frame sensor gathers more light than APS-C or smartphone sensors, which means cleaner images in low light, more background blur, and wider dynamic range. The trade-off is size, weight and lens cost.</p>
<h2>Full-frame camera comparison</h2>
<table>
<thead><tr><th>Class</th><th>Resolution</th><th>Strengths</th><th>Typical body price</th></tr></thead>
<tbody>
<tr><td>Entry full frame</td><td>24 MP</td><td>Great value, light, good video</td><td>$1,300 to $2,000</td></tr>
<tr><td>All-rounder</td><td>24 to 33 MP</td><td>Fast autofocus, strong video, weather sealing</td><td>$2,000 to $2,800</td></tr>
<tr><td>High resolution</td><td>45 to 61 MP</td><td>Landscape and studio detail, cropping room</td><td>$3,000 to $4,000</td></tr>
</tbody>
</table>
<h2>What to look for</h2>
<ul>
<li><strong>Lens system first.</strong> You will keep lenses longer than bodies. Check the price of the lenses you need.</li>
<li><strong>Autofocus.</strong> Subject detection (eyes, animals, vehicles) matters for people, pets and sport.</li>
<li><strong>In-body stabilisation.</strong> Sharper handheld shots and steadier video.</li>
<li><strong>Video needs.</strong> 10-bit recording, no heavy crop in 4K, and a flip screen help creators.</li>
</ul>
<h2>A simple rule</h2>
<p>Spend less on the body and more on one excellent lens. A 24 MP body with a sharp prime lens beats an expensive body with a basic kit zoom for most people.</p>`,
  faq: [
    { q: "Is full frame worth it for beginners?", a: "Only if low-light quality or background blur matters a lot to you. APS-C cameras are lighter and cheaper and suit most beginners well." },
    { q: "How many megapixels do I need?", a: "24 MP is plenty for prints and social media; 45 MP and more helps for landscapes, studio work and heavy cropping." },
    { q: "Should I buy a kit lens?", a: "A kit lens is a fine start, but one good prime lens usually lifts image quality more than a new body." },
  ],
};
