import { describe, expect, it } from 'vitest';
import { INITIAL_PROFILE_STATE } from '../../lib/profile-store';
import { AssessmentFormSchema, convertMeasures } from './assessment-schema';

const valid = {
  ...INITIAL_PROFILE_STATE.assessment,
  name: 'Ada',
  age: '45',
  gender: 'female' as const,
  weightLbs: '150',
  heightFeet: '5',
  heightInches: '6',
};

const messages = (values: Partial<typeof valid>) => {
  const result = AssessmentFormSchema.safeParse({ ...valid, ...values });
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('AssessmentFormSchema (spec §5 ranges)', () => {
  it.each([
    [{ age: '1' }, []],
    [{ age: '120' }, []],
    [{ age: '120.5' }, ['Age must be between 1 and 120 years']],
    [{ age: '30.5' }, ['Age must be a whole number']],
    [{ name: '   ' }, ['Name is required']],
    [{ weightLbs: '44' }, []],
    [{ weightLbs: '660' }, []],
    [{ weightLbs: '660.1' }, ['Weight must be between 44 and 660 lb']],
    [{ heightFeet: '3' }, []],
    [{ heightFeet: '8' }, []],
    [{ heightInches: '0' }, []],
    [{ heightInches: '11' }, []],
    [{ heightInches: '11.1' }, ['Inches must be between 0 and 11']],
    [{ heightInches: '' }, ['Inches is required (enter 0 if none)']],
    [{ unit: 'metric' as const, weightKg: '20', heightCm: '250' }, []],
    [{ unit: 'metric' as const, weightKg: '300', heightCm: '50.5' }, []],
    [
      { unit: 'metric' as const, weightKg: 'abc', heightCm: '' },
      ['Weight must be a number', 'Height is required'],
    ],
    // The engine's list limits: 50 medications of up to 120 characters, allergies up to 80.
    [{ medications: `${'m'.repeat(120)}, metformin` }, []],
    [
      { medications: 'm'.repeat(121) },
      ['Each medication can be at most 120 characters; separate several with commas'],
    ],
    [
      { medications: Array.from({ length: 51 }, (_, i) => `drug ${i}`).join(', ') },
      ['List at most 50 items'],
    ],
    [
      { allergies: `peanuts, ${'a'.repeat(81)}` },
      ['Each allergy can be at most 80 characters; separate several with commas'],
    ],
  ])('%o gives %o', (values, expected) => {
    expect(messages(values)).toEqual(expected);
  });

  it('ignores the fields of the unit not in use', () => {
    expect(messages({ weightKg: '5', heightCm: '5' })).toEqual([]);
    expect(
      messages({ unit: 'metric', weightKg: '70', heightCm: '170', weightLbs: '', heightFeet: '' }),
    ).toEqual([]);
  });
});

describe('convertMeasures', () => {
  it('converts pounds and feet + inches to kg and cm, to 0.1', () => {
    expect(
      convertMeasures(
        { ...valid, weightLbs: '176.4', heightFeet: '5', heightInches: '7' },
        'metric',
      ),
    ).toEqual({ weightKg: '80', heightCm: '170.2' });
    expect(convertMeasures({ ...valid, weightLbs: '', heightFeet: '' }, 'metric')).toEqual({
      weightKg: '',
      heightCm: '',
    });
  });

  it('converts kg and cm to pounds, feet and inches, to 0.1', () => {
    expect(convertMeasures({ ...valid, weightKg: '70', heightCm: '182.9' }, 'imperial')).toEqual({
      weightLbs: '154.3',
      heightFeet: '6',
      heightInches: '0',
    });
  });
});
