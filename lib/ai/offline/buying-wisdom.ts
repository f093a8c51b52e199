// The plain facts for questions about buying itself, whatever the thing: when prices are lowest,
// whether a deal is real, returns, recalls, and long loans. US stores and agencies; no picks here.
import type { MoneyQuestion } from "@/lib/ai/request/money-wisdom";
import type { ViewProduct } from "@/lib/ai/request/catalog-view";

const usd = (n: number) => `$${Math.round(n).toLocaleString("en-US")}`;
const BABY = /\b(?:baby|babies|infant|newborn|crib|bassinet|sleeper|rock ?(?:'?n'?|and) ?play|car seat|stroller)\b/;
const CAR = /\b(?:car|truck|suv|vehicle|minivan|auto)\b/;

export function timingLines(thing: string | null): string[] {
  return [
    `Short answer: if you need ${thing ?? "it"} now (the old one died, you need it for work or school), buy now; a few weeks without it costs more than the discount. If it's a want and a big sale is a few weeks away, waiting is usually worth it.`,
    "**When prices really are lowest:** Black Friday and Cyber Monday (late November) for TVs, laptops, tablets, headphones, smart-home gear and small kitchen appliances; Amazon's Prime Day (July) and its October sale match them, especially on Amazon's own devices.",
    "**New models push last year's down:** TVs arrive in spring, so last year's sets are cheapest in the fall and before the Super Bowl; iPhones and many phones in September; laptops around back-to-school (July–August); major appliances and mattresses on holiday weekends (Presidents' Day, Memorial Day, Labor Day).",
    "**Check the sale is real:** a price tracker (CamelCamelCamel or Keepa for Amazon, or the price history many shopping sites show) tells you whether a “deal” is the usual price, and some Black Friday TVs and laptops are cut-down models made for the sale: compare the exact model number.",
    "**If the price drops after you buy:** ask the store for the difference within the return window, or return and rebuy; some cards also protect the price.",
  ];
}

