import { type ConditionId, getCondition } from '../conditions/catalogue';
import { getMedicationClass } from '../medications/interactions';
import type { MedicationClassId } from '../medications/medication-class';
import type { DietaryRestriction } from '../profile/health-profile';
import { type GuidanceContext, has, takes } from './context';

/**
 * What selects an entry of the guidance catalogues, as data: a condition, a matched medication
 * class, excess weight, a limit or micronutrient the person's targets carry, a dietary
 * restriction, or everyone.
 */
export type Trigger =
  | { kind: 'everyone' }
  | { kind: 'condition'; id: ConditionId }
  | { kind: 'medication'; id: MedicationClassId }
  /** BMI 25 or more, or obesity ticked. */
  | { kind: 'excess-weight' }
  /** A limit (`targets.limits[].id`) or micronutrient (`targets.micronutrients[].id`) id. */
  | { kind: 'target'; id: string }
  | { kind: 'restriction'; id: DietaryRestriction };

export const everyone: Trigger = { kind: 'everyone' };
export const excessWeight: Trigger = { kind: 'excess-weight' };
export const condition = (id: ConditionId): Trigger => ({ kind: 'condition', id });
export const medication = (id: MedicationClassId): Trigger => ({ kind: 'medication', id });
export const target = (id: string): Trigger => ({ kind: 'target', id });
export const restriction = (id: DietaryRestriction): Trigger => ({ kind: 'restriction', id });

export function triggerApplies(trigger: Trigger, ctx: GuidanceContext): boolean {
  switch (trigger.kind) {
    case 'everyone':
      return true;
    case 'condition':
      return has(ctx, trigger.id);
    case 'medication':
      return takes(ctx, trigger.id);
    case 'excess-weight':
      return ctx.hasExcessWeight;
    case 'target':
      return (
        ctx.targets !== null &&
        (ctx.targets.limits.some((limit) => limit.id === trigger.id) ||
          ctx.targets.micronutrients.some((item) => item.id === trigger.id))
      );
    case 'restriction':
      return ctx.profile.dietaryRestrictions.includes(trigger.id);
  }
}

/** Plain words for a trigger, for documentation and tests ('Chronic Kidney Disease'). */
export function describeTrigger(trigger: Trigger): string {
  switch (trigger.kind) {
    case 'everyone':
      return 'everyone';
    case 'condition':
      return getCondition(trigger.id).name;
    case 'medication':
      return getMedicationClass(trigger.id).label;
    case 'excess-weight':
      return 'BMI 25 or more, or obesity';
    case 'target':
      return `targets include ${trigger.id}`;
    case 'restriction':
      return `${trigger.id} diet`;
  }
}
