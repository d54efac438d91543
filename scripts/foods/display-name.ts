/**
 * A short display name and a few aliases for a food that is not in the curation (a recipe food),
 * from its USDA description: 'Rice, brown, long-grain, cooked' -> 'Brown rice, cooked'.
 * A heuristic: curated names are preferred wherever a food is shown often.
 */

/** First segments that only say what kind of food follows ("Spices, cinnamon, ground"). */
const CATEGORY_PREFIXES = new Set([
  'spices',
  'nuts',
  'seeds',
  'fish',
  'crustaceans',
  'mollusks',
  'beverages',
  'cereals',
  'cereals ready-to-eat',
  'snacks',
  'candies',
  'alcoholic beverage',
  'alcoholic beverages',
  'game meat',
  'babyfood',
  'fast foods',
  'leavening agents',
  'sweeteners',
  'syrups',
  'toppings',
  'puddings',
  'frostings',
  'usda commodity',
]);

/** First segments that name a dish type and read better after the next segment ("Barbecue sauce"). */
const SUFFIX_PREFIXES: Readonly<Record<string, string>> = {
  sauce: 'sauce',
  soup: 'soup',
  gravy: 'gravy',
  'salad dressing': 'dressing',
};

/** Second segments that read better in front of the head ("Rice, brown" -> "Brown rice"). */
const FRONT_QUALIFIERS = new Set([
  'brown',
  'white',
  'red',
  'green',
  'black',
  'yellow',
  'pink',
  'sweet',
  'sour',
  'whole',
  'wild',
  'ground',
  'dried',
  'fresh',
  'smoked',
  'baby',
  'navy',
  'pinto',
  'kidney',
  'lima',
  'split',
  'mixed',
  'wheat',
  'whole-wheat',
  'hot chili',
  'hot chile',
  'rye',
  'italian',
  'french',
  'greek',
  'english',
  'summer',
  'winter',
]);

/** Second segments that read better after the head ("Chicken, breast" -> "Chicken breast"). */
const PARTS = new Set([
  'breast',
  'thigh',
  'drumstick',
  'wing',
  'leg',
  'loin',
  'tenderloin',
  'shoulder',
  'liver',
  'flank',
  'brisket',
  'chuck',
  'rib',
  'round',
  'sirloin',
  'top sirloin',
  'spareribs',
  'juice',
]);

/** Segments that add nothing to a short name. */
const NOISE =
  /^(broilers? or fryers|all types|all varieties|all commercial varieties|mixed species|mature seeds|immature seeds|regular|plain|enriched|unenriched|commercially prepared|home-prepared|ready-to-bake or -fry|prepared from recipe|ready-to-serve|ready-to-eat|separable lean only|separable lean and fat|meat only|meat and skin|choice|select|all grades|without salt|with salt|without added salt|no salt added|drained|solids and liquids|unprepared|fresh|.*trimmed to.*|includes .*|nfs|year round average)$/;

const COOKING_STATES = [
  'raw',
  'cooked',
  'roasted',
  'boiled',
  'baked',
  'grilled',
  'broiled',
  'braised',
  'fried',
  'pan-fried',
  'canned',
  'dried',
  'dry',
  'frozen',
  'smoked',
  'steamed',
  'stewed',
  'toasted',
  'uncooked',
];

function capitalize(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}

function segmentsOf(description: string): string[] {
  return description
    .replace(/\s*\([^)]*\)/g, '')
    .split(',')
    .map((segment) => segment.trim())
    .filter((segment) => segment.length > 0);
}

interface NameParts {
  /** The food itself, e.g. "brown rice", "chicken breast", "bread, multi-grain". */
  core: string;
  /** The bare head noun, e.g. "rice", "chicken". */
  head: string;
  /** A kind named right after the head, when no front qualifier or part was used ("cottage"). */
  kind: string | null;
  /** A further short segment, used to tell two foods apart. */
  qualifier: string | null;
  /** Storage and cooking state, e.g. "frozen, boiled". */
  state: string | null;
}

