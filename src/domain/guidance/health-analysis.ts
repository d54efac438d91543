import type { ConditionId } from '../conditions/catalogue';
import { describeKidneyDetails, kidneyProteinBand } from '../conditions/kidney-details';
import { getMedicationClass, type MedicationClassId } from '../medications/interactions';
import type { HealthProfile } from '../profile/health-profile';
import { formatBmi } from '../profile/units';
import { allergensNamedBy } from '../rules/food-exclusions';
import type { NutritionTargets } from '../targets';
import {
  ACTIVITY_WORD,
  BMI_RANGE_WORDS,
  conditionWords,
  firstName,
  formatNumber,
  type GuidanceContext,
  guidanceContext,
  has,
  hasDiabetes,
  joinWords,
  kcal,
  type Line,
  limitOf,
  line,
  PLAIN_ACTIVITY,
  PLAIN_CONDITION_NAMES,
  splitLines,
  type TargetsArgument,
  takes,
} from './context';
import {
  addedSugarLimitG,
  cholesterolLimitMg,
  ckdDefaults,
  dashPotassiumMg,
  fatPerMealG,
  satFatLimit,
  sodiumLimitMg,
} from './facts';
import { ALLERGEN_WORDS } from './food-categories';
import type { HealthAnalysis } from './schemas';
import { type GuidanceSourceId, guidanceSourcesFor } from './sources';

/** '2.4–4 kg': a share of the person's weight, one decimal, no trailing '.0'. */
function kgShare(weightKg: number, fromPct: number, toPct?: number): string {
  const one = (pct: number) => {
    const value = Math.round((weightKg * pct) / 10) / 10;
    return Number.isInteger(value) ? String(value) : value.toFixed(1);
  };
  return toPct === undefined ? `${one(fromPct)} kg` : `${one(fromPct)}–${one(toPct)} kg`;
}

const sodiumText = (ctx: GuidanceContext) => {
  const mg = sodiumLimitMg(ctx);
  return mg === null ? null : `${formatNumber(mg)} mg`;
};

// ---------------------------------------------------------------------------------------------
// Overview
// ---------------------------------------------------------------------------------------------

function overview(ctx: GuidanceContext): Line {
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
      ? `You told us about ${joinWords(words)}, so the advice below is built around ${words.length === 1 ? 'it' : 'them'}.`
      : 'You did not list any health conditions, so this is general healthy-eating advice.',
  );
  const medicines = ctx.medicationMatch.entries
    .filter((entry) => entry.matches.length > 0)
    .map((entry) => entry.input.trim());
  if (medicines.length > 0) {
    sentences.push(`Your medicines (${joinWords(medicines)}) also change what and when you eat.`);
  }
  return line(sentences.join(' '), targets?.energy.sourceIds ?? []);
}

// ---------------------------------------------------------------------------------------------
// Health risks: each condition, their combinations, weight, medicines
// ---------------------------------------------------------------------------------------------

