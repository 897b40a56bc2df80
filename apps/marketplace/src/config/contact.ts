// How people reach Pavilion: named on the static pages and at checkout.
export const SUPPORT_EMAIL = 'support@pavilion.example';
export const COMPANY_ADDRESS_LINE = 'Pavilion Events Ltd, London, United Kingdom';