const STORAGE_STATES = new Set(['canned', 'frozen', 'dried', 'dry', 'smoked', 'uncooked', 'raw']);
const HEAT_STATES: Readonly<Record<string, string>> = {
  'dry heat': 'cooked',
  'moist heat': 'cooked',
};

function stateOf(segments: readonly string[]): string | null {
  const found = segments.map((s) => HEAT_STATES[s] ?? s).filter((s) => COOKING_STATES.includes(s));
  const storage = found.find((s) => STORAGE_STATES.has(s)) ?? null;
  const cooking = found.filter((s) => !STORAGE_STATES.has(s));
  // "cooked, roasted" reads as "roasted"; "cooked, boiled" as "cooked".
  const method =
    cooking.find((s) => s !== 'cooked' && s !== 'boiled') ?? (cooking.length > 0 ? 'cooked' : null);
  if (storage === 'raw' && method !== null) return method;
  return [storage, method].filter((s) => s !== null).join(', ') || null;
}

function nameParts(description: string): NameParts {
  const segments = segmentsOf(description);
  let head = segments.shift() ?? description;
  let suffix = '';
  const lowerHead = head.toLowerCase();
  if (CATEGORY_PREFIXES.has(lowerHead) && segments.length > 0) {
    head = segments.shift()!;
  } else if (SUFFIX_PREFIXES[lowerHead] !== undefined && segments.length > 0) {
    const word = SUFFIX_PREFIXES[lowerHead]!;
    head = segments.shift()!;
    const selfNamed =
      /broth|stock|bouillon|salsa|pesto|marinara|teriyaki|hoisin|worcestershire|sriracha|tabasco/i;
    if (!new RegExp(`\\b${word}\\b`, 'i').test(head) && !selfNamed.test(head)) suffix = ` ${word}`;
  }
  head = `${head.toLowerCase()}${suffix}`;

  const rest = segments.filter((s) => !NOISE.test(s.toLowerCase()));
  const lower = rest.map((s) => s.toLowerCase());
  const isState = (s: string) => COOKING_STATES.includes(HEAT_STATES[s] ?? s);
  const state = stateOf(lower);
  const others = rest.filter((_s, i) => !isState(lower[i]!));

  let core = head;
  let kind: string | null = null;
  const first = others[0]?.toLowerCase();
  const part = others.find((s) => PARTS.has(s.toLowerCase()));
  if (first !== undefined && FRONT_QUALIFIERS.has(first)) {
    core = `${first} ${head}`;
    others.shift();
  } else if (part !== undefined) {
    core = `${head} ${part.toLowerCase()}`;
    others.splice(others.indexOf(part), 1);
  } else if (others[0] !== undefined && others[0].split(/\s+/).length <= 3) {
    kind = others.shift()!;
  }
  const qualifier = others.find((s) => s.split(/\s+/).length <= 3) ?? null;
  return { core, head, kind, qualifier, state };
}

/**
 * Display names for a recipe food, shortest first: 'Rice, brown, long-grain, cooked' ->
 * ['Brown rice, cooked', 'Brown rice, long-grain, cooked', <the description>]. The caller takes
 * the first one no other food uses.
 */
export function deriveDisplayNames(description: string): string[] {
  const { core, kind, qualifier, state } = nameParts(description);
  const join = (...parts: (string | null)[]) =>
    capitalize(parts.filter((part) => part !== null).join(', '));
  return [...new Set([join(core, kind, state), join(core, kind, qualifier, state), description])];
}

/** Lower-case aliases for a recipe food: its core name, its kind and its head noun. */
export function deriveAliases(description: string): string[] {
  const { core, head, kind } = nameParts(description);
  const kindAlias =
    kind !== null && kind.split(/\s+/).length <= 2 ? `${kind.toLowerCase()} ${head}` : null;
  return [...new Set([core, kindAlias, head].filter((alias) => alias !== null))];
}
