import type { AssessmentFormData } from '../api/function-requests';
import { CONDITION_IDS, type ConditionId, getCondition } from '../conditions/catalogue';
import { findFoodsByName } from '../foods/food-table';
import { getMedicationClass } from '../medications/interactions';
import { matchMedications, typedWithoutRow } from '../medications/match-medications';
import { isClassLabel } from '../medications/medication-class';
import { MEDICINES_WITHOUT_ROW } from '../medications/without-table-row';
import { LIMITS, splitList } from '../profile/health-profile';
import {
  bmiCategory,
  bodyMassIndex,
  feetInchesToCm,
  formatBmi,
  poundsToKg,
} from '../profile/units';
import { allergensNamedBy } from '../rules/food-exclusions';
import { answerQuestion } from './answer-question';
import type { GuidanceReply, GuidanceSection } from './schemas';

/** Re-exported for the readers that import the advisor's types from here. */

const num = (value: unknown): number | null => {
  if (value === undefined || value === null || value === '') return null;
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

const ACTIVITY_HELP =
  'Sedentary means mostly sitting; light is short walks or 1–3 light workouts a week; moderate is 3–5 workouts a week; active is hard exercise most days; very active is a physical job or training twice a day.';

function personal(form: AssessmentFormData): GuidanceReply {
  const parts: string[] = [];
  const metric = form.unit === 'metric';
  const weightKg = metric
    ? num(form.weightKg)
    : ((w) => (w === null ? null : poundsToKg(w)))(num(form.weightLbs));
  const feet = num(form.heightFeet);
  const heightCm = metric
    ? num(form.heightCm)
    : feet === null
      ? null
      : feetInchesToCm(feet, num(form.heightInches) ?? 0);
  const name = form.name?.trim();
  parts.push(name ? `Thanks, ${name}.` : 'Let’s start with the basics.');
  const age = num(form.age);
  if (age !== null && (age < LIMITS.ageYears.min || age > LIMITS.ageYears.max)) {
    parts.push('Age must be between 1 and 120.');
  } else if (age !== null && age < 18) {
    parts.push(
      'Our energy and nutrient targets are for adults; for someone under 18, please plan with a pediatrician or dietitian.',
    );
  }
  if (
    weightKg !== null &&
    heightCm !== null &&
    weightKg >= LIMITS.weightKg.min &&
    heightCm >= LIMITS.heightCm.min
  ) {
    const bmi = bodyMassIndex(weightKg, heightCm);
    const category = bmiCategory(bmi);
    parts.push(
      `Your BMI is ${formatBmi(bmi)} (${category}): weight in kilograms divided by height in metres squared. It is a rough screen, not a diagnosis; muscle, age and build all change what it means.`,
    );
    if (category === 'Overweight' || category === 'Obese') {
      parts.push(
        'Your plan will include a gentle calorie deficit of about 500 kcal a day, never below a safe minimum.',
      );
    } else if (category === 'Underweight') {
      parts.push('Your plan will not cut calories; ask your doctor about healthy weight gain.');
    }
  } else {
    parts.push(
      metric
        ? 'Enter your weight in kilograms (20–300) and height in centimetres (50–250) and I will show your BMI.'
        : 'Enter your weight in pounds (44–660) and height in feet (3–8) and inches (0–11) and I will show your BMI.',
    );
  }
  parts.push(`Activity level sets how much energy you burn: ${ACTIVITY_HELP}`);
  return {
    message: parts.join(' '),
    suggestedTopics: [
      'How is BMI calculated?',
      'Which activity level fits me?',
      'Why do you ask for gender?',
    ],
  };
}

function conditions(form: AssessmentFormData): GuidanceReply {
  const selected = (form.selectedConditions ?? []).filter((id): id is ConditionId =>
    (CONDITION_IDS as readonly string[]).includes(id),
  );
  if (selected.length === 0) {
    return {
      message:
        'Tick every condition a doctor has diagnosed. Each one adds its own rules: sodium limits for high blood pressure, gluten-free meals for celiac disease, potassium and phosphorus care for kidney disease, and more. The analysis needs at least one.',
      suggestedTopics: [
        'What does each condition change?',
        'I have more than one condition',
        'What if mine is not listed?',
      ],
    };
  }
  const lines = selected.map((id) => {
    const condition = getCondition(id);
    return `${condition.name}: we focus on ${condition.dietaryFocus.join(', ').toLowerCase()}.`;
  });
  const notes: string[] = [];
  const has = (id: ConditionId) => selected.includes(id);
  if (has('chronic_kidney_disease') && (has('hypertension') || has('heart_disease'))) {
    notes.push(
      'With kidney disease, we do not push high-potassium foods for blood pressure; your care team’s numbers come first.',
    );
  }
  if (has('chronic_kidney_disease') && (has('diabetes_type1') || has('diabetes_type2'))) {
    notes.push(
      'Diabetes with kidney disease: protein follows the kidney range for your stage (0.6–0.8 g per kg before dialysis at stages 3 to 5) while carbohydrates stay steady.',
    );
  }
  if (has('ibs'))
    notes.push('With IBS, we use a short low-FODMAP approach and favour soluble fiber.');
  if (selected.length > 1)
    notes.push(
      'When conditions disagree, the stricter limit wins and the analysis explains each choice.',
    );
  return {
    message: [...lines, ...notes].join(' '),
    suggestedTopics: [
      'How do my conditions combine?',
      'What will I avoid?',
      'Will the plan still taste good?',
    ],
  };
}

function medications(form: AssessmentFormData): GuidanceReply {
  const list = splitList(form.medications ?? '');
  if (list.length === 0) {
    return {
      message:
        'List the medicines you take, separated by commas (for example: metformin, lisinopril 10 mg, Lipitor). Some change what you should eat: warfarin needs steady vitamin K, statins can clash with grapefruit, MAOIs with aged cheese and cured meats.',
      suggestedTopics: [
        'Which medicines affect food?',
        'Do I include supplements?',
        'Brand or generic names?',
      ],
    };
  }
  const result = matchMedications(list);
  const parts: string[] = [];
  for (const classId of result.classIds) {
    const entry = getMedicationClass(classId);
    const names = result.entries
      .filter((e) => e.classIds.includes(classId))
      .map((e) => e.input.trim());
    // 'lisinopril: ACE inhibitor, ARB or ... (potassium retained). This medicine...': the class's
    // label may hold parentheses of its own, so it is not put in parentheses after the names.
    const isLabel = names.every((name) => isClassLabel(name, entry));
    parts.push(
      isLabel
        ? `${entry.label}: ${entry.advice}`
        : `${names.join(', ')}: ${entry.label}. ${entry.advice}`,
    );
  }
  for (const medicine of MEDICINES_WITHOUT_ROW) {
    const typed = typedWithoutRow(result, medicine.id);
    if (typed.length > 0) parts.push(`${typed.join(', ')}: ${medicine.advice}`);
  }
  if (result.unmatched.length > 0) {
    const hints = result.entries.filter((e) => e.hint).map((e) => e.hint);
    parts.push(
      `We found no food interaction on file for ${result.unmatched.join(', ')}. That does not mean there is none: ask your pharmacist.${hints.length ? ` ${hints.join(' ')}` : ''}`,
    );
  }
  return {
    message: parts.join(' '),
    suggestedTopics: [
      'When should I take my medicine?',
      'Which foods should I avoid?',
      'What about supplements?',
    ],
  };
}

function allergies(form: AssessmentFormData): GuidanceReply {
  const list = splitList(form.allergies ?? '');
  if (list.length === 0) {
    return {
      message:
        'List any food allergies or intolerances, separated by commas (for example: peanuts, shellfish, milk). Every meal will leave them out completely; there is no “small amount” setting.',
      suggestedTopics: [
        'Allergy or intolerance?',
        'What about cross-contact?',
        'Which allergens are most common?',
      ],
    };
  }
  const parts: string[] = [];
  const unknown: string[] = [];
  for (const entry of list) {
    const groups = allergensNamedBy(entry);
    if (groups.length > 0) {
      parts.push(
        `${entry}: we remove every food in the ${groups.join(' and ').replace('-', ' ')} group.`,
      );
    } else if (findFoodsByName(entry).length > 0) {
      parts.push(`${entry}: we remove it from every meal.`);
    } else {
      unknown.push(entry);
    }
  }
  if (unknown.length > 0) {
    parts.push(
      `We could not match ${unknown.join(', ')} to a food; please check the spelling or use a common name.`,
    );
  }
  parts.push('Always read labels too: packaged foods can carry traces through shared equipment.');
  return {
    message: parts.join(' '),
    suggestedTopics: [
      'What is cross-contact?',
      'Is this an allergy or intolerance?',
      'Which foods hide allergens?',
    ],
  };
}

/**
 * The assessment's AI advisor (spec §2, §7 healthGuidance): help for the section of the form in
 * view, or, with a question (a suggestion chip or typed), the answer to it.
 */
export function healthGuidance(
  section: GuidanceSection,
  formData: AssessmentFormData = {},
  question?: string,
): GuidanceReply {
  const opening = sectionGuidance(section, formData);
  if (question === undefined || question.trim().length === 0) return opening;
  return answerQuestion(question, section, formData, opening.suggestedTopics);
}

function sectionGuidance(section: GuidanceSection, formData: AssessmentFormData): GuidanceReply {
  switch (section) {
    case 'personal':
      return personal(formData);
    case 'conditions':
      return conditions(formData);
    case 'medications':
      return medications(formData);
    case 'allergies':
      return allergies(formData);
  }
}
