/**
 * The product's own marks. The company's logo is the only brand element that varies (ARCHITECTURE.md "Look
 * and feel"); these are what the footer shows ('background checks by' with a logo, spec 000 §2) and what the
 * header shows for a company without a logo. Files live in public/ because index.html uses them too.
 */
export const BRAND_NAME = 'OneForm';
export const BRAND_LOGO_URL = '/brand-logo.svg';
export const DEFAULT_COMPANY_LOGO_URL = '/default-company-logo.svg';
