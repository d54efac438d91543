import { healthGuidance } from '../assessment-help/health-guidance';
import { parseMealPlanRequests } from '../chat/intents';
import { nameKey } from '../foods/food-names';
import { readAnswer } from '../questionnaire/parse-answer';
import { ADVISOR_FORM, type UnderstandingCase } from './understanding-case';

/** Whether a reader did what a case asks, and what it read (for the failure message). */
export function checkUnderstanding(entry: UnderstandingCase): { ok: boolean; read: unknown } {
  if (entry.reader === 'advisor') {
    const read = healthGuidance(entry.section, ADVISOR_FORM, entry.text).message;
    return { ok: entry.says.test(read), read };
  }
  if (entry.reader === 'chat') {
    const read = parseMealPlanRequests(entry.text);
    const ok =
      read.length === entry.intents.length &&
      entry.intents.every((expected, i) =>
        Object.entries(expected).every(
          ([field, value]) =>
            JSON.stringify((read[i] as Record<string, unknown>)[field]) === JSON.stringify(value),
        ),
      );
    return { ok, read };
  }
  const read = readAnswer(entry.topic, entry.text).data;
  const keys = (list: unknown) =>
    new Set(Array.isArray(list) ? list.map((item) => nameKey(String(item))) : []);
  const has = Object.entries(entry.has).every(([field, value]) => {
    const got = (read as Record<string, unknown>)[field];
    if (!Array.isArray(value)) return got === value;
    if (!Array.isArray(got)) return false;
    if (value.length === 0) return got.length === 0;
    const gotKeys = keys(got);
    return value.every((item) => gotKeys.has(nameKey(String(item))));
  });
  const lacks = Object.entries(entry.lacks ?? {}).every(([field, items]) => {
    const gotKeys = keys((read as Record<string, unknown>)[field]);
    return items.every((item) => !gotKeys.has(nameKey(item)));
  });
  return { ok: has && lacks, read };
}
