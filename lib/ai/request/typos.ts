// Common misspellings of the words the answerer reads ("recomend", "vaccum", "colege", "shud"),
// fixed before a message is read, so "recomend me a camera" is the same ask as "recommend me a
// camera". Whole words only; nothing that is also a real word ("collage", "cheep") is changed.
const FIXES: Record<string, string> = {
  recomend: "recommend", reccomend: "recommend", reccommend: "recommend", recommed: "recommend", recomment: "recommend", recommened: "recommend", recommand: "recommend",
  recomendation: "recommendation", recomendations: "recommendations", reccomendation: "recommendation", reccomendations: "recommendations",
  sugest: "suggest", suggets: "suggest", sugestion: "suggestion", sugestions: "suggestions",
  lookin: "looking", lookng: "looking", loking: "looking", searchin: "searching",
  shud: "should", shld: "should", wat: "what", wht: "what", whats: "what's", wich: "which", whcih: "which",
  colege: "college", collge: "college", univeristy: "university", highschool: "high school",
  laptp: "laptop", labtop: "laptop", latop: "laptop", computor: "computer", compter: "computer",
  headfones: "headphones", hedphones: "headphones",
  vaccum: "vacuum", vacum: "vacuum", vaccuum: "vacuum", vacume: "vacuum", vaccume: "vacuum",
  matress: "mattress", mattres: "mattress", matresses: "mattresses",
  bycicle: "bicycle", bicicle: "bicycle", bycycle: "bicycle",
  cofee: "coffee", coffe: "coffee", expresso: "espresso", expressos: "espressos",
  moniter: "monitor", monitr: "monitor", keybaord: "keyboard", keyboad: "keyboard",
  tabelt: "tablet", tablit: "tablet", phne: "phone", iphne: "iphone", ipone: "iphone",
  strolller: "stroller", stoller: "stroller", strollor: "stroller",
  budjet: "budget", buget: "budget", afordable: "affordable", affordible: "affordable",
  camra: "camera", camerea: "camera", televison: "television", televsion: "television",
  blendar: "blender", refridgerator: "refrigerator", dishwaser: "dishwasher",
  recieve: "receive", beleive: "believe", definately: "definitely", definatly: "definitely", reccomended: "recommended",
  anxeity: "anxiety", anxitey: "anxiety", depresion: "depression", sucide: "suicide", suicde: "suicide",
  wanna: "want to", gonna: "going to", gotta: "have to", kinda: "kind of", sorta: "sort of",
};
const WORD = new RegExp(`\\b(?:${Object.keys(FIXES).join("|")})\\b`, "gi");

/** The message with the known misspellings fixed, its case otherwise untouched. */
export function fixTypos(text: string): string {
  return text.replace(WORD, (w) => {
    const fixed = FIXES[w.toLowerCase()]!;
    return w[0] === w[0]!.toUpperCase() && w[0] !== w[0]!.toLowerCase() ? fixed[0]!.toUpperCase() + fixed.slice(1) : fixed;
  });
}
