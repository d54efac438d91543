import type { GuidanceSection } from '../assessment-help/schemas';
import type { QuestionCase } from './understanding-case';

/** Questions to the assessment advisor in the understanding table, with what each answer must say. */

const question = (section: GuidanceSection, text: string, says: RegExp): QuestionCase => ({
  reader: 'advisor',
  section,
  text,
  says,
});

export const ADVISOR_CASES: readonly QuestionCase[] = [
  // The assessment advisor: its suggestion chips, and questions typed
  question('personal', 'How is BMI calculated?', /divided by your height in metres squared/),
  question('personal', 'Which activity level fits me?', /multiplies your resting energy/),
  question('personal', 'Why do you ask for gender?', /166 kcal a day more than a woman/),
  question('personal', 'why do you need my age', /each year lowers the estimate/),
  question('personal', 'why do you want my weight', /10 kcal per kg/),
  question('personal', 'how many calories will i get', /about 500 kcal a day off/),
  question('personal', 'what counts as sedentary', /Sedentary is mostly sitting/),
  question('conditions', 'What does each condition change?', /Type 2 Diabetes: low glycemic/),
  question('conditions', 'I have more than one condition', /stricter limit wins/),
  question('conditions', 'What if mine is not listed?', /If yours is not there/),
  question('conditions', 'How do my conditions combine?', /stricter limit wins/),
  question('conditions', 'What will I avoid?', /From what you have entered/),
  question('conditions', 'Will the plan still taste good?', /real recipes/),
  question('conditions', 'what should i eat for my kidneys', /Chronic Kidney Disease/),
  question('conditions', 'is this ok with my blood pressure', /High Blood Pressure/),
  question('medications', 'Which medicines affect food?', /warfarin needs steady vitamin K/),
  question('medications', 'Do I include supplements?', /list supplements too/),
  question('medications', 'Brand or generic names?', /Lipitor is atorvastatin/),
  question('medications', 'When should I take my medicine?', /empty stomach/),
  question('medications', 'does metformin interact with food?', /vitamin B12/),
  question('medications', 'can i eat grapefruit with lipitor', /Grapefruit and its juice/),
  question('medications', 'is warfrin a problem', /vitamin K/),
  question('medications', 'what about my lisinopril', /potassium/),
  question('allergies', 'Allergy or intolerance?', /immune system/),
  question('allergies', 'What about cross-contact?', /shared equipment/),
  question('allergies', 'Which allergens are most common?', /tree nuts, peanuts/),
  question('allergies', 'Which foods hide allergens?', /fish sauce/),
  question('allergies', 'im allergic to sesame, is that ok', /Sesame: list it under allergies/),
  question('personal', 'is my data private?', /stores nothing/),
  question('personal', "I'm pregnant, can I still use this?", /midwife/),
  question('conditions', 'I have prediabetes, which one do I tick?', /no separate box/),
  question('conditions', "what's the difference between type 1 and type 2", /Type 1 Diabetes: /),
  question('conditions', 'can I eat bananas with kidney disease?', /358 mg potassium/),
  question('conditions', 'how much salt can I have a day?', /under 1,500 mg a day/),
  question('medications', 'what about ozempic?', /"ozempic" isn't in our table/),
  question('allergies', "I'm allergic to penicillin, do I put it here?", /This list is for foods/),
  question('allergies', 'can I eat almonds if I am allergic to peanuts?', /legumes, not tree nuts/),
  question('allergies', 'is peanut butter ok for me?', /leaves it out: contains peanut/),
  question(
    'allergies',
    'what if i only have a mild lactose intolerance',
    /small amounts may be fine/,
  ),
];
