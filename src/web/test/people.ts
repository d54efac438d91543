import { INITIAL_PROFILE_STATE } from '../lib/profile-store';

/**
 * Ada's answers on the assessment, as the form stores them: 52, female, metric, 82 kg, 165 cm,
 * no condition. Enough for the engine to set targets and plan. Tests spread it to vary a field.
 */
export const ADA_ASSESSMENT = {
  ...INITIAL_PROFILE_STATE.assessment,
  name: 'Ada',
  age: '52',
  gender: 'female' as const,
  unit: 'metric' as const,
  weightKg: '82',
  heightCm: '165',
};
