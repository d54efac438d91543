import { statedRangeRules } from './day-portions';
import { type DayResult, type Planning, tryPicks } from './planning';
import type { Option } from './planning-pools';
import { weightedIndex } from './random';
import { planFromRelaxed } from './relaxed-search';

/**
 * A day planned from random draws: recipes weighted by the person's likes and cuisines, how
 * well they suit the slot and how often they came up, tried a few times before the relaxed
 * search (`planFromRelaxed`) takes over.
 */

/** Random picks of a day's recipes tried before the relaxed model chooses them. */
const ATTEMPTS_PER_DAY = 6;
/** A slot draws from the person's chosen cuisines this often, when they have a recipe for it. */
const CUISINE_SHARE = 0.8;

/** One weighted draw from a pool, skipping blocked recipes; recipes used before weigh less. */
function draw(
  planning: Planning,
  slot: number,
  blocked: ReadonlySet<string>,
  only?: (option: Option) => boolean,
): Option | undefined {
  const pool = planning.slots[slot]!;
  const fit = planning.slotFit[slot]!;
  const weights = pool.map((option, i) =>
    blocked.has(option.id) || (only && !only(option))
      ? 0
      : (option.weight * fit[i]!) / (1 + 2 * (planning.used.get(option.id) ?? 0)),
  );
  const index = weightedIndex(planning.random, weights);
  return index < 0 ? undefined : pool[index];
}

/** A day's recipes, one per slot: liked food in one slot when wanted, chosen cuisines mostly. */
function drawDay(
  planning: Planning,
  blocked: ReadonlySet<string>,
  wantLiked: boolean,
): Option[] | undefined {
  const { slots, random, profile } = planning;
  const hasCuisines = profile.foodPreferences.cuisines.length > 0;
  const likedSlots = wantLiked
    ? slots.flatMap((pool, s) =>
        pool.some((option) => option.liked && !blocked.has(option.id)) ? [s] : [],
      )
    : [];
  const likedSlot =
    likedSlots.length > 0 ? likedSlots[Math.floor(random.next() * likedSlots.length)] : -1;
  const picks: Option[] = [];
  const today = new Set<string>();
  for (let s = 0; s < slots.length; s++) {
    const taken = new Set([...today, ...(s < 3 ? blocked : [])]);
    let pick: Option | undefined;
    if (s === likedSlot) pick = draw(planning, s, taken, (option) => option.liked);
    if (!pick && hasCuisines && random.next() < CUISINE_SHARE) {
      pick = draw(planning, s, taken, (option) => option.chosenCuisine);
    }
    pick ??= draw(planning, s, taken);
    // A pool too small for the repeat rule lets a recent main come back rather than fail.
    pick ??= draw(planning, s, today);
    if (!pick) return undefined;
    picks.push(pick);
    today.add(pick.id);
  }
  return picks;
}

export function planDay(
  planning: Planning,
  day: number,
  blocked: ReadonlySet<string>,
  wantLiked: boolean,
): DayResult {
  // After a day only the relaxed search could fill, one draw; the search is likely needed again.
  const attempts = planning.lastDayHard ? 1 : ATTEMPTS_PER_DAY;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const picks = drawDay(planning, blocked, wantLiked && attempt < attempts / 2 + 1);
    if (!picks) break;
    const result = tryPicks(planning, day, picks, false);
    if (!Array.isArray(result)) {
      planning.lastDayHard = false;
      return result;
    }
  }
  planning.lastDayHard = true;
  // Once a day needed the stated range, the next hard day goes to it directly: the search
  // within ±5 % failed for the same rules and recipes.
  if (!planning.statedRange) {
    const found = planFromRelaxed(planning, day, blocked, wantLiked);
    if (found.ok || found.error.constraint === 'solver-failed') return found;
  }
  // No recipes fit within ±5 % of the target: the range the analysis states is the promise, so
  // the day is planned within it before anything is refused.
  planning.statedRange ??= {
    ...planning,
    rules: statedRangeRules(planning.rules),
    relaxedModel: undefined,
    tried: new Map(),
    proof: undefined,
    statedRange: undefined,
  };
  // Refused only when no plan fits even that range: the reason names the rules that bind there.
  return planFromRelaxed(planning.statedRange, day, blocked, wantLiked);
}
