import type { ConditionId } from '../conditions/catalogue';
import { describeKidneyDetails, kidneyProteinBand } from '../conditions/kidney-details';
import { capitalize, formatList, formatNumber } from '../profile/format';
import { allergensNamedBy } from '../rules/food-exclusions';
import type { SourceId } from '../sources';
import { ALLERGEN_WORDS } from './allergen-foods';
import { type GuidanceContext, hasDiabetes, kcal, type Line, limitOf, line } from './context';
import {
  addedSugarLimitG,
  cholesterolLimitMg,
  ckdDefaults,
  dashPotassiumMg,
  fatPerMealG,
  kgShare,
  satFatLimit,
  sodiumText,
} from './facts';
import {
  FRUIT,
  type ListWord,
  sourceFoods,
  suitableList,
  VEGETABLES,
  wordsThatSuit,
} from './food-sources';

// How diet helps: each condition, with the person's numbers. Lists of foods name only those that
// suit the person (`wordsThatSuit`): no dairy for a vegan, no nuts with a nut allergy.

/** Where carbohydrate should come from with diabetes (B1.2), as the sentences list them. */
const CARB_SOURCES: readonly ListWord[] = [VEGETABLES, FRUIT, 'beans', 'whole grains', 'dairy'];
/** The DASH pattern's foods (B6.3). */
const DASH_FOODS: readonly ListWord[] = [
  VEGETABLES,
  FRUIT,
  { say: 'low-fat dairy', lookup: 'dairy' },
  'whole grains',
  'fish',
  'beans',
  'nuts',
];

type ImpactWriter = (ctx: GuidanceContext) => Line;

