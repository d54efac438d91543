import type {
  Allergen,
  AnimalOrigin,
  FoodTags,
  KosherCategory,
  StoreSection,
} from '../../src/domain/foods/food';
import { ALLERGENS, ANIMAL_ORIGINS } from '../../src/domain/foods/food';

/**
 * Rule-based tags for a USDA SR28 food, from its food group and the words of its description.
 *
 * USDA data says nothing about allergens, FODMAPs, tyramine or religious rules
 * (clinical-targets §E), so these rules are ours. They are deliberately conservative: a food is
 * tagged when its usual commercial form commonly contains the thing, even if some products do not
 * (a wrong "safe" answer can hurt a person; a wrong "avoid" only narrows the menu). Every rule is
 * table-tested in `tagging.test.ts`; `data/foods/README.md` lists the judgment calls.
 */

export interface TaggingInput {
  description: string;
  /** 4-digit SR food group code, e.g. `0100`. */
  foodGroupCode: string;
}

/** SR28 food group codes used by the rules. */
export const GROUP = {
  dairyEgg: '0100',
  spices: '0200',
  babyFoods: '0300',
  fatsOils: '0400',
  poultry: '0500',
  soupsSauces: '0600',
  sausagesMeats: '0700',
  cereals: '0800',
  fruits: '0900',
  pork: '1000',
  vegetables: '1100',
  nutsSeeds: '1200',
  beef: '1300',
  beverages: '1400',
  fish: '1500',
  legumes: '1600',
  lambVealGame: '1700',
  baked: '1800',
  sweets: '1900',
  grains: '2000',
  fastFoods: '2100',
  mealsEntrees: '2200',
  snacks: '2500',
  nativeFoods: '3500',
  restaurant: '3600',
} as const;

interface Ctx {
  /** Lower-cased description with a few misleading phrases neutralised. */
  d: string;
  group: string;
  /** The description's first comma-separated segment. */
  head: string;
}

type Rule = (c: Ctx) => boolean;

/** A rule that fires when `re` matches the description, unless `unless` also matches. */
function words(re: RegExp, unless?: RegExp): Rule {
  return (c) => re.test(c.d) && !(unless?.test(c.d) ?? false);
}

function inGroups(...groups: string[]): Rule {
  return (c) => groups.includes(c.group);
}

function any(...rules: Rule[]): Rule {
  return (c) => rules.some((rule) => rule(c));
}

function all(...rules: Rule[]): Rule {
  return (c) => rules.every((rule) => rule(c));
}

function not(rule: Rule): Rule {
  return (c) => !rule(c);
}

