import { detectCategory, detectNeeds, findUncovered } from "@/lib/catalog";

// Realistic questions, including look-alikes that share a word with another category
// ("case", "mouse", "keyboard", "monitor", "router", "blower", "bike", "speaker").
const CATEGORY_QUESTIONS: [string, string][] = [
  // cameras and drones
  ["What's the best camera drone for a beginner?", "drones"],
  ["DJI Mini 4 Pro or Air 3S?", "drones"],
  ["Is a quadcopter a good gift for a 12 year old?", "drones"],
  ["Which mirrorless camera for family photos?", "cameras"],
  ["Full frame or APS-C for wildlife photography?", "cameras"],
  ["Sony A6700 vs Canon R50 for a beginner photographer", "cameras"],
  ["I want to start a YouTube channel, what camera for vlogging?", "vlogging"],
  ["Best action camera for mountain biking?", "vlogging"],
  ["GoPro or Insta360 for snowboarding?", "vlogging"],
  ["wireless lavalier mic for interviews", "vlogging"],
  // audio
  ["noise cancelling headphones for long flights", "headphones"],
  ["ergonomic office chair for back pain", "office_chairs"],
  ["hiking boots for wide feet", "hiking_boots"],
  ["weighted blanket for my teenager", "weighted_blankets"],
  ["a printer for home", "printers"],
  ["countertop microwave, nothing fancy", "microwaves"],
  ["standing desk for my home office", "standing_desks"],
  ["electric toothbrush for my son", "electric_toothbrushes"],
  ["cool mist humidifier for a baby's room", "humidifiers"],
  ["Bose QuietComfort Ultra or Sony XM6?", "headphones"],
  ["studio headphones for mixing music at home", "headphones"],
  ["headphones with a good microphone for work calls", "headphones"],
  ["best earbuds for running", "earbuds"],
  ["AirPods Pro 2 or Galaxy Buds for an Android phone?", "earbuds"],
  ["what about earbuds instead?", "earbuds"],
  ["bone conduction earphones for cycling", "earbuds"],
  ["waterproof bluetooth speaker for the pool", "speakers"],
  ["JBL Flip 6 or Charge 5 for camping?", "speakers"],
  ["a speaker for backyard parties", "speakers"],
  ["soundbar for my LG TV so I can hear dialogue", "soundbars"],
  ["Is Dolby Atmos worth it for a small living room sound bar?", "soundbars"],
  // computing
  ["What laptop should I buy for 4K video editing in DaVinci Resolve?", "laptops"],
  ["Is a MacBook Pro good for Final Cut?", "laptops"],
  ["cheap laptop for college under $700", "laptops"],
  ["Chromebook for my 10 year old's homework", "laptops"],
  ["gaming laptop under $1,500", "laptops"],
  ["a 27 inch 4K monitor for my MacBook", "monitors"],
  ["144hz gaming monitor for a PS5 and PC", "monitors"],
  ["ultrawide monitor for spreadsheets", "monitors"],
  ["mechanical keyboard for typing all day", "keyboards_mice"],
  ["wireless mouse for my laptop", "keyboards_mice"],
  ["ergonomic mouse for wrist pain", "keyboards_mice"],
  ["keyboard for my iPad", "keyboards_mice"],
  ["gaming mouse for FPS games", "keyboards_mice"],
  ["iPad or Galaxy Tab for drawing?", "tablets"],
  ["cheap tablet for my kids to watch shows", "tablets"],
  ["Which iPad is best for college notes?", "tablets"],
  ["Kindle Paperwhite or Kobo for library books?", "e_readers"],
  ["an e-reader for reading in the bath", "e_readers"],
  // phones
  ["iPhone 17 or Pixel 10?", "phones"],
  ["a simple smartphone for my 80 year old mom", "phones"],
  ["best Android phone with a great camera under $500", "phones"],
  ["case for my iPhone 17 Pro", "phone_accessories"],
  ["a rugged phone case for a clumsy teenager", "phone_accessories"],
  ["power bank for camping to charge my phone", "phone_accessories"],
  ["fast charger for my Samsung phone", "phone_accessories"],
  ["MagSafe charging stand for my nightstand", "phone_accessories"],
  ["a car mount for my phone for navigation", "phone_accessories"],
  // TV and gaming
  ["65 inch TV for a bright living room", "tvs"],
  ["OLED or QLED for movies in a dark room?", "tvs"],
  ["Which television is best for watching football?", "tvs"],
  ["Nintendo Switch 2 or PS5 for a 9 year old?", "gaming_consoles"],
  ["Is the Steam Deck worth it?", "gaming_consoles"],
  ["Xbox Series S or Series X for Game Pass?", "gaming_consoles"],
  // smart home
  ["video doorbell without a monthly subscription", "smart_home"],
  ["smart thermostat to save on heating bills", "smart_home"],
  ["Echo Dot or Google Nest Hub for the kitchen?", "smart_home"],
  ["outdoor security camera for the driveway", "smart_home"],
  ["a smart speaker for my elderly dad", "smart_home"],
  ["mesh wifi for a two story house with dead zones", "wifi_routers"],
  ["my internet is slow upstairs, which router should I buy?", "wifi_routers"],
  ["eero or Orbi?", "wifi_routers"],
  // home
  ["robot vacuum for pet hair", "robot_vacuums"],
  ["Roomba or Roborock for a house with two dogs?", "robot_vacuums"],
  ["self-emptying robot mop for tile floors", "robot_vacuums"],
  ["cordless stick vacuum for a small apartment", "vacuums"],
  ["Dyson V15 or Shark Stratos for dog hair?", "vacuums"],
  ["upright vacuum for thick carpets", "vacuums"],
  ["something to clean pet stains on the carpet", "vacuums"],
  ["air purifier for a nursery", "air_purifiers"],
  ["HEPA air purifier for wildfire smoke", "air_purifiers"],
  ["Which air purifier is best for allergies in a big living room?", "air_purifiers"],
  // sleep
  ["mattress for a side sleeper with shoulder pain", "mattresses"],
  ["Saatva or Purple for back pain?", "mattresses"],
  ["cheap mattress for a guest room", "mattresses"],
  ["memory foam mattress topper for a hot sleeper", "mattresses"],
  // kitchen
  ["espresso machine for lattes under $700", "coffee_makers"],
  ["Breville Barista Express or Bambino Plus?", "coffee_makers"],
  ["best drip coffee maker", "coffee_makers"],
  ["burr grinder for pour over", "coffee_makers"],
  ["Nespresso or Keurig?", "coffee_makers"],
  ["Best blender for smoothies under $150", "blenders"],
  ["Vitamix vs Blendtec", "blenders"],
  ["a personal blender for protein shakes", "blenders"],
  ["Best air fryer for two people", "air_fryers"],
  ["dual basket air fryer for a family of five", "air_fryers"],
  ["toaster oven that can air fry", "air_fryers"],
  ["Instant Pot or slow cooker for busy weeknights?", "multicookers"],
  ["a rice cooker that makes perfect sushi rice", "multicookers"],
  ["stand mixer for bread dough", "stand_mixers"],
  ["Is the KitchenAid Artisan worth it for occasional baking?", "stand_mixers"],
  ["cast iron skillet or carbon steel pan?", "cookware"],
  ["nonstick pans without PFAS", "cookware"],
  ["a stainless steel cookware set for an induction stove", "cookware"],
  ["a good chef's knife for a beginner cook", "kitchen_knives"],
  ["Japanese knife vs German knife", "kitchen_knives"],
  // travel
  ["a carry-on suitcase that survives budget airlines", "luggage"],
  ["hard shell or soft side luggage for checked bags?", "luggage"],
  ["Travelpro or Away carry-on?", "luggage"],
  ["travel backpack for two weeks in Europe, carry-on only", "backpacks"],
  ["laptop backpack for commuting", "backpacks"],
  ["a backpack for middle school", "backpacks"],
  ["packing cubes for my carry-on", "travel_accessories"],
  ["an AirTag for my suitcase", "travel_accessories"],
  ["neck pillow for a red-eye flight", "travel_accessories"],
  ["plug adapter for a trip to the UK", "travel_accessories"],
  // baby and kids
  ["a lightweight travel stroller that fits in an overhead bin", "strollers"],
  ["jogging stroller for running with my baby", "strollers"],
  ["UPPAbaby Vista or Bugaboo Fox?", "strollers"],
  ["infant car seat that's easy to install", "car_seats"],
  ["convertible car seat for a small car", "car_seats"],
  ["booster seat for a 6 year old", "car_seats"],
  ["car seat for my new car", "car_seats"],
  ["baby monitor without wifi", "baby_monitors"],
  ["Nanit or Owlet?", "baby_monitors"],
  ["a video baby monitor with a screen", "baby_monitors"],
  // outdoor and garden
  ["gas grill for weeknight dinners", "grills"],
  ["Traeger or Weber kettle for smoking brisket?", "grills"],
  ["Blackstone griddle for smash burgers", "grills"],
  ["a portable grill for tailgating", "grills"],
  ["battery lawn mower for a half acre with hills", "lawn_mowers"],
  ["Is a robot mower worth it?", "lawn_mowers"],
  ["riding mower for 2 acres", "lawn_mowers"],
  ["cordless leaf blower", "yard_tools"],
  ["pressure washer for my deck and driveway", "yard_tools"],
  ["string trimmer that uses EGO batteries", "yard_tools"],
  ["chainsaw for storm cleanup", "yard_tools"],
  // tools
  ["my first cordless drill for hanging shelves", "power_tools"],
  ["impact driver for building a deck", "power_tools"],
  ["DeWalt or Milwaukee for a hammer drill?", "power_tools"],
  ["a wood router for making signs", "power_tools"],
  ["Dremel for crafts", "power_tools"],
  // fitness
  ["adjustable dumbbells for a small apartment", "fitness_equipment"],
  ["treadmill for running at home", "fitness_equipment"],
  ["walking pad to use under my desk", "fitness_equipment"],
  ["Peloton bike alternatives", "fitness_equipment"],
  ["rowing machine for home workouts", "fitness_equipment"],
  ["Good running shoes for flat feet", "running_shoes"],
  ["I'm training for a marathon, which running shoes?", "running_shoes"],
  ["trail running shoes with a wide toe box", "running_shoes"],
  ["walking shoes for a nurse on her feet all day", "running_shoes"],
  ["Garmin or Apple Watch for marathon training?", "smartwatches"],
  ["a fitness tracker for sleep", "smartwatches"],
  ["Oura ring or Whoop?", "smartwatches"],
  ["a smartwatch for my Android phone", "smartwatches"],
  ["Which vitamin D supplement is best?", "supplements"],
  ["Recommend a protein powder", "supplements"],
  ["creatine for a beginner lifter", "supplements"],
  // bikes
  ["e-bike for commuting 10 miles each way", "bikes"],
  ["a balance bike for my 2 year old", "bikes"],
  ["cargo bike to carry my kids to school", "bikes"],
  ["cheap mountain bike for beginners", "bikes"],
  ["folding electric bike for my RV", "bikes"],
  // music
  ["beginner acoustic guitar for an adult", "guitars"],
  ["electric guitar starter pack for my 13 year old", "guitars"],
  ["a 3/4 size guitar for a child", "guitars"],
  ["digital piano for a beginner with weighted keys", "digital_pianos"],
  ["keyboard for my daughter's piano lessons", "digital_pianos"],
  ["Yamaha P-145 or Roland FP-30X?", "digital_pianos"],
  ["a cheap keyboard for a kid to learn songs on the piano", "digital_pianos"],
  ["ukulele for an adult beginner", "ukuleles"],
  ["soprano or concert uke for my 8 year old?", "ukuleles"],
  // spelled loosely, or with the subject first and the context after it
  ["a pull up bar for my doorway", "fitness_equipment"],
  ["carry on bag for Ryanair", "luggage"],
  ["I keep losing my keys, what tracker?", "travel_accessories"],
  ["robot that mops", "robot_vacuums"],
  ["earbuds for my Android phone", "earbuds"],
  ["a smartwatch for my Android phone", "smartwatches"],
  ["monitor for my baby's room", "baby_monitors"],
  ["best laptop bag", "backpacks"],
  ["melatonin for sleep", "supplements"],
  ["heart rate monitor for running", "smartwatches"],
  ["Is 16GB RAM enough for a laptop?", "laptops"],
  ["Best budget laptop for editing YouTube videos", "laptops"],
  ["I have 5k to spend on a laptop", "laptops"],
  ["camera for my YouTube channel", "vlogging"],
  ["a Nintendo Switch for my daughter", "gaming_consoles"],
  ["pellet smoker or offset smoker?", "grills"],
  ["Beats Fit Pro or AirPods Pro?", "earbuds"],
  ["Fender Stratocaster or Les Paul for blues?", "guitars"],
  ["high back booster for a 5 year old", "car_seats"],
  ["Recommend wireless buds for the gym", "earbuds"],
  ["I want to make lattes at home", "coffee_makers"],
  ["Ring or Nest doorbell?", "smart_home"],
  ["DJI Mic 2 or Rode Wireless GO?", "vlogging"],
];