const CONDITION_RISKS: Readonly<Record<ConditionId, Line>> = {
  diabetes_type1: line(
    'Type 1 diabetes: blood sugar can swing high or low when food and insulin do not match. Over the years, high blood sugar harms the eyes, kidneys, nerves and heart.',
    ['B2.1'],
  ),
  diabetes_type2: line(
    'Type 2 diabetes: high blood sugar over time harms the heart, kidneys, eyes and nerves. Refined carbohydrate, sugary drinks and extra weight make it harder to control.',
    ['B1.2', 'B1.5'],
  ),
  no_gallbladder: line(
    'No gallbladder: bile now trickles into your gut all the time instead of being saved for meals, so large or fatty meals can cause bloating, pain or diarrhoea.',
    ['B3.1', 'B3.2'],
  ),
  fatty_liver: line(
    'Fatty liver: fat stored in the liver can lead to inflammation and scarring over time. It often goes with extra weight, diabetes and high blood fats.',
    ['B4.1'],
  ),
  chronic_kidney_disease: line(
    'Kidney disease: your kidneys clear sodium, potassium, phosphorus and protein waste less well, so they can build up. Too much potassium can upset the heart rhythm, and high phosphorus weakens bones.',
    ['B5.7', 'B5.8'],
  ),
  hypertension: line(
    'High blood pressure: it strains your heart, brain and kidneys and raises the risk of heart attack, stroke and kidney disease. Salt makes it worse.',
    ['B6.1'],
  ),
  high_cholesterol: line(
    'High cholesterol: LDL ("bad") cholesterol builds up in artery walls and raises the risk of heart attack and stroke. Saturated fat raises it most.',
    ['B7.1'],
  ),
  heart_disease: line(
    'Heart disease: salt, saturated fat and extra weight add to the load on your heart and arteries.',
    ['B8.1', 'B8.2'],
  ),
  gerd: line(
    'Acid reflux (GERD): acid coming back up irritates your food pipe (oesophagus). Large or late meals and extra weight make it worse.',
    ['B9.1', 'B9.2'],
  ),
  ibs: line(
    'IBS: some fermentable carbohydrates (FODMAPs) can cause pain, gas, bloating, diarrhoea or constipation. Cutting many foods for a long time can leave gaps in your diet.',
    ['B10.1'],
  ),
  celiac_disease: line(
    'Celiac disease: even small amounts of gluten damage the lining of your small intestine, which can lead to low iron, calcium and vitamin D.',
    ['B11.1'],
  ),
  food_allergies: line(
    'Food allergies: even a small amount of the food can cause a serious reaction, so hidden ingredients matter.',
    ['B12.1'],
  ),
  obesity: line(
    'Obesity: it raises the risk of type 2 diabetes, high blood pressure, fatty liver, heart disease and joint problems.',
    ['B13.4'],
  ),
};

function combinationRisks(ctx: GuidanceContext): Line[] {
  const lines: Line[] = [];
  const isCkd = has(ctx, 'chronic_kidney_disease');
  if (isCkd && hasDiabetes(ctx)) {
    lines.push(
      line(
        'Diabetes and kidney disease together: high blood sugar is a leading cause of kidney damage, so steady blood sugar protects your kidneys too. Protein is kept moderate, not low.',
        ['B5.3', 'B1.8'],
      ),
    );
  }
  if (isCkd && has(ctx, 'hypertension')) {
    lines.push(
      line(
        'High blood pressure and kidney disease feed each other: high pressure damages the kidneys, and damaged kidneys raise the pressure. Cutting salt helps both.',
        ['B5.5', 'B6.1'],
      ),
    );
  }
  if (isCkd && takes(ctx, 'potassium-sparing')) {
    lines.push(
      line(
        'Kidney disease with a medicine that makes you keep potassium raises the chance of high blood potassium: your blood tests guide how much potassium is right.',
        ['C6', 'B5.7'],
      ),
    );
  }
  const metabolic = [
    ctx.hasExcessWeight ? 'extra weight' : null,
    has(ctx, 'fatty_liver') ? 'fatty liver' : null,
    has(ctx, 'diabetes_type2') ? 'type 2 diabetes' : null,
    has(ctx, 'hypertension') ? 'high blood pressure' : null,
    has(ctx, 'high_cholesterol') ? 'high cholesterol' : null,
  ].filter((item): item is string => item !== null);
  if (metabolic.length >= 3) {
    lines.push(
      line(
        `Your ${joinWords(metabolic)} belong to one metabolic cluster: they drive each other, so the same changes (a little weight loss, fewer sugary and refined foods, more vegetables and fibre) help all of them at once.`,
        ['B13.4', 'B4.1', 'B1.3'],
      ),
    );
  }
  if (has(ctx, 'heart_disease') && has(ctx, 'high_cholesterol')) {
    lines.push(
      line(
        'Heart disease with high cholesterol: lowering LDL is part of protecting your heart from here on, so the strictest saturated-fat limit applies to you.',
        ['B8.2', 'B7.1'],
      ),
    );
  }
  if (has(ctx, 'heart_disease') && has(ctx, 'hypertension')) {
    lines.push(
      line(
        'Heart disease with high blood pressure: both call for little salt, so your sodium limit is the lower, ideal one.',
        ['B8.2', 'B6.1'],
      ),
    );
  }
  const heartConditions = (['heart_disease', 'high_cholesterol', 'hypertension'] as const)
    .filter((id) => has(ctx, id))
    .map((id) => PLAIN_CONDITION_NAMES[id]);
  if (hasDiabetes(ctx) && heartConditions.length > 0) {
    lines.push(
      line(
        `Diabetes raises heart risk on its own, so with your ${joinWords(heartConditions)}, the kind of fat and the amount of salt matter as much as the carbohydrate.`,
        ['B1.6', 'B1.4'],
      ),
    );
  }
  if (has(ctx, 'celiac_disease') && has(ctx, 'ibs')) {
    lines.push(
      line(
        'Celiac disease and IBS share symptoms: if you still have symptoms on a strict gluten-free diet, ask your doctor to check for hidden gluten before blaming IBS. A dietitian can combine gluten-free and low-FODMAP eating.',
        ['B11.1', 'B10.1'],
      ),
    );
  }
  if (has(ctx, 'gerd') && ctx.hasExcessWeight) {
    lines.push(
      line(
        'Reflux and extra weight: weight around the middle pushes acid up, so losing weight is the strongest diet step for your reflux.',
        ['B9.1'],
      ),
    );
  }
  if (has(ctx, 'ibs') && has(ctx, 'high_cholesterol', 'diabetes_type2')) {
    lines.push(
      line(
        'IBS limits some high-fibre foods (beans, wheat) that help cholesterol and blood sugar, so your fibre comes mostly from gentler, soluble sources such as oats, chia and carrots.',
        ['B10.2', 'B7.4'],
      ),
    );
  }
  return lines;
}

