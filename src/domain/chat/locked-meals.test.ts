import { describe, expect, it } from 'vitest';
import type { AnimalOrigin } from '../foods/food';
import { getFood } from '../foods/food-table';
import { mealsOfDay } from '../planner/build-meal';
import { setMealLocked } from '../planner/meal-choices';
import type { Meal, MealPlan } from '../planner/meal-plan';
import type { MealSlotRef } from '../planner/swap-meal';
import { verifyMealPlan } from '../planner/verify-meal-plan';
import type { HealthProfile } from '../profile/health-profile';
import { computeTargetsForProfile } from '../targets/compute-targets';
import { person, planFor } from '../testing/chat-people';
import { testSolver } from '../testing/solver';
import { mealAt } from './edits/slots';
import { mealPlanChat } from './meal-plan-chat';
import { type MealPlanChatReply, MealPlanChatReplySchema } from './schemas';

const ann = person();
const annPlan = planFor(ann);

function chat(message: string, plan: MealPlan, profile: HealthProfile = ann): MealPlanChatReply {
  const reply = mealPlanChat(
    { message, currentMealPlan: plan, profile, conversationHistory: [] },
    { solver: testSolver, seed: 5 },
  );
  return MealPlanChatReplySchema.parse(reply);
}

const MEAT_OR_FISH: readonly AnimalOrigin[] = ['pork', 'beef', 'lamb', 'game', 'poultry', 'fish'];
const hasMeat = (meal: Meal) =>
  (meal.ingredients ?? []).some((item) =>
    getFood(item.foodId)!.tags.animalOrigin.some((origin) => MEAT_OR_FISH.includes(origin)),
  );

const mealOf = (plan: MealPlan, ref: MealSlotRef) =>
  mealAt(plan.days.find((day) => day.day === ref.day)!, ref)!;

/** Every slot of the plan, with its meal. */
const slotsOf = (plan: MealPlan) =>
  plan.days.flatMap((day) =>
    (['breakfast', 'lunch', 'dinner'] as const).map((slot) => ({
      ref: { day: day.day, slot } as MealSlotRef,
      meal: day.meals[slot],
    })),
  );

/** A slot whose meal an edit of the unlocked plan changes: locking it tests the lock. */
function slotEditedBy(message: string): MealSlotRef {
  const edited = chat(message, annPlan).modifiedMealPlan;
  if (!edited) throw new Error(`setup: "${message}" changed nothing`);
  const found = slotsOf(annPlan).find(
    ({ ref, meal }) => JSON.stringify(mealOf(edited, ref)) !== JSON.stringify(meal),
  );
  if (!found) throw new Error(`setup: "${message}" changed no main meal`);
  return found.ref;
}

/** The returned plan passes `verifyMealPlan` for the reply's profile and the plan's energy. */
function expectVerified(reply: MealPlanChatReply, profile: HealthProfile = ann) {
  const plan = reply.modifiedMealPlan!;
  expect(plan).toBeDefined();
  const who = reply.profile ?? profile;
  const energyKcal = plan.dailyCalories!;
  const targets = computeTargetsForProfile(who, { energyKcalOverride: energyKcal });
  if (!targets.ok) throw new Error('setup: targets');
  expect(verifyMealPlan(plan, who, { targets: targets.value, energyKcal }).violations).toEqual([]);
}

