import type { Budget, CookingSkill } from '../schemas';
import type { PhraseRule } from './phrase-rule';

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
