import type { SourceId } from '../sources';
import { type GuidanceContext, unique } from './context';
import type { FoodCategory } from './food-category';
import { triggerApplies } from './triggers';

// Which catalogue entries apply to a person, and the reason each gives them.

interface Selected {
  entry: FoodCategory;
  /** True when something about the person (not just 'everyone') selected it. */
  isPersonal: boolean;
}

export function select<T extends FoodCategory>(catalog: readonly T[], ctx: GuidanceContext) {
  const selected: (Selected & { entry: T })[] = [];
  for (const entry of catalog) {
    if (entry.unless?.some((trigger) => triggerApplies(trigger, ctx))) continue;
    const fired = entry.because.filter((because) => triggerApplies(because.when, ctx));
    if (fired.length === 0) continue;
    selected.push({ entry, isPersonal: fired.some((because) => because.when.kind !== 'everyone') });
  }
  return selected;
}

export function reasonOf(
  entry: FoodCategory,
  ctx: GuidanceContext,
  foods: readonly string[],
): { reason: string; sourceIds: SourceId[] } {
  const sentences: string[] = [entry.lead];
  const sourceIds: SourceId[] = [];
  for (const because of entry.because) {
    if (!triggerApplies(because.when, ctx)) continue;
    const sentence = because.say(ctx, foods);
    if (sentence === null) continue;
    if (!sentences.includes(sentence)) sentences.push(sentence);
    sourceIds.push(...because.sourceIds);
  }
  return { reason: sentences.join(' '), sourceIds: unique(sourceIds) };
}
