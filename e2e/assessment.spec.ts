import { expect, expectNoSeriousA11yViolations, saveScreenshots, test } from './fixtures';

const ASSESSMENT_ALERT = 'Please log in to save your data permanently to the database.';
const PREFERENCES_ALERT = 'Please log in to save your preferences permanently.';

test.describe('Assessment and preferences', () => {
  test('a new visitor fills in the assessment and preferences, and a reload keeps the answers', async ({
    page,
  }) => {
    await page.goto('/assessment');
    await expect(page.getByRole('heading', { level: 1, name: 'Health Assessment' })).toBeVisible();
    await expect(page.getByText('Profile 10% complete')).toBeVisible();

    // Imperial is the default.
    await expect(page.getByRole('radio', { name: 'Imperial' })).toBeChecked();
    await page.getByLabel('Name').fill('Ada Lovelace');
    await page.getByLabel('Age').fill('45');
    await page.getByRole('radio', { name: 'Female' }).check();

    // A weight out of range shows its message once the field is left, and clears when fixed.
    const pounds = page.getByLabel('Weight (lb)');
    await pounds.fill('700');
    await pounds.blur();
    await expect(page.getByText('Weight must be between 44 and 660 lb')).toBeVisible();
    await expect(pounds).toHaveAttribute('aria-invalid', 'true');
    await pounds.fill('176.4');
    await expect(page.getByText('Weight must be between 44 and 660 lb')).toHaveCount(0);
    await page.getByLabel('Feet').fill('5');
    await page.getByLabel('Inches').fill('7');

    const bmi = page.getByRole('region', { name: 'Your BMI' });
    await expect(bmi).toContainText('27.6');
    await expect(bmi).toContainText('Overweight');

    // Switching to metric converts the measures (spec §5 factors, rounded to 0.1).
    await page.getByRole('radio', { name: 'Metric' }).check();
    await expect(page.getByRole('radio', { name: 'Metric' })).toBeChecked();
    await expect(page.getByLabel('Weight (kg)')).toHaveValue('80');
    await expect(page.getByLabel('Height (cm)')).toHaveValue('170.2');
    await expect(bmi).toContainText('27.6');
    await expect(bmi).toContainText('Overweight');

    await page.getByRole('checkbox', { name: 'Type 2 Diabetes' }).check();
    await page.getByRole('checkbox', { name: 'High Blood Pressure' }).check();
    await page.getByLabel('Your medications').fill('metformin, , lisinopril ');
    await expect(
      page.getByRole('list', { name: 'Medications entered' }).getByRole('listitem'),
    ).toHaveCount(2);
    await page.getByLabel('Your allergies').fill('peanuts');

    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshots(page, 'assessment');

    // The AI advisor opens with a message for the section in view, and closes with Escape.
    const helpButton = page.getByRole('button', { name: 'Get AI Help' });
    await page.getByLabel('Name').focus();
    await helpButton.click();
    const panel = page.getByRole('dialog', { name: 'AI Health Advisor' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Helping with: Personal information');
    await expect(panel.getByRole('log')).toContainText(/Ada/);
    await expect(panel.getByRole('button').nth(1)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshots(page, 'assessment-help');
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(helpButton).toBeFocused();

    // Reopened while the conditions are in focus, it speaks about them; the close button works.
    await page.getByRole('checkbox', { name: 'Type 2 Diabetes' }).focus();
    await helpButton.click();
    await expect(panel).toContainText('Helping with: Health conditions');
    await expect(panel.getByRole('log')).toContainText(/Type 2 Diabetes/);
    await panel.getByRole('button', { name: 'Close AI help' }).click();
    await expect(panel).toHaveCount(0);

    // Signed out: the spec's alert, then on to the preferences.
    const assessmentAlert = page.waitForEvent('dialog');
    const submitted = page.getByRole('button', { name: 'Continue to Food Preferences' }).click();
    const alert = await assessmentAlert;
    expect(alert.type()).toBe('alert');
    expect(alert.message()).toBe(ASSESSMENT_ALERT);
    await alert.accept();
    await submitted;
    await expect(page).toHaveURL(/\/preferences$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Food Preferences' })).toBeVisible();

    // Quick select appends to the favorites.
    const likes = page.getByRole('textbox', { name: 'Favorite foods' });
    const salmon = page.getByRole('button', { name: 'Salmon', exact: true });
    await expect(salmon).toHaveAttribute('aria-pressed', 'false');
    await salmon.click();
    await expect(salmon).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'Oats', exact: true }).click();
    await expect(likes).toHaveValue('Salmon, Oats');

    // Recommendations: five cards, each adds its food to the likes.
    await page.getByRole('button', { name: 'Get AI Food Recommendations' }).click();
    const cards = page.getByRole('list', { name: 'Recommended foods' }).getByRole('listitem');
    await expect(cards).toHaveCount(5);
    const firstFood = (await cards.first().getByRole('heading').textContent()) ?? '';
    expect(firstFood).not.toBe('');
    await cards.first().getByRole('button', { name: 'Add to favorites' }).click();
    await expect(likes).toHaveValue(`Salmon, Oats, ${firstFood}`);
    await expect(cards.first().getByRole('button')).toHaveAccessibleName('Added to favorites');

    await page.getByRole('checkbox', { name: 'Gluten-Free' }).check();
    await page.getByRole('checkbox', { name: 'Mediterranean' }).check();
    await page.getByLabel('Disliked foods').fill('olives');
    await page.getByLabel('Meals per day').selectOption('4');
    await expect(page.getByText('Profile 100% complete')).toBeVisible();

    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshots(page, 'preferences');

    // A reload keeps every answer (the profile lives in sessionStorage).
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Favorite foods' })).toHaveValue(
      `Salmon, Oats, ${firstFood}`,
    );
    await expect(page.getByRole('checkbox', { name: 'Gluten-Free' })).toBeChecked();
    await expect(page.getByLabel('Meals per day')).toHaveValue('4');
    await page.getByRole('link', { name: 'Back to Assessment' }).click();
    await expect(page).toHaveURL(/\/assessment$/);
    await page.reload();
    await expect(page.getByLabel('Name')).toHaveValue('Ada Lovelace');
    await expect(page.getByRole('radio', { name: 'Metric' })).toBeChecked();
    await expect(page.getByLabel('Weight (kg)')).toHaveValue('80');
    await expect(page.getByRole('checkbox', { name: 'High Blood Pressure' })).toBeChecked();
    await expect(page.getByLabel('Your medications')).toHaveValue('metformin, , lisinopril ');

    // On to the analysis, with the preferences alert.
    await page.goto('/preferences');
    const preferencesAlert = page.waitForEvent('dialog');
    const analysed = page.getByRole('button', { name: 'Get AI Analysis' }).click();
    const secondAlert = await preferencesAlert;
    expect(secondAlert.message()).toBe(PREFERENCES_ALERT);
    await secondAlert.accept();
    await analysed;
    await expect(page).toHaveURL(/\/analysis$/);
  });

  test('submitting an empty assessment shows every message and focuses the first field', async ({
    page,
  }) => {
    await page.goto('/assessment');
    await page.getByRole('button', { name: 'Continue to Food Preferences' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Age is required')).toBeVisible();
    await expect(page.getByText('Please select a gender')).toBeVisible();
    await expect(page.getByText('Weight is required')).toBeVisible();
    await expect(page.getByText('Feet is required')).toBeVisible();
    await expect(page.getByLabel('Name')).toBeFocused();
    await expect(page).toHaveURL(/\/assessment$/);
    await expectNoSeriousA11yViolations(page);
  });
});
