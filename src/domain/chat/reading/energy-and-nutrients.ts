import type { LessNutrient, MealPlanIntent } from '../intent-schema';
import { CAL, CAL_RE } from './clause-parts';
import { readInclude } from './exclusions-and-foods';

/**
 * Clause readers for the day's energy ('1500 calories', 'cut 300 kcal') and the nutrients a plan
 * steers (more protein or fibre, fewer carbs, less of a nutrient).
 */

const DOWN_RE =
  /(?:^| )(?:fewer|less|lower|reduce|reduced|reducing|cut|cutting|decrease|drop|lighter|smaller|trim|low|lose|minus|subtract|take off|shave)(?= |$)/;
const UP_RE =
  /(?:^| )(?:more|higher|increase|increased|raise|bigger|larger|extra|add|boost|gain|hungry|bulk|plus|up)(?= |$)/;
const REL_BY = new RegExp(`(?:^| )by (\\d{2,4})(?: ?${CAL})?(?= |$)(?! %)`);
const REL_AMOUNT = new RegExp(
  `(?:^| )(\\d{2,4}) ?(?:${CAL} )?(less|fewer|lower|more|extra|higher)(?= |$)|(?:^| )(?:add|extra|another|plus|cut|remove|subtract|drop|lose|shave off|take off|minus) (?:an? )?(?:extra )?(\\d{2,4}) ?${CAL}(?= |$)`,
);
const ABS_UNIT = new RegExp(`(?:^| )(\\d{2,5}) ?${CAL}(?= |$)`);
const ABS_TO =
  /(?:^| )(?:to|at|of|around|about|under|below|max|maximum|than|target|is|be|=)(?: about| around| roughly| approximately| just)? (\d{3,5})(?= |$)/;
const PER_DAY = /(?:^| )(\d{3,5}) ?(?:\/ ?|per |a |each |every )?(?:day|daily|d)(?= |$)/;
const PERCENT = /(?:^| )(\d{1,2}) ?%(?= |$)/;
const BARE_NUMBER = /(?:^| )(\d{3,5})(?= |$)/;
const ENERGY_VERB =
  /(?:^| )(?:reduce|lower|drop|cut|decrease|increase|raise|bump|set|change|adjust|bring|make|target|aim|go|want)(?= |$)/;
const DOWN_PHRASE =
  /(?:^| )(?:lose weight|smaller portions|lighter meals|less food|eat less|low calorie|lower calorie|fewer calories|less calories|cut calories|cut back)(?= |$)/;
const UP_PHRASE =
  /(?:^| )(?:gain weight|bigger portions|larger portions|more food|eat more|im hungry|i am hungry|still hungry|not enough food|too hungry|higher calorie|more calories)(?= |$)/;

function direction(clause: string): 'down' | 'up' | undefined {
  if (DOWN_PHRASE.test(clause)) return 'down';
  if (UP_PHRASE.test(clause)) return 'up';
  return firstCue(DOWN_RE.exec(clause), UP_RE.exec(clause));
}

/** 'down' or 'up' by whichever cue comes first in the clause; undefined without either. */
function firstCue(down: RegExpExecArray | null, up: RegExpExecArray | null) {
  if (down && up) return down.index <= up.index ? 'down' : 'up';
  if (down) return 'down';
  if (up) return 'up';
  return undefined;
}

/** Words that make a figure a reduction ('reduce calories to 1500', 'down to 1500', 'under 1500'). */
const ABS_DOWN_RE =
  /(?:^| )(?:reduce|reduced|reducing|lower|lowering|cut|cutting|decrease|decreasing|drop|dropping|fewer|less|down|trim|shrink|under|below|at most|no more than|not more than|max|maximum|lose)(?= |$)/;
/** Words that make a figure an increase ('raise it to 2200', 'up to 2200', 'at least 2000'). */
const ABS_UP_RE =
  /(?:^| )(?:increase|increased|increasing|raise|raising|higher|more|up|boost|bump|at least|over|above|gain|bulk)(?= |$)/;

/** The way an absolute figure is asked for, or undefined for 'set it to 1500'; first cue wins. */
function absoluteDirection(clause: string): 'down' | 'up' | undefined {
  return firstCue(ABS_DOWN_RE.exec(clause), ABS_UP_RE.exec(clause));
}

