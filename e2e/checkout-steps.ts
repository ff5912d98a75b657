import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A product as the journeys list it (`/api/store/products?with=variants`). */
export interface Listed {
  ID: number;
  title: string;
  path: string;
  variants: {
    ID: number;
    buy_able: boolean;
    stock: number;
    manage_stock: boolean;
    price: number;
  }[];
}

/** A collection as the journeys list it (`/api/store/categories`). */
export interface Collection {
  name: string;
  path: string;
}

/** Fills in the checkout's information step as a shopper does, by the fields' labels. */
export async function fillAddress(page: Page) {
  await page.getByLabel('E-mail').fill('shopper@example.com');
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Address', { exact: true }).fill('1 Compiler Way');
  await page.getByLabel('City').fill('Arlington');
  await page.getByLabel('State').selectOption('VA');
  await page.getByLabel('ZIP code').fill('22201');
}

/** Types a test card into the payment step's card fields, as a shopper does. */
export async function typeCard(page: Page, number: string) {
  await page.getByRole('radio', { name: /Credit or debit card/ }).check();
  await page.getByTestId('card-fields').waitFor();
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel(/Expiry/).fill(`12 / ${(new Date().getFullYear() + 2) % 100}`);
  await page.getByLabel('Security code').fill('123');
  await page.getByLabel('Name on card').fill('Grace Hopper');
}

/** Pays at the payment step with a test card, once the gateway's script is in. */
export async function payByCard(page: Page, number: string) {
  await typeCard(page, number);
  // The gateway's script is in (the card fields are no longer busy).
  await expect.poll(() => page.getByTestId('card-fields').getAttribute('aria-busy')).toBeNull();
  await page.getByTestId('place-order').click();
}
