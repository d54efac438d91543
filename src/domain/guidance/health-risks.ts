import type { ConditionId } from '../conditions/catalogue';
import { getMedicationClass } from '../medications/interactions';
import type { MedicationClassId } from '../medications/medication-class';
import { formatList } from '../profile/format';
import { formatBmi } from '../profile/units';
import {
  type GuidanceContext,
  has,
  hasDiabetes,
  type Line,
  line,
  namesFor,
  PLAIN_CONDITION_NAMES,
  takes,
} from './context';
import { kgShare } from './facts';
import { suitableList } from './food-sources';

// Health risks: each condition, their combinations, weight, medicines.

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
        `Your ${formatList(metabolic)} belong to one metabolic cluster: they drive each other, so the same changes (a little weight loss, fewer sugary and refined foods, more vegetables and fibre) help all of them at once.`,
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
        `Diabetes raises heart risk on its own, so with your ${formatList(heartConditions)}, the kind of fat and the amount of salt matter as much as the carbohydrate.`,
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
        `IBS limits some high-fibre foods (beans, wheat) that help cholesterol and blood sugar, so your fibre comes mostly from gentler, soluble sources such as ${suitableList(ctx, ['oats', 'chia', 'carrots'])}.`,
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

function medicationRisks(ctx: GuidanceContext): Line[] {
  return ctx.medicationMatch.classIds.map((id) =>
    line(MEDICATION_RISKS[id].say(namesFor(ctx, id)), getMedicationClass(id).sourceIds),
  );
}

export function healthRisks(ctx: GuidanceContext): Line[] {
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
