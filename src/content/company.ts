/**
 * The company's legal and contact details. The brief gives none of them, so none is written in the
 * code: each comes from the build's environment (`.env.example`), and a page shows a detail only
 * when it is set (the footer, the contact section, the privacy policy, the structured data). A
 * procurement team checks every one of them against a register, so none may be made up.
 */
export interface CompanyDetails {
  /** The legal entity that runs the site and answers for the data it collects. */
  legalName?: string;
  /** Its registration: register, number, country. */
  registration?: string;
  /** Its registered address, one line. */
  address?: string;
  /** The address for business enquiries, shown beside the contact form. */
  email?: string;
  phone?: string;
  /** The address for questions about personal data (the privacy policy's contact). */
  privacyEmail?: string;
}

const setting = (value: string | undefined) => value?.trim() || undefined;

export const company: CompanyDetails = {
  legalName: setting(import.meta.env.VITE_COMPANY_LEGAL_NAME),
  registration: setting(import.meta.env.VITE_COMPANY_REGISTRATION),
  address: setting(import.meta.env.VITE_COMPANY_ADDRESS),
  email: setting(import.meta.env.VITE_CONTACT_EMAIL),
  phone: setting(import.meta.env.VITE_CONTACT_PHONE),
  privacyEmail: setting(import.meta.env.VITE_PRIVACY_EMAIL),
};
