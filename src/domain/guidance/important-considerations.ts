import { kidneyProteinBand } from '../conditions/kidney-details';
import { getMedicationClass } from '../medications/interactions';
import { isUnmatched, typedWithoutRow } from '../medications/match-medications';
import { MEDICINES_WITHOUT_ROW } from '../medications/without-table-row';
import { capitalize, formatList, formatNumber } from '../profile/format';
import type { NutritionTargets } from '../targets';
import { type GuidanceContext, has, kcal, type Line, line, namesFor } from './context';

// Important considerations: conflicts the targets resolved, planning defaults, medicines,
// entries we could not recognise, and the disclaimer.

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

function unmatchedLines(ctx: GuidanceContext): Line[] {
  const lines: Line[] = [];
  const quote = (items: readonly string[]) => formatList(items.map((item) => `"${item.trim()}"`));
  const { unmatchedAllergies, unmatchedDislikes } = ctx.rules;
  if (unmatchedAllergies.length > 0) {
    lines.push(
      line(
        `We could not recognise the allergy ${quote(unmatchedAllergies)}, so your plan cannot check for it. Check the spelling or use the food's common name, and always read labels.`,
        ['B12.1'],
      ),
    );
  }
  if (unmatchedDislikes.length > 0) {
    lines.push(
      line(
        `We could not find ${quote(unmatchedDislikes)} in our food table, so your plan may still include ${unmatchedDislikes.length === 1 ? 'it' : 'them'}. Check the spelling or use a common name.`,
      ),
    );
  }
  const unmatched = ctx.medicationMatch.entries.filter(isUnmatched);
  for (const entry of unmatched.filter((item) => item.hint !== undefined)) {
    lines.push(
      line(`You wrote "${entry.input.trim()}", which is not a medicine's name. ${entry.hint}`),
    );
  }
  const unknown = unmatched.filter((item) => item.hint === undefined).map((item) => item.input);
  if (unknown.length > 0) {
    lines.push(
      line(
        `We do not know the food interactions of ${quote(unknown)}: ${unknown.length === 1 ? 'it' : 'they'} may be spelt differently or not be in our list. Check the spelling, and ask your pharmacist whether ${unknown.length === 1 ? 'it interacts' : 'they interact'} with food.`,
      ),
    );
  }
  return lines;
}

function medicationAdvice(ctx: GuidanceContext): Line[] {
  const lines: Line[] = [];
  for (const id of ctx.medicationMatch.classIds) {
    const entry = getMedicationClass(id);
    const notes = ctx.medicationMatch.entries
      .flatMap((item) => item.matches)
      .filter((match) => match.classId === id && match.note !== undefined)
      .map((match) => match.note as string);
    lines.push(
      line(
        `${namesFor(ctx, id)}: ${lowerFirst(entry.advice)}${notes.length > 0 ? ` ${[...new Set(notes)].join(' ')}` : ''}`,
        entry.sourceIds,
      ),
    );
  }
  // A medicine with no interaction row but advice elsewhere in the table (insulin), as typed.
  for (const medicine of MEDICINES_WITHOUT_ROW) {
    const typed = typedWithoutRow(ctx.medicationMatch, medicine.id);
    if (typed.length > 0) {
      lines.push(
        line(
          `${capitalize(formatList(typed))}: ${lowerFirst(medicine.advice)}`,
          medicine.sourceIds,
        ),
      );
    }
  }
  return lines;
}

/**
 * Conflicts the targets resolved (targets/README.md), said in plain words. Others, such as the
 * strictest-limit ones, read plainly as the targets word them.
 */
const CONFLICT_WORDS: Readonly<Record<string, (targets: NutritionTargets) => string>> = {
  'energy-deficit-vs-floor': ({ energy }) =>
    `A full 500 kcal cut would take you below ${kcal(energy.floorKcal)} a day, the least a reduced-calorie plan should give you, so your cut is ${kcal(-energy.adjustment.kcal)}.`,
  'ckd-protein-vs-general-protein': () =>
    'The usual advice is at least 10 % of calories from protein; for your kidneys the lower protein ceiling wins, and the rest of your energy comes from carbohydrate and fat.',
  'obesity-protein-vs-ckd': () =>
    'While losing weight, protein usually goes up to protect muscle; with kidney disease it stays within the kidney range instead, and the calorie cut comes from fat and carbohydrate.',
  'ckd-diabetes-protein': () =>
    'Guidelines for diabetes with kidney disease differ slightly on protein (0.6 or 0.8 g per kg): your range is 0.6–0.8 g per kg, best near 0.8 unless your care team prescribes less.',
  'ckd-vs-dash-protein': () =>
    'The DASH eating plan for blood pressure has more protein than is right for your kidneys, so your protein follows the kidney range.',
  'dash-fat-vs-energy-balance': ({ macros }) =>
    `Because your protein is kept low for your kidneys, your fat allowance (up to ${macros.fat.maxPct} % of calories) is a little higher than the DASH plan's, so your meals still add up to enough energy.`,
  'ibs-vs-high-fiber': ({ fiber }) =>
    `The usual fibre amount for you would be ${fiber.uncappedMinG} g a day; with IBS we aim for at least ${fiber.minG} g, mostly soluble, so your gut is not pushed too hard.`,
  'ckd-vs-dash-potassium': () =>
    "The DASH plan's high potassium target is not used for you: with kidney disease, potassium is set from your blood tests.",
  'potassium-sparing-vs-dash-potassium': () =>
    "The DASH plan's high potassium target is not used for you: your medicine makes your body keep potassium, and only your doctor can say, after a blood test, whether more is safe.",
  'ckd-vs-dash-minerals': () =>
    "The DASH plan's calcium and magnesium targets are not set for you: the dairy and nuts that supply them also bring phosphorus, which your kidney team sets.",
};