export function dealLines(m: MoneyQuestion, product: ViewProduct | null): string[] {
  const band = product?.priceBand;
  const verdict = band && m.price
    ? m.price < band.low ? `that's below its usual range, so a good price if the seller is the maker or a real store (not an unknown marketplace seller) and it's the current model.`
      : m.price <= (band.high ?? Infinity) ? `that's within its usual range: a fair price, not a special one. Worth buying if you need it now; a sale could take it toward ${usd(band.low)}.`
        : `that's above its usual range, so I'd wait or look at another store.`
    : null;
  return [
    ...(product && verdict ? [`The ${product.name} usually sells for about ${band!.label} at US retailers. At ${usd(m.price!)}, ${verdict}`] : [`Whether it's a good deal depends less on the discount shown than on what the thing usually sells for${m.price ? ` (I can't see today's prices, so I won't guess whether ${usd(m.price)} is one)` : ""}. Here's how to tell quickly:`]),
    "**Check the price history**, not the “was” price: CamelCamelCamel or Keepa for Amazon, or the history many shopping sites show. A “deal” at the usual price is no deal.",
    "**Check the exact model number:** older generations and cut-down versions made for sales look the same in a listing.",
    "**Check who sells it:** the maker or the store itself, with the full warranty and an easy return; a marketplace seller with few reviews, or “international version”, can mean no warranty.",
    "**And the honest test:** would you buy it at this price if it weren't on sale? If not, the saving is money spent.",
  ];
}

export function returnLines(thing: string | null, question: string): string[] {
  const mattress = /\bmattress/.test(question.toLowerCase());
  if (PRICE_DROP.test(question.toLowerCase())) return priceDropLines();
  // "I bought the wrong size vacuum bags": already bought, so what to do now, not what to check before.
  const bought = /\b(?:bought|ordered|got|purchased) (?:the |a )?wrong\b|\bwrong size\b|\b(?:doesn'?t|does not|don'?t|didn'?t) fit\b/.test(question.toLowerCase());
  return [
    ...(bought ? ["An easy one to fix: wrong-size parts and supplies are among the most common returns, and unopened ones almost always go back.", "**Return or exchange it now,** unopened if you can, with the receipt or order number; many stores swap it for the right size on the spot. Before buying again, find the model number on your machine (a label underneath, on the back or inside the lid) and search by it, not by the brand alone."] : []),
    ...(bought ? [] : [`Returns are the store's rules, not the maker's, so check them before you buy ${thing ?? "it"}:`]),
    "**Typical windows:** many big US stores give 15–30 days (some 90 for members, Costco longer for most things), electronics and phones often less, and holiday buys often get until January. The receipt or order page shows the date.",
    ...(mattress ? ["**Mattresses bought online** usually come with a sleep trial of 100 nights or more; read whether you must keep it 30 nights first, whether the return is free, and how pickup or donation works. Store-bought mattresses often can't be returned at all, or only for an exchange."] : []),
    "**What can cost you:** a restocking fee on opened electronics and large items (often up to 15%), return shipping, and things that can't go back once opened (personal care, some software, final-sale and clearance items).",
    "**Keep the box, every part and the receipt** until you're sure, and test it fully in the first days. If it's faulty after the window, the maker's warranty (and your card's purchase protection) come next.",
  ];
}

const PRICE_DROP = /\bprice (?:dropped|drops|went down|is lower now)\b|\bnow it'?s (?:\$?\d[\d,]*|cheaper|on sale)\b|\bwent on sale\b|\bprice (?:adjustment|protection|match)\b/;

/** "spent $1,500 on a TV and now it's $1,100": what can still be done. */
function priceDropLines(): string[] {
  return [
    "If the price dropped after you bought, you can often get the difference back, as long as you're still inside the store's window:",
    "**Ask the store for a price adjustment:** many stores match their own lower price during the return window (Best Buy and Target among them); bring the receipt or order number. Amazon generally doesn't adjust prices, but within its return window you can return it and buy again if the item qualifies.",
    "**Check your credit card:** a few cards still offer price protection; the card's benefits page says whether yours does.",
    "**If the window has passed,** it's worth a polite ask anyway; and next time, a price tracker before big purchases shows whether a sale is near.",
  ];
}

export function recallLines(question: string): string[] {
  const q = question.toLowerCase();
  return [
    "I can't look up live recall notices, but you can check any product in a couple of minutes:",
    "**Household products, appliances, toys and baby gear:** search the brand and exact model number at cpsc.gov/recalls (or saferproducts.gov for reported problems). **Car seats and vehicles:** nhtsa.gov/recalls (a vehicle by its VIN). **Food, medicines and supplements:** fda.gov (recalls).",
    "**If it's recalled:** stop using it and follow the notice: recalls usually mean a free repair, part, replacement or refund from the maker.",
    "**Register what you buy** (the card in the box or the maker's website) so the maker can tell you directly if a recall comes.",
    ...(BABY.test(q) ? ["**For anything a baby sleeps in:** flat, firm and bare, on their back, in a crib, bassinet or play yard. Inclined sleepers (the Fisher-Price Rock 'n Play among them) were recalled and are now banned from sale in the US, so don't use one, even second-hand. And never use a car seat whose history you don't know (a crash can weaken it invisibly)."] : []),
  ];
}

/** The lines a long loan adds: what stretching it costs, and for a car, the 20/4/10 rule. */
export function loanLines(m: MoneyQuestion, question: string): string[] {
  const car = CAR.test(question.toLowerCase());
  if (!car && !(m.months && m.months >= 48)) return [];
  return [
    ...(m.months && m.months >= 60 ? [`**The length is the warning sign:** a ${m.months}-month loan lowers the payment by stretching it, so you pay more interest in total${car ? ", and because a car loses value fastest in its first years, you'll likely owe more than it's worth (be “upside down”) for much of the loan, a real problem if it's totaled or you need to sell" : ""}.`] : []),
    ...(car ? ["**A common rule for cars (20/4/10):** about 20% down, a loan of no more than 4 years (48 months), and the payment, insurance and fuel together under about 10% of your gross income. If the payment only works at 72 or 84 months, the car costs more than the budget: a cheaper new car or a reliable used one is the wiser buy."] : []),
  ];
}

/** "is my 10 year old laptop worth fixing?": the repair-or-replace rule of thumb. */
export function repairLines(thing: string | null, question = ""): string[] {
  // "I spilled coffee on my laptop": what to do in the next minutes comes before repair or replace.
  const spill = /\b(?:spill\w*|spilt|wet|soaked|water|coffee|tea|juice|dropped (?:it )?in|toilet|sink|pool|bathtub)\b/i.test(question)
    ? ["**Right now, for a spill:** turn it off and unplug it (hold the power button if it won't shut down), don't turn it back on to check, tip it upside down to drain (a laptop open like a tent), wipe what you can and let it dry for at least 48 hours; skip rice and hair dryers. Sugary drinks like coffee with sugar or juice corrode faster, so a repair shop's cleaning soon is worth it. Back up your data as soon as it works again."]
    : [];
  return [
    ...spill,
    `A good rule of thumb: repair ${thing ?? "it"} if the repair costs less than about half the price of a comparable new one and the rest of it still does what you need; replace it if the repair is more than that, or it's near the end of its useful life anyway.`,
    "**Worth fixing, usually:** a cracked phone screen or a worn battery on a phone or laptop that's otherwise fine (often $100–$250 at the maker or a good independent shop), a vacuum's belt, brush or battery, anything still under warranty or a protection plan (check your credit card's extended warranty too).",
    "**Usually time to replace:** a laptop 7–10 years old (it likely no longer gets security updates and will feel slow with today's software), water damage, a failed main board, or a phone that no longer gets updates.",
    "**Before you decide:** get a written quote, back up your data first, and ask whether the maker offers repair or self-repair parts; recycle the old one properly (many stores take electronics back for free).",
  ];
}

/** "is it safe to buy electronics from Temu or AliExpress?": the marketplace, not the thing. */
export function marketplaceLines(): string[] {
  return [
    "Some things are fine to buy from marketplaces like Temu, Shein, Wish or AliExpress; some aren't worth the risk:",
    "**Low risk:** simple things that can't hurt anyone if they're poorly made (phone stands, organizers, craft supplies), bought knowing quality varies and returns can be slow.",
    "**Avoid there:** anything that plugs in or charges (chargers, power banks, batteries, space heaters), children's toys and baby gear, helmets and car seats, cosmetics and supplements. These are often not tested to US safety standards (look for a UL or ETL mark on electrical items) and counterfeits are common.",
    "**Protect yourself:** pay by credit card (chargebacks help if an order never arrives), check the seller's ratings, and don't store your card on the app.",
    "**On the ethics:** reports and US lawmakers have raised concerns about labor conditions and forced labor in some of these supply chains, and very cheap items that break quickly add up to waste. Buying less, used, or from sellers who say where and how things are made is the steadier path.",
  ];
}

/** "where should I buy it?", "from where": any reputable store; what matters is what stands behind the sale. */
export function whereLines(thing: string | null): string[] {
  return [
    `Any reputable store is fine for ${thing ?? "it"}; the links with my picks open a retailer's search, and it's worth checking the price in one or two other places before you buy.`,
    "**Good places to look:** the maker's own store, the big retailers (Best Buy, Target, Walmart, Costco), and Amazon when the listing is sold by Amazon or by the brand itself rather than an unknown third-party seller.",
    "**Refurbished or open-box:** the maker's certified refurbished store (Apple, Dell and others carry a full warranty), Amazon Renewed Premium, or Best Buy's open-box with its usual returns; avoid \"as is\" sales from strangers for anything costly.",
    "**What matters more than the store:** the return window, whether it's an authorized seller (or the maker's warranty may not apply), price-matching, and paying by credit card for its purchase protection.",
  ];
}