const IMPACT: Readonly<Record<ConditionId, ImpactWriter>> = {
  diabetes_type1: (ctx) => {
    const carbs = ctx.targets?.macros.carbs;
    const amount = carbs ? ` At your target that is ${carbs.minG}–${carbs.maxG} g a day.` : '';
    return line(
      `Type 1 diabetes: counting the carbohydrate in each meal lets you match your mealtime insulin to it; on fixed doses, keep carbohydrate about the same at each meal from day to day.${amount} Choose it from ${suitableList(ctx, CARB_SOURCES)}.`,
      ['B2.1', 'B2.2', 'B1.2'],
    );
  },
  diabetes_type2: (ctx) => {
    const parts = [
      `Type 2 diabetes: the kind of carbohydrate matters most. ${capitalize(suitableList(ctx, CARB_SOURCES))} raise blood sugar more slowly than white bread, sweets and sugary drinks.`,
    ];
    const ids: SourceId[] = ['B1.2', 'B1.5'];
    if (ctx.targets !== null) {
      parts.push(`Aim for at least ${ctx.targets.fiber.minG} g of fibre a day.`);
      ids.push('B1.7');
    }
    if (ctx.hasExcessWeight) {
      parts.push(
        `Losing 5 % of your weight (${kgShare(ctx.profile.profile.weight, 5)}) or more improves blood sugar.`,
      );
      ids.push('B1.3');
    }
    return line(parts.join(' '), ids);
  },
  no_gallbladder: (ctx) => {
    const grams = fatPerMealG(ctx);
    return line(
      `No gallbladder: spreading fat over smaller meals${grams === null ? '' : ` (under ${grams} g of fat each)`} and choosing low-fat foods (3 g of fat or less per serving) eases digestion. Adding soluble fibre slowly helps firm up stools.`,
      ['B3.1', 'B3.2', 'B3.3'],
    );
  },
  fatty_liver: (ctx) => {
    const weightKg = ctx.profile.profile.weight;
    const sugar = addedSugarLimitG(ctx);
    const parts: string[] = [];
    const ids: SourceId[] = ['B4.3', 'B4.4'];
    if (ctx.hasExcessWeight) {
      parts.push(
        `Fatty liver: weight loss is the main treatment. Losing about 5 % of your weight (${kgShare(weightKg, 5)}) reduces liver fat, and 7–10 % (${kgShare(weightKg, 7, 10)}) calms inflammation.`,
      );
      ids.push('B4.1');
      if (ctx.targets?.energy.adjustment.kind === 'deficit') {
        parts.push(
          `Your target is ${kcal(-ctx.targets.energy.adjustment.kcal)} below what you burn to get there.`,
        );
        ids.push('B4.2');
      }
    } else {
      parts.push(
        'Fatty liver: a Mediterranean way of eating (vegetables, fish, olive oil, beans, whole grains) helps the liver recover whatever your weight.',
      );
    }
    parts.push(
      `Avoid soft drinks and foods with added fructose${sugar === null ? '' : `, and keep added sugar under ${sugar} g a day`}; whole fruit is fine.`,
    );
    return line(parts.join(' '), ids);
  },
  chronic_kidney_disease: (ctx) => {
    const protein = limitOf(ctx, 'ckd-protein-daily-range');
    const perKg = ctx.targets?.macros.protein.perKg;
    const sodium = sodiumText(ctx);
    const defaults = ckdDefaults(ctx);
    const details = ctx.profile.conditionDetails?.chronic_kidney_disease;
    const band = kidneyProteinBand(details);
    const stated = describeKidneyDetails(details);
    const parts = [
      `Kidney disease${stated === null ? '' : ` (${stated})`}: the right amounts ease the work your kidneys do.`,
    ];
    const ids: SourceId[] =
      band === 'dialysis'
        ? ['B5.4']
        : band === 'early'
          ? ['B5.1', 'A4']
          : ['B5.1', hasDiabetes(ctx) ? 'B5.3' : 'B5.2'];
    if (protein?.min !== undefined && protein.max !== undefined && perKg?.maxGPerKg) {
      const why =
        band === 'dialysis'
          ? 'dialysis removes protein, so you need more than before dialysis'
          : 'enough for your muscles without extra load';
      parts.push(
        `Protein: ${perKg.minGPerKg.toFixed(1)}–${perKg.maxGPerKg.toFixed(1)} g per kg of body weight (${Math.round(perKg.weightKg)} kg), that is ${protein.min}–${protein.max} g a day: ${why}.`,
      );
    } else {
      parts.push('Protein: moderate, enough for your muscles without extra load.');
    }
    if (sodium !== null) {
      parts.push(`Sodium: under ${sodium} a day, for blood pressure and fluid.`);
      ids.push('B5.5');
    }
    if (defaults !== null) {
      parts.push(
        `Potassium and phosphorus depend on your blood tests; until your care team sets them, your plan stays under ${formatNumber(defaults.potassiumMg)} mg of potassium and ${formatNumber(defaults.phosphorusMg)} mg of phosphorus a day, with fresh food over processed food, whose phosphate additives are absorbed the most.`,
      );
      ids.push('B5.7', 'B5.8');
    }
    return line(parts.join(' '), ids);
  },
  hypertension: (ctx) => {
    const sodium = sodiumText(ctx);
    const satFat = satFatLimit(ctx);
    const potassium = dashPotassiumMg(ctx);
    const parts = [
      `High blood pressure: less salt lowers it${sodium === null ? '' : `; keep sodium under ${sodium} a day`}, and even cutting 1,000 mg from what you eat now helps.`,
    ];
    const ids: SourceId[] = ['B6.1', 'B6.3'];
    parts.push(
      `The DASH way of eating (${suitableList(ctx, DASH_FOODS)}) lowers it further${satFat === null ? '' : `, with saturated fat under ${satFat.grams} g a day`}${potassium === null ? '' : ` and ${formatNumber(potassium.min)}–${formatNumber(potassium.max)} mg of potassium from food`}.`,
    );
    if (potassium !== null) ids.push('B6.2');
    if (ctx.hasExcessWeight) {
      parts.push('Losing weight lowers blood pressure by about 1 point (mm Hg) per kg lost.');
      ids.push('B6.4');
    }
    return line(parts.join(' '), ids);
  },
  high_cholesterol: (ctx) => {
    const satFat = satFatLimit(ctx);
    const cholesterol = cholesterolLimitMg(ctx);
    const parts = [
      satFat === null
        ? 'High cholesterol: cutting saturated fat lowers LDL cholesterol the most.'
        : `High cholesterol: cutting saturated fat lowers LDL cholesterol the most; keep it under ${satFat.grams} g a day (${satFat.percent} % of your calories).`,
    ];
    if (cholesterol !== null) parts.push(`Keep dietary cholesterol under ${cholesterol} mg a day.`);
    const fibre = sourceFoods(ctx, 'soluble-fibre');
    parts.push(
      `Soluble fibre (10–25 g a day${fibre.length > 0 ? `, from ${formatList(fibre)}` : ''}) and 2 g of plant sterols add to the effect.`,
    );
    return line(parts.join(' '), ['B7.1', 'B7.4']);
  },
  heart_disease: (ctx) => {
    const sodium = sodiumText(ctx);
    const satFat = satFatLimit(ctx);
    const numbers = [
      sodium === null ? null : `sodium under ${sodium}`,
      satFat === null ? null : `saturated fat under ${satFat.grams} g`,
    ].filter((part): part is string => part !== null);
    return line(
      `Heart disease: a heart-healthy pattern (plenty of vegetables and fruit, ${[...wordsThatSuit(ctx, ['whole grains', 'fish']), 'plant protein', 'liquid plant oils', 'little salt and sugar'].join(', ')}) eases the load on your heart${numbers.length > 0 ? `; your daily limits are ${formatList(numbers)}` : ''}.`,
      ['B8.1', 'B8.2'],
    );
  },
  gerd: (ctx) => {
    const parts = [
      'Acid reflux (GERD): finish eating 2–3 hours before bed, and avoid the foods that bring on your own symptoms; not every "trigger" bothers everyone.',
    ];
    const ids: SourceId[] = ['B9.2', 'B9.3'];
    if (ctx.hasExcessWeight) {
      parts.push('Losing weight is the strongest diet step for reflux.');
      ids.push('B9.1');
    }
    return line(parts.join(' '), ids);
  },
  ibs: (ctx) => {
    const fiber = ctx.targets?.fiber.minG;
    return line(
      `IBS: a low-FODMAP diet for a few weeks, then bringing foods back one at a time, shows which foods bother you; it is not meant for life and works best with a dietitian. Soluble fibre (${suitableList(ctx, ['oats', 'chia', 'carrots', 'kiwi'])}) helps more than wheat bran${fiber === undefined ? '' : `; build up towards ${fiber} g of fibre a day`}.`,
      ['B10.1', 'B10.2'],
    );
  },
  celiac_disease: () =>
    line(
      'Celiac disease: a strict, lifelong gluten-free diet (no wheat, barley or rye) lets your gut heal. Packaged foods labelled gluten-free in the US have under 20 ppm of gluten; pure oats labelled gluten-free may be fine if your dietitian agrees.',
      ['B11.1', 'B11.2', 'B11.3'],
    ),
  food_allergies: (ctx) => {
    const groups = [...new Set(ctx.profile.allergies.flatMap(allergensNamedBy))];
    const named =
      groups.length > 0
        ? `Leave out ${formatList(groups.map((group) => ALLERGEN_WORDS[group]))} completely`
        : 'Leave out the foods you react to completely';
    return line(
      `Food allergies: ${named}; there is no safe small amount. US labels must name the nine major allergens (milk, egg, fish, shellfish, tree nuts, peanuts, wheat, soy and sesame).`,
      ['B12.1', 'B12.2'],
    );
  },
  obesity: (ctx) => {
    const weightKg = ctx.profile.profile.weight;
    const energy = ctx.targets?.energy;
    const parts = ['Obesity:'];
    const ids: SourceId[] = ['B13.4', 'B13.5'];
    if (energy?.adjustment.kind === 'deficit') {
      parts.push(
        `your target of ${kcal(energy.targetKcal)} is ${kcal(-energy.adjustment.kcal)} below the ${kcal(energy.tdeeKcal)} you burn, and never below ${kcal(energy.floorKcal)}.`,
      );
      ids.push('B13.1', 'B13.2');
    } else {
      parts.push('a steady, modest calorie cut and more movement work best.');
    }
    parts.push(
      `Losing 3–5 % of your weight (${kgShare(weightKg, 3, 5)}) already improves blood sugar and blood fats. Aim for at least 150 minutes of brisk activity a week.`,
    );
    return line(parts.join(' '), ids);
  },
};

export function dietaryImpact(ctx: GuidanceContext): Line[] {
  const lines = ctx.profile.healthConditions.map((id) => IMPACT[id](ctx));
  if (lines.length === 0) {
    const sodium = sodiumText(ctx);
    const satFat = satFatLimit(ctx);
    const fiber = ctx.targets?.fiber.minG;
    const numbers = [
      fiber === undefined ? null : `at least ${fiber} g of fibre`,
      sodium === null ? null : `sodium under ${sodium}`,
      satFat === null ? null : `saturated fat under ${satFat.grams} g`,
    ].filter((part): part is string => part !== null);
    lines.push(
      line(
        `Eating mostly vegetables, fruit, whole grains, beans, fish and healthy oils keeps your heart, blood sugar and weight in good shape${numbers.length > 0 ? `: aim for ${formatList(numbers)} a day` : ''}.`,
        ctx.targets === null ? [] : ['A5', 'A7', 'A8'],
      ),
    );
  }
  return lines;
}