const DISCLAIMER =
  'This is general dietary guidance from published guidelines, not a diagnosis or a treatment plan. Follow your doctor or dietitian where their advice differs, and talk to them before big changes to your diet or medicines.';

export function importantConsiderations(ctx: GuidanceContext): Line[] {
  const lines: Line[] = [];
  const { targets } = ctx;
  if (targets !== null) {
    for (const conflict of targets.conflicts) {
      const plain = CONFLICT_WORDS[conflict.id]?.(targets);
      lines.push(
        line(plain ?? `Where guidelines differ: ${conflict.resolution}`, conflict.sourceIds),
      );
    }
    for (const limit of targets.limits.filter((item) => item.isPlanningDefault)) {
      lines.push(
        line(
          `${limit.label}: your plan stays under ${formatNumber(limit.max ?? 0)} ${limit.unit} a day. This is our cautious starting point, not your prescription: ask your care team for your own number, based on your blood tests.`,
          limit.sourceIds,
        ),
      );
    }
    if (has(ctx, 'chronic_kidney_disease')) {
      const details = ctx.profile.conditionDetails?.chronic_kidney_disease;
      const band = kidneyProteinBand(details);
      if (band === 'dialysis') {
        lines.push(
          line(
            'On dialysis, your fluid, potassium and phosphorus limits come from your dialysis team and your blood tests: where their numbers differ from this plan, follow theirs.',
            ['B5.4', 'B5.7', 'B5.8'],
          ),
        );
      } else if (
        details?.dialysis === undefined &&
        (details?.stage === undefined || details.stage === '5')
      ) {
        // Dialysis comes at stage 5: asked only when the stage is not known to be earlier.
        lines.push(
          line(
            'If you are on dialysis, your protein needs are higher (about 1.0–1.2 g per kg): add it to your health assessment, where kidney disease asks for your stage and dialysis, and your targets will follow.',
            ['B5.4'],
          ),
        );
      } else if (details.stage === undefined) {
        lines.push(
          line(
            'Your kidney disease stage is not given, so protein follows the cautious range for stages 3 to 5; if your doctor has told you your stage, add it to your health assessment.',
            ['B5.1'],
          ),
        );
      }
    }
    if (ctx.profile.profile.gender === 'other') {
      lines.push(
        line(
          'The energy equation has only a male and a female version, so we used the average of the two for you: your doctor or dietitian can fine-tune your calorie target.',
          ['A1'],
        ),
      );
    }
  }
  lines.push(...medicationAdvice(ctx));
  lines.push(...unmatchedLines(ctx));
  if (has(ctx, 'diabetes_type1') && has(ctx, 'diabetes_type2')) {
    lines.push(
      line(
        'You ticked both type 1 and type 2 diabetes. They are managed differently, so please check with your doctor which one you have.',
      ),
    );
  }
  if (has(ctx, 'food_allergies') && ctx.profile.allergies.length === 0) {
    lines.push(
      line(
        'You ticked food allergies but did not name any: add them in your assessment so your plan can leave them out.',
        ['B12.1'],
      ),
    );
  }
  if (ctx.profile.allergies.length > 0) {
    lines.push(
      line(
        'Keep your emergency plan (and adrenaline auto-injector, if prescribed) with you: avoiding a food is the main treatment, but accidents happen.',
        ['B12.1'],
      ),
    );
  }
  if (ctx.bmiCategory === 'Overweight' || ctx.bmiCategory === 'Obese') {
    lines.push(
      line('BMI does not tell muscle from fat: your waist size and your doctor’s view matter too.'),
    );
  }
  if (targets !== null) lines.push(line(targets.editionNote, ['A10']));
  lines.push(line(DISCLAIMER));
  return lines.filter((item) => item.text.length > 0);
}
