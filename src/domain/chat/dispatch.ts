import { avoidAllergen, avoidFood, includeFood, lessFood } from './handlers/allergens-and-foods';
import { cuisineStep } from './handlers/cuisine';
import { energyChangeStep, energyStep } from './handlers/energy';
import { explainStep } from './handlers/explain';
import { mealSizeStep } from './handlers/meal-size';
import { fewerCarbs, lessNutrient, moreFiber, moreProtein } from './handlers/nutrients';
import { regenerateStep } from './handlers/regenerate';
import { addRestriction, removeRestriction } from './handlers/restrictions';
import { showMeal } from './handlers/show-meal';
import { fewerSnacks, moreSnacks, snacksStep } from './handlers/snacks';
import { swapStep } from './handlers/swap';
import type { MealPlanIntent } from './intent-schema';
import type { IntentOf, State, Step } from './step';

type IntentKind = MealPlanIntent['kind'];

/** A handler: the edit of one intent, applied to the state so far, with this edit's seed. */
type Handler<K extends IntentKind> = (
  state: State,
  intent: IntentOf<K>,
  seed: number,
) => Step | undefined;

type Handlers = { readonly [K in IntentKind]: Handler<K> };

/** Kinds read before dispatch: they never reach a handler. */
const notAnEdit = () => undefined;

/**
 * One handler per intent kind. The type lists every kind, so a new kind without a handler here
 * does not compile.
 */
const HANDLERS: Handlers = {
  'add-restriction': (state, intent, seed) => addRestriction(state, intent.restriction, seed),
  'remove-restriction': (state, intent, seed) => removeRestriction(state, intent.restriction, seed),
  'avoid-allergen': avoidAllergen,
  'avoid-food': avoidFood,
  'include-food': (state, intent, seed) => includeFood(state, intent.food, seed),
  'less-food': (state, intent, seed) => lessFood(state, intent.food, seed),
  cuisine: (state, intent, seed) => cuisineStep(state, intent.cuisine, intent.isOnly, seed),
  swap: swapStep,
  'meal-size': mealSizeStep,
  'show-meal': showMeal,
  energy: (state, intent, seed) => energyStep(state, intent.kcal, seed, intent.direction),
  'energy-change': energyChangeStep,
  'more-protein': (state, _intent, seed) => moreProtein(state, seed),
  'more-fiber': (state, _intent, seed) => moreFiber(state, seed),
  'fewer-carbs': (state, _intent, seed) => fewerCarbs(state, seed),
  'less-nutrient': (state, intent, seed) => lessNutrient(state, intent.nutrient, seed),
  explain: explainStep,
  snacks: (state, intent, seed) => snacksStep(state, intent.count, seed),
  'fewer-snacks': (state, _intent, seed) => fewerSnacks(state, seed),
  'more-snacks': (state, _intent, seed) => moreSnacks(state, seed),
  regenerate: (state, _intent, seed) => regenerateStep(state, seed),
  // Follow-ups are resolved against the history (`follow-ups.ts`), and small talk and unknown
  // requests answered by `mealPlanChat`, before any edit runs.
  'answer-day': notAnEdit,
  'swap-again': notAnEdit,
  'small-talk': notAnEdit,
  unknown: notAnEdit,
};

function handle<K extends IntentKind>(
  kind: K,
  state: State,
  intent: IntentOf<K>,
  seed: number,
): Step | undefined {
  const handler: Handler<K> = HANDLERS[kind];
  return handler(state, intent, seed);
}

/** The step of one intent: what its handler did to the state, or undefined for no edit. */
export function applyIntent(state: State, intent: MealPlanIntent, seed: number): Step | undefined {
  return handle(intent.kind, state, intent, seed);
}