describe("detectCategory", () => {
  it.each(CATEGORY_QUESTIONS)("%s → %s", (question, slug) => {
    expect(detectCategory(question)).toBe(slug);
    expect(findUncovered(question)).toBeNull();
  });
});

const UNCOVERED_QUESTIONS: [string, string][] = [
  ["What's the best snow blower for a long driveway?", "snow_blowers"],
  ["two-stage snowblower or single stage?", "snow_blowers"],
  ["a violin for my 7 year old", "violins"],
  ["Should I buy a used car or lease?", "cars"],
  ["which SUV is most reliable?", "cars"],
  ["upright piano or baby grand for our living room?", "acoustic_pianos"],
  ["is a hot tub worth it?", "hot_tubs"],
  ["we're thinking of buying an RV to travel", "rvs"],
  ["lab grown diamond engagement ring under $3,000", "engagement_rings"],
  ["Should I buy a house now or keep renting?", "houses"],
  ["which life insurance should I get?", "insurance"],
  ["a sectional sofa that survives kids and a dog", "furniture"],
  ["a webcam for zoom calls", "computer_accessories"],
  ["How do I get rid of mice in my kitchen?", "pest_control"],
  ["best mouse trap", "pest_control"],
  ["a refrigerator with an ice maker", "appliances_major"],
  ["dash cam for my car", "dash_cams"],
  ["snow boots for my commute", "work_boots"],
  ["a tent for a family of four", "tents_camping"],
  ["blood pressure monitor for home", "medical_devices"],
  ["best dog food for a puppy", "pets_supplies"],
  ["a standby generator for power outages", "solar_generators"],
  ["LEGO sets for a 7 year old", "toys"],
  ["winter tires for my Honda", "tires_car_parts"],
  ["best gaming PC under $1,500", "desktop_computers"],
  ["a projector for movie nights in the backyard", "projectors"],
  ["best pillow for neck pain", "bedding"],
  // Cribs have their own no-pick now, with the safe-sleep and federal-standard notes.
  ["a crib for a small nursery", "cribs"],
  ["electric scooter for commuting", "scooters_helmets"],
  ["drum set for a beginner", "other_instruments"],
  ["telescope for a kid", "optics"],
  ["hair dryer that won't damage my hair", "personal_care"],
  ["a dehumidifier for the basement", "climate_appliances"],
  ["sewing machine for a beginner", "hobby_machines"],
  ["an external hard drive for backups", "computer_accessories"],
  ["vacuum sealer for meal prep", "kitchen_gadgets"],
  ["best mic for recording vocals", "studio_microphones"],
  ["a USB microphone for my podcast", "studio_microphones"],
];

