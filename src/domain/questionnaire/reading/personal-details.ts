import { vocabularySpeller } from '../../language';
import { matchMedication } from '../../medications/match-medications';
import type { Gender } from '../../profile/health-profile';
import { LIMITS } from '../../profile/health-profile';
import { feetInchesToCm, poundsToKg } from '../../profile/units';
import { MONEY_WORDS } from '../words/cooking-time-budget';
import { FUNCTION_WORDS } from '../words/foods';
import { clausesOf, type Found } from './found';

// ---------------------------------------------------------------------------------------------
// Details people offer about themselves: name, age, sex, height, weight, medicines. Only clear
// wordings count ('I'm 54', '54 years old', '165 cm', '80 kg', '5 ft 6', 'my name is Anna').
// ---------------------------------------------------------------------------------------------

const NAME = /\b(?:my name is|my name's|i'm called|i am called|call me)\s+([a-z][a-z'-]{1,40})\b/i;
const AGE =
  /\b(\d{1,3})\s*(?:years? old|yrs? old|y\/o|yo)\b|\b(?:i'm|i am|aged|age)\s+(\d{1,3})\b(?!\s*(?:kg|kilos?|lbs?|pounds|stone|cm|m\b|ft|feet|foot|minutes?|mins?|hours?|meals?|snacks?|times|days?|x\b|%|calories|kcal))/;
const GENDER_WORDS: Readonly<Record<string, Gender>> = {
  man: 'male',
  male: 'male',
  guy: 'male',
  woman: 'female',
  female: 'female',
  lady: 'female',
  'non-binary': 'other',
  nonbinary: 'other',
};
const GENDER = /\b(?:i'm|i am)\s+(?:a\s+)?(man|woman|male|female|guy|lady|non-binary|nonbinary)\b/;
/** A clause that is only the word: 'Anna, 54, female'. */
const GENDER_ALONE = /^(?:male|female|man|woman|non-binary|nonbinary)$/;
const CM = /\b(\d{2,3}(?:\.\d)?)\s*(?:cm|centimet(?:er|re)s?)\b/;
const METERS = /\b([12](?:\.\d{1,2}))\s*(?:m|metres?|meters?)\b/;
const FEET = /\b([3-8])\s*(?:ft|foot|feet|')\s*(?:(\d{1,2})\s*(?:in|inches|")?)?/;
const KG = /\b(\d{2,3}(?:\.\d)?)\s*(?:kg|kgs|kilos?|kilograms?)\b/;
const POUNDS =
  /\b(\d{2,3}(?:\.\d)?)\s*(?:lbs?|pounds)\b(?!\s*(?:a|per|each|every)\s+(?:week|month|day))/;
const STONE = /\b(\d{1,2})\s*(?:st|stone)(?:\s*(\d{1,2})\s*(?:lbs?|pounds)?)?\b/;

/** Medicines are looked for in the first this many characters of an answer. */
const MEDICINE_CHARS = 500;

function within(value: number, limits: { min: number; max: number }): number | undefined {
  return value >= limits.min && value <= limits.max ? value : undefined;
}

/** 'I'm Anna,': a capitalised word after I'm, then a comma or the end, that is no word we know. */
const IM_NAME = /\bI'?m ([A-Z][a-z'-]{1,40})(?=\s*[,.!;]|\s*$)/;
/** A clause that is only a number, beside other details: 'Anna, 54, female'. */
const BARE_NUMBER = /^(\d{1,3})$/;

export function readPersonal(raw: string, normalized: string, found: Found): void {
  const clauses = clausesOf(normalized);
  const age = AGE.exec(normalized);
  if (age) found.age = within(Number(age[1] ?? age[2]), LIMITS.ageYears);
  const gender =
    GENDER.exec(normalized)?.[1] ??
    clauses.find((segment) => GENDER_ALONE.test(segment.text))?.text;
  if (gender) found.gender = GENDER_WORDS[gender];
  const cm = CM.exec(normalized);
  const meters = METERS.exec(normalized);
  const feet = FEET.exec(normalized);
  const height = cm
    ? Number(cm[1])
    : meters
      ? Number(meters[1]) * 100
      : feet
        ? feetInchesToCm(Number(feet[1]), Number(feet[2] ?? 0))
        : undefined;
  if (height !== undefined) found.heightCm = within(Math.round(height * 10) / 10, LIMITS.heightCm);
  const kg = KG.exec(normalized);
  // '180 pounds' is a weight unless the answer is about money ('50 pounds a week', '£50').
  const aboutMoney = MONEY_WORDS.test(normalized.replace(/\bpounds\b/g, ''));
  const pounds = aboutMoney ? null : POUNDS.exec(normalized);
  const stone = STONE.exec(normalized);
  const weight = kg
    ? Number(kg[1])
    : pounds
      ? poundsToKg(Number(pounds[1]))
      : stone
        ? poundsToKg(Number(stone[1]) * 14 + Number(stone[2] ?? 0))
        : undefined;
  if (weight !== undefined) found.weightKg = within(Math.round(weight * 10) / 10, LIMITS.weightKg);
  // 'My name is Anna' always; 'I'm Anna,' only beside other details ('I'm Tired.' is no name).
  const bare = clauses.find((segment) => BARE_NUMBER.test(segment.text));
  const hasDetails =
    found.age !== undefined ||
    found.gender !== undefined ||
    found.heightCm !== undefined ||
    found.weightKg !== undefined;
  const said = NAME.exec(raw)?.[1];
  const implied = hasDetails || bare ? IM_NAME.exec(raw)?.[1] : undefined;
  // A name said as one ('my name is Rosa') is taken as it is; 'I'm X,' only when X is no word.
  const name =
    said ?? (implied && !vocabularySpeller().knows(implied.toLowerCase()) ? implied : undefined);
  if (name && !FUNCTION_WORDS.has(name.toLowerCase())) {
    found.name = name.charAt(0).toUpperCase() + name.slice(1);
  }
  if (found.age === undefined && bare && (found.name || hasDetails)) {
    found.age = within(Number(bare.text), LIMITS.ageYears);
  }
  const medicines = matchMedication(normalized.slice(0, MEDICINE_CHARS)).matches.map(
    (match) => match.matchedName,
  );
  if (medicines.length > 0) found.medications = [...new Set(medicines)];
}