function weightRisk(ctx: GuidanceContext): Line | null {
  const bmi = formatBmi(ctx.bmiKgM2);
  const weightKg = ctx.profile.profile.weight;
  switch (ctx.bmiCategory) {
    case 'Underweight':
      return line(
        `Your BMI of ${bmi} is below the healthy range. It can mean too little energy, protein or vitamins, and weaker bones and immunity: ask your doctor to check why.`,
      );
    case 'Overweight':
    case 'Obese':
      return line(
        `Your BMI of ${bmi} is in the ${ctx.bmiCategory === 'Obese' ? 'obese' : 'overweight'} range. Extra weight raises the risk of type 2 diabetes, high blood pressure, fatty liver and heart disease, but losing just 3–5 % (${kgShare(weightKg, 3, 5)} for you) already improves blood sugar and blood fats.`,
        ['B13.4'],
      );
    case 'Normal weight':
      return has(ctx, 'obesity')
        ? line(
            `You listed obesity, but your BMI of ${bmi} is in the healthy range: please check your weight and height, or ask your doctor which applies.`,
          )
        : null;
  }
}

const MEDICATION_RISKS: Readonly<
  Record<MedicationClassId, { say: (names: string) => string; isWithCkd?: boolean }>
> = {
  warfarin: {
    say: (names) =>
      `${names} and vitamin K: big day-to-day changes in leafy greens can make warfarin work too weakly (clots) or too strongly (bleeding).`,
  },
  maoi: {
    say: (names) =>
      `${names} and tyramine: aged cheese, cured meat, fermented foods and tap beer can raise your blood pressure to a dangerous level.`,
  },
  'statin-cyp3a4': {
    say: (names) =>
      `${names} and grapefruit: grapefruit raises the level of this statin in your blood and with it the risk of muscle damage.`,
  },
  'statin-other': {
    say: (names) =>
      `${names} and grapefruit: grapefruit affects this statin much less than some others, but check your leaflet.`,
  },
  levothyroxine: {
    say: (names) =>
      `${names} and food: calcium, iron, soy and high-fibre foods taken close to your dose lower how much of it you absorb.`,
  },
  metformin: {
    say: (names) =>
      `${names} and vitamin B12: long-term use can lower your B12, which can cause tiredness and tingling or numbness.`,
  },
  'potassium-sparing': {
    say: (names) =>
      `${names} and potassium: this medicine makes your body keep potassium, so potassium supplements and potassium salt substitutes can push it too high.`,
  },
  tetracycline: {
    say: (names) =>
      `${names} and minerals: dairy, calcium, iron and antacids bind this antibiotic and stop it working.`,
  },
  fluoroquinolone: {
    say: (names) =>
      `${names} and minerals: dairy, calcium, iron, zinc and antacids bind this antibiotic and stop it working.`,
  },
};

