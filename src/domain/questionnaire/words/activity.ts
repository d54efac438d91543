import type { ActivityLevel } from '../../profile/health-profile';
import type { PhraseRule } from './phrase-rule';

// ---------------------------------------------------------------------------------------------
// Activity. Levels follow the conventional activity-factor scale the targets use
// (clinical-targets A2): sedentary = little or no exercise; light = exercise 1-2 days a week;
// moderate = 3-5 days; active = 6-7 days; very active = hard daily training, twice a day, or a
// physical job. So 'gym 3 times a week' is moderate, not active.
// ---------------------------------------------------------------------------------------------

/** Words that say the activity is exercise (a count of days only counts next to one). */
export const EXERCISE_WORDS =
  /\b(?:gym|work ?out|workouts?|working out|exercis\w*|train\w*|run\w*|jog\w*|cycl\w*|bik\w*|swim\w*|lift\w*|weights|crossfit|sports?|football|soccer|tennis|basketball|hiit|pilates|yoga|walk\w*|hik\w*|danc\w*|climb\w*|spin|classes|active|activity|move)\b/;

/** Gentle activities: a count of days of only these is one level lower. */
export const GENTLE_ACTIVITY = /\b(?:walk\w*|yoga|stretch\w*|garden\w*|golf|tai chi|pilates)\b/;
export const VIGOROUS_ACTIVITY =
  /\b(?:gym|run\w*|jog\w*|cycl\w*|swim\w*|lift\w*|weights|crossfit|hiit|football|soccer|tennis|basketball|spin|climb\w*|train\w*|sports?)\b/;

/**
 * How many days a week: 'gym 3 times a week', 'twice a week', 'run 5-6 days per week'. The space
 * after the unit goes with the unit, so two `\s*` never share one run of spaces (issue 15).
 */
export const DAYS_PER_WEEK =
  /\b(\d+|once|twice|a couple(?: of)?|couple(?: of)?|a few|few|several)(?:\s*(?:-|to|or)\s*(\d+))?\s*(?:(?:x|times?|days?|sessions?|workouts?|runs?|classes)\s*)?(?:a|per|each|every|\/|in a|of the)\s*week\b/;
export const DAILY = /\b(?:every ?day|daily|each day|7 days|seven days|day in day out)\b/;
/** 'Most days': about six days a week. */
export const MOST_DAYS = /\b(?:most days|nearly every ?day|almost every ?day|most of the week)\b/;
export const WEEKENDS_ONLY = /\b(?:on )?(?:the )?weekends?\b/;

/** Tried in order; the first match wins. `topics` as in PhraseRule. */
export const ACTIVITY_RULES: readonly PhraseRule<ActivityLevel>[] = [
  {
    value: 'light',
    pattern: /\bnot (?:very|that|too|super|really|overly|especially) (?:active|fit|sporty)\b/g,
  },
  {
    value: 'very-active',
    pattern:
      /\b(?:very|extremely|super|highly|really|incredibly) active\b|\bathlete\b|\btwice a day\b|\btwo[\s-]a[\s-]days?\b|\b(?:physical|manual|labou?r(?:ing)?|construction|farm(?:ing)?|physically demanding|warehouse) (?:job|work|labou?r)\b|\bmanual labou?r\b|\b(?:training for|run|running) (?:a |an )?(?:marathon|ultra|triathlon)\b/g,
  },
  { value: 'sedentary', pattern: /\bmostly sit(?:ting)?\b/g },
];

/** After the day count: these read the rest of the answer, first match wins. */
export const ACTIVITY_WORD_RULES: readonly PhraseRule<ActivityLevel>[] = [
  {
    value: 'sedentary',
    pattern:
      /\bnot (?:at all )?active\b|\binactive\b|\bsedentary\b|\bcouch potato\b|\b(?:desk|office|computer|sitting) job\b|\bsit(?:ting)? (?:at a desk |at my desk |down )?(?:all|most of the) day\b|\b(?:don't|do not|never|rarely|hardly(?: ever)?|barely) (?:exercise|work ?out|move|train|go to the gym|do (?:any )?(?:sport|exercise))\b|\bno (?:exercise|workouts?|activity|sports?)\b|\bnot much\b|\blazy\b|\bdesk[\s-]bound\b/g,
  },
  {
    value: 'light',
    pattern:
      /\blight(?:ly)?(?: active)?\b|\ba (?:little|bit)\b|\bslightly\b|\boccasional(?:ly)?\b|\bsometimes\b|\bnow and (?:then|again)\b|\bwalk(?:s|ing)?\b|\byoga\b|\bgentle\b|\bnot often\b/g,
  },
  {
    value: 'moderate',
    pattern:
      /\bmoderate(?:ly)?\b|\bfairly active\b|\breasonably active\b|\bsomewhat active\b|\baverage\b|\bregular(?:ly)?\b|\bon my feet\b|\bstanding job\b|\bfit\b/g,
  },
  { value: 'active', pattern: /\bactive\b|\bsporty\b/g },
  {
    value: 'moderate',
    pattern:
      /\b(?:gym|work ?out|working out|exercis\w*|run|running|jog\w*|cycl\w*|bike|swim\w*|lift\w*|weights|crossfit|sports?|hiit|pilates|hik\w*|danc\w*|train\w*)\b/g,
  },
];

/** Activity words strong enough to count in an answer to another question. */
export const ACTIVITY_ANYWHERE =
  /\b(?:couch potato|desk job|office job|sedentary|very active|athlete|(?:physical|manual) (?:job|labou?r)|i(?:'m| am) (?:not )?(?:very |fairly |quite )?active)\b/;