describe('mealPlanChat: edits keep locked meals exactly', () => {
  it('"less salt" keeps a locked meal, recipe and portions, that it would otherwise replace', () => {
    const ref = slotEditedBy('less salt');
    const plan = setMealLocked(annPlan, ref, true);
    const reply = chat('less salt', plan);
    expect(reply.outcome).toBe('changed');
    expectVerified(reply);
    expect(mealOf(reply.modifiedMealPlan!, ref)).toEqual(mealOf(plan, ref));
    expect(mealOf(reply.modifiedMealPlan!, ref).isLocked).toBe(true);
  });

  it('"Reduce calories to 1500/day" keeps a locked meal\'s portions; the rest of its day makes up the difference', () => {
    const ref: MealSlotRef = { day: 2, slot: 'lunch' };
    const plan = setMealLocked(annPlan, ref, true);
    const reply = chat('Reduce calories to 1500/day', plan);
    expect(reply.outcome).toBe('changed');
    expectVerified(reply);
    const edited = reply.modifiedMealPlan!;
    expect(edited.dailyCalories).toBe(1500);
    expect(mealOf(edited, ref)).toEqual(mealOf(plan, ref));
    for (const day of edited.days) {
      expect(Math.abs(day.totals!.calories - 1500) / 1500).toBeLessThanOrEqual(0.05);
    }
    // Without the lock the same edit makes that meal smaller.
    const unlocked = chat('Reduce calories to 1500/day', annPlan).modifiedMealPlan!;
    expect(mealOf(unlocked, ref).calories).toBeLessThan(mealOf(annPlan, ref).calories);
    expect(reply.message).toContain('Your locked meals keep their portions');
  });

  it('"Add more protein" never replaces a locked meal', () => {
    const ref = slotEditedBy('Add more protein');
    const plan = setMealLocked(annPlan, ref, true);
    const reply = chat('Add more protein', plan);
    expectVerified(reply);
    expect(mealOf(reply.modifiedMealPlan!, ref)).toEqual(mealOf(plan, ref));
  });

  it('"Make this vegetarian" keeps a locked meat meal, changes the rest, and says so', () => {
    const locked = slotsOf(annPlan).find(({ meal }) => hasMeat(meal));
    if (!locked) throw new Error('setup: no meat in the plan');
    const plan = setMealLocked(annPlan, locked.ref, true);
    const reply = chat('Make this vegetarian', plan);
    expect(reply.outcome).toBe('changed');
    expectVerified(reply);
    const edited = reply.modifiedMealPlan!;
    expect(mealOf(edited, locked.ref)).toEqual(mealOf(plan, locked.ref));
    const withMeat = edited.days.flatMap(mealsOfDay).filter(hasMeat);
    expect(withMeat).toEqual([mealOf(plan, locked.ref)]);
    expect(reply.profile?.dietaryRestrictions).toContain('vegetarian');
    expect(reply.message).toContain(
      `I kept your locked ${locked.ref.slot} on day ${locked.ref.day} (${locked.meal.name}), which is not vegetarian: unlock it if you want it changed.`,
    );
    expect(reply.message).toContain('every meal but your locked one is now vegetarian');
  });

  it('"Swap breakfast for Day 1" refuses a locked breakfast and says it is locked', () => {
    const ref: MealSlotRef = { day: 1, slot: 'breakfast' };
    const plan = setMealLocked(annPlan, ref, true);
    const reply = chat('Swap breakfast for Day 1', plan);
    expect(reply.outcome).toBe('refused');
    expect(reply.modifiedMealPlan).toBeUndefined();
    expect(reply.message).toBe(
      `Day 1 breakfast (${mealOf(plan, ref).name}) is locked, so I kept it: unlock it if you want another. Your plan is unchanged.`,
    );
  });

  it('"swap all breakfasts" swaps the others and names the locked one it kept', () => {
    const ref: MealSlotRef = { day: 3, slot: 'breakfast' };
    const plan = setMealLocked(annPlan, ref, true);
    const reply = chat('swap all breakfasts', plan);
    expect(reply.outcome).toBe('changed');
    expectVerified(reply);
    expect(mealOf(reply.modifiedMealPlan!, ref)).toEqual(mealOf(plan, ref));
    expect(reply.message).toContain(`Day 3 breakfast (${mealOf(plan, ref).name}) is locked`);
  });

  it('"regenerate" plans the rest anew around a locked meal', () => {
    const ref: MealSlotRef = { day: 4, slot: 'dinner' };
    const plan = setMealLocked(annPlan, ref, true);
    const reply = chat('regenerate', plan);
    expect(reply.outcome).toBe('changed');
    expectVerified(reply);
    expect(mealOf(reply.modifiedMealPlan!, ref)).toEqual(mealOf(plan, ref));
    expect(reply.message).toContain('Your locked meals stay as they are.');
  });

  it('"I\'m allergic to fish" with a locked fish meal refuses and says to unlock it first', () => {
    const locked = slotsOf(annPlan).find(({ meal }) =>
      (meal.ingredients ?? []).some((item) =>
        getFood(item.foodId)!.tags.allergens.includes('fish'),
      ),
    );
    if (!locked) throw new Error('setup: no fish in the plan');
    const plan = setMealLocked(annPlan, locked.ref, true);
    const reply = chat("I'm allergic to fish", plan);
    expect(reply.outcome).toBe('refused');
    expect(reply.modifiedMealPlan).toBeUndefined();
    expect(reply.profile).toBeUndefined();
    expect(reply.message).toContain(
      `your locked ${locked.ref.slot} on day ${locked.ref.day} (${locked.meal.name}) has it, and I keep a locked meal as it is: unlock it, then ask again.`,
    );
  });

  it('"fewer snacks" keeps a locked snack and the locked meals of its day', () => {
    const snack: MealSlotRef = { day: 3, slot: 'snack', snackIndex: 0 };
    const dinner: MealSlotRef = { day: 3, slot: 'dinner' };
    const plan = setMealLocked(setMealLocked(annPlan, snack, true), dinner, true);
    const reply = chat('fewer snacks', plan);
    expect(reply.outcome).toBe('changed');
    expectVerified(reply);
    const edited = reply.modifiedMealPlan!;
    expect(edited.days.every((day) => day.meals.snacks.length === 1)).toBe(true);
    expect(mealOf(edited, snack)).toEqual(mealOf(plan, snack));
    expect(mealOf(edited, dinner)).toEqual(mealOf(plan, dinner));
  });

  it('an unlocked plan gets the same reply as before locks existed', () => {
    // Locking and unlocking leaves no trace: the plan and every edit's reply are as they were.
    const relocked = setMealLocked(
      setMealLocked(annPlan, { day: 1, slot: 'lunch' }, true),
      {
        day: 1,
        slot: 'lunch',
      },
      false,
    );
    expect(relocked).toEqual(annPlan);
    for (const message of ['less salt', 'Make this vegetarian', 'Swap breakfast for Day 1']) {
      const reply = chat(message, relocked);
      expect(reply).toEqual(chat(message, annPlan));
      expect(JSON.stringify(reply.modifiedMealPlan)).not.toContain('isLocked');
    }
  });
});