/** The entries the person typed that matched a class: 'Lisinopril 10 mg'. */
function namesFor(ctx: GuidanceContext, id: MedicationClassId): string {
  const inputs = ctx.medicationMatch.entries
    .filter((entry) => entry.classIds.includes(id))
    .map((entry) => entry.input.trim());
  const text = joinWords(inputs);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function medicationRisks(ctx: GuidanceContext): Line[] {
  return ctx.medicationMatch.classIds.map((id) =>
    line(MEDICATION_RISKS[id].say(namesFor(ctx, id)), getMedicationClass(id).sourceIds),
  );
}

function healthRisks(ctx: GuidanceContext): Line[] {
  const lines: Line[] = ctx.profile.healthConditions.map((id) => CONDITION_RISKS[id]);
  lines.push(...combinationRisks(ctx));
  const weight = weightRisk(ctx);
  if (weight !== null) lines.push(weight);
  lines.push(...medicationRisks(ctx));
  if (lines.length === 0) {
    lines.push(
      line(
        'You did not list any conditions or medicines that change your diet, and your weight is in the healthy range. Eating well now lowers your risk of heart disease, type 2 diabetes and high blood pressure later.',
      ),
    );
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------
// How diet helps: each condition, with the person's numbers
// ---------------------------------------------------------------------------------------------

type ImpactWriter = (ctx: GuidanceContext) => Line;

const IMPACT: Readonly<Record<ConditionId, ImpactWriter>> = {
  diabetes_type1: (ctx) => {
    const carbs = ctx.targets?.macros.carbs;
    const amount = carbs ? ` At your target that is ${carbs.minG}–${carbs.maxG} g a day.` : '';
    return line(
      `Type 1 diabetes: counting the carbohydrate in each meal lets you match your mealtime insulin to it; on fixed doses, keep carbohydrate about the same at each meal from day to day.${amount} Choose it from vegetables, fruit, beans, whole grains and dairy.`,
      ['B2.1', 'B2.2', 'B1.2'],
    );
  },
  diabetes_type2: (ctx) => {
    const parts = [
      'Type 2 diabetes: the kind of carbohydrate matters most. Vegetables, fruit, beans, whole grains and dairy raise blood sugar more slowly than white bread, sweets and sugary drinks.',
    ];
    const ids: GuidanceSourceId[] = ['B1.2', 'B1.5'];
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
    const ids: GuidanceSourceId[] = ['B4.3', 'B4.4'];
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
    const ids: GuidanceSourceId[] =
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
    const ids: GuidanceSourceId[] = ['B6.1', 'B6.3'];
    parts.push(
      `The DASH way of eating (vegetables, fruit, low-fat dairy, whole grains, fish, beans and nuts) lowers it further${satFat === null ? '' : `, with saturated fat under ${satFat.grams} g a day`}${potassium === null ? '' : ` and ${formatNumber(potassium.min)}–${formatNumber(potassium.max)} mg of potassium from food`}.`,
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
    parts.push(
      'Soluble fibre (10–25 g a day from oats, barley, beans and fruit) and 2 g of plant sterols add to the effect.',
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
      `Heart disease: a heart-healthy pattern (plenty of vegetables and fruit, whole grains, fish and plant protein, liquid plant oils, little salt and sugar) eases the load on your heart${numbers.length > 0 ? `; your daily limits are ${joinWords(numbers)}` : ''}.`,
      ['B8.1', 'B8.2'],
    );
  },
  gerd: (ctx) => {
    const parts = [
      'Acid reflux (GERD): finish eating 2–3 hours before bed, and avoid the foods that bring on your own symptoms; not every "trigger" bothers everyone.',
    ];
    const ids: GuidanceSourceId[] = ['B9.2', 'B9.3'];
    if (ctx.hasExcessWeight) {
      parts.push('Losing weight is the strongest diet step for reflux.');
      ids.push('B9.1');
    }
    return line(parts.join(' '), ids);
  },
  ibs: (ctx) => {
    const fibre = ctx.targets?.fiber.minG;
    return line(
      `IBS: a low-FODMAP diet for a few weeks, then bringing foods back one at a time, shows which foods bother you; it is not meant for life and works best with a dietitian. Soluble fibre (oats, chia, carrots, kiwi) helps more than wheat bran${fibre === undefined ? '' : `; build up towards ${fibre} g of fibre a day`}.`,
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
        ? `Leave out ${joinWords(groups.map((group) => ALLERGEN_WORDS[group]))} completely`
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
    const ids: GuidanceSourceId[] = ['B13.4', 'B13.5'];
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

function dietaryImpact(ctx: GuidanceContext): Line[] {
  const lines = ctx.profile.healthConditions.map((id) => IMPACT[id](ctx));
  if (lines.length === 0) {
    const sodium = sodiumText(ctx);
    const satFat = satFatLimit(ctx);
    const fibre = ctx.targets?.fiber.minG;
    const numbers = [
      fibre === undefined ? null : `at least ${fibre} g of fibre`,
      sodium === null ? null : `sodium under ${sodium}`,
      satFat === null ? null : `saturated fat under ${satFat.grams} g`,
    ].filter((part): part is string => part !== null);
    lines.push(
      line(
        `Eating mostly vegetables, fruit, whole grains, beans, fish and healthy oils keeps your heart, blood sugar and weight in good shape${numbers.length > 0 ? `: aim for ${joinWords(numbers)} a day` : ''}.`,
        ctx.targets === null ? [] : ['A5', 'A7', 'A8'],
      ),
    );
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Important considerations
// ---------------------------------------------------------------------------------------------

function unmatchedLines(ctx: GuidanceContext): Line[] {
  const lines: Line[] = [];
  const quote = (items: readonly string[]) => joinWords(items.map((item) => `"${item.trim()}"`));
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
  const unmatched = ctx.medicationMatch.entries.filter((entry) => entry.matches.length === 0);
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
        `${namesFor(ctx, id)}: ${entry.advice.charAt(0).toLowerCase()}${entry.advice.slice(1)}${notes.length > 0 ? ` ${[...new Set(notes)].join(' ')}` : ''}`,
        entry.sourceIds,
      ),
    );
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

function importantConsiderations(ctx: GuidanceContext): Line[] {
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

// ---------------------------------------------------------------------------------------------

/**
 * Spec §3 healthAnalysis for one person: an overview with their numbers, the health risks of each
 * condition, their combinations, weight and medicines, how diet helps each condition (with the
 * person's limits), and what to keep in mind. `targets` is `computeTargetsForProfile(profile)`
 * or its ok value; without targets (for example under 18) the text says so.
 */
export function composeHealthAnalysis(
  profile: HealthProfile,
  targets: TargetsArgument,
): HealthAnalysis {
  return healthAnalysisFor(guidanceContext(profile, targets));
}

export function healthAnalysisFor(ctx: GuidanceContext): HealthAnalysis {
  const intro = overview(ctx);
  const risks = splitLines(healthRisks(ctx));
  const impact = splitLines(dietaryImpact(ctx));
  const considerations = splitLines(importantConsiderations(ctx));
  return {
    overview: intro.text,
    healthRisks: risks.texts,
    dietaryImpact: impact.texts,
    importantConsiderations: considerations.texts,
    sourceIds: {
      overview: [...new Set(intro.sourceIds)],
      healthRisks: risks.sourceIds,
      dietaryImpact: impact.sourceIds,
      importantConsiderations: considerations.sourceIds,
    },
    sources: guidanceSourcesFor([
      ...intro.sourceIds,
      ...risks.sourceIds.flat(),
      ...impact.sourceIds.flat(),
      ...considerations.sourceIds.flat(),
    ]),
  };
}
