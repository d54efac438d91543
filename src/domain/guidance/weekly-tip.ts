import { type ConditionId, getCondition } from '../conditions/catalogue';
import { PLAIN_CONDITION_NAMES } from './context';

/** Tips for anyone, by the Dietary Guidelines for Americans 2020–2025, when no condition applies. */
const GENERAL_TIPS = [
  'Fill half your plate with vegetables and fruit: they bring fibre, potassium and vitamins for few calories.',
  'Choose whole grains (oats, brown rice, wholemeal bread) for at least half of your grains.',
  'Most salt comes from bread, cheese, cured meats and ready meals: cooking from simple ingredients keeps it down.',
  'Drink water rather than sugary drinks; a glass with each meal is an easy habit.',
  'Beans, lentils and chickpeas are cheap protein with fibre: try them in a soup or a salad this week.',
] as const;

/**
 * This week's tip for a person's conditions: each week the next focus of the next condition in
 * turn (from the condition catalogue), or a general tip when they list none. `week` is any
 * running week number; the same week gives the same tip.
 */
export function weeklyHealthTip(conditions: readonly ConditionId[], week: number): string {
  const turn = Math.abs(Math.trunc(week));
  if (conditions.length === 0) return GENERAL_TIPS[turn % GENERAL_TIPS.length]!;
  const id = conditions[turn % conditions.length]!;
  const condition = getCondition(id);
  const focus =
    condition.dietaryFocus[Math.floor(turn / conditions.length) % condition.dietaryFocus.length]!;
  return `This week, for your ${PLAIN_CONDITION_NAMES[id]}: ${focus.toLowerCase()}. ${condition.description} Your meal plans already keep to it; your analysis says how.`;
}
