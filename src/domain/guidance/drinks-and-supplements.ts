import type { SourceId } from '../sources';
import { type GuidanceContext, has, hasDiabetes, type Line, line, takes } from './context';

// Hydration (water, sweet drinks, alcohol) and supplements, each said only with a reason.

/** A9's drink limits are for adults; below this age the advice is no alcohol. */
const ADULT_AGE_YEARS = 18;

function alcoholLine(ctx: GuidanceContext): Line {
  const { gender, age } = ctx.profile.profile;
  if (age < ADULT_AGE_YEARS) return line('Alcohol: none at your age.', ['A9']);
  const cap =
    gender === 'male'
      ? 'no more than 2 drinks a day'
      : gender === 'female'
        ? 'no more than 1 drink a day'
        : 'no more than 1 drink a day for women or 2 for men';
  if (has(ctx, 'fatty_liver')) {
    return line(
      `Alcohol: with fatty liver, the less the better and none is best; if your liver has scarring, avoid it completely. Never more than ${cap.replace('no more than ', '')}.`,
      ['B4.5', 'A9'],
    );
  }
  if (has(ctx, 'hypertension')) {
    return line(
      `Alcohol: with high blood pressure, not drinking is the goal; if you drink, have ${cap}.`,
      ['B6.5', 'A9'],
    );
  }
  return line(`Alcohol: if you drink, have ${cap}; not drinking is healthier still.`, ['A9']);
}

export function hydration(ctx: GuidanceContext): Line[] {
  const lines: Line[] = [];
  if (has(ctx, 'chronic_kidney_disease')) {
    lines.push(
      line(
        'Ask your kidney care team whether you need a fluid limit: some people with kidney disease, especially in later stages or on dialysis, do. Until you know, drink to thirst, mostly water.',
      ),
    );
  } else {
    lines.push(
      line(
        'Make water your main drink: a glass with each meal and more between meals, and extra in hot weather or when you exercise.',
      ),
    );
  }
  const sugarSources: SourceId[] = ['A6'];
  if (hasDiabetes(ctx)) sugarSources.push('B1.5');
  if (has(ctx, 'fatty_liver')) sugarSources.push('B4.4');
  lines.push(
    line(
      'Choose water, sparkling water or unsweetened tea over soft drinks, sweet tea and juice.',
      sugarSources,
    ),
  );
  if (has(ctx, 'gerd')) {
    lines.push(
      line(
        'Fizzy drinks, coffee and alcohol bring on reflux in many people: notice whether they do for you.',
        ['B9.3'],
      ),
    );
  }
  if (has(ctx, 'ibs', 'no_gallbladder') || ctx.targets?.fiber.emphasis === 'soluble') {
    lines.push(line('Drink a little more as you add fibre: it needs water to work gently.'));
  }
  if (takes(ctx, 'maoi')) {
    lines.push(line('No tap or craft beer and no wine with your MAOI medicine.', ['C2']));
  }
  lines.push(alcoholLine(ctx));
  return lines;
}

export function supplements(ctx: GuidanceContext): Line[] {
  const lines: Line[] = [];
  if (takes(ctx, 'metformin')) {
    lines.push(
      line(
        'Vitamin B12: long-term metformin can lower it. Ask your doctor to check your B12 level now and then, especially if you feel tired or have tingling or numbness.',
        ['C5'],
      ),
    );
  }
  if (takes(ctx, 'warfarin')) {
    lines.push(
      line(
        'Do not start vitamin K supplements, or multivitamins that contain vitamin K, without talking to whoever manages your warfarin.',
        ['C1'],
      ),
    );
  }
  if (takes(ctx, 'potassium-sparing') || has(ctx, 'chronic_kidney_disease')) {
    const ids: SourceId[] = [];
    if (takes(ctx, 'potassium-sparing')) ids.push('C6');
    if (has(ctx, 'chronic_kidney_disease')) ids.push('B5.7');
    lines.push(
      line(
        'Do not take potassium supplements or potassium-based salt substitutes unless your doctor has checked your blood potassium and says so.',
        ids,
      ),
    );
  }
  if (has(ctx, 'chronic_kidney_disease')) {
    lines.push(
      line(
        'Check every supplement with your kidney care team first: your potassium and phosphorus needs are set from your blood tests.',
        ['B5.7', 'B5.8'],
      ),
    );
  }
  if (takes(ctx, 'levothyroxine')) {
    lines.push(
      line(
        'If you take calcium or iron supplements, take them at least 4 hours apart from levothyroxine.',
        ['C4'],
      ),
    );
  }
  if (takes(ctx, 'tetracycline') || takes(ctx, 'fluoroquinolone')) {
    lines.push(
      line(
        'Calcium, magnesium, iron and zinc supplements and antacids must be taken apart from your antibiotic, as its label says.',
        ['C7'],
      ),
    );
  }
  if (has(ctx, 'high_cholesterol')) {
    lines.push(
      line(
        'Plant stanols or sterols (about 2 g a day, from fortified spreads or drinks) can lower LDL cholesterol further: ask your doctor whether they suit you.',
        ['B7.4'],
      ),
    );
  }
  if (has(ctx, 'ibs')) {
    lines.push(
      line(
        'Guidelines suggest peppermint oil for IBS symptoms and do not recommend probiotics for them: ask your doctor before trying either.',
        ['B10.3'],
      ),
    );
  }
  if (has(ctx, 'celiac_disease')) {
    lines.push(
      line(
        'Ask your doctor or dietitian to test your iron, calcium, vitamin D, folate and B vitamins: celiac disease can lower them. Take supplements only if they advise it.',
      ),
    );
  }
  if (ctx.profile.dietaryRestrictions.includes('vegan')) {
    lines.push(
      line(
        'Vegan food has no natural vitamin B12: use B12-fortified foods, and ask your doctor or dietitian about a supplement.',
      ),
    );
  }
  if (lines.length === 0) {
    lines.push(
      line(
        'Food first: this plan does not call for supplements. Take one only if your doctor or dietitian recommends it.',
      ),
    );
  }
  return lines;
}
