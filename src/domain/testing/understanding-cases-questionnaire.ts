import type { ExtractedData, TopicId } from '../questionnaire/schemas';
import type { AnswerCase } from './understanding-case';

/** Questionnaire answers of the understanding table, with the data each must give. */

const answer = (
  topic: TopicId | null,
  text: string,
  has: Partial<ExtractedData>,
  lacks?: AnswerCase['lacks'],
): AnswerCase => ({ reader: 'questionnaire', topic, text, has, ...(lacks ? { lacks } : {}) });

export const QUESTIONNAIRE_CASES: readonly AnswerCase[] = [
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
];
