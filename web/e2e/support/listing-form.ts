import type { Locator } from 'playwright-core';

/** What the Add product form asks about the phone itself, as a seller types it. */
export interface PhoneDetails {
  name: string;
  storage: string;
  ram: string;
  battery: string;
  camera: string;
  processor: string;
  brand: string;
  /** The condition option, by the start of its label (each label goes on to describe the grade). */
  condition: RegExp;
  imei: string;
}

/** Fills the phone's own fields of the Add product form; the selects' options open in the page, outside the form. */
export async function fillPhoneDetails(form: Locator, phone: PhoneDetails): Promise<void> {
  const page = form.page();
  await form.getByLabel('Phone name').fill(phone.name);
  await form.getByRole('combobox', { name: 'Storage' }).click();
  await page.getByRole('option', { name: phone.storage }).click();
  await form.getByLabel('RAM').fill(phone.ram);
  await form.getByLabel('Battery health').fill(phone.battery);
  await form.getByLabel(/^Camera\W*$/).fill(phone.camera);
  await form.getByLabel('Processor').fill(phone.processor);
  await form.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: phone.brand }).click();
  await form.getByRole('combobox', { name: 'Condition' }).click();
  await page.getByRole('option', { name: phone.condition }).click();
  await form.getByLabel('IMEI').fill(phone.imei);
}

/** What the Add product form asks about the sale. */
export interface SaleDetails {
  price: string;
  purchaseYear: string;
  usedFor: string;
  location: string;
  description: string;
}

/** Fills the sale's fields of the Add product form. */
export async function fillSaleDetails(form: Locator, sale: SaleDetails): Promise<void> {
  await form.getByLabel(/^Price/).fill(sale.price);
  await form.getByLabel('Purchase year').fill(sale.purchaseYear);
  await form.getByLabel('Used for').fill(sale.usedFor);
  await form.getByLabel('Location').fill(sale.location);
  await form.getByLabel('Description').fill(sale.description);
}
