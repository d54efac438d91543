import type { GuidanceSection } from '../advisor/schemas';
import type { MealPlanIntent } from '../chat/intents';
import type { ExtractedData, TopicId } from '../questionnaire/schemas';

/**
 * Sentences people write to our readers (questionnaire answers, Meal Plan Assistant edits,
 * questions to the assessment advisor), each with the effect it must have: the table the
 * understanding test and `npm run bench:understanding` read (issue 13: at least 150, with
 * negations, several requests at once, typos and everyday names for conditions). Written the way
 * people type: lower case, missing apostrophes, misspellings.
 */

/** A questionnaire answer: read as the answer to `topic`, its data must hold `has` and not `lacks`. */
export interface AnswerCase {
  reader: 'questionnaire';
  topic: TopicId | null;
  text: string;
  /** Fields that must be read: lists must contain these items (in any order), values be equal. */
  has: Partial<ExtractedData>;
  /** List items that must not be read into a field ('pork' is not a liked food). */
  lacks?: Partial<Record<'likedFoods' | 'dislikedFoods' | 'allergies', string[]>>;
}

/** A Meal Plan Assistant message: it must be read as these edits, in this order (fields given must match). */
export interface EditCase {
  reader: 'chat';
  text: string;
  intents: Partial<MealPlanIntent>[];
}

/** A question to the assessment advisor: its answer must say `says` (the form holds `ADVISOR_FORM`). */
export interface QuestionCase {
  reader: 'advisor';
  section: GuidanceSection;
  text: string;
  says: RegExp;
}

/** What the advisor's form holds while the table asks it. */
export const ADVISOR_FORM = {
  selectedConditions: ['diabetes_type2', 'hypertension'],
  medications: 'metformin, lisinopril, levothyroxine',
  allergies: 'peanuts',
};

export type UnderstandingCase = AnswerCase | EditCase | QuestionCase;

const answer = (
  topic: TopicId | null,
  text: string,
  has: Partial<ExtractedData>,
  lacks?: AnswerCase['lacks'],
): AnswerCase => ({ reader: 'questionnaire', topic, text, has, ...(lacks ? { lacks } : {}) });

const question = (section: GuidanceSection, text: string, says: RegExp): QuestionCase => ({
  reader: 'advisor',
  section,
  text,
  says,
});

const edit = (text: string, ...intents: Partial<MealPlanIntent>[]): EditCase => ({
  reader: 'chat',
  text,
  intents,
});

