import { describe, expect, it } from 'vitest';
import type { HealthProfile } from '../profile/health-profile';
import { computeTargetsForProfile, EDITION_NOTE } from '../targets';
import { composeDietaryRecommendations } from './dietary-recommendations';
import { composeHealthAnalysis } from './health-analysis';
import { type HealthAnalysis, HealthAnalysisSchema } from './schemas';
import { adult, MAYA, profileOf, targetsOf, WALTER } from './test-profiles';
import { composeWrittenGuidance } from './written-guidance';

function analysisFor(profile: HealthProfile): HealthAnalysis {
  return composeHealthAnalysis(profile, computeTargetsForProfile(profile));
}

const all = (analysis: HealthAnalysis) =>
  [
    analysis.overview,
    ...analysis.healthRisks,
    ...analysis.dietaryImpact,
    ...analysis.importantConsiderations,
  ].join('\n');

describe('composeHealthAnalysis', () => {
  it('returns the spec §3 shape with aligned sources', () => {
    for (const profile of [WALTER, MAYA, adult()]) {
      const analysis = analysisFor(profile);
      expect(HealthAnalysisSchema.parse(analysis)).toEqual(analysis);
      expect(analysis.sources?.length).toBeGreaterThan(0);
      const cited = new Set(
        [
          ...(analysis.sourceIds?.overview ?? []),
          ...(analysis.sourceIds?.healthRisks.flat() ?? []),
          ...(analysis.sourceIds?.dietaryImpact.flat() ?? []),
          ...(analysis.sourceIds?.importantConsiderations.flat() ?? []),
        ].sort(),
      );
      expect(analysis.sources?.map((row) => row.id).sort()).toEqual([...cited]);
    }
  });

  it('gives the overview with name, age, BMI to one decimal, activity and the energy target with its range', () => {
    const targets = targetsOf(WALTER);
    const analysis = composeHealthAnalysis(WALTER, targets);
    const { energy } = targets;
    expect(analysis.overview).toMatch(/^Walter, you are 62 years old with a BMI of 29\.4/);
    expect(analysis.overview).toContain('the overweight range');
    expect(analysis.overview).toContain('lightly active');
    expect(analysis.overview).toContain(`${energy.targetKcal.toLocaleString('en-US')} kcal`);
    expect(analysis.overview).toContain(
      `from ${energy.minKcal.toLocaleString('en-US')} kcal to ${energy.maxKcal.toLocaleString('en-US')} kcal`,
    );
    expect(analysis.overview).toContain(`times ${energy.activityFactor}`);
    expect(analysis.overview).toContain('about 500 kcal below');
    expect(analysis.overview).toContain('chronic kidney disease and high blood pressure');
    expect(analysis.overview).toContain('Lisinopril 20 mg');
  });

  it('reads differently for two different people', () => {
    const walter = analysisFor(WALTER);
    const maya = analysisFor(MAYA);
    expect(walter.overview).not.toEqual(maya.overview);
    expect(maya.overview).toMatch(/^Maya, you are 30 years old with a BMI of 21\.3/);
    expect(maya.overview).toContain('keep your weight steady');
    expect(maya.overview).toContain('irritable bowel syndrome (IBS)');
    const shared = walter.healthRisks.filter((risk) => maya.healthRisks.includes(risk));
    expect(shared).toEqual([]);
    expect(walter.dietaryImpact[0]).toMatch(/^Kidney disease/);
    expect(maya.dietaryImpact[0]).toMatch(/^IBS/);
  });

  it('names the risks of combinations: kidney disease with high blood pressure and with a potassium-keeping drug', () => {
    const risks = analysisFor(WALTER).healthRisks.join('\n');
    expect(risks).toContain('High blood pressure and kidney disease feed each other');
    expect(risks).toContain('high blood potassium');
    expect(risks).toContain('Lisinopril 20 mg and potassium');
    expect(risks).toMatch(/losing just 3–5 % \(2\.8–4\.6 kg for you\)/);
  });

  it('names the metabolic cluster and diabetes with kidney disease', () => {
    const analysis = analysisFor(
      adult({
        profile: { name: 'Rosa', age: 55, gender: 'female', weight: 95, height: 160 },
        healthConditions: ['obesity', 'fatty_liver', 'diabetes_type2', 'chronic_kidney_disease'],
      }),
    );
    const risks = analysis.healthRisks.join('\n');
    expect(risks).toContain(
      'Your extra weight, fatty liver and type 2 diabetes belong to one metabolic cluster',
    );
    expect(risks).toContain('Diabetes and kidney disease together');
    expect(analysis.dietaryImpact.join('\n')).toContain('7–10 % (6.7–9.5 kg)');
  });

  it('says the kidney stage and dialysis given, the protein that follows, and asks for what is missing', () => {
    const withKidney = (
      details?: NonNullable<HealthProfile['conditionDetails']>['chronic_kidney_disease'],
    ) =>
      all(
        analysisFor({
          ...WALTER,
          conditionDetails: details ? { chronic_kidney_disease: details } : undefined,
        }),
      );
    const dialysis = withKidney({ stage: '5', dialysis: 'hemodialysis' });
    expect(dialysis).toContain('Kidney disease (Stage 5, hemodialysis)');
    expect(dialysis).toContain('1.0–1.2 g per kg');
    expect(dialysis).toContain('dialysis removes protein');
    expect(dialysis).not.toContain('If you are on dialysis');
    expect(dialysis).not.toContain('0.6–0.8');

    const early = withKidney({ stage: '2', dialysis: 'none' });
    expect(early).toContain('Kidney disease (Stage 2, not on dialysis)');
    expect(early).toContain('0.8–1.3 g per kg');
    expect(early).not.toContain('If you are on dialysis');

    const unknown = withKidney();
    expect(unknown).toContain('0.6–0.8 g per kg');
    expect(unknown).toContain('If you are on dialysis, your protein needs are higher');

    // Dialysis is not asked about at a stage before 5.
    expect(withKidney({ stage: '3b' })).not.toContain('If you are on dialysis');
    expect(withKidney({ stage: '5' })).toContain('If you are on dialysis');

    const noStage = withKidney({ dialysis: 'none' });
    expect(noStage).toContain('Your kidney disease stage is not given');
  });

  it('puts the person’s own numbers in how diet helps: sodium, protein per kg, saturated fat, fibre', () => {
    const targets = targetsOf(WALTER);
    const impact = composeHealthAnalysis(WALTER, targets).dietaryImpact.join('\n');
    const protein = targets.limits.find((limit) => limit.id === 'ckd-protein-daily-range');
    const satFat = targets.limits.find((limit) => limit.id === 'sat-fat-daily-max');
    expect(impact).toContain('under 1,500 mg a day');
    expect(impact).toContain(`0.6–0.8 g per kg`);
    expect(impact).toContain(`${protein?.min}–${protein?.max} g a day`);
    expect(impact).toContain(`saturated fat under ${satFat?.max} g a day`);
    expect(impact).toContain('3,000 mg of potassium and 1,000 mg of phosphorus');

    const mayaTargets = targetsOf(MAYA);
    const mayaImpact = composeHealthAnalysis(MAYA, mayaTargets).dietaryImpact.join('\n');
    expect(mayaImpact).toContain(`${mayaTargets.fiber.minG} g of fibre a day`);
  });

  it('cites the source rows of each number', () => {
    const analysis = analysisFor(WALTER);
    const kidney = analysis.dietaryImpact.findIndex((text) => text.startsWith('Kidney disease'));
    expect(analysis.sourceIds?.dietaryImpact[kidney]).toEqual(
      expect.arrayContaining(['B5.1', 'B5.5', 'B5.7', 'B5.8']),
    );
  });

  it('says in plain words how conflicts were resolved, with the planning defaults to discuss', () => {
    const considerations = analysisFor(WALTER).importantConsiderations.join('\n');
    expect(considerations).toContain(
      "The DASH plan's high potassium target is not used for you: with kidney disease",
    );
    expect(considerations).toContain('The strictest sodium limit applies: 1,500 mg');
    expect(considerations).toContain(
      'Potassium: your plan stays under 3,000 mg a day. This is our cautious starting point',
    );
    expect(considerations).toContain('If you are on dialysis');
    expect(considerations).toContain(EDITION_NOTE);
    expect(considerations).toMatch(/not a diagnosis/);
  });

  it('gives medication advice for warfarin, as a risk and as what to do', () => {
    const analysis = analysisFor(adult({ medications: ['Coumadin 5mg'] }));
    expect(analysis.healthRisks.join('\n')).toContain('Coumadin 5mg and vitamin K');
    const advice = analysis.importantConsiderations.find((text) =>
      text.startsWith('Coumadin 5mg:'),
    );
    expect(advice).toContain('vitamin K you eat about the same every day');
    const index = analysis.importantConsiderations.indexOf(advice ?? '');
    expect(analysis.sourceIds?.importantConsiderations[index]).toEqual(['C1']);
  });

  it('reports allergies, dislikes and medicines it could not recognise', () => {
    const analysis = analysisFor(
      adult({
        allergies: ['zorbleberry'],
        medications: ['amlodipine', 'blood thinner'],
        foodPreferences: { liked: [], disliked: ['glorp'], cuisines: [] },
      }),
    );
    const text = analysis.importantConsiderations.join('\n');
    expect(text).toContain('We could not recognise the allergy "zorbleberry"');
    expect(text).toContain('We could not find "glorp" in our food table');
    expect(text).toContain('We do not know the food interactions of "amlodipine"');
    expect(text).toContain('ask your pharmacist');
    expect(text).toContain('You wrote "blood thinner", which is not a medicine\'s name.');
  });

  it('gives the insulin advice, with its sources, to a person on insulin', () => {
    const analysis = analysisFor(
      adult({ healthConditions: ['diabetes_type1'], medications: ['insulin glargine', 'Humalog'] }),
    );
    const index = analysis.importantConsiderations.findIndex((entry) =>
      entry.startsWith(
        'Insulin glargine and Humalog: each meal of your plan shows its carbohydrate',
      ),
    );
    expect(index).toBeGreaterThanOrEqual(0);
    expect(analysis.sourceIds?.importantConsiderations[index]).toEqual(['B2.1', 'B2.2', 'B2.3']);
    expect(analysis.importantConsiderations.join('\n')).not.toContain('We do not know');
    expect(analysis.sources?.map((row) => row.id)).toContain('B2.3');
  });

  it('says when targets are unavailable under 18 and points to a clinician', () => {
    const teen = profileOf({
      profile: { name: 'Sam Lee', age: 15, gender: 'male', weight: 55, height: 168 },
      healthConditions: ['celiac_disease'],
    });
    const result = computeTargetsForProfile(teen);
    expect(result.ok).toBe(false);
    const analysis = composeHealthAnalysis(teen, result);
    expect(HealthAnalysisSchema.safeParse(analysis).success).toBe(true);
    expect(analysis.overview).toContain('At 15, the adult equations');
    expect(analysis.overview).toContain('ask your doctor or a registered dietitian');
    expect(analysis.overview).not.toMatch(/kcal/);
    expect(analysis.dietaryImpact[0]).toMatch(/^Celiac disease/);
    // The same text without any targets argument.
    expect(composeHealthAnalysis(teen, null).overview).toContain('could not work out');
  });

  it('uses only whole sentences with units on every number of kcal, mg or g', () => {
    const analysis = analysisFor(WALTER);
    for (const text of [analysis.overview, ...analysis.dietaryImpact]) {
      expect(text).not.toMatch(/undefined|NaN|null/);
      expect(text.trim()).toMatch(/[.!?)]$/);
    }
    // Thousands are written 1,500, not 1500 (the edition note's years aside).
    expect(
      [analysis.overview, ...analysis.healthRisks, ...analysis.dietaryImpact].join('\n'),
    ).not.toMatch(/\d{4,}/);
    expect(all(analysis)).toContain('Walter');
  });

  it('gives general advice when no condition is listed', () => {
    const analysis = analysisFor(adult());
    expect(analysis.overview).toContain('did not list any health conditions');
    expect(analysis.dietaryImpact[0]).toMatch(/aim for at least \d+ g of fibre/);
  });
});

describe('composeWrittenGuidance', () => {
  it('gives the same two parts as composing them one by one', () => {
    const both = composeWrittenGuidance(WALTER);
    expect(both.healthAnalysis).toEqual(analysisFor(WALTER));
    expect(both.dietaryRecommendations).toEqual(
      composeDietaryRecommendations(WALTER, computeTargetsForProfile(WALTER)),
    );
  });
});

describe('a daily energy the person chose', () => {
  it('says how far it is from what they burn, instead of the usual 500 kcal cut', () => {
    const result = computeTargetsForProfile(WALTER, { energyKcalOverride: 1800 });
    const analysis = composeHealthAnalysis(WALTER, result);
    expect(analysis.overview).toContain('Your daily energy target is 1,800 kcal');
    expect(analysis.overview).not.toContain('about 500 kcal below');
    expect(analysis.overview).toMatch(/Your target is [\d,]+ kcal below that\./);
  });
});