export function readEnergy(clause: string): MealPlanIntent | undefined {
  const hasCal = CAL_RE.test(clause) || /(?:^| )portions?(?= |$)/.test(clause);
  const relBy = REL_BY.exec(clause);
  if (relBy && (hasCal || ENERGY_VERB.test(clause))) {
    const dir = direction(clause);
    if (dir) return { kind: 'energy-change', direction: dir, kcal: Number(relBy[1]) };
  }
  const rel = REL_AMOUNT.exec(clause);
  if (rel) {
    const amount = Number(rel[1] ?? rel[3]);
    const word = rel[2];
    const dir: 'down' | 'up' = word
      ? /less|fewer|lower/.test(word)
        ? 'down'
        : 'up'
      : /(?:^| )(?:add|extra|another|plus)(?= |$)/.test(clause)
        ? 'up'
        : 'down';
    if (amount > 0) return { kind: 'energy-change', direction: dir, kcal: amount };
  }
  const absolute = (kcal: string): MealPlanIntent => {
    const dir = absoluteDirection(clause);
    return { kind: 'energy', kcal: Number(kcal), ...(dir ? { direction: dir } : {}) };
  };
  const withUnit = ABS_UNIT.exec(clause);
  if (withUnit) return absolute(withUnit[1]!);
  const perDay = PER_DAY.exec(clause);
  if (perDay) return absolute(perDay[1]!);
  const to = ABS_TO.exec(clause);
  if (to && (hasCal || ENERGY_VERB.test(clause))) return absolute(to[1]!);
  const bare = BARE_NUMBER.exec(clause);
  if (bare && ENERGY_VERB.test(clause) && !PERCENT.test(clause)) return absolute(bare[1]!);
  const percent = PERCENT.exec(clause);
  if (percent && hasCal) {
    const dir = direction(clause);
    if (dir && Number(percent[1]) > 0) {
      return { kind: 'energy-change', direction: dir, percent: Number(percent[1]) };
    }
  }
  // 'I could eat more fish' asks for fish, not for more food.
  if (!hasCal && readInclude(clause) !== undefined) return undefined;
  if (DOWN_PHRASE.test(clause)) return { kind: 'energy-change', direction: 'down' };
  if (UP_PHRASE.test(clause)) return { kind: 'energy-change', direction: 'up' };
  if (hasCal) {
    const dir = direction(clause);
    if (dir) return { kind: 'energy-change', direction: dir };
  }
  return undefined;
}

const MORE_CUE =
  /(?:^| )(?:more|extra|higher|high|increase|increased|boost|add|up|raise|richer|rich|packed|enough|bump|double|maximi[sz]e|lots|plenty|heavy|get|need|want|focus)(?= |$)/;
const LESS_CUE =
  /(?:^| )(?:less|lower|low|reduce|reduced|fewer|cut|cutting|decrease|minimi[sz]e|drop|no|without|avoid|limit|remove|skip)(?= |$)/;

export function readNutrient(clause: string): MealPlanIntent | undefined {
  if (/(?:^| )proteins?(?= |$)/.test(clause)) {
    if (LESS_CUE.test(clause) && !/(?:^| )(?:more|higher|high|extra|boost)(?= |$)/.test(clause))
      return { kind: 'unknown' };
    return { kind: 'more-protein' };
  }
  if (/(?:^| )(?:fib(?:er|re)s?|roughage)(?= |$)/.test(clause)) {
    if (LESS_CUE.test(clause) && !MORE_CUE.test(clause)) return { kind: 'unknown' };
    return { kind: 'more-fiber' };
  }
  if (/(?:^| )(?:keto|low carb|low carbs|lower carb|carb conscious)(?= |$)/.test(clause)) {
    return { kind: 'fewer-carbs' };
  }
  if (/(?:^| )(?:carbs?|carbohydrates?|starch|starches|starchy)(?= |$)/.test(clause)) {
    if (LESS_CUE.test(clause)) return { kind: 'fewer-carbs' };
    return { kind: 'unknown' };
  }
  return undefined;
}

/** Words for each nutrient a person may want less of, most specific first. */
const LESS_NUTRIENT_WORDS: readonly { nutrient: LessNutrient; re: RegExp }[] = [
  { nutrient: 'saturated-fat', re: /(?:^| )(?:saturated fats?|sat fats?)(?= |$)/ },
  { nutrient: 'sodium', re: /(?:^| )(?:salt|salty|sodium)(?= |$)/ },
  { nutrient: 'potassium', re: /(?:^| )potassium(?= |$)/ },
  { nutrient: 'phosphorus', re: /(?:^| )(?:phosphorus|phosphate|phosphates)(?= |$)/ },
  { nutrient: 'cholesterol', re: /(?:^| )cholesterol(?= |$)/ },
  { nutrient: 'sugar', re: /(?:^| )(?:sugar|sugars|sugary|sweets)(?= |$)/ },
  { nutrient: 'fat', re: /(?:^| )(?:fat|fats|fatty|greasy|oily)(?= |$)/ },
];
const TOO_MUCH = /(?:^| )(?:too much|too many|too|so much)(?= |$)/;

export function readLessNutrient(clause: string): MealPlanIntent | undefined {
  const found = LESS_NUTRIENT_WORDS.find(({ re }) => re.test(clause));
  if (!found) return undefined;
  const less = LESS_CUE.test(clause) || TOO_MUCH.test(clause) || / down(?= |$)/.test(clause);
  if (!less || /(?:^| )(?:more|higher|extra|increase|boost)(?= |$)/.test(clause)) return undefined;
  return { kind: 'less-nutrient', nutrient: found.nutrient };
}
