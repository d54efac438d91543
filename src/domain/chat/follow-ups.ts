import type { MealPlanIntent } from './intent-schema';
import { parseMealPlanRequests } from './intents';
import type { ChatMessage } from './schemas';
import type { IntentOf } from './step';

/** User messages of the history read for follow-ups ('day 3', 'another one'). */
const HISTORY_MESSAGES = 10;

type SwapIntent = IntentOf<'swap'>;

/**
 * Reads the new message in the light of the earlier user messages: 'day 3' answers 'which day?'
 * after a swap without a day, 'another one' repeats the last swap.
 */
export function resolveIntents(message: string, history: readonly ChatMessage[]): MealPlanIntent[] {
  const earlier = history
    .filter((entry) => entry.role === 'user')
    .slice(-HISTORY_MESSAGES)
    .map((entry) => entry.content);
  let lastSwaps: SwapIntent[] = [];
  let waiting: SwapIntent[] = [];
  let resolved: MealPlanIntent[] = [];
  for (const text of [...earlier, message]) {
    resolved = parseMealPlanRequests(text).flatMap((intent): MealPlanIntent[] => {
      if (intent.kind === 'answer-day') {
        return waiting.length > 0
          ? waiting.map((swap) => ({ ...swap, day: intent.day }))
          : [{ kind: 'unknown' }];
      }
      if (intent.kind === 'swap-again') {
        return lastSwaps.length > 0 ? lastSwaps : [{ kind: 'unknown' }];
      }
      return [intent];
    });
    const swaps = resolved.filter((intent): intent is SwapIntent => intent.kind === 'swap');
    waiting = swaps.filter((swap) => swap.day === undefined);
    const complete = swaps.filter((swap) => swap.day !== undefined);
    if (complete.length > 0) lastSwaps = complete;
  }
  return resolved;
}
