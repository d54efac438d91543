import type { ConditionId } from '../../conditions/catalogue';
import type { TopicId } from '../schemas';
import type { PhraseRule } from './phrase-rule';

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

/**
 * Someone else named in a clause: 'my dad had a heart attack', 'diabetes runs in the family'. A
 * condition of theirs is a reason for the person's goal, not a condition of the person's.
 */
export const SOMEONE_ELSE =
  /\b(?:my|our|his|her) (?:dad|father|mum|mom|mother|parents?|brothers?|sisters?|siblings?|grand\w+|husband|wife|partner|sons?|daughters?|kids?|children|family|uncles?|aunts?|cousins?|friends?)\b/;
/** 'Diabetes runs in the family', 'a family history of heart disease': never the person's own. */
export const FAMILY_HISTORY = /\bruns? in (?:my|the|our) family\b|\bfamily history\b/;
