import { formatList } from '../profile/format';
import { formatBmi } from '../profile/units';
import {
  ACTIVITY_WORD,
  BMI_RANGE_WORDS,
  conditionWords,
  firstName,
  type GuidanceContext,
  kcal,
  type Line,
  line,
  PLAIN_ACTIVITY,
} from './context';

/** The overview: the person, their energy numbers and how they were worked out, what we know. */
export function overview(ctx: GuidanceContext): Line {
  const { age, activityLevel } = ctx.profile.profile;
  const sentences: string[] = [
    `${firstName(ctx)}, you are ${age} years old with a BMI of ${formatBmi(ctx.bmiKgM2)}, which is in ${BMI_RANGE_WORDS[ctx.bmiCategory]}, and you are ${PLAIN_ACTIVITY[activityLevel]}.`,
  ];
  const { targets } = ctx;
  if (targets !== null) {
    const { energy } = targets;
    sentences.push(
      `Your daily energy target is ${kcal(energy.targetKcal)}; any day from ${kcal(energy.minKcal)} to ${kcal(energy.maxKcal)} is on track.`,
      `We estimate you burn about ${kcal(energy.tdeeKcal)} a day: ${kcal(energy.bmrKcal)} at rest (the Mifflin–St Jeor equation) times ${energy.activityFactor} for ${ACTIVITY_WORD[activityLevel]}.`,
    );
    const cut = energy.tdeeKcal - energy.targetKcal;
    const isFloorBound = targets.conflicts.some((item) => item.id === 'energy-deficit-vs-floor');
    if (energy.adjustment.kind === 'deficit' && isFloorBound) {
      sentences.push(
        `Your target is ${kcal(cut)} below that: a smaller cut than the usual 500 kcal, so you never go below ${kcal(energy.floorKcal)} a day.`,
      );
    } else if (energy.adjustment.kind === 'deficit' && cut > 480 && cut <= 500) {
      sentences.push('Your target is about 500 kcal below that, for slow, steady weight loss.');
    } else if (Math.abs(cut) > 10) {
      // A target the person chose (an energy override): the targets say so in their reason.
      sentences.push(
        `Your target is ${kcal(Math.abs(cut))} ${cut > 0 ? 'below' : 'above'} that. ${energy.adjustment.reason}`,
      );
    } else if (ctx.bmiCategory === 'Underweight') {
      sentences.push(
        'Your target matches what you burn: with a BMI below the healthy range, you should not cut calories.',
      );
    } else if (ctx.hasExcessWeight) {
      sentences.push(
        'Your target matches what you burn, because your needs are already close to the safe minimum for a reduced-calorie plan.',
      );
    } else {
      sentences.push('Your target matches what you burn, to keep your weight steady.');
    }
  } else if (ctx.targetsError?.kind === 'unsupported-age') {
    sentences.push(
      `At ${age}, the adult equations and nutrient ranges we use do not apply, so we have not set calorie or nutrient targets for you. Please ask your doctor or a registered dietitian for targets that fit your age and growth; the food advice below is general.`,
    );
  } else {
    sentences.push(
      'We could not work out your energy and nutrient targets from the details given. Please check your age, weight and height, or ask your doctor or a registered dietitian.',
    );
  }
  const words = conditionWords(ctx);
  sentences.push(
    words.length > 0
      ? `You told us about ${formatList(words)}, so the advice below is built around ${words.length === 1 ? 'it' : 'them'}.`
      : 'You did not list any health conditions, so this is general healthy-eating advice.',
  );
  const medicines = ctx.medicationMatch.entries
    .filter((entry) => entry.matches.length > 0)
    .map((entry) => entry.input.trim());
  if (medicines.length > 0) {
    sentences.push(`Your medicines (${formatList(medicines)}) also change what and when you eat.`);
  }
  return line(sentences.join(' '), targets?.energy.sourceIds ?? []);
}
