import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LegalPage } from '../../src/content/types';

/**
 * The company's legal and contact details are configuration: a page shows each one that is set
 * and nothing in place of one that is not (the brief gives none, so none may be made up).
 */
async function siteWith(env: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const { SiteFooter } = await import('../../src/components/layout/SiteFooter');
  const { LegalTemplate } = await import('../../src/templates/LegalTemplate');
  const { structuredData } = await import('../../src/content/structured-data');
  const { ContactSection } = await import('../../src/templates/home/ContactSection');
  const { default: sections } = await import('../../src/content/home/sections');
  return { SiteFooter, LegalTemplate, structuredData, ContactSection, contact: sections.contact };
}

/** The home page's contact points, label and value, as the visitor reads them. */
const contactPoints = (container: HTMLElement) =>
  [...container.querySelectorAll('li')].map((point) => [...point.querySelectorAll('p')].map((line) => line.textContent));

const policy: LegalPage = {
  template: 'legal',
  title: 'Privacy Policy',
  description: 'd',
  icon: 'i-lucide-shield-check',
  published: '2026-11',
  intro: 'i',
  sections: [
    { heading: 'Who is responsible', paragraphs: ['p'], companyDetails: 'operator' },
    { heading: 'Your rights', paragraphs: ['p'], companyDetails: 'privacy-contact' },
  ],
};

const organizationOf = (graph: { '@graph': unknown }) =>
  (graph['@graph'] as Record<string, unknown>[]).find((node) => node['@type'] === 'Organization')!;

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the company’s details', () => {
  it('are not shown, nor replaced by anything, when none is configured', async () => {
    const { SiteFooter, LegalTemplate, structuredData } = await siteWith({});
    const { container } = render(
      <MemoryRouter>
        <SiteFooter />
        <LegalTemplate page={policy} />
      </MemoryRouter>,
    );
    expect(container.querySelectorAll('article dl')).toHaveLength(0);
    expect(container.querySelector('a[href^="mailto:"]')).toBeNull();
    const organization = organizationOf(structuredData());
    expect(Object.keys(organization).sort()).toEqual(['@id', '@type', 'logo', 'name', 'url']);
  });

  it('leave the home page’s contact points to what is configured: the reply time always, an address or a phone only when set', async () => {
    const unset = await siteWith({});
    const bare = render(<MemoryRouter><unset.ContactSection contact={unset.contact} /></MemoryRouter>);
    expect(contactPoints(bare.container)).toEqual([['Response time', 'We reply within 24 hours']]);
    expect(bare.container.querySelector('a[href^="mailto:"]')).toBeNull();
    bare.unmount();

    const set = await siteWith({ VITE_CONTACT_PHONE: '+000 0000 0000', VITE_CONTACT_EMAIL: 'sales@example.com' });
    const configured = render(<MemoryRouter><set.ContactSection contact={set.contact} /></MemoryRouter>);
    expect(contactPoints(configured.container)).toEqual([
      ['Email', 'sales@example.com'],
      ['Phone', '+000 0000 0000'],
      ['Response time', 'We reply within 24 hours'],
    ]);
    expect(configured.container.querySelector('a[href="mailto:sales@example.com"]')).not.toBeNull();
  });

  it('show each detail that is configured, and only those', async () => {
    const { SiteFooter, LegalTemplate, structuredData } = await siteWith({
      VITE_COMPANY_LEGAL_NAME: 'Example Fintech PLC',
      VITE_COMPANY_ADDRESS: '1 Example Street, Addis Ababa',
      VITE_PRIVACY_EMAIL: 'privacy@example.com',
      VITE_CONTACT_EMAIL: 'sales@example.com',
    });
    render(
      <MemoryRouter>
        <SiteFooter />
        <LegalTemplate page={policy} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Example Fintech PLC · 1 Example Street, Addis Ababa')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'privacy@example.com' }).getAttribute('href')).toBe('mailto:privacy@example.com');
    expect(screen.queryByText('Registration')).toBeNull();
    const organization = organizationOf(structuredData());
    expect(organization.legalName).toBe('Example Fintech PLC');
    expect(organization.contactPoint).toEqual([
      { '@type': 'ContactPoint', contactType: 'customer service', email: 'sales@example.com', availableLanguage: ['en', 'zh-Hans', 'am'] },
      { '@type': 'ContactPoint', contactType: 'data protection', email: 'privacy@example.com' },
    ]);
  });
});