describe("findUncovered", () => {
  it.each(UNCOVERED_QUESTIONS)("%s → no vetted picks (%s)", (question, slug) => {
    expect(findUncovered(question)?.slug).toBe(slug);
    expect(detectCategory(question)).toBeNull();
  });
});

describe("no category at all", () => {
  it.each([
    "Should I take the job in Denver?",
    "How can I sleep better?",
    "hello",
    "I'm flying to Denver next week",
    "Is it too soon to get married?",
    "this commute is killing me",
    "Quote Proverbs 3:5-6",
    "Is that within my price range?",
    "What's in stock right now?",
    // everyday words that are also product words
    "Should I switch jobs this year?",
    "Is it worth seeing Taylor Swift live?",
    "My heart beats fast when I climb stairs",
    "Should I get the covid booster this fall?",
    "My baby won't latch, what can I do?",
    "How do I console a friend who lost her dad?",
    "I'm a smoker and want to quit",
    "I was in a fender bender, what now?",
    "the app is so buggy",
    "my photos are a mess, how do I organize them?",
    "a fidget spinner",
    "I have $5k saved, should I pay off debt or invest?",
  ])("%s", (text) => {
    expect(detectCategory(text)).toBeNull();
    expect(findUncovered(text)).toBeNull();
  });
});

