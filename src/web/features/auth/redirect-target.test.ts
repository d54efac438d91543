import { describe, expect, it } from 'vitest';
import { sameSiteRedirectTarget } from './redirect-target';

describe('sameSiteRedirectTarget', () => {
  it.each([
    ['/meal-plan', '/meal-plan'],
    ['/account?tab=plans', '/account?tab=plans'],
    ['/', '/'],
  ])('keeps the same-site path %s', (value, expected) => {
    expect(sameSiteRedirectTarget(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'meal-plan',
    'https://evil.example/',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('refuses %s', (value) => {
    expect(sameSiteRedirectTarget(value)).toBeNull();
  });
});
