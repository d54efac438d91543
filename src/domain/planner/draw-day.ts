import { err } from '../profile/result';
import { exactLimitRules, statedRangeRules } from './day-rules';
import { type DayResult, type Planning, replanning, tryPicks } from './planning';
import type { Option } from './planning-pools';
import { weightedIndex } from './random';
import { planFromRelaxed } from './relaxed-search';
import { SIDE_DISHES } from './sides';

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
    // Few liked main meals: one a day, so they reach as many days as they can.
    const spare =
      planning.likedMainsScarce &&
      s < 3 &&
      (picks.some((option) => option.liked) || (likedSlot > s && likedSlot < 3));
    const allowed = (option: Option) => !spare || !option.liked;
    if (!pick && hasCuisines && random.next() < CUISINE_SHARE) {
      pick = draw(planning, s, taken, (option) => option.chosenCuisine && allowed(option));
    }
    pick ??= draw(planning, s, taken, allowed);
    pick ??= draw(planning, s, taken);
    // A pool too small for the repeat rule lets a recent main come back rather than fail.
    pick ??= draw(planning, s, today);
    if (!pick) return undefined;
    picks.push(pick);
    today.add(pick.id);
  }
  return picks;
}

/**
 * A day's recipes: weighted random draws (the first with a liked food when the day wants one),
 * then the relaxed search. `needLiked`: the plan keeps its liked days only if this day has one,
 * so a drawn day without, before it is taken, waits for the relaxed search for one with.
 */
export function planDay(
  planning: Planning,
  day: number,
  blocked: ReadonlySet<string>,
  wantLiked: boolean,
  needLiked = false,
): DayResult {
  // After a day only the relaxed search could fill, one draw; the search is likely needed again.
  const attempts = planning.lastDayHard ? 1 : ATTEMPTS_PER_DAY;
  for (let attempt = 0; attempt < attempts; attempt++) {
    const picks = drawDay(planning, blocked, wantLiked && attempt < attempts / 2 + 1);
    if (!picks) break;
    const result = tryPicks(planning, day, picks, false);
    if (!Array.isArray(result)) {
      planning.lastDayHard = false;
      if (needLiked && !picks.some((option) => option.liked)) {
        const liked = planFromRelaxed(planning, day, blocked, true, 'liked');
        if (liked.ok) return liked;
      }
      return result;
    }
  }
  planning.lastDayHard = true;
  return hardDay(planning, day, blocked, wantLiked);
}

/**
 * A day no random draw filled, through the relaxed search at widening levels: the targets; the
 * energy range the analysis states (a high need under kidney limits); that range planned up to
 * each limit itself, without the margin inside it. Each level first without protein sides, then
 * with them (egg whites, where the protein floor and the phosphorus ceiling leave little room).
 * Every level with no main meal from the last two days first (new recipes, or a day this plan
 * made before), then each letting one back. Refused only when no level fits: the reason names
 * the rules that bind at the last.
 */
function hardDay(
  planning: Planning,
  day: number,
  blocked: ReadonlySet<string>,
  wantLiked: boolean,
): DayResult {
  const stated = (base: Planning) =>
    (base.statedRange ??= replanning(base, { rules: statedRangeRules(base.rules) }));
  const exact = (base: Planning) =>
    (base.exactLimits ??= replanning(base, { rules: exactLimitRules(stated(base).rules) }));
  const protein = () =>
    (planning.withProtein ??= replanning(planning, {
      // In the library's order, so a plate reads 'rice, egg whites and olive oil'.
      sides: SIDE_DISHES.filter(
        (side) => planning.sides.includes(side) || planning.proteinSides.includes(side),
      ),
      proteinSides: [],
    }));
  const hasProtein = planning.proteinSides.length > 0;
  const levels = [
    () => planning,
    ...(hasProtein ? [protein] : []),
    () => stated(planning),
    ...(hasProtein ? [() => stated(protein())] : []),
    () => exact(planning),
    ...(hasProtein ? [() => exact(protein())] : []),
  ];
  let result: DayResult = err({ constraint: 'search-exhausted' });
  // Once a day needed a wider level, later hard days start there: the narrower ones failed for
  // the same rules and recipes. New recipes at every level come before a recent main meal again.
  for (const allowRecent of [false, true]) {
    for (let level = planning.hardLevel ?? 0; level < levels.length; level++) {
      const mode = allowRecent ? 'recent' : 'fresh';
      result = planFromRelaxed(levels[level]!(), day, blocked, wantLiked, mode);
      if (result.ok && !allowRecent) planning.hardLevel = level;
      if (result.ok || result.error.constraint === 'solver-failed') return result;
    }
  }
  return result;
}