function context(input: TaggingInput): Ctx {
  const d = input.description
    .toLowerCase()
    // Phrases whose words would otherwise trip a rule.
    .replaceAll('bread and butter pickles', 'sweet pickles')
    .replaceAll('without milk', '')
    .replaceAll('made without egg', '')
    .replaceAll('without peanuts', '')
    .replaceAll('cream of tartar', 'tartar')
    .replaceAll('cream of wheat', 'wheat porridge')
    .replaceAll('cream of rice', 'rice porridge')
    .replaceAll('cream style', 'puree style')
    .replaceAll('bean curd', 'tofu')
    .replace(
      /\b(almond|soy|coconut|rice|oat|cashew|hemp|flax|hazelnut) (milk|cream|yogurt|creamer)/g,
      '$1 drink',
    );
  // "Sauce, fish, ready-to-serve" also reads as "fish sauce".
  const sauce = /^sauce, ([^,(]+)/.exec(d);
  const text = sauce ? `${d} (${sauce[1]!.trim()} sauce)` : d;
  return { d: text, group: input.foodGroupCode, head: d.split(',')[0]!.trim() };
}

const isEggFood: Rule = (c) => /^eggs?\b|^egg substitute/.test(c.head);
const isOil: Rule = (c) => /^(oil|fat|lard|fish oil|animal fat|vegetable oil)\b/.test(c.head);
const glutenFree = /gluten-free|gluten free/;

/** Cakes, cookies, pastries, pancakes...: commonly made with wheat flour, milk or butter, and egg. */
const richBaked: Rule = words(
  /\b(pancakes?|waffles?|muffins?|croissants?|biscuits?|scones?|cakes?|cheesecake|cookies?|brownies?|doughnuts?|pastr(y|ies)|danish|cornbread|french toast|crepes?|eclairs?|cream puffs?|strudel|coffeecake|sweet rolls?|cinnamon rolls?|pies?|cobbler|popovers?|brioche|challah|sweet bread|pan dulce|honey buns?)\b/,
  /rice cakes?|popcorn, cakes|fish cakes?|pie fillings?|potato cakes?|english muffins?/,
);

// ---------------------------------------------------------------------------------------------
// Allergens
// ---------------------------------------------------------------------------------------------

const butterWord =
  /(?<!(peanut|almond|cashew|seed|sesame|apple|cocoa|shea|nutmeg|soy|nut|fruit|pumpkin|sunflower|hazelnut|coconut|macadamia|pistachio|walnut|pecan|apricot|mango|illipe|kokum|sal) )\bbutter\b(?! beans?)/;

const milkRule: Rule = any(
  all(inGroups(GROUP.dairyEgg), not(isEggFood)),
  words(butterWord),
  words(
    /\b(milk|milks|milkshakes?|buttermilk|butterscotch|buttery|cheeses?|cheesecake|cream|creamer|creamed|yogurts?|yoghurts?|kefir|whey|casein|caseinate|ghee|butter oil|lactose|curds?|custards?|puddings?|eggnog|ice creams?|gelato|sherbet|frozen yogurts?|caramels?|fudge|frostings?|nougat|toffee|pesto|alfredo|bechamel|white sauce|sauce, homemade, white|au gratin|scalloped|chowder|bisque|queso|paneer|ricotta|mozzarella|parmesan|latte|cappuccino|mocha|dulce de leche|margarine|ranch|caesar|green goddess|cocoa mix|cream substitute|batter|malted drink|ovaltine)\b/,
    /coconut meat, dried \(desiccated\), creamed/,
  ),
  words(/\bcreamy\b/, /(peanut|almond|cashew|seed) butter/),
  // Chocolate sweets are made with milk solids or on shared lines.
  all(
    inGroups(GROUP.sweets, GROUP.snacks, GROUP.baked, GROUP.beverages),
    words(/\bchocolate\b/, /cocoa, dry powder|baking chocolate, unsweetened/),
  ),
  richBaked,
  // Enriched sandwich loaves commonly carry milk or whey; lean breads (pita, french, rye, bagels) do not.
  words(
    /^bread, (white|wheat|whole-wheat|multi-grain|egg|raisin|oatmeal|oat bran|reduced-calorie|protein|potato|cinnamon|cheese)\b|^english muffins/,
  ),
);

const eggRule: Rule = any(
  isEggFood,
  words(
    /\b(eggs?|eggnog|meringue|custards?|aioli|hollandaise|tartar sauce|caesar|ranch|thousand island|coleslaw|green goddess|russian|honey mustard|poppyseed|sandwich spread|nougat|marshmallows?|french toast|quiche|frittata|omelets?|souffle|batter|breaded|meatballs?|meatloaf|chow mein|fresh-refrigerated|ice creams?|egg rolls?)\b/,
    /eggplant/,
  ),
  words(/\bmayo(nnaise)?\b/, /made with tofu/),
  richBaked,
);

const fishSpecies =
  /\b(fish|salmon|tuna|cod|codfish|anchov(y|ies)|sardines?|mackerel|herring|trout|tilapia|halibut|haddock|pollock|catfish|swordfish|whitefish|caviar|surimi|lox|bonito|dashi|worcestershire|caesar)\b/;

const fishRule: Rule = any(
  all(inGroups(GROUP.fish), (c) => /^fish\b/.test(c.head)),
  words(fishSpecies),
  // Kimchi is usually made with fish sauce and salted shrimp.
  words(/\bkimchi\b/),
);

const shellfishRule: Rule = any(
  all(inGroups(GROUP.fish), (c) => /^(crustaceans|mollusks)\b/.test(c.head)),
  words(
    /\b(crustaceans?|mollusks?|shrimps?|prawns?|crabs?|crabmeat|lobsters?|crayfish|crawfish|langoustines?|clams?|oysters?|mussels?|scallops?|squid|calamari|octopus|cuttlefish|abalone|snails?|escargots?|whelks?|conch|krill|sea urchin|shellfish)\b/,
    /^crackers|^mushrooms|oyster plant|squash/,
  ),
  words(/\bkimchi\b/),
);

const treeNutRule: Rule = any(
  words(
    /\b(almonds?|cashews?|pecans?|walnuts?|hazelnuts?|filberts?|pistachios?|macadamias?|brazil ?nuts?|brazilnuts|pine nuts?|pinyon|chestnuts?|beechnuts?|butternuts?|hickory ?nuts?|hickorynuts|pilinuts?|ginkgo|acorns?|praline|marzipan|nougat|gianduja|mixed nuts|trail mix|pesto|baklava|frangipane|amaretto)\b/,
    /squash/,
  ),
  // Generic "nuts" (nut toppings, "with nuts"); coconut is not a tree nut (FDA, 2025).
  words(/\bnuts?\b/, /^nuts, coconut|coconut-nut/),
  words(/coconut-nut/),
);

const peanutRule: Rule = words(
  /\b(peanuts?|peanut butter|peanut oil|peanut flour|peanut spread|groundnuts?|satay|trail mix)\b/,
);

const wheatRule: Rule = all(
  not(words(glutenFree)),
  any(
    words(/\bwheats?\b/),
    words(
      /\bflours?\b/,
      /\b(rice|corn|potato|soy|chickpea|peanut|carob|arrowroot|buckwheat|coconut|almond|sorghum|millet|tapioca|acorn|cottonseed|sesame|seed|teff|amaranth|quinoa|cassava|lupin|chestnut|banana) flours?\b/,
    ),
    words(
      /\b(breads?|breaded|breading|bread crumbs|breadcrumbs|bread sticks|breadsticks|croutons?|stuffing|bagels?|pitas?|naan|crackers?|pretzels?|matzo|crispbread|graham|zwieback|melba|buns?|egg rolls?|spring rolls?|wontons?|dumplings?|pierogi|empanadas?|samosas?|tempura|panko|batter|gravy|roux|white sauce|bechamel|chowder|bisque|cream of|meatballs?|meatloaf|scrapple|nuggets?|croquettes?|stroganoff|pot pie|sandwich|burgers?|hamburgers?|cheeseburgers?|burritos?|tacos?|quesadillas?|calzones?|lasagna|sauce, homemade, white|falafel|licorice|wafers?|cereal|granola|muesli|meat extender|meatless|seitan)\b/,
      /rice crackers?|cracker brown rice|rice cakes?|taco shells?|tostada/,
    ),
    words(
      /\b(pasta|spaghetti|macaroni|ravioli|tortellini|gnocchi|orzo|couscous|noodles?|ramen|udon|soba|chow mein|lo mein)\b/,
      /rice noodles?|cellophane|mung beans?|rice pasta|squash|^sauce\b/,
    ),
    words(/\bpizzas?\b/, /^sauce\b/),
    words(
      /\b(bulgur|semolina|farina|gluten|barley|malt|malted|rye|pumpernickel|spelt|kamut|triticale|durum|farro|einkorn|freekeh|ovaltine)\b/,
    ),
    // Oats: tagged unless certified gluten-free, for cross-contact with wheat (celiac safety,
    // clinical-targets B11.2: only pure, uncontaminated oats are allowed).
    words(/\b(oats?|oatmeal|oat bran)\b/),
    // Soy sauce is brewed with wheat; tamari and HVP sauces often are too, unless labelled gluten-free.
    // Miso may be fermented with barley; Worcestershire often uses malt vinegar.
    words(/\b(soy sauce|shoyu|tamari|teriyaki|hoisin|miso|worcestershire)\b/),
    words(/\b(beers?|ales?|lagers?|stouts?)\b/, /root beer|ginger beer|ginger ale|beerwurst/),
    all(inGroups(GROUP.cereals), not(words(/\bgrits\b|rice porridge/))),
    all(
      inGroups(GROUP.baked),
      not(
        any(
          words(/^tortillas\b.*\bcorn\b/, /flour/),
          words(/taco shells?|tostada|leavening agents|rice cakes?/),
        ),
      ),
    ),
    // Restaurant and fast foods: breading, buns and shared fryers.
    inGroups(GROUP.fastFoods, GROUP.mealsEntrees, GROUP.restaurant),
    richBaked,
  ),
);

const soyRule: Rule = any(
  words(
    /\b(soy|soya|soybeans?|soymilk|soyburgers?|tofu|tempeh|miso|natto|edamame|okara|yuba|teriyaki|hoisin|tamari|shoyu|meatless|veggie burgers?|textured vegetable protein|meat extender|margarine|lecithin|cooking spray|morningstar|loma linda|worthington)\b/,
  ),
  // Chocolate sweets usually carry soy lecithin.
  all(
    inGroups(GROUP.sweets, GROUP.snacks, GROUP.baked),
    words(/\bchocolate\b/, /cocoa, dry powder|baking chocolate, unsweetened/),
  ),
);

const sesameRule: Rule = words(
  /\b(sesame|tahini|hummus|halvah?|benne|gomasio|za'?atar|baba ghanoush|falafel)\b/,
);

const ALLERGEN_RULES: Readonly<Record<Allergen, Rule>> = {
  milk: milkRule,
  egg: eggRule,
  fish: fishRule,
  shellfish: shellfishRule,
  'tree-nuts': treeNutRule,
  peanuts: peanutRule,
  'wheat-gluten': wheatRule,
  soy: soyRule,
  sesame: sesameRule,
};

// ---------------------------------------------------------------------------------------------
// Animal origin
// ---------------------------------------------------------------------------------------------

const meatlessWords =
  /\b(meatless|veggie|vegetarian|soyburgers?|morningstar|loma linda|worthington|imitation)\b/;

const porkWords = words(
  /\b(pork|ham|hams|bacon|lard|prosciutto|pancetta|guanciale|chitterlings|scrapple|headcheese|braunschweiger|liverwurst|spam|salt pork|pork rinds|pork skins|boar)\b/,
  /turkey (ham|bacon)|bacon, turkey|bacon, meatless|bacon bits|meatless/,
);
const beefWords = any(
  words(
    /\b(beef|veal|hamburgers?|cheeseburgers?|burgers?|brisket|corned|oxtail|suet|roast beef|au jus|gravy, brown|gravy, unspecified)\b/,
    /\b(veggie|soyburgers?|turkey burgers?|chicken burgers?|meatless|morningstar|buns?)\b|^rolls\b/,
  ),
  words(/beef tallow/),
  words(/\btallow\b/, /mutton/),
);
const lambWords = words(/\b(lamb|mutton)\b/);
const gameWords = words(
  /\b(game meat|goat|bison|buffalo|deer|venison|elk|moose|caribou|antelope|rabbit|hare|boar|bear|beaver|squirrel|muskrat|opossum|raccoon|horse|frog|turtle|alligator|kangaroo|beefalo|seal|whale|walrus)\b/,
  /cheese|milk|black turtle/,
);
const poultryWords = all(
  not(isEggFood),
  words(
    /\b(chicken|turkey|duck|goose|quail|pheasant|squab|pigeon|guinea hen|cornish|emu|ostrich|poultry|capons?|dove|grouse|partridge)\b/,
    /poultry seasoning/,
  ),
);
/** "Frankfurter, meat and poultry": "meat" in a processed food means pork and beef. */
const unspecifiedMeat = all(
  not(words(meatlessWords)),
  inGroups(
    GROUP.sausagesMeats,
    GROUP.fastFoods,
    GROUP.mealsEntrees,
    GROUP.restaurant,
    GROUP.babyFoods,
  ),
  words(/\bmeats?\b/, /\bmeat only\b|luncheon meat/),
);

/** Cured and processed meats that name no species: assume the usual pork and beef. */
const unnamedProcessedMeat = all(
  not(words(meatlessWords)),
  any(
    inGroups(GROUP.sausagesMeats),
    words(
      /\b(sausages?|frankfurters?|franks|hot dogs?|wieners?|bologna|salami|pepperoni|chorizo|kielbasa|bratwurst|meatballs?|meatloaf|pate|luncheon meat)\b/,
    ),
  ),
  not(any(porkWords, beefWords, lambWords, gameWords, poultryWords, fishRule)),
);

const animalOriginRules: ReadonlyArray<[AnimalOrigin, Rule]> = [
  ['pork', any(inGroups(GROUP.pork), porkWords, unnamedProcessedMeat, unspecifiedMeat)],
  ['beef', any(inGroups(GROUP.beef), beefWords, unnamedProcessedMeat, unspecifiedMeat)],
  ['lamb', lambWords],
  ['game', all(gameWords, not(words(/beef tallow/)))],
  ['poultry', any(inGroups(GROUP.poultry), poultryWords)],
  ['fish', fishRule],
  ['shellfish', shellfishRule],
  ['gelatin', words(/\b(gelatins?|marshmallows?|gumm(y|i|ies)|aspic|jellied|jell-o|jello)\b/)],
  ['dairy', milkRule],
  ['egg', eggRule],
  ['honey', words(/\bhoney\b/)],
];

// ---------------------------------------------------------------------------------------------
// Alcohol, kosher
// ---------------------------------------------------------------------------------------------

const alcoholRule: Rule = words(
  /\b(alcoholic|beers?|wines?|liqueurs?|rum|vodka|whiske?y|gin|sake|hard cider|brandy|bourbon|tequila|sherry|vermouth|champagne|malt liquor|mirin|daiquiri|margarita|martini|pina colada|kombucha|hard lemonade|creme de menthe|vanilla extract)\b/,
  /vinegar|root beer|ginger beer|beerwurst|no alcohol|whiskey sour mix|cocktail mix, non-alcoholic/,
);

/** Fish with fins and scales that kosher authorities agree on. Fish not listed count as non-kosher. */
const kosherFish =
  /\b(salmon|tuna|cod|haddock|halibut|flounder|sole|flatfish|tilapia|trout|bass|carp|herring|mackerel|whitefish|pike|perch|pollock|snapper|sardines?|anchov(y|ies)|mahi ?mahi|mahimahi|grouper|whiting|bluefish|croaker|pompano|rockfish|sablefish|shad|smelt|walleye|cisco|mullet|scup|sheepshead|drum|yellowtail|milkfish|seatrout|worcestershire|caesar)\b/;
const nonKosherFish =
  /\b(catfish|eel|shark|swordfish|sturgeon|monkfish|skate|ray|lamprey|caviar|roe|burbot|wolffish|turbot|pout)\b/;
const nonKosherGame =
  /\b(rabbit|hare|horse|frog|turtle|alligator|boar|bear|beaver|squirrel|muskrat|opossum|raccoon|kangaroo|seal|whale|walrus)\b/;
/**
 * Hindquarter cuts of beef, veal, lamb and game: in practice not sold kosher outside Israel
 * (removing the sciatic nerve, nikkur, is rarely done).
 */
const hindquarter =
  /\b(sirloin|tenderloin|round|porterhouse|t-bone|loin|flank|rump|tri-tip|strip|leg|legs|chump)\b/;

function kosherCategoryOf(
  c: Ctx,
  allergens: ReadonlySet<Allergen>,
  origin: ReadonlySet<AnimalOrigin>,
): KosherCategory {
  if (origin.has('pork') || origin.has('shellfish') || origin.has('gelatin')) return 'non-kosher';
  if (/\bblood\b/.test(c.d)) return 'non-kosher';
  if (origin.has('game') && nonKosherGame.test(c.d)) return 'non-kosher';
  if (origin.has('fish') && (nonKosherFish.test(c.d) || !kosherFish.test(c.d))) return 'non-kosher';
  const mammal = origin.has('beef') || origin.has('lamb') || origin.has('game');
  if (mammal && !origin.has('poultry') && hindquarter.test(c.d)) return 'non-kosher';
  const meat =
    origin.has('beef') || origin.has('lamb') || origin.has('game') || origin.has('poultry');
  const dairy = allergens.has('milk');
  if (meat && dairy) return 'non-kosher';
  if (meat) return 'meat';
  if (dairy) return 'dairy';
  return 'pareve';
}

// ---------------------------------------------------------------------------------------------
// Tyramine (MAOIs, clinical-targets C2)
// ---------------------------------------------------------------------------------------------

/** Fresh, unaged cheeses are low in tyramine (Mayo Clinic); every other cheese counts as aged. */
const freshCheese =
  /cottage|ricotta|cheese, cream|cream cheese|mozzarella|queso fresco|queso blanco|paneer|mascarpone|neufchatel|farmer|goat, soft|pasteurized process|cheese food|cheese spread|cheese product|imitation|substitute|american|cheesecake|crackers, cheese|cheese-flavor|cheese flavor|cheesefurter|pizza|cheese puffs/;

const tyramineRule: Rule = any(
  words(/\bcheeses?\b/, freshCheese),
  inGroups(GROUP.sausagesMeats),
  words(
    /\b(cured|smoked|salami|pepperoni|jerky|pastrami|corned|prosciutto|bacon|ham|hams|sausages?|chorizo|kielbasa|frankfurters?|hot dogs?|bologna|pate|liverwurst|liver|salted and dried|dried and salted|anchov(y|ies)|lox|caviar|roe|bouillon)\b/,
  ),
  // Fermented soy and fish sauces, and tofu (Mayo lists tofu; stored tofu gains tyramine).
  words(
    /\b(soy sauce|shoyu|tamari|miso|tempeh|natto|teriyaki|hoisin|fish sauce|oyster sauce|shrimp paste|fermented|fuyu|soybean paste|bean paste|worcestershire|tofu)\b/,
  ),
  words(/\b(sauerkraut|kimchi|pickles?|pickled|relish|chowchow)\b/),
  words(/\b(broad ?beans|broadbeans|fava)\b/),
  all(
    inGroups(GROUP.fruits, GROUP.sweets, GROUP.snacks, GROUP.cereals),
    words(
      /\b(dried|dehydrated|raisins?|prunes?|dates?|currants, zante|sultanas|fruit leather|trail mix)\b/,
      /freeze-dried/,
    ),
  ),
  words(/\b(yeast extract|marmite|vegemite|brewer's yeast)\b/),
  words(
    /\b(beers?|ales?|wines?|vermouth|sherry|liqueurs?|malt liquor|hard cider)\b/,
    /vinegar|root beer|ginger beer|ginger ale|beerwurst/,
  ),
);

// ---------------------------------------------------------------------------------------------
// GERD triggers
// ---------------------------------------------------------------------------------------------

const gerdRule: Rule = any(
  words(
    /\b(tomato(es)?|catsup|ketchup|marinara|spaghetti sauce|spaghetti\/marinara|pasta sauce|pizza|salsa|barbecue|bbq|chili|vegetable juice cocktail|tomatillos?|sofrito|enchilada)\b/,
  ),
  words(
    /\b(oranges?|grapefruits?|lemons?|limes?|tangerines?|mandarins?|clementines?|pomelo|pummelo|kumquats?|citrus|lemonade|limeade|marmalade|tangelos?|key lime)\b/,
    /roughy|lemon grass|lemongrass|lime, hydrated/,
  ),
  words(/\b(chocolate|cocoa|cacao|mocha|fudge|brownies?)\b/),
  words(/\b(mint|peppermint|spearmint|menthe|wintergreen)\b/),
  words(/\b(coffee|espresso|latte|cappuccino)\b/, /coffee substitute/),
  words(
    /\b(caffeine|energy drink|cola|tea)\b/,
    /without caffeine|decaffeinated|herb|chamomile|hibiscus/,
  ),
  words(
    /\b(carbonated|soda|tonic|sparkling|seltzer|ginger ale|root beer|soft drink|energy drink|beers?|champagne|cola)\b/,
    /baking soda|soda crackers|oyster, soda|non-carbonated/,
  ),
  alcoholRule,
  words(/\b(onions?|garlic|shallots?|leeks?|scallions?|chives|spring onions?)\b/),
  words(
    /\b(chili|chile|chilies|chiles|chilli|jalapenos?|serrano|habanero|cayenne|chipotle|hot sauce|pepper or hot|hot chili|hot chile|red pepper|sriracha|tabasco|curry|wasabi|horseradish|harissa|gochujang|hot)\b/,
    /hot cocoa|hot dogs?|hot natural cereal|hot cereal|ready-to-heat|hot chocolate|hot fudge|hot and sour/,
  ),
  words(
    /\b(fried|french fries|fries|chips|doughnuts?|onion rings|batter|breaded|tempura|fritters?|hash browns?|pork skins|pork rinds|bacon|sausages?|salami|pepperoni|croissants?|pastr(y|ies)|danish|cheeseburgers?|hamburgers?|nuggets)\b/,
    /baked without fat|fat-free|fat free|made with olestra|turkey bacon|bacon, turkey|bacon, meatless|^rolls\b/,
  ),
  inGroups(GROUP.fastFoods),
);

// ---------------------------------------------------------------------------------------------
// High-FODMAP (Monash-style common list, at usual portions)
// ---------------------------------------------------------------------------------------------

const fodmapGrain: Rule = all(
  not(words(glutenFree)),
  not(isOil),
  any(
    words(
      /\b(wheats?|rye|barley|pumpernickel|breads?|bagels?|pitas?|naan|pasta|spaghetti|macaroni|noodles?|couscous|bulgur|semolina|farina|crackers?|pretzels?|croissants?|stuffing|croutons|bread crumbs|granola|muesli|wheat bran|spelt|kamut|triticale|durum|farro|freekeh|gnocchi|dumplings?|soba|udon|ramen|chow mein|crispbread|matzo|pizza|wheat cereal|tortillas?)\b/,
      /rice noodles?|cellophane|mung beans?|rice crackers?|cracker brown rice|^(?!.*flour)tortillas\b.*\bcorn\b|spaghetti squash|squash, winter, spaghetti|\bsauce\b|shoyu|beers?\b|malt beverage|tortilla chips/,
    ),
    richBaked,
    all(
      inGroups(GROUP.baked),
      not(words(/leavening agents|taco shells?|tostada|^tortillas\b.*\bcorn\b/, /flour/)),
    ),
    all(
      inGroups(GROUP.cereals),
      not(words(/\b(oats?|oatmeal|grits|rice porridge|crisp rice|corn flakes|puffed rice)\b/)),
    ),
  ),
);

const fodmapLegume: Rule = words(
  /\b(beans?|chickpeas?|garbanzo|lentils?|split peas|peas, split|hummus|falafel|soybeans?|soymilk|soy flour|chickpea flour|blackeyes|black-eyed|cowpeas|pigeon ?peas|pigeonpeas|lima|fava|broadbeans?|mung|adzuki|refried|lupins?|natto|silken|tofu, soft|peas|veggie burgers?|soyburgers?)\b/,
  /\b(snap|green beans|string beans|sprouted|sprouts|coffee|cocoa|vanilla|jelly beans|edamame|cellophane)\b|beans, snap/,
);

const fodmapFruit: Rule = all(
  not(isOil),
  any(
    words(
      /\b(apples?|applesauce|pears?|mangos?|mangoes|watermelon|peach(es)?|nectarines?|plums?|prunes?|apricots?|cherries|blackberr(y|ies)|boysenberr(y|ies)|figs?|dates?|raisins?|currants, zante|persimmons?|litchis?|lychees?|jackfruit|tamarinds?|custard-apple|sultanas|fruit cocktail|fruit salad|bananas?|avocados?|coconut water)\b/,
      /balsam-pear|prickly pears/,
    ),
    all(inGroups(GROUP.fruits), words(/\b(dried|dehydrated)\b/, /freeze-dried/)),
  ),
);

const fodmapSugar: Rule = any(
  words(
    /\b(honey|high-fructose|high fructose|agave|fructose|sorbitol|mannitol|xylitol|maltitol|isomalt|inulin|chicory|table blends|catsup|ketchup)\b/,
    /chicory greens/,
  ),
  all(
    inGroups(GROUP.sweets, GROUP.dairyEgg, GROUP.snacks, GROUP.baked),
    words(/\b(sugar-free|sugar free|no sugar added)\b/),
  ),
  // Regular (sugar-sweetened) US soft drinks are sweetened with high-fructose corn syrup.
  all(
    inGroups(GROUP.beverages),
    words(
      /\b(carbonated|soda|cola|root beer|ginger ale|energy drink|fruit punch|fruit juice drink|fruit flavored drink|lemonade)\b/,
      /low calorie|diet|sugar free|sugar-free|zero|club soda|aspartame|sucralose|water, bottled|non-carbonated, bottles/,
    ),
  ),
);

const fodmapLactose: Rule = all(
  milkRule,
  words(
    /\b(milk|milks|buttermilk|yogurts?|kefir|ice creams?|frozen yogurts?|custards?|puddings?|eggnog|cream|sour cream|sour dressing|half and half|whipped|cheese, cream|cream cheese|cottage|ricotta|mascarpone|queso fresco|neufchatel|evaporated|condensed|dulce de leche|whey|milkshakes?|shake|latte|cappuccino|cheese sauce|white sauce|cream of|chowder)\b/,
    /lactose.?(free|reduced)|lactose reduced|substitute|imitation|non-dairy|nondairy|isolate|milk chocolate|chocolate, milk|cream cheese base|butter oil/,
  ),
);

const fodmapVegetable: Rule = words(
  /\b(cauliflower|mushrooms?|asparagus|artichokes?|jerusalem-artichokes|sunchokes?|edible-podded|snow peas|sugar snap|beets?|beetroot|celery|savoy|leeks?|garlic|onions?|shallots?|scallions?|spring onions?|kimchi|sauerkraut|brussels sprouts|corn, sweet|sweet corn|succotash)\b/,
  /beet greens|celery seed|tops only|mushrooms, oyster/,
);

const fodmapNut: Rule = words(/\b(cashews?|pistachios?|mixed nuts|trail mix)\b/);

/** Sauces, soups and seasonings that are usually made with onion or garlic. */
const fodmapOnionGarlicBase: Rule = any(
  all(inGroups(GROUP.soupsSauces), words(/\b(soup|broth|stock|bouillon|gravy|consomme|chowder)\b/)),
  words(
    /\b(marinara|spaghetti\/marinara|pasta sauce|pizza sauce|salsa|barbecue|bbq|pesto|sofrito|enchilada|seasoning mix|chili powder|tomato products, canned, sauce|hummus|sriracha)\b/,
  ),
  all(
    inGroups(GROUP.fatsOils),
    words(
      /\b(italian|ranch|caesar|thousand island|french|blue or roquefort|green goddess|russian|peppercorn|coleslaw|sesame seed dressing|honey mustard)\b/,
    ),
  ),
);

const fodmapDrink: Rule = words(
  /\b(rum|chamomile|oolong|coffee substitute|wine, dessert)\b/,
  /other than chamomile/,
);

const highFodmapRule: Rule = all(
  not(isOil),
  any(
    fodmapGrain,
    fodmapLegume,
    fodmapFruit,
    fodmapSugar,
    fodmapLactose,
    fodmapVegetable,
    fodmapNut,
    fodmapOnionGarlicBase,
    fodmapDrink,
  ),
);

// ---------------------------------------------------------------------------------------------
// Grapefruit (statins and other CYP3A4 drugs, clinical-targets C3)
// ---------------------------------------------------------------------------------------------

const grapefruitRule: Rule = words(
  /\b(grapefruits?|pomelo|pummelo|seville|sour orange|bitter orange|tangelos?|ugli|citrus fruit juice drink)\b/,
);

// ---------------------------------------------------------------------------------------------
// Vitamin K2 (warfarin, clinical-targets C1) and potassium salt substitutes (C6)
// ---------------------------------------------------------------------------------------------

/**
 * Natto (fermented soybeans) carries about 1,000 µg of vitamin K2 per 100 g that USDA SR28's
 * vitamin K column (phylloquinone, K1) does not count, so a plan cannot keep it steady.
 */
const vitaminK2Rule: Rule = words(/\bnatto\b/);

/** Salt substitutes and 'lite' salts replace sodium chloride with potassium chloride. */
const potassiumSaltSubstituteRule: Rule = words(
  /salt substitute|potassium chloride|\blite salt\b|\blight salt\b|\bnosalt\b|\bno salt salt\b/,
);

// ---------------------------------------------------------------------------------------------

export function tagFood(input: TaggingInput): FoodTags {
  const c = context(input);
  const allergens = new Set(ALLERGENS.filter((allergen) => ALLERGEN_RULES[allergen](c)));
  const origin = new Set(
    animalOriginRules.filter(([, rule]) => rule(c)).map(([animalOrigin]) => animalOrigin),
  );
  return {
    allergens: ALLERGENS.filter((a) => allergens.has(a)),
    animalOrigin: ANIMAL_ORIGINS.filter((a) => origin.has(a)),
    alcohol: alcoholRule(c),
    kosherCategory: kosherCategoryOf(c, allergens, origin),
    highFodmap: highFodmapRule(c),
    gerdTrigger: gerdRule(c),
    tyramineRich: tyramineRule(c),
    grapefruit: grapefruitRule(c),
    vitaminK2Rich: vitaminK2Rule(c),
    potassiumSaltSubstitute: potassiumSaltSubstituteRule(c),
  };
}

// ---------------------------------------------------------------------------------------------
// Store section
// ---------------------------------------------------------------------------------------------

const storeSectionRules: ReadonlyArray<[StoreSection, Rule]> = [
  [
    'frozen',
    words(
      /\bfrozen\b|ice creams?|frozen yogurts?|sherbet|frozen novelties/,
      /frozen concentrate|previously frozen|liquid or frozen/,
    ),
  ],
  [
    'canned-jarred',
    all(
      inGroups(
        GROUP.poultry,
        GROUP.sausagesMeats,
        GROUP.pork,
        GROUP.beef,
        GROUP.fish,
        GROUP.lambVealGame,
      ),
      words(/\bcanned\b/),
    ),
  ],
  [
    'meat-seafood',
    inGroups(
      GROUP.poultry,
      GROUP.sausagesMeats,
      GROUP.pork,
      GROUP.beef,
      GROUP.fish,
      GROUP.lambVealGame,
    ),
  ],
  ['canned-jarred', words(/^nuts, coconut drink/)],
  ['dairy-eggs', words(/\b(almond|soy|coconut|rice|oat) drink|soymilk|^margarine|^butter\b/)],
  ['dairy-eggs', inGroups(GROUP.dairyEgg)],
  ['canned-jarred', words(/^(lemon|lime) juice/, /\braw\b/)],
  [
    'beverages',
    words(
      /\b(juice|nectar)\b|vegetable juice cocktail|coconut water/,
      /juice, raw|juice pack|packed in/,
    ),
  ],
  ['beverages', inGroups(GROUP.beverages)],
  ['produce', all(inGroups(GROUP.spices), words(/\bfresh\b/))],
  [
    'canned-jarred',
    words(
      /\b(capers|olives|pickles?|pickled|relish|sauerkraut|kimchi|chowchow|sun-dried|applesauce|cranberry sauce)\b/,
    ),
  ],
  ['spices-condiments', inGroups(GROUP.spices, GROUP.fatsOils)],
  [
    'canned-jarred',
    all(
      inGroups(GROUP.soupsSauces),
      words(
        /\b(pasta|marinara|spaghetti|salsa|pesto|pizza|cheese|gravy|soup|broth|stock|bouillon|chowder|sofrito)\b/,
      ),
    ),
  ],
  ['spices-condiments', inGroups(GROUP.soupsSauces)],
  [
    'spices-condiments',
    words(/\b(soy sauce|tamari|catsup|ketchup|yeast extract|dehydrated flakes)\b/),
  ],
  [
    'nuts-seeds',
    all(inGroups(GROUP.fruits), words(/\b(dried|dehydrated|raisins?|prunes?|dates)\b/)),
  ],
  [
    'canned-jarred',
    all(inGroups(GROUP.fruits, GROUP.vegetables), words(/\b(canned|tomato products)\b/)),
  ],
  ['grains-pasta', words(/^[^,]*\bflours?\b/)],
  ['other', all(inGroups(GROUP.vegetables), words(/\b(dehydrated|dried|granules|flakes)\b/))],
  ['produce', inGroups(GROUP.fruits, GROUP.vegetables)],
  ['nuts-seeds', any(inGroups(GROUP.nutsSeeds), words(/\bpeanuts?\b|peanut butter|peanut spread/))],
  ['produce', words(/\b(tofu|tempeh|natto|miso|hummus)\b/)],
  ['frozen', words(/\b(veggie burgers?|meatless|soyburgers?)\b/)],
  ['canned-jarred', inGroups(GROUP.legumes)],
  ['grains-pasta', inGroups(GROUP.grains, GROUP.cereals)],
  [
    'other',
    all(
      inGroups(GROUP.baked),
      words(/^(crackers|leavening agents|bread crumbs|cookies)\b|\bdry mix\b/),
    ),
  ],
  ['bakery', inGroups(GROUP.baked)],
];

/** The grocery-store section, from the food group and description. */
export function storeSectionOf(input: TaggingInput): StoreSection {
  const c = context(input);
  for (const [section, rule] of storeSectionRules) {
    if (rule(c)) return section;
  }
  return 'other';
}
