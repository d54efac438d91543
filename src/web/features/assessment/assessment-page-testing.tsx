import { screen } from '@testing-library/react';
import {
  createTestQueryClient,
  makeSession,
  renderWithProviders,
  seedAuth,
} from '../../test/render';
import { AssessmentPage } from './assessment-page';

/** Helpers for the assessment page's tests (not used by the app). */

export function renderAssessment({ signedIn = false } = {}) {
  const queryClient = createTestQueryClient();
  seedAuth(queryClient, { session: signedIn ? makeSession() : null });
  return renderWithProviders(<AssessmentPage />, { path: '/assessment', queryClient });
}

type User = ReturnType<typeof renderAssessment>['user'];

export async function fillImperial(user: User, { lb = '176.4', ft = '5', inches = '7' } = {}) {
  await user.type(screen.getByLabelText(/^Weight \(lb\)/), lb);
  await user.type(screen.getByLabelText(/^Feet/), ft);
  await user.type(screen.getByLabelText(/^Inches/), inches);
}

export async function fillPersonal(user: User) {
  await user.type(screen.getByLabelText(/^Name/), 'Ada Lovelace');
  await user.type(screen.getByLabelText(/^Age/), '45');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
}