export const UNDERSTANDING_CASES: readonly UnderstandingCase[] = [
  // Goals, in everyday words
  answer('goals', 'i want to lose weight', { goals: ['Lose weight'] }),
  answer('goals', 'lose a few pounds and have more energy', { goals: ['Lose weight'] }),
  answer('goals', 'I need to watch my kidneys and my sugar', {
    goals: ['Kidney health', 'Manage blood sugar'],
  }),
  answer('goals', 'get my blood pressure down', { goals: ['Lower blood pressure'] }),
  answer('goals', 'my doctor says my cholesterol is too high', {
    goals: ['Lower cholesterol'],
  }),
  answer('goals', 'build some muscle', { goals: ['Build muscle'] }),
  answer('goals', 'keep my blood sugars stable', { goals: ['Manage blood sugar'] }),
  answer('goals', 'they took my gallbladder out and i get heartburn', {
    healthConditions: ['no_gallbladder', 'gerd'],
  }),
  answer('goals', 'i have type 2 diabetes', { healthConditions: ['diabetes_type2'] }),
  answer('goals', 'type 1 diabetic since i was a kid', { healthConditions: ['diabetes_type1'] }),
  answer('goals', 'i have ckd stage 3', { healthConditions: ['chronic_kidney_disease'] }),
  answer('goals', 'acid reflux mostly', { healthConditions: ['gerd'] }),
  answer('goals', 'fatty liver, my gp wants me to lose weight', {
    healthConditions: ['fatty_liver'],
    goals: ['Lose weight'],
  }),
  answer('goals', 'high blood pressure and high cholesterol', {
    healthConditions: ['hypertension', 'high_cholesterol'],
  }),
  answer('goals', 'i have diabetis type 2', { healthConditions: ['diabetes_type2'] }),
  answer('goals', 'hypertention', { goals: ['Lower blood pressure'] }),
  answer('goals', 'eat healthier in general', { goals: ['Eat healthier'] }),
  answer('goals', 'less sugar, i have a sweet tooth', { goals: ['Eat less sugar'] }),
  answer('goals', 'ibs is my main problem', { healthConditions: ['ibs'] }),
  answer('goals', 'i am coeliac', { dietaryRestrictions: ['gluten_free'] }),
  // Restrictions, with negations
  answer(
    'restrictions',
    'I eat halal only, so no pork or alcohol',
    {
      dietaryRestrictions: ['halal'],
    },
    { likedFoods: ['pork', 'alcohol'] },
  ),
  answer('restrictions', 'vegitarian', { dietaryRestrictions: ['vegetarian'] }),
  answer('restrictions', 'vegeterian but i eat fish', { dietaryRestrictions: ['pescatarian'] }),
  answer('restrictions', 'im vegan', { dietaryRestrictions: ['vegan'] }),
  answer('restrictions', 'plant based', { dietaryRestrictions: ['vegan'] }),
  answer('restrictions', 'kosher', { dietaryRestrictions: ['kosher'] }),
  answer('restrictions', 'gluten free because of celiac', {
    dietaryRestrictions: ['gluten_free'],
  }),
  answer('restrictions', 'glutten free', { dietaryRestrictions: ['gluten_free'] }),
  answer('restrictions', 'no dairy, lactose intolerant', { dietaryRestrictions: ['dairy_free'] }),
  answer('restrictions', "I don't eat meat", { dietaryRestrictions: ['vegetarian'] }),
  answer('restrictions', 'none', { dietaryRestrictions: [] }),
  answer('restrictions', 'nope, i eat everything', { dietaryRestrictions: [] }),
  answer('restrictions', 'pescatarian', { dietaryRestrictions: ['pescatarian'] }),
  answer('restrictions', 'i avoid pork', { dislikedFoods: ['pork'] }),
  answer('restrictions', 'no red meat', { dislikedFoods: ['red meat'] }),
  answer('restrictions', 'not vegetarian anymore', { dietaryRestrictions: [] }),
  answer('restrictions', 'dairy free and nut free', {
    dietaryRestrictions: ['dairy_free', 'nut_free'],
  }),
  // Allergies
  answer('allergies', 'peanuts', { allergies: ['peanuts'] }),
  answer('allergies', 'allergic to shellfish and sesame', { allergies: ['shellfish', 'sesame'] }),
  answer('allergies', 'no allergies', { allergies: [] }),
  answer('allergies', 'none that i know of', { allergies: [] }),
  answer('allergies', 'i dont like fish', { dislikedFoods: ['fish'] }, { allergies: ['fish'] }),
  answer('allergies', 'tree nuts, badly', { allergies: ['tree nuts'] }),
  answer('allergies', 'eggs and soy', { allergies: ['eggs', 'soy'] }),
  answer('allergies', 'im allergic to shrimp', { allergies: ['shrimp'] }),
  answer('allergies', 'lactose intolerant', { dietaryRestrictions: ['dairy_free'] }),
  answer('allergies', 'strawberys give me hives', { allergies: ['strawberries'] }),
  // Liked foods
  answer('likedFoods', 'salmon, chicken and rice', {
    likedFoods: ['salmon', 'chicken', 'rice'],
  }),
  answer('likedFoods', 'i love brocoli and avacado', { likedFoods: ['broccoli', 'avocado'] }),
  answer('likedFoods', 'pasta but not mushrooms', {
    likedFoods: ['pasta'],
    dislikedFoods: ['mushrooms'],
  }),
  answer('likedFoods', 'italian and mexican food', { cuisines: ['Italian', 'Mexican'] }),
  answer('likedFoods', 'mediteranean food mostly', { cuisines: ['Mediterranean'] }),
  answer(
    'likedFoods',
    'no pork or alcohol please, but I love lamb',
    {
      likedFoods: ['lamb'],
      dislikedFoods: ['pork', 'alcohol'],
    },
    { likedFoods: ['pork', 'alcohol'] },
  ),
  answer('likedFoods', 'anything with spinich', { likedFoods: ['spinach'] }),
  answer('likedFoods', 'eggs for breakfast, fish for dinner', { likedFoods: ['eggs', 'fish'] }),
  answer('likedFoods', 'i like thai and indian', { cuisines: ['Thai', 'Indian'] }),
  answer('likedFoods', 'greek yogurt and berries', { likedFoods: ['greek yogurt', 'berries'] }),
  // Disliked foods
  answer('dislikedFoods', 'I cant stand mushrooms or olives', {
    dislikedFoods: ['mushrooms', 'olives'],
  }),
  answer('dislikedFoods', 'not a fan of tofu', { dislikedFoods: ['tofu'] }),
  answer('dislikedFoods', 'nothing really', { dislikedFoods: [] }),
  answer('dislikedFoods', 'liver and kidney beans', { dislikedFoods: ['liver', 'kidney beans'] }),
  answer('dislikedFoods', 'i hate coriander', { dislikedFoods: ['coriander'] }),
  answer('dislikedFoods', 'zuchini, eggplant', { dislikedFoods: ['zucchini', 'eggplant'] }),
  answer('dislikedFoods', 'i dont really like spicy food', { dislikedFoods: ['spicy food'] }),
  // Activity
  answer('activity', 'gym 4 times a week', { activityLevel: 'moderate' }),
  answer('activity', 'desk job, not much exercise', { activityLevel: 'sedentary' }),
  answer('activity', 'i run most days', { activityLevel: 'active' }),
  answer('activity', 'couch potato', { activityLevel: 'sedentary' }),
  answer('activity', 'three times a week', { activityLevel: 'moderate' }),
  answer('activity', 'yoga twice a week', { activityLevel: 'light' }),
  // Meals
  answer('mealFrequency', '3 meals and 2 snacks', { mealsPerDay: 3, snacksPerDay: 2 }),
  answer('mealFrequency', 'three meals, no snacks', { mealsPerDay: 3, snacksPerDay: 0 }),
  answer('mealFrequency', 'i skip breakfast', { mealsPerDay: 2 }),
  answer('mealFrequency', 'breakfast lunch and dinner', { mealsPerDay: 3 }),
  answer('mealFrequency', 'two meals and a snack', { mealsPerDay: 2, snacksPerDay: 1 }),
  answer('mealFrequency', 'i graze all day', { mealsPerDay: 5 }),
  answer('mealFrequency', 'Three meals and a couple of snacks', {
    mealsPerDay: 3,
    snacksPerDay: 2,
  }),
  // Cooking, time, budget
  answer('cookingSkill', 'pretty good cook', { cookingSkill: 'intermediate' }),
  answer('cookingSkill', 'i can barely boil an egg', { cookingSkill: 'beginner' }),
  answer('cookingSkill', 'i used to be a chef', { cookingSkill: 'advanced' }),
  answer('timeAvailable', 'about 20 minutes', { timeAvailable: '15-30 minutes' }),
  answer('timeAvailable', 'half an hour', { timeAvailable: '15-30 minutes' }),
  answer('timeAvailable', 'twenty-five minutes tops', { timeAvailable: '15-30 minutes' }),
  answer('timeAvailable', 'forty five mins', { timeAvailable: '30-60 minutes' }),
  answer('timeAvailable', 'an hour on weekends', { timeAvailable: '30-60 minutes' }),
  answer('timeAvailable', 'not much, i work long shifts', { timeAvailable: 'up to 15 minutes' }),
  answer('timeAvailable', "I'm on a pension so not much", { budget: 'low' }),
  answer('budget', "I'm on a pension so not much", { budget: 'low' }),
  answer('budget', '20 minutes', { timeAvailable: '15-30 minutes' }),
  answer('budget', 'tight budget', { budget: 'low' }),
  answer('budget', 'about $80 a week', { budget: 'moderate' }),
  answer('budget', 'money is no object', { budget: 'flexible' }),
  answer('budget', 'average i guess', { budget: 'moderate' }),
  answer('budget', 'student so cheap please', { budget: 'low' }),
  // Answers that say more than they were asked
  answer('goals', "lose weight, I'm vegetarian", {
    goals: ['Lose weight'],
    dietaryRestrictions: ['vegetarian'],
  }),
  answer('activity', 'moderately active, and im allergic to peanuts', {
    activityLevel: 'moderate',
    allergies: ['peanuts'],
  }),
  answer(
    'likedFoods',
    'chicken, and i dont eat pork',
    { likedFoods: ['chicken'] },
    {
      likedFoods: ['pork'],
    },
  ),
  answer('restrictions', 'vegan, and i cook about 30 minutes a night', {
    dietaryRestrictions: ['vegan'],
  }),

  // Answers to a question other than the one asked (a newcomer's walk through the questionnaire)
  answer('goals', 'I want to get my sugar under control and lose a bit', {
    goals: ['Manage blood sugar', 'Lose weight'],
  }),
  answer('goals', 'no allergies apart from shellfish', { allergies: ['shellfish'] }),
  answer('allergies', 'none other than shellfish', { allergies: ['shellfish'] }),
  answer('dislikedFoods', 'nothing except mushrooms', { dislikedFoods: ['mushrooms'] }),
  answer('goals', 'I can barely boil an egg', { cookingSkill: 'beginner' }),
  answer('cookingSkill', 'twenty-five minutes tops', { timeAvailable: '15-30 minutes' }),
  answer('cookingSkill', "I'm on a pension so not much", { budget: 'low' }),
  answer('likedFoods', "I'm a pretty good cook", { cookingSkill: 'intermediate' }),
  answer('goals', 'my doctor told me my liver is fatty', { healthConditions: ['fatty_liver'] }),
  answer('dislikedFoods', 'not a big fan of coriander or blue cheese', {
    dislikedFoods: ['coriander', 'blue cheese'],
  }),
  answer('mealFrequency', 'usually just lunch and dinner', { mealsPerDay: 2 }),
  answer('budget', "money isn't really an issue", { budget: 'flexible' }),
  // Details people offer about themselves, whatever the question
  answer('goals', "I'm Anna, 54, female, 165 cm and 80 kg, on metformin", {
    name: 'Anna',
    age: 54,
    gender: 'female',
    heightCm: 165,
    weightKg: 80,
    medications: ['metformin'],
  }),
  answer('goals', 'my name is Bob, im 67 years old and I take lisinopril and Lipitor', {
    name: 'Bob',
    age: 67,
    medications: ['lisinopril', 'Lipitor'],
  }),
  answer('goals', "I'm 5 ft 6 and 180 pounds, I want to lose weight", {
    heightCm: 167.6,
    weightKg: 81.6,
    goals: ['Lose weight'],
  }),
  answer('activity', "i'm a woman, 11 stone, and on warfarin", {
    gender: 'female',
    weightKg: 69.9,
    medications: ['warfarin'],
  }),
  answer('allergies', 'no allergies but i take coumadin', {
    allergies: [],
    medications: ['coumadin'],
  }),

  // Meal Plan Assistant edits
  edit(
    'swap breakfast on day 1 and lunch on day 2',
    {
      kind: 'swap',
      slot: 'breakfast',
      day: 1,
    },
    { kind: 'swap', slot: 'lunch', day: 2 },
  ),
  edit(
    'swap breakfast and lunch on day 2',
    { kind: 'swap', slot: 'breakfast', day: 2 },
    {
      kind: 'swap',
      slot: 'lunch',
      day: 2,
    },
  ),
  edit('change dinner on day 3', { kind: 'swap', slot: 'dinner', day: 3 }),
  edit(
    'swap the dinners on days two and three',
    { kind: 'swap', slot: 'dinner', day: 2 },
    { kind: 'swap', slot: 'dinner', day: 3 },
  ),
  edit('take the basil out', { kind: 'avoid-food', food: 'basil' }),
  // 'the corn' is a food by its tokens, but the article is not part of it.
  edit('take the corn out', { kind: 'avoid-food', food: 'corn' }),
  edit(
    'make it vegetarian with more protein',
    { kind: 'add-restriction', restriction: 'vegetarian' },
    { kind: 'more-protein' },
  ),
  edit(
    "I'm allergic to shellfish so no shrimp",
    { kind: 'avoid-allergen', allergen: 'shellfish', isStatedAllergy: true },
    { kind: 'avoid-food', food: 'shrimp' },
  ),
  edit('no mac and cheese', { kind: 'avoid-food', food: 'mac and cheese' }),
  edit("I'm bored of salmon", { kind: 'less-food', food: 'salmon' }),
  edit('too much rice', { kind: 'less-food', food: 'rice' }),
  edit("what's in the day 2 dinner?", { kind: 'show-meal', slot: 'dinner', day: 2 }),
  edit('I want more iron', { kind: 'explain', topic: 'untracked-nutrient', nutrient: 'iron' }),
  edit('leave the onions off my dinners please', { kind: 'avoid-food', food: 'onions' }),
  edit('I DON’T LIKE MUSHROOMS', { kind: 'avoid-food', food: 'mushrooms', isStatedAllergy: false }),
  edit('twenty-one hundred calories a day', { kind: 'energy', kcal: 2100 }),
  edit('i dont like the lunch on day 4', { kind: 'swap', slot: 'lunch', day: 4 }),
  edit('swap all the breakfasts', { kind: 'swap', slot: 'breakfast', day: 'all' }),
  edit('another dinner for the second day', { kind: 'swap', slot: 'dinner', day: 2 }),
  edit(
    'vegetarian and 1600 calories',
    { kind: 'add-restriction', restriction: 'vegetarian' },
    {
      kind: 'energy',
      kcal: 1600,
    },
  ),
  edit(
    'Make it vegetarian and reduce calories to 1600',
    {
      kind: 'add-restriction',
      restriction: 'vegetarian',
    },
    { kind: 'energy', kcal: 1600, direction: 'down' },
  ),
  edit('make it vegitarian', { kind: 'add-restriction', restriction: 'vegetarian' }),
  edit('go vegan', { kind: 'add-restriction', restriction: 'vegan' }),
  edit('gluten free please', { kind: 'add-restriction', restriction: 'gluten_free' }),
  edit('im not vegetarian any more', { kind: 'remove-restriction', restriction: 'vegetarian' }),
  edit('I could eat more fish', { kind: 'include-food', food: 'fish' }),
  edit('more chicken but not more calories', { kind: 'include-food', food: 'chicken' }),
  edit('add more lentils', { kind: 'include-food', food: 'lentils' }),
  edit('i love salmon, can you add it', { kind: 'include-food', food: 'salmon' }),
  edit("I don't like fish", { kind: 'avoid-food', food: 'fish', isStatedAllergy: false }),
  edit('i hate mushrooms', { kind: 'avoid-food', food: 'mushrooms' }),
  edit('no more salmon please', { kind: 'avoid-food', food: 'salmon' }),
  edit('remove brocoli', { kind: 'avoid-food', food: 'broccoli' }),
  edit('take out the tofu', { kind: 'avoid-food', food: 'tofu' }),
  edit(
    'no mushrooms or olives',
    { kind: 'avoid-food', food: 'mushrooms' },
    {
      kind: 'avoid-food',
      food: 'olives',
    },
  ),
  edit('I am allergic to shrimp', { kind: 'avoid-allergen', isStatedAllergy: true }),
  edit('my son has a peanut allergy', { kind: 'avoid-allergen', isStatedAllergy: true }),
  edit('allergic to sesame', { kind: 'avoid-allergen', isStatedAllergy: true }),
  edit('no nuts', { kind: 'add-restriction', restriction: 'nut_free' }),
  edit('less salt please', { kind: 'less-nutrient', nutrient: 'sodium' }),
  edit('the meals are too salty', { kind: 'less-nutrient', nutrient: 'sodium' }),
  edit('lower sodium', { kind: 'less-nutrient', nutrient: 'sodium' }),
  edit('less potassium', { kind: 'less-nutrient', nutrient: 'potassium' }),
  edit('cut down on sugar', { kind: 'less-nutrient', nutrient: 'sugar' }),
  edit('less fatty food', { kind: 'less-nutrient', nutrient: 'fat' }),
  edit('lower cholesterol foods', { kind: 'less-nutrient', nutrient: 'cholesterol' }),
  edit('reduce phosphorus', { kind: 'less-nutrient', nutrient: 'phosphorus' }),
  edit('less saturated fat', { kind: 'less-nutrient', nutrient: 'saturated-fat' }),
  edit('less potasium', { kind: 'less-nutrient', nutrient: 'potassium' }),
  edit('fewer carbs', { kind: 'fewer-carbs' }),
  edit('low carb please', { kind: 'fewer-carbs' }),
  edit('more protein', { kind: 'more-protein' }),
  edit('more protien', { kind: 'more-protein' }),
  edit('more fibre', { kind: 'more-fiber' }),
  edit('I just started dialysis', { kind: 'explain', topic: 'dialysis' }),
  edit('im on dialysis now', { kind: 'explain', topic: 'dialysis' }),
  edit('make it cheaper', { kind: 'explain', topic: 'cost' }),
  edit('this is too expensive for me', { kind: 'explain', topic: 'cost' }),
  edit('lighter dinners', { kind: 'explain', topic: 'lighter-meal', slot: 'dinner' }),
  edit('keep my vitamin K steady', { kind: 'explain', topic: 'vitamin-k' }),
  edit('reduce calories to 1500', { kind: 'energy', kcal: 1500, direction: 'down' }),
  edit('1800 calories a day', { kind: 'energy', kcal: 1800 }),
  edit('fifteen hundred calories', { kind: 'energy', kcal: 1500 }),
  edit('fewer calories', { kind: 'energy-change', direction: 'down' }),
  edit('im still hungry', { kind: 'energy-change', direction: 'up' }),
  edit('add 200 calories', { kind: 'energy-change', direction: 'up', kcal: 200 }),
  edit('more mexican food', { kind: 'cuisine', cuisine: 'Mexican', isOnly: false }),
  edit('make it all japanese', { kind: 'cuisine', cuisine: 'Japanese', isOnly: true }),
  edit('no snacks', { kind: 'snacks', count: 0 }),
  edit('2 snacks a day', { kind: 'snacks', count: 2 }),
  edit('fewer snacks', { kind: 'fewer-snacks' }),
  edit('regenerate', { kind: 'regenerate' }),
  edit('give me a whole new plan', { kind: 'regenerate' }),
  edit('thanks!', { kind: 'small-talk', topic: 'thanks' }),
  edit(
    'swap lunch on day 3 and no mushrooms',
    { kind: 'swap', slot: 'lunch', day: 3 },
    {
      kind: 'avoid-food',
      food: 'mushrooms',
    },
  ),
  edit(
    'less salt and more fibre',
    { kind: 'less-nutrient', nutrient: 'sodium' },
    {
      kind: 'more-fiber',
    },
  ),
  edit(
    'no pork, and swap dinner on day 5',
    { kind: 'avoid-food', food: 'pork' },
    {
      kind: 'swap',
      slot: 'dinner',
      day: 5,
    },
  ),

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
