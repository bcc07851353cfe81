import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ProductRemote } from '../support/remote-pages';
import { ShellPage } from '../support/shell-page';

/** Catalogue §5: what an incompatible product says. */
const INCOMPATIBLE = 'This product or size is incompatible with the selected products.';

/** What the journey reads of a wizard product (`GET /api/compatible_products/`). */
interface WizardProduct {
  readonly modelId: number;
  readonly norm: string;
  readonly fits: readonly string[];
}

async function nordicStep(request: APIRequestContext, group: string): Promise<WizardProduct[]> {
  const response = await request.get(
    `/api/compatible_products/?sport=nordic&group=${group}&lang=en&taxAreaId=1&size=60`,
  );
  expect(response.status()).toBe(200);
  return ((await response.json()) as { products: WizardProduct[] }).products;
}

/**
 * Nordic skis, a binding that takes them and some boots, one that does not take them, and boots
 * the first binding takes: the seed holds classic and skate norms, so such a set exists.
 */
async function nordicPicks(request: APIRequestContext) {
  const [skis, bindings, boots] = await Promise.all(
    ['skis', 'bindings', 'boots'].map((group) => nordicStep(request, group)),
  );
  for (const ski of skis ?? []) {
    const refuses = bindings?.find((binding) => !binding.fits.includes(ski.norm));
    for (const binding of bindings ?? []) {
      const boot = boots?.find((candidate) => binding.fits.includes(candidate.norm));
      if (refuses && boot && binding.fits.includes(ski.norm)) {
        return { ski, binding, refuses, boot };
      }
    }
  }
  throw new Error('no nordic skis with a binding that takes them and one that does not');
}

/** Shows more of the step until the product is listed. */
async function reveal(page: Page, product: Locator) {
  await expect(page.getByTestId('wizard-product').first()).toBeVisible();
  const more = page.getByTestId('wizard-more');
  while (!(await product.isVisible()) && (await more.isVisible())) await more.click();
  await expect(product).toBeVisible();
}

test('the nordic ski wizard matches a binding and boots to the skis, refuses what does not fit and puts a choice in the cart', async ({
  page,
}) => {
  const picks = await nordicPicks(page.request);
  const shell = new ShellPage(page);
  const wizard = new ProductRemote(page);
  await shell.open('/en/ski-wizard/nordic/');
  await expect(wizard.wizardSteps()).toHaveCount(3);
  await expect(wizard.wizardChosen()).toHaveCount(0);

  // Step 1, the skis: nothing is chosen, so nothing is refused.
  const skis = wizard.wizardProduct(picks.ski.modelId);
  await reveal(page, skis);
  await expect(page.getByTestId('wizard-incompatible')).toHaveCount(0);
  // The English site's market is the United States: dollars.
  await expect(skis.getByTestId('wizard-price')).toContainText('$');
  await skis.getByTestId('wizard-choose').click();
  await expect(skis.getByTestId('wizard-choose')).toHaveAttribute('aria-pressed', 'true');
  await expect(wizard.wizardChosen()).toHaveCount(1);

  // Step 2, the bindings, checked against the chosen skis.
  await page.getByTestId('wizard-next').click();
  await expect(page).toHaveURL(/\/en\/ski-wizard\/nordic\/\?group=bindings$/);
  const refused = wizard.wizardProduct(picks.refuses.modelId);
  await reveal(page, refused);
  await expect(refused.getByTestId('wizard-incompatible')).toHaveText(INCOMPATIBLE);
  await expect(refused.getByTestId('wizard-choose')).toBeDisabled();
  const binding = wizard.wizardProduct(picks.binding.modelId);
  await reveal(page, binding);
  await expect(binding.getByTestId('wizard-incompatible')).toHaveCount(0);
  await binding.getByTestId('wizard-choose').click();
  await expect(wizard.wizardChosen()).toHaveCount(2);

  // Step 3, boots the binding takes.
  await page.getByTestId('wizard-next').click();
  await expect(page).toHaveURL(/\?group=boots$/);
  const boots = wizard.wizardProduct(picks.boot.modelId);
  await reveal(page, boots);
  await expect(boots.getByTestId('wizard-incompatible')).toHaveCount(0);
  await boots.getByTestId('wizard-choose').click();
  await expect(wizard.wizardChosen()).toHaveCount(3);

  // The nordic selection is kept in the browser: it is there after a reload.
  await page.reload();
  await expect(page.locator('html[data-shop-interactive]')).toBeAttached();
  await expect(wizard.wizardChosen()).toHaveCount(3);

  // Each choice can go to the cart: the skis do, and the cart's owner confirms it.
  const chosenSkis = wizard.wizardChosen().and(page.locator('[data-step="skis"]'));
  await chosenSkis.getByTestId('wizard-add-to-cart').click();
  const modal = page.getByTestId('added-to-cart-modal');
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('added-price')).toContainText('$');

  // The alpine wizard keeps a selection of its own, still empty.
  await shell.open('/en/ski-wizard/alpine/');
  await expect(wizard.wizardChosen()).toHaveCount(0);
  await expect(wizard.wizardProducts().first()).toBeVisible();
});