describe("detectNeeds", () => {
  it.each<[string, string | null, string[]]>([
    ["running shoes for wide feet, I'm a beginner", "running_shoes", ["wide_feet", "beginner"]],
    ["a quiet robot vacuum for pet hair", "robot_vacuums", ["quiet", "pet_hair"]],
    ["mattress for a side sleeper who sleeps hot", "mattresses", ["side_sleeper", "hot_sleeper"]],
    ["stroller that fits a small trunk, we fly a lot", "strollers", ["travel_compact", "travel"]],
    ["cheap air purifier for allergies", "air_purifiers", ["budget", "allergies"]],
    ["convertible car seat for three-across in a small car", "car_seats", ["toddler", "small_car"]],
    ["a gift for my daughter", null, ["gift", "kids"]],
    ["noise cancelling headphones for long flights", "headphones", ["noise_cancelling", "travel"]],
  ])("%s (%s) → %j", (text, category, needs) => {
    expect(detectNeeds(text, category)).toEqual(needs);
  });

  it("reads category needs only for that category", () => {
    expect(detectNeeds("something for my wide feet")).toEqual([]);
    expect(detectNeeds("something for my wide feet", "running_shoes")).toEqual(["wide_feet"]);
  });

  it("does not read 'compare the first two' or a green color as needs", () => {
    expect(detectNeeds("compare the first two", "headphones")).toEqual([]);
    expect(detectNeeds("the green one", "speakers")).toEqual([]);
  });
});
