// Invoices and credit notes on first start (every paid demo order has its invoice): the demo partner
// opens Invoices from its dashboard, narrows the list, downloads a PDF and the CSV of a period (a period
// over a year is refused in words, nothing downloaded); the administrator reads every seller's documents,
// narrows them to one seller's (from a row and from the seller's page) and downloads a PDF; a demo buyer
// downloads an order's invoice from Registrations and Events. axe on each page.
import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { ACCOUNTS, expect, expectMainSettled, expectNoSeriousA11yViolations, signIn, test } from './support';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const daysAgo = (days: number) => isoDay(new Date(Date.now() - days * 86_400_000));

/** The downloaded file's bytes as text. */
async function contentOf(download: Download): Promise<string> {
  return readFileSync((await download.path())!, 'latin1');
}

/** Clicks `link` and answers the download it starts. */
async function downloadFrom(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

test('a partner lists its invoices, downloads one as PDF and exports a period as CSV', async ({ page }) => {
  test.slow();
  await signIn(page, ACCOUNTS.partner);
  await page.goto('/partner/dashboard');
  await expect(page).toHaveURL(/\/partner\/dashboard/);
  await page.getByRole('link', { name: 'Invoices', exact: true }).click();
  await expect(page).toHaveURL(/\/partner\/dashboard\/invoices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices and credit notes' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Your invoices and credit notes' });
  const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expect(rows.first()).toBeVisible();
  await expect(page.getByText(/^Showing 1-\d+ of \d+ documents$/)).toBeVisible();
  await expectMainSettled(page);
  await expectNoSeriousA11yViolations(page);

  // Invoices only, then one of them searched by its number: the list and the URL follow.
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Invoices' });
  await expect(page).toHaveURL(/kind=invoice/);
  await expect(table.getByText(/^Credit note/)).toHaveCount(0);
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  const number = (await rows.first().getByRole('rowheader').textContent())!.trim();
  expect(number).toMatch(/^P\d+-\d{6}$/);
  await page.getByRole('searchbox', { name: 'Search invoices' }).fill(number);
  await page.getByRole('searchbox', { name: 'Search invoices' }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${number}`));
  await expect(rows).toHaveCount(1);
  await expect(rows.first().getByText('Invoice', { exact: true })).toBeVisible();

  const pdf = await downloadFrom(page, () =>
    rows
      .first()
      .getByRole('link', { name: `Download ${number} as PDF` })
      .click(),
  );
  expect(pdf.suggestedFilename()).toBe(`invoice-${number}.pdf`);
  expect((await contentOf(pdf)).startsWith('%PDF-')).toBe(true);

  // The export: over a year is refused at the field and nothing is asked; a year's CSV downloads.
  const exportForm = page.getByRole('form', { name: 'Export CSV' });
  await exportForm.getByLabel('First day').fill(daysAgo(400));
  await exportForm.getByLabel('Last day').fill(isoDay(new Date()));
  await exportForm.getByRole('button', { name: 'Export CSV' }).click();
  await expect(
    exportForm.getByText('Choose a first and a last day at most a year apart, the first on or before the last'),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await exportForm.getByLabel('First day').fill(daysAgo(364));
  const csv = await downloadFrom(page, () => exportForm.getByRole('button', { name: 'Export CSV' }).click());
  expect(csv.suggestedFilename()).toBe(`invoices-${daysAgo(364)}-${isoDay(new Date())}.csv`);
  const text = await contentOf(csv);
  expect(text.split(/\r?\n/)[0]).toMatch(/^Number,Type,Issued,/);
  expect(text).toContain(`${number},Invoice,`);
  await expect(page.getByRole('status').filter({ hasText: `Downloaded ${csv.suggestedFilename()}.` })).toBeVisible();
});

test("the admin reads every seller's invoices, one seller's alone, and downloads one as PDF", async ({ page }) => {
  await signIn(page, ACCOUNTS.admin);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByRole('link', { name: 'Invoices', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/invoices$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices and credit notes' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Invoices and credit notes' });
  await expect(table.getByRole('columnheader', { name: 'Seller' })).toBeVisible();
  const rows = table.getByRole('row').filter({ has: page.getByRole('rowheader') });
  await expect(rows.first()).toBeVisible();
  const sellerLinks = table.getByRole('link').filter({ hasNotText: 'PDF' });
  const seller = (await sellerLinks.first().textContent())!.trim();
  await expectMainSettled(page);
  await expectNoSeriousA11yViolations(page);

  // One seller's documents alone: named above the list, every row theirs.
  await rows
    .first()
    .getByRole('button', { name: `Only ${seller}` })
    .click();
  await expect(page).toHaveURL(/partnerId=\d+/);
  await expect(page.getByText(`Documents of ${seller}`)).toBeVisible();
  await expect(table.getByRole('button', { name: /^Only / })).toHaveCount(0);
  await expect.poll(async () => new Set(await sellerLinks.allTextContents())).toEqual(new Set([seller]));
  await expectNoSeriousA11yViolations(page);

  const number = (await rows.first().getByRole('rowheader').textContent())!.trim();
  const pdf = await downloadFrom(page, () =>
    rows
      .first()
      .getByRole('link', { name: `Download ${number} as PDF` })
      .click(),
  );
  expect(pdf.suggestedFilename()).toMatch(new RegExp(`^(invoice|credit_note)-${number}\\.pdf$`));
  expect((await contentOf(pdf)).startsWith('%PDF-')).toBe(true);

  // The seller's page links to the same list.
  await page.getByRole('button', { name: 'Show all partners' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/invoices$/);
  await rows.first().getByRole('link', { name: seller }).click();
  await page.getByRole('link', { name: `See ${seller}'s invoices and credit notes` }).click();
  await expect(page.getByText(`Documents of ${seller}`)).toBeVisible();
});

test('a buyer downloads the invoice of a paid order from Registrations and Events', async ({ page }) => {
  await signIn(page, 'grace.hopper@example.com');
  await page.goto('/user/registrations-and-events');
  const documents = page.getByRole('region', { name: 'Invoices and credit notes' }).first();
  await expect(documents).toBeVisible();
  const link = documents.getByRole('link', { name: /^Invoice P\d+-\d{6} \(PDF\)$/ }).first();
  const number = /P\d+-\d{6}/.exec((await link.textContent())!)![0];
  await expectMainSettled(page);
  await expectNoSeriousA11yViolations(page);

  const pdf = await downloadFrom(page, () => link.click());
  expect(pdf.suggestedFilename()).toBe(`invoice-${number}.pdf`);
  expect((await contentOf(pdf)).startsWith('%PDF-')).toBe(true);
});
