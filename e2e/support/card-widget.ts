import { SANDBOX_API_KEY, type SecuredFieldType } from '@datadeck/contracts/provider';
import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/**
 * The provider sandbox's merchant demo page. It is opened on 127.0.0.1 while the sandbox answers
 * as localhost, so the card iframes are another origin than the page, as on a real merchant site.
 */
export function demoUrl(query: Record<string, string> = {}): string {
  const port = process.env.DATADECK_E2E_PAY_PORT;
  if (port === undefined) throw new Error('DATADECK_E2E_PAY_PORT is set by playwright.config.ts');
  const search = new URLSearchParams(query).toString();
  return `http://127.0.0.1:${port}/demo${search === '' ? '' : `?${search}`}`;
}

/** The sandbox as the e2e process reaches it (the demo page's origin, too). */
export function sandboxBase(): string {
  return new URL(demoUrl()).origin;
}

export interface DemoState {
  ready: boolean;
  isValid: boolean;
  brand: string | null;
  errors: Record<string, { code: string; message: string } | null>;
  lastResult: { resultCode: string } | null;
  lastError: { type: string; message: string } | null;
}

export async function demoState(page: Page): Promise<DemoState> {
  return JSON.parse((await page.locator('#state').textContent()) ?? '{}') as DemoState;
}

/** The result code of the demo's last payment (null: none yet). */
export async function resultCode(page: Page): Promise<string | null> {
  return (await demoState(page)).lastResult?.resultCode ?? null;
}

/** Clicks the widget's pay button ('Pay …', or 'Confirm preauthorization' at amount 0). */
export async function pay(page: Page): Promise<void> {
  await page
    .locator('#card')
    .getByRole('button', { name: /Confirm preauthorization|Pay/ })
    .click();
}

/** Opens the demo page and waits until every secured field is ready. */
export async function openDemo(page: Page, query: Record<string, string> = {}): Promise<void> {
  await page.goto(demoUrl(query));
  await expect.poll(async () => (await demoState(page)).ready, { timeout: 20_000 }).toBe(true);
}

/** The secured field's own document (an iframe of the provider origin). */
export function securedField(page: Page, fieldType: SecuredFieldType): FrameLocator {
  return page.frameLocator(`iframe[src*="/${fieldType}.html"]`);
}

/**
 * The secured field's input. Its page may hold more (the number field's off-screen auto-fill
 * companions), so it is found by its id.
 */
export function securedInput(page: Page, fieldType: SecuredFieldType): Locator {
  return securedField(page, fieldType).locator('#field');
}

/** Types into a secured field as a shopper does, key by key. */
export async function typeInto(page: Page, fieldType: SecuredFieldType, text: string): Promise<void> {
  const input = securedInput(page, fieldType);
  await input.click();
  await input.pressSequentially(text);
}

/** Clears a secured field and leaves it, so its error (if any) shows. */
export async function clearField(page: Page, fieldType: SecuredFieldType): Promise<void> {
  const input = securedInput(page, fieldType);
  await input.click();
  await input.press('Control+A');
  await input.press('Backspace');
}

export async function errorCodeOf(page: Page, field: string): Promise<string | null> {
  return (await demoState(page)).errors[field]?.code ?? null;
}

export interface TestCard {
  number: string;
  expiry: string;
  securityCode: string;
}

/** Cards of the sandbox's README. */
export const CARDS = {
  visa: { number: '4111111111111111', expiry: '0330', securityCode: '737' },
  mc: { number: '5555555555554444', expiry: '0330', securityCode: '737' },
  refused: { number: '4000000000000002', expiry: '0330', securityCode: '737' },
  frictionless: { number: '5454545454545454', expiry: '0330', securityCode: '737' },
  challenge: { number: '4000000000003220', expiry: '0330', securityCode: '737' },
  amex: { number: '378282246310005', expiry: '0330', securityCode: '7373' },
  nonLuhn: { number: '4111111111111112', expiry: '0330', securityCode: '737' },
  visaCarteBancaire: { number: '4035501000000008', expiry: '0330', securityCode: '737' },
  /** Any other Luhn-valid number is Authorised. */
  unlisted: { number: '4242424242424242', expiry: '0330', securityCode: '737' },
} satisfies Record<string, TestCard>;

export async function enterCard(page: Page, card: TestCard): Promise<void> {
  await typeInto(page, 'encryptedCardNumber', card.number);
  await typeInto(page, 'encryptedExpiryDate', card.expiry);
  await typeInto(page, 'encryptedSecurityCode', card.securityCode);
}

/** A holder name and a US billing address, as the demo's card asks by default. */
export async function fillHolderAndAddress(page: Page): Promise<void> {
  const card = page.locator('#card');
  await card.getByLabel('Name on card').fill('J. Smith');
  await fillAddress(page);
}

export async function fillAddress(page: Page): Promise<void> {
  const card = page.locator('#card');
  await card.getByLabel('Country').selectOption('US');
  await card.getByLabel('Street').fill('Main Street');
  await card.getByLabel('House number').fill('12');
  await card.getByLabel('Zip code').fill('10001');
  await card.getByLabel('City').fill('New York');
  await card.getByLabel('State').selectOption('NY');
}

/**
 * What the sandbox recorded of the demo's last payment (its session result names the
 * pspReference), from the sandbox-only GET /sandbox/payments/:pspReference.
 */
export async function paymentRecord(page: Page): Promise<Record<string, unknown>> {
  const result = (await demoState(page)).lastResult as { sessionResult?: string } | null;
  const summary = JSON.parse(Buffer.from(result?.sessionResult ?? '', 'base64url').toString('utf8')) as {
    pspReference: string;
  };
  const answer = await page.request.get(`${sandboxBase()}/sandbox/payments/${summary.pspReference}`, {
    headers: { 'x-api-key': SANDBOX_API_KEY },
  });
  expect(answer.status()).toBe(200);
  return (await answer.json()) as Record<string, unknown>;
}
