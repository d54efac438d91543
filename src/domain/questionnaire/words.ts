import type { ConditionId } from '../conditions/catalogue';
import type { ActivityLevel, Cuisine, DietaryRestriction } from '../profile/health-profile';
import type { Budget, CookingSkill, TopicId } from './schemas';

/**
 * The questionnaire's vocabulary, as data: which words mean which restriction, condition, goal,
 * activity level, cooking skill and budget. Patterns run on normalised text (lower case, plain
 * apostrophes and dashes; see `normalizeText`), number words already turned into digits where a
 * parser needs counts. Order matters where a list says so: the first rule that matches wins.
 */

/** A pattern for a value; `topics` limits it to answers to those questions (else: any answer). */
export interface PhraseRule<T> {
  value: T;
  pattern: RegExp;
  topics?: readonly TopicId[];
}

// ---------------------------------------------------------------------------------------------
// Dietary restrictions (spec §3 ids). Restriction words found in any answer count, unless
// negated ('I'm not vegan'); the looser 'no nuts' / 'no soy' / 'no eggs' only under the
// restrictions question, since under 'allergies' they name an allergy and elsewhere a dislike.
// ---------------------------------------------------------------------------------------------

export const RESTRICTION_RULES: readonly PhraseRule<DietaryRestriction>[] = [
  {
    value: 'vegan',
    pattern:
      /\bvegan\b|(?<!more |more of a |mostly |semi[\s-]?)\bplant[\s-]?based\b(?! (?:meals?|foods?|options?|dishes|recipes|protein))|\b(?:no|avoid(?:ing)?|don't eat|do not eat|never eat) (?:any )?animal (?:products?|foods?)\b/g,
  },
  {
    value: 'vegetarian',
    pattern:
      /(?<!mostly |semi[\s-]?|part[\s-]time |sometimes )\bvegetarian\b|\bveggie\b(?!s| burgers?| sausages?| patt)|\blacto[\s-]?ovo\b|\bovo[\s-]?lacto\b|\bmeat[\s-]?free\b|\bmeatless\b|\bno meat\b|\b(?:don't|do not|never|can't|won't|cannot|no longer) eat (?:any )?meat\b|\bavoid(?:ing)? (?:all )?meat\b|\bnot eat(?:ing)? meat\b/g,
  },
  {
    value: 'pescatarian',
    pattern:
      /\bpesc[ae]tarian\b|\bpescatarian\b|\bonly (?:eat )?(?:fish|seafood) (?:and|but) no (?:other )?meat\b/g,
  },
  { value: 'halal', pattern: /\bhalal\b|\bzabiha\b/g },
  { value: 'kosher', pattern: /\bkosher\b/g },
  {
    value: 'gluten_free',
    pattern:
      /\bgluten[\s-]?free\b|\bno gluten\b|\bavoid(?:ing)? gluten\b|\b(?:don't|can't|cannot|do not|never) (?:eat|have|tolerate|do) gluten\b|\bgluten[\s-](?:intoleran\w*|sensitiv\w*)\b|\b(?:intolerant|sensitive) to gluten\b|\bc(?:o)?eliac\b|\bwheat[\s-]?free\b|\bno wheat\b/g,
  },
  {
    value: 'dairy_free',
    pattern:
      /\bdairy[\s-]?free\b|\bno dairy\b|\bavoid(?:ing)? (?:dairy|milk|lactose)\b|\b(?:don't|can't|cannot|do not|never) (?:eat|have|drink|tolerate|do) (?:dairy|milk|lactose)\b|\blactose[\s-]?(?:intoleran\w*|free|sensitiv\w*)\b|\b(?:intolerant|sensitive) to (?:lactose|dairy|milk)\b|\bno milk\b|\bnon[\s-]?dairy\b|\bcut(?:ting)? out dairy\b/g,
  },
  { value: 'nut_free', pattern: /\bnut[\s-]?free\b/g },
  { value: 'nut_free', pattern: /\bno (?:tree )?nuts?\b/g, topics: ['restrictions'] },
  { value: 'soy_free', pattern: /\bsoy[\s-]?free\b/g },
  { value: 'soy_free', pattern: /\bno soy\b/g, topics: ['restrictions'] },
  { value: 'egg_free', pattern: /\beggs?[\s-]?free\b/g },
  { value: 'egg_free', pattern: /\bno eggs?\b/g, topics: ['restrictions'] },
];

/** 'vegetarian but I eat fish', 'no meat, fish is fine': vegetarian becomes pescatarian. */
export const FISH_ALLOWED =
  /\b(?:eat|eats|have|except|but|still|with|incl\w*)\s+(?:some |the odd |occasional )?(?:fish|seafood)\b|\b(?:fish|seafood)\s+(?:is|are)\s+(?:ok|okay|fine|good|allowed)\b|\b(?:fine|ok|okay) with (?:fish|seafood)\b/;

/**
 * Words that, when a person says they avoid them ('no meat', 'I avoid dairy'), name a
 * restriction. `anywhere`: in any answer; otherwise only under the restrictions question.
 */
export const AVOIDED_WORD_RESTRICTIONS: readonly {
  words: readonly string[];
  value: DietaryRestriction;
  anywhere: boolean;
}[] = [
  { words: ['meat', 'any meat'], value: 'vegetarian', anywhere: true },
  {
    words: ['animal product', 'animal products', 'animal food', 'animal foods'],
    value: 'vegan',
    anywhere: true,
  },
  { words: ['gluten', 'wheat'], value: 'gluten_free', anywhere: true },
  {
    words: ['dairy', 'milk', 'lactose', 'dairy product', 'dairy products'],
    value: 'dairy_free',
    anywhere: true,
  },
  { words: ['nut', 'nuts', 'tree nut', 'tree nuts'], value: 'nut_free', anywhere: false },
  { words: ['soy', 'soya'], value: 'soy_free', anywhere: false },
  { words: ['egg', 'eggs'], value: 'egg_free', anywhere: false },
];

// ---------------------------------------------------------------------------------------------
// Health conditions (spec §3 ids): only when named clearly. A bare 'diabetes' says nothing
// about the type, so it becomes the goal 'Manage blood sugar' and no condition.
// ---------------------------------------------------------------------------------------------

export const CONDITION_RULES: readonly PhraseRule<ConditionId>[] = [
  {
    value: 'diabetes_type1',
    pattern:
      /\btype[\s-]?(?:1|one|i)\s*diabet\w*|\bt1d\b|\bdiabet\w* type[\s-]?(?:1|one|i)\b|\bjuvenile diabetes\b/g,
  },
  {
    value: 'diabetes_type2',
    pattern: /\btype[\s-]?(?:2|two|ii)\s*diabet\w*|\bt2d\b|\bdiabet\w* type[\s-]?(?:2|two|ii)\b/g,
  },
  { value: 'hypertension', pattern: /\bhigh blood pressure\b|\bhypertensi\w*|\bhigh bp\b/g },
  {
    value: 'high_cholesterol',
    pattern: /\bhigh cholesterol\b|\bhypercholesterol\w*|\bhigh ldl\b|\bhyperlipid\w*/g,
  },
  {
    value: 'heart_disease',
    pattern:
      /\bheart (?:disease|attack|failure|condition|problems?)\b|\bcoronary\b|\bcardiovascular disease\b/g,
  },
  { value: 'gerd', pattern: /\bgerd\b|\bacid reflux\b|\breflux\b|\bheartburn\b/g },
  { value: 'ibs', pattern: /\bibs\b|\birritable bowel\b/g },
  { value: 'celiac_disease', pattern: /\bc(?:o)?eliac\b/g },
  {
    value: 'chronic_kidney_disease',
    pattern:
      /\b(?:chronic )?kidney disease\b|\bckd\b|\brenal (?:disease|failure|insufficiency)\b|\bkidney (?:failure|problems?|issues?)\b/g,
  },
  {
    value: 'fatty_liver',
    pattern:
      /\bfatty liver\b|\bnafld\b|\bmasld\b|\bnash\b|\bliver (?:is|was|has been|looks|looked) (?:a bit |slightly |quite |very |a little )?fatty\b|\bfat (?:in|on|around) (?:my |the )?liver\b/g,
  },
  {
    value: 'no_gallbladder',
    pattern:
      /\bno gall[\s-]?bladder\b|\bgall[\s-]?bladder (?:was )?(?:removed|out|taken out)\b|\b(?:removed|without (?:a |my )?)gall[\s-]?bladder\b|\bcholecystectomy\b/g,
  },
  { value: 'obesity', pattern: /\bobes(?:e|ity)\b/g },
];

// ---------------------------------------------------------------------------------------------
// Goals: our labels, in plain words. Rules without `topics` count in any answer.
// ---------------------------------------------------------------------------------------------

export const GOAL_LABELS = {
  loseWeight: 'Lose weight',
  gainWeight: 'Gain weight',
  buildMuscle: 'Build muscle',
  maintainWeight: 'Maintain weight',
  bloodSugar: 'Manage blood sugar',
  bloodPressure: 'Lower blood pressure',
  cholesterol: 'Lower cholesterol',
  heart: 'Heart health',
  plants: 'Eat more plants',
  fish: 'Eat more fish',
  healthier: 'Eat healthier',
  energy: 'More energy',
  digestion: 'Better digestion',
  lowCarb: 'Eat low-carb',
  lessSugar: 'Eat less sugar',
  lessSalt: 'Eat less salt',
  kidney: 'Kidney health',
  liver: 'Liver health',
  performance: 'Sports performance',
  saveTime: 'Save time',
  saveMoney: 'Save money',
  inflammation: 'Reduce inflammation',
} as const;

const GOALS_ONLY: readonly TopicId[] = ['goals'];

export const GOAL_RULES: readonly PhraseRule<string>[] = [
  {
    value: GOAL_LABELS.loseWeight,
    pattern:
      /\b(?:(?:los(?:e|ing)|shed(?:ding)?|drop(?:ping)?) (?:some |a (?:little|bit|bit of|few|couple of|lot of) |a few |more |\d+ )?(?:weight|fat|pounds|lbs|kilos|kg|belly(?: fat)?|a dress size)|weight[\s-]?loss|slim(?:ming)? down|get(?:ting)? (?:slimmer|leaner|thinner|in shape)|burn(?:ing)? fat|cut(?:ting)? weight|\d+\s*(?:lbs?|pounds|kg|kilos) (?:down|off))\b|\blos(?:e|ing) (?:a (?:little )?bit|a little|some)$/g,
  },
  {
    value: GOAL_LABELS.gainWeight,
    pattern: /\b(?:gain(?:ing)? (?:some )?weight|put(?:ting)? on (?:some )?weight|weight gain)\b/g,
  },
  {
    value: GOAL_LABELS.buildMuscle,
    pattern:
      /\b(?:build(?:ing)? (?:some |more )?muscles?|gain(?:ing)? muscles?|muscle (?:gain|building|mass)|bulk(?:ing)?(?: up)?|get(?:ting)? (?:stronger|toned|ripped)|tone up|more protein|strength)\b/g,
  },
  {
    value: GOAL_LABELS.maintainWeight,
    pattern:
      /\b(?:maintain(?:ing)?(?: my)? (?:current )?weight|keep(?:ing)? (?:my )?weight (?:stable|steady|the same)|stay(?:ing)? at (?:my|this) weight|weight maintenance)\b/g,
  },
  {
    value: GOAL_LABELS.bloodSugar,
    pattern:
      /\b(?:blood sugars?|blood glucose|glucose|a1c|hba1c|diabet\w*|pre[\s-]?diabet\w*|insulin resistan\w*|sugar levels?)\b|\b(?:watch|check|control|manage|monitor|keep an eye on|keep)\w* (?:on )?(?:\w+ )?my sugars?\b|\bmy sugars? (?:is|are|levels?|readings?|runs?|has been|have been)\b|^(?:and |also )?my (?:blood )?sugars?$|\b(?:get|bring|keep|have|put)\w* my (?:blood )?sugars? (?:under control|down|in check|stable|steady|lower|better)/g,
  },
  { value: GOAL_LABELS.bloodPressure, pattern: /\b(?:blood pressure|hypertensi\w*|bp)\b/g },
  { value: GOAL_LABELS.cholesterol, pattern: /\b(?:cholesterol|ldl|hyperlipid\w*)\b/g },
  {
    value: GOAL_LABELS.heart,
    pattern:
      /\bheart (?:health|healthy|disease|attack|failure|condition|problems?)\b|\bhealthy heart\b|\bcoronary\b|\bcardiovascular\b/g,
  },
  { value: GOAL_LABELS.heart, pattern: /\bheart\b/g, topics: GOALS_ONLY },
  {
    value: GOAL_LABELS.plants,
    pattern:
      /\b(?:more (?:plants?|vegetables|veggies|veg|greens|fruits?(?: and veg\w*)?|fibre|fiber|plant[\s-]based(?: \w+)?)|plant[\s-]forward|flexitarian|mostly (?:vegetarian|vegan|plant[\s-]based)|semi[\s-]?vegetarian|part[\s-]time vegetarian|less meat|cut(?:ting)? (?:back|down) on meat|reduce (?:my )?meat)\b/g,
  },
  { value: GOAL_LABELS.fish, pattern: /\b(?:more (?:fish|seafood|omega[\s-]?3s?))\b/g },
  {
    value: GOAL_LABELS.healthier,
    pattern:
      /\b(?:eat(?:ing)? (?:more )?health(?:y|ier)(?: food)?|health(?:ier|y) (?:eating|diet|habits|lifestyle)|eat(?:ing)? better|better (?:diet|nutrition|eating|habits)|clean eating|eat(?:ing)? clean|balanced diet|eat(?:ing)? (?:more )?balanced|improve (?:my )?(?:diet|nutrition|eating)|be(?:come)? healthier|get healthy|stay healthy)\b/g,
  },
  {
    value: GOAL_LABELS.healthier,
    pattern: /\b(?:healthy|healthier|health|wellness|well[\s-]?being|nutrition|longevity)\b/g,
    topics: GOALS_ONLY,
  },
  {
    value: GOAL_LABELS.energy,
    pattern:
      /\b(?:more energy|energy levels?|less tired|tired(?:ness)?|fatigue[d]?|feel (?:more )?energi[sz]ed|boost (?:my )?energy|energy)\b/g,
    topics: GOALS_ONLY,
  },
  {
    value: GOAL_LABELS.digestion,
    pattern:
      /\b(?:digestion|digestive|gut(?: health)?|bloat\w*|constipat\w*|ibs|irritable bowel)\b/g,
  },
  {
    value: GOAL_LABELS.lowCarb,
    pattern:
      /\b(?:keto(?:genic)?|low[\s-]?carb\w*|cut(?:ting)? (?:down on |back on |out )?carbs|fewer carbs|less carbs|atkins)\b/g,
  },
  {
    value: GOAL_LABELS.lessSugar,
    pattern:
      /\b(?:less sugar|cut(?:ting)? (?:out |down on |back on )?(?:sugar|sweets)|reduce (?:my )?sugar|sugar cravings?|quit(?:ting)? sugar|no added sugar|sweet tooth)\b/g,
  },
  {
    value: GOAL_LABELS.lessSalt,
    pattern:
      /\b(?:less (?:salt|sodium)|low[\s-](?:salt|sodium)|cut(?:ting)? (?:down on |back on )?(?:salt|sodium)|reduce (?:my )?(?:salt|sodium))\b/g,
  },
  {
    value: GOAL_LABELS.kidney,
    pattern: /\bkidneys?\b(?! beans?)|\brenal\b|\bckd\b/g,
  },
  { value: GOAL_LABELS.liver, pattern: /\bliver health\b|\bfatty liver\b|\bhealthy liver\b/g },
  {
    value: GOAL_LABELS.performance,
    pattern:
      /\b(?:sports? performance|athletic performance|performance|marathon|triathlon|endurance|training for)\b/g,
    topics: GOALS_ONLY,
  },
  {
    value: GOAL_LABELS.saveTime,
    pattern:
      /\b(?:save time|quick(?:er)? meals|meal prep\w*|less time (?:cooking|in the kitchen))\b/g,
    topics: GOALS_ONLY,
  },
  {
    value: GOAL_LABELS.saveMoney,
    pattern: /\b(?:save money|spend less|cheaper|eat(?:ing)? on a budget)\b/g,
    topics: GOALS_ONLY,
  },
  {
    value: GOAL_LABELS.inflammation,
    pattern: /\b(?:inflammation|anti[\s-]?inflammatory)\b/g,
    topics: GOALS_ONLY,
  },
];

/** A condition named in the conversation also sets the goal that serves it. */
export const CONDITION_GOALS: Readonly<Partial<Record<ConditionId, string>>> = {
  diabetes_type1: GOAL_LABELS.bloodSugar,
  diabetes_type2: GOAL_LABELS.bloodSugar,
  hypertension: GOAL_LABELS.bloodPressure,
  high_cholesterol: GOAL_LABELS.cholesterol,
  heart_disease: GOAL_LABELS.heart,
  chronic_kidney_disease: GOAL_LABELS.kidney,
  fatty_liver: GOAL_LABELS.liver,
  gerd: GOAL_LABELS.digestion,
  ibs: GOAL_LABELS.digestion,
  obesity: GOAL_LABELS.loseWeight,
};

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

/**
 * Someone else named in a clause: 'my dad had a heart attack', 'diabetes runs in the family'. A
 * condition of theirs is a reason for the person's goal, not a condition of the person's.
 */
export const SOMEONE_ELSE =
  /\b(?:my|our|his|her) (?:dad|father|mum|mom|mother|parents?|brothers?|sisters?|siblings?|grand\w+|husband|wife|partner|sons?|daughters?|kids?|children|family|uncles?|aunts?|cousins?|friends?)\b/;
/** 'Diabetes runs in the family', 'a family history of heart disease': never the person's own. */
export const FAMILY_HISTORY = /\bruns? in (?:my|the|our) family\b|\bfamily history\b/;

/** Activity words strong enough to count in an answer to another question. */
export const ACTIVITY_ANYWHERE =
  /\b(?:couch potato|desk job|office job|sedentary|very active|athlete|(?:physical|manual) (?:job|labou?r)|i(?:'m| am) (?:not )?(?:very |fairly |quite )?active)\b/;

// ---------------------------------------------------------------------------------------------
// Cooking skill: first match wins.
// ---------------------------------------------------------------------------------------------

export const COOKING_RULES: readonly PhraseRule<CookingSkill>[] = [
  { value: 'intermediate', pattern: /\bnot (?:too |that )?bad\b/g },
  {
    value: 'beginner',
    pattern:
      /\bnot (?:very |that |a |so |really |too |super |particularly )?(?:good|great|confident|skilled|experienced|much of a cook|a (?:great |good )?cook)\b|\b(?:can't|cannot|don't|do not|never|rarely|barely|hardly) (?:really )?(?:cook|boil)\b|\bdon't know how to cook\b|\bbeginner\b|\bnovice\b|\bnewbie\b|\bbasic\w*\b|\bbad\b|\bterrible\b|\bpoor\b|\bawful\b|\blearning\b|\bjust starting\b|\blimited\b|\bmicrowave\b|\btoast\b|\bsimple\b|\bnot much\b|\bvery little\b|\bnot really\b|\bno (?:skills?|experience)\b|\bnone\b/g,
  },
  {
    value: 'advanced',
    pattern:
      /\badvanced\b|\bexpert\b|\bchef\b|\bprofessional\b|\bexcellent\b|\bvery (?:good|confident|skilled|experienced|comfortable)\b|\bgreat\b|\blove (?:to )?cook(?:ing)?\b|\bconfident\b|\b(?:highly )?skilled\b|\bexperienced\b|\banything\b|\bpro\b/g,
  },
  {
    value: 'intermediate',
    pattern:
      /\bintermediate\b|\bok(?:ay)?\b|\bdecent\b|\baverage\b|\balright\b|\bfine\b|\bmoderate(?:ly)?\b|\bfair(?:ly)?\b|\breasonabl[ey]\b|\bgood\b|\bfollow (?:a )?recipes?\b|\bhome cook\b|\bcomfortable\b|\bcan cook\b|\bsome\b|\bmedium\b|\bmiddle\b|\bin between\b/g,
  },
];

/** Cooking phrases clear enough to count in an answer to another question ('I can barely boil an egg'). */
export const COOKING_ANYWHERE =
  /\b(?:(?:can't|cannot|don't|never|barely|hardly|can't even|cannot even|can barely|can hardly) (?:really )?(?:cook|boil)|don't know how to cook|(?:beginner|novice|home) cook|i(?:'m| am) a (?:professional )?chef|(?:pretty |very |really |quite |fairly )?(?:good|great|confident|decent|competent|terrible|bad|awful|keen) cook|(?:can |i )follow (?:a )?recipes?)\b/;

// ---------------------------------------------------------------------------------------------
// Budget: first match wins. An amount of money is read per week: up to 50 low, up to 120
// moderate, more flexible (our thresholds for one person; they only pick recipe cost).
// ---------------------------------------------------------------------------------------------

export const BUDGET_RULES: readonly PhraseRule<Budget>[] = [
  {
    value: 'moderate',
    pattern: /\bnot (?:too|that|very|super|overly) (?:tight|strict|limited|low)\b/g,
  },
  {
    value: 'flexible',
    pattern:
      /\bno (?:real )?(?:limit|limits|budget (?:limit|constraints?|concerns?|worries)|constraints?|worries)\b|\bflexible\b|(?:\bnot|n't) (?:really |much of )?(?:a |an )?(?:big )?(?:concern|issue|problem|worry|factor)\b|\bdoesn't matter\b|\bdoes not matter\b|\bmoney is no object\b|\bgenerous\b|\bhigh\b|\bwhatever it takes\b|\bunlimited\b|\bdon't (?:care|mind|worry) (?:about )?(?:the )?(?:cost|price|money|budget)\b|\bplenty\b|\bcomfortable\b|\bspend (?:what|whatever)\b|\bnot tight\b|\bopen\b|\blarge\b|\bbig\b/g,
  },
  {
    value: 'low',
    pattern:
      /\b(?:cheap|tight|low|limited|small|student|strict|affordable|inexpensive|frugal|save money|saving money|on a budget|budget[\s-]friendly|not much|very little|broke|minimal|as little as possible|economical|careful|shoestring|low[\s-]cost|fixed income|(?:on|living on) (?:a |my )?pension|on benefits|social security)\b/g,
  },
  {
    value: 'moderate',
    pattern:
      /\b(?:moderate|medium|average|normal|reasonable|middle|mid[\s-]?range|some|standard|typical|ok|okay|decent|regular|fair|in between|not too tight)\b/g,
  },
];

export const BUDGET_ANYWHERE: readonly PhraseRule<Budget>[] = [
  { value: 'low', pattern: /\b(?:on a (?:tight |strict |limited |small )?budget|tight budget)\b/g },
  {
    value: 'flexible',
    pattern: /\bbudget (?:is|isn't) (?:not a concern|flexible|no (?:issue|problem))\b/g,
  },
];

// ---------------------------------------------------------------------------------------------
// Time for cooking a meal.
// ---------------------------------------------------------------------------------------------

export const QUICK_TIME =
  /\b(?:quick|fast|not much(?: time)?|little time|busy|no time|minimal|as little as possible|very little|in a hurry|rushed|short)\b/;
export const PLENTY_OF_TIME =
  /\b(?:plenty(?: of time)?|lots of time|a lot of time|as long as it takes|no rush|all day|time is(?:n't| not) an issue|don't mind|take my time|whatever it takes|as long as needed|no limit)\b/;
/** Words that put an answer about money, whatever the question was ('on a pension'). */
export const MONEY_WORDS =
  /[$£€]|\b(?:money|budget\w*|afford\w*|pension|costs?|costly|price\w*|spend\w*|cheap\w*|expensive|income|salary|wages?|broke|dollars?|pounds|euros?|bucks|quid|groceries|grocery bill)\b/;
/** Words that put an answer about time ('20 minutes', 'an hour', 'quick meals'). */
export const TIME_WORDS =
  /\b(?:\d+\s*(?:min(?:ute)?s?|hours?|hrs?|h)|minutes?|hours?|half an hour|time|quick(?:ly)?|fast|busy|hurry)\b/;
export const TIME_ANYWHERE =
  /(?:\b\d+\s*(?:min(?:ute)?s?)|\bhalf an hour|\ban hour)\s+(?:to|for|of)\s+(?:cook\w*|prep\w*)|\bno time to cook\b/;

// ---------------------------------------------------------------------------------------------
// Answers that mean "none", "skip" or "let's finish".
// ---------------------------------------------------------------------------------------------

/** The whole answer, punctuation removed, is a plain no. */
export const PLAIN_NONE =
  /^(?:no+|none|nope|nah|nothing|not really|no thanks?(?: you)?|n ?a|zero|nil|no none|none at all|nothing at all|not that i know(?: of)?|none that i know(?: of)?|i don't think so|nothing really|nothing in particular|nothing special|no not really|not at all|no i don't|i don't|no i don't have any|i don't have any|none really)(?: thanks?(?: you)?)?$/;

/** Phrases that answer a list question with "none", in any answer. */
export const NONE_PHRASES: Readonly<
  Record<'allergies' | 'dietaryRestrictions' | 'likedFoods' | 'dislikedFoods', RegExp>
> = {
  allergies:
    /\bno (?:known |food )?allerg(?:ies|y)\b|\bnot allergic to anything\b|\bi(?:'m| am) not allergic\b|\bnothing i'm allergic to\b|\bdon't have (?:any )?(?:food )?allerg(?:ies|y)\b|\bno intoleran\w*\b/,
  dietaryRestrictions:
    /\bno (?:dietary |diet |food |special )?restrictions?\b|\bi eat (?:pretty much |just about )?(?:everything|anything)\b|\bomnivore\b|\bno special diet\b|\bnormal diet\b|\bdon't (?:have|follow) (?:any )?(?:restrictions|special diet|particular diet)\b/,
  likedFoods:
    /\bi (?:like|love|eat|enjoy) (?:pretty much |just about )?(?:everything|anything|all (?:kinds of )?foods?)\b|\bnot picky\b|\bno preferences?\b|\bnothing in particular\b|\banything\b/,
  dislikedFoods:
    /\bno dislikes?\b|\bi (?:like|eat) (?:pretty much |just about )?(?:everything|anything)\b|\bnot picky\b|\bnothing really\b|\bnothing in particular\b|\bi'm easy\b/,
};

/** The person wants to skip this question. */
export const SKIP =
  /^(?:skip(?: this| it| that)?|pass|next(?: question)?|i don't know|don't know|not sure|unsure|no idea|dunno|idk|rather not say|i'd rather not say|prefer not to say|no comment|can we skip(?: this| that)?|let's skip(?: this| that)?|move on)$/;

/** The person wants to finish and get the plan. */
export const FINISH =
  /^(?:that's (?:all|it|everything)|i'm done|done|finish(?:ed)?|i'm finished|generate(?: my| the)?(?: meal)? plan|make (?:my|the)(?: meal)? plan|let's go|skip to (?:the |my )?(?:meal )?plan|enough questions|no more questions|just make (?:my|the|a)(?: meal)? plan)$/;

// ---------------------------------------------------------------------------------------------
// Clause markers: which way a clause leans about the foods it names. First match wins.
// ---------------------------------------------------------------------------------------------

export const NEGATED_ALLERGY =
  /\b(?:not|n't|never been|no longer) (?:\w+ )?allerg\w*|\bno (?:known |food )?allerg\w*/;
export const ALLERGY_MARKER = /\b(?:allerg\w*|anaphyla\w*|epi[\s-]?pen)\b/;
export const INTOLERANCE_MARKER =
  /\b(?:intoleran\w*|sensitiv\w*|can't (?:digest|tolerate)|cannot (?:digest|tolerate)|upsets? my stomach|makes? me (?:sick|bloated|ill))\b/;
export const DISLIKE_MARKER =
  /\b(?:hate[sd]?|dislike[sd]?|detest|loathe|can't stand|cannot stand|not (?:really )?(?:a |much of a |the |too much of a )?(?:big |huge |great |biggest |greatest )?fan|no fan of|don't (?:really |much )?(?:like|love|enjoy|care for|fancy)|do not (?:like|enjoy)|doesn't agree with me|not (?:into|keen on|fond of|crazy about)|never liked|gross|yuck|disgusting|not for me|can't do)\b/;
export const AVOID_MARKER =
  /\b(?:avoid\w*|don't eat|do not eat|can't eat|cannot eat|can't have|won't eat|never eat|no longer eat|stopped eating|stay away from|steer clear of|cut(?:ting)? out|without|keep (?:out|away))\b|^(?:no|nothing with|zero|not any|none of)\b/;
export const ALLOWED_MARKER =
  /\b(?:is|are) (?:fine|ok|okay|good|allowed)\b|\b(?:fine|ok|okay) with\b|\bi (?:do |still |also )?eat\b/;
export const LIKE_MARKER =
  /\b(?:love[sd]?|like[sd]?|enjoy[sd]?|adore|fan of|favou?rites?|prefer|crave|fond of|into|can't get enough|big on|partial to|yum\w*|delicious|tasty|eat a lot of|eat lots of|go for)\b/;
/** Uses of 'like' that are not about liking a food. */
export const NOT_A_LIKE =
  /\b(?:would like|'d like|like to|feel like|looks? like|such as|like a lot)\b/g;
export const NOT_START = /^not\b/;

// ---------------------------------------------------------------------------------------------
// Food words: what may and may not be read as a food.
// ---------------------------------------------------------------------------------------------

/** Never the first or last word of a food name ('the', 'love', 'allergic', ...). */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  `i i'm im me my mine we our us you your he she they them their a an the and or but nor of to in
  on with for at by from as any some all most more less lots lot much many few kind kinds sort
  sorts type types stuff things thing food foods dish dishes cuisine cuisines really very so too
  also just quite pretty especially particularly mostly usually generally etc like likes liked
  love loves loved enjoy enjoys enjoyed adore hate hates hated dislike dislikes disliked detest
  loathe can't cannot can stand don't do does doesn't did didn't not no never fan fans big huge
  prefer favorite favourite favorites favourites fond into allergic allergy allergies intolerant
  intolerance intolerances sensitive sensitivity avoid avoiding eat eats eating ate have has had
  having is are am was were be been it its it's that that's this these those them they fine ok
  okay good great yes yeah yep well though anything everything nothing none other else plus
  maybe probably sometimes often always only except without free please thanks thank bit little
  would i'd i've i'll get got keen care mind enough gross yuck either neither non severe mild
  slight slightly bad really when if then than there here what which who how about around
  definitely absolutely totally usually rarely ever actually honestly basically anyway whatever
  want wanted try trying need needs diet diets meal meals snack snacks cook cooking cooked make
  made eat lately recently now still keep keeps kept won't wont cant dont im ive id ill isnt
  arent wasnt weird texture taste smell reaction reactions react reacts makes sick stomach eat
  touch handle go goes days day week weeks time times sure too`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/** Food-table words that are not a food on their own ('white', 'light', 'diet', 'sweet'). */
export const WEAK_WORDS: ReadonlySet<string> = new Set(
  `fat free light white hot green sweet diet lunch breakfast dinner brunch supper dessert plain
  fresh raw cooked whole black red dark low high organic canned dried frozen salted unsalted
  baked roasted grilled smoked mixed regular lean ground sliced organ fast fried junk processed
  spicy veggie sauce powder extra large small medium mini soft hard firm`
    .split(/\s+/)
    .filter((word) => word.length > 0),
);

/**
 * Food words people use that the food table has no row for, or matches oddly ('veggies' is not a
 * veggie burger): kept as said when they appear in a like, dislike or allergy.
 */
export const GENERIC_FOODS: readonly string[] = [
  'vegetables',
  'veggies',
  'veg',
  'greens',
  'leafy greens',
  'fruit',
  'fruits',
  'sweets',
  'desserts',
  'candy',
  'carbs',
  'junk food',
  'fried food',
  'fried foods',
  'fast food',
  'processed food',
  'processed foods',
  'spicy food',
  'spicy foods',
  'spicy',
  'soup',
  'soups',
  'salad',
  'salads',
  'sushi',
  'curry',
  'curries',
  'pizza',
  'burgers',
  'sandwiches',
  'smoothies',
  'stir fry',
  'stir fries',
  'stews',
  'casseroles',
  'poultry',
  'grains',
  'whole grains',
  'legumes',
  'pulses',
  'mac and cheese',
  'macaroni and cheese',
  'fish and chips',
  'spices',
  'herbs',
  'noodles',
  'dumplings',
  'tacos',
  'burritos',
  'pastries',
  'cakes',
  'offal',
  'organ meat',
  'organ meats',
  'red meat',
  'white meat',
  'meat',
  'seafood',
  'shellfish',
  'nuts',
  'tree nuts',
  'dairy',
];

/** Spec §3 cuisines and the words people use for them (a cuisine is liked, never a food). */
export const CUISINE_WORDS: readonly { words: readonly string[]; value: Cuisine }[] = [
  { words: ['american', 'southern', 'tex mex', 'bbq', 'barbecue'], value: 'American' },
  { words: ['mediterranean'], value: 'Mediterranean' },
  {
    words: ['asian', 'chinese', 'korean', 'vietnamese', 'indonesian', 'malaysian', 'filipino'],
    value: 'Asian',
  },
  { words: ['mexican'], value: 'Mexican' },
  { words: ['italian'], value: 'Italian' },
  { words: ['indian'], value: 'Indian' },
  {
    words: ['middle eastern', 'lebanese', 'turkish', 'persian', 'israeli', 'arabic'],
    value: 'Middle Eastern',
  },
  { words: ['japanese'], value: 'Japanese' },
  { words: ['thai'], value: 'Thai' },
  { words: ['greek'], value: 'Greek' },
];

/** Phrases that hold food words but are not foods ('blood sugar', 'sweet tooth'). */
export const NOT_FOOD_PHRASES =
  /\b(?:blood sugars?|blood pressure|sweet tooth|heart health|peanut gallery|in a nutshell|junk mail|hot weather|cold turkey|couch potato|piece of cake|bread and butter of)\b/g;

// ---------------------------------------------------------------------------------------------
// Plain words for what was understood.
// ---------------------------------------------------------------------------------------------

export const CONDITION_WORDS: Readonly<Record<ConditionId, string>> = {
  diabetes_type1: 'type 1 diabetes',
  diabetes_type2: 'type 2 diabetes',
  no_gallbladder: 'no gallbladder',
  fatty_liver: 'fatty liver',
  chronic_kidney_disease: 'chronic kidney disease',
  hypertension: 'high blood pressure',
  high_cholesterol: 'high cholesterol',
  heart_disease: 'heart disease',
  gerd: 'acid reflux (GERD)',
  ibs: 'IBS',
  celiac_disease: 'celiac disease',
  food_allergies: 'food allergies',
  obesity: 'weight management',
};

export const ACTIVITY_WORDS: Readonly<Record<ActivityLevel, string>> = {
  sedentary: 'mostly sitting',
  light: 'lightly active',
  moderate: 'moderately active',
  active: 'active',
  'very-active': 'very active',
};

export const RESTRICTION_WORDS: Readonly<Record<DietaryRestriction, string>> = {
  vegetarian: 'vegetarian',
  vegan: 'vegan',
  pescatarian: 'pescatarian',
  halal: 'halal',
  kosher: 'kosher',
  gluten_free: 'gluten-free',
  dairy_free: 'dairy-free',
  nut_free: 'nut-free',
  soy_free: 'soy-free',
  egg_free: 'egg-free',
};

export const BUDGET_WORDS: Readonly<Record<Budget, string>> = {
  low: 'a tight budget',
  moderate: 'a moderate budget',
  flexible: 'a flexible budget',
};
