import { profileStore, type StoredChatMessage } from '../../lib/profile-store';

/*
 * The Meal Plan Assistant's conversation, kept in the profile store: the launcher adds the
 * greeting, the lazily loaded assistant adds the turns.
 */

export const now = () => new Date().toISOString();

export function appendMealPlanChatMessage(message: StoredChatMessage) {
  profileStore.update((state) => ({ mealPlanChat: [...state.mealPlanChat, message] }));
}
