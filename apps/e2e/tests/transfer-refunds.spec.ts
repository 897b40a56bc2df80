// A refund of an order paid by bank transfer goes back by transfer: the demo buyer whose refund waits for
// her account gives it on her order's card (a wrong IBAN refused in words first); an administrator finds
// it among the refunds by bank transfer, saves the SEPA credit transfer file of it for the bank and
// records it sent; the buyer's order then reads paid back by bank transfer. axe on each new page and state.
import { readFile } from 'node:fs/promises';
import { ACCOUNTS, expect, expectNoSeriousA11yViolations, signIn, test } from './support';

/** The demo buyer whose refund by bank transfer waits for her account (seed/demo-transfer-refunds.ts). */
const BUYER = 'katherine.johnson@example.com';
const IBAN = 'FR1420041010050500013M02606';

test('a buyer gives the account for a transfer refund, an administrator exports it as pain.001 and records it sent', async ({
  page,
  browser,
}) => {
  test.slow();
  await signIn(page, BUYER);
  await page.goto('/user/registrations-and-events');
  const refund = page.getByRole('region', { name: 'Your refund by bank transfer' });
  await expect(refund).toContainText('not to a card');
  await expect(page.getByText(/waiting for your bank account/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const form = refund.getByRole('form', { name: 'Bank account for the refund' });
  await form.getByLabel(/^Account holder/).fill('Katherine Johnson');
  await form.getByLabel(/^IBAN/).fill('FR14 2004 1010 0505 0001 3M02 607');
  await form.getByRole('button', { name: 'Save the account' }).click();
  await expect(form.getByText(/^Invalid IBAN format/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await form.getByLabel(/^IBAN/).fill('fr14 2004 1010 0505 0001 3m02 606');
  await form.getByRole('button', { name: 'Save the account' }).click();
  await expect(refund).toContainText('to Katherine Johnson, account **** 2606');
  await expect(refund.getByRole('button', { name: 'Change the account' })).toBeVisible();
  await expect(page.getByText(/to be paid back by bank transfer/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The console: the refunds by bank transfer, from the Payouts page.
  const admin = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await signIn(admin, ACCOUNTS.admin);
  await admin.goto('/admin/dashboard');
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  await admin.getByRole('navigation', { name: 'Administration menu' }).getByRole('link', { name: 'Payouts' }).click();
  // The Payouts page has shown its lists (the refunds with hers among them) before its link is followed.
  await expect(admin.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  await expect(
    admin.getByRole('table', { name: 'Refunds' }).getByRole('row', { name: new RegExp(BUYER) }),
  ).toContainText('to be paid back by bank transfer');
  await admin.getByRole('link', { name: /^Refunds by bank transfer/ }).click();
  await expect(admin).toHaveURL(/\/admin\/dashboard\/payouts\/transfer-refunds$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Refunds by bank transfer' })).toBeVisible();
  const row = admin.getByRole('row', { name: /Katherine Johnson/ });
  await expect(row).toContainText('**** 2606');
  await expectNoSeriousA11yViolations(admin);

  await row.getByRole('checkbox', { name: /^Choose the refund of .* to Katherine Johnson$/ }).check();
  const downloading = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Export 1 chosen transfer' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^refund-transfers-PAVRF.*\.xml$/);
  const xml = await readFile((await download.path())!, 'utf8');
  expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
  expect(xml).toContain('<NbOfTxs>1</NbOfTxs>');
  expect(xml).toContain(`<IBAN>${IBAN}</IBAN>`);
  expect(xml).toContain('<Nm>Katherine Johnson</Nm>');
  await expect(admin.getByText(/was saved\. Upload it to the bank/)).toBeVisible();
  await expectNoSeriousA11yViolations(admin);

  await admin.getByRole('button', { name: 'Record 1 transfer as sent' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Record 1 transfer as sent?' });
  await expectNoSeriousA11yViolations(admin);
  await dialog.getByRole('button', { name: 'Record as sent' }).click();
  await expect(admin.getByText('1 transfer recorded as sent.')).toBeVisible();
  await expect(admin.getByRole('row', { name: /Katherine Johnson/ })).toHaveCount(0);
  await admin.getByLabel('Show').selectOption('sent');
  await expect(admin.getByRole('row', { name: /Katherine Johnson/ })).toContainText(/paid back by bank transfer on/);

  // The buyer's order now reads paid back, and asks for nothing more.
  await page.reload();
  await expect(page.getByText(/paid back by bank transfer on/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your refund by bank transfer' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
