/** The product's name: the home page title and the suffix of every other page title. */
export const APP_NAME = 'Preventive Health & Nutrition';

/** Spec §9 fixes the footer's copyright year; it is not the current year. */
export const COPYRIGHT_YEAR = 2025;

/** `Health Assessment | Preventive Health & Nutrition`; the home page passes no title. */
export function formatDocumentTitle(pageTitle?: string): string {
  return pageTitle ? `${pageTitle} | ${APP_NAME}` : APP_NAME;
}
