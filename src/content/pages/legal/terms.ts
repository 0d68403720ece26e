import type { PageContent } from '../../types';

export default {
  template: 'legal',
  title: 'Terms of Use',
  description: 'The terms that apply when you use the Tana Fintech website, create an account on it or send us a message.',
  icon: 'i-lucide-scale',
  published: '2026-11',
  intro:
    'These terms apply to your use of this website. By using it, or by creating an account on it, you accept them. Our platform and services are provided under a separate written agreement, and these terms do not replace it.',
  sections: [
    {
      heading: 'Who we are',
      paragraphs: [
        'This website is run by Tana Fintech. The details of the legal entity are shown below when they have been published for this site.',
      ],
      companyDetails: 'operator',
    },
    {
      heading: 'What the site is for',
      paragraphs: [
        'The site describes our products and services and lets you contact us and sign in to our platform. Its content is general information. The figures on it describe our company and our platform as marketing claims: they are not product limits, service levels or commitments, which only a signed agreement sets.',
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'Give accurate details when you create an account, keep your password to yourself and tell us if you think someone else has used your account. We may suspend an account that is used against these terms.',
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: ['When you use the site, do not:'],
      bullets: [
        'try to reach accounts, data or systems that are not yours;',
        'disrupt the site, overload it or probe it for weaknesses without our written permission;',
        'send messages that are unlawful, abusive or written by automated means;',
        'copy the site’s content for another purpose without our permission.',
      ],
    },
    {
      heading: 'Intellectual property',
      paragraphs: [
        'The site’s text, design, names and logos belong to Tana Fintech or to those who licensed them to us. You may read, print and share pages of the site for your own evaluation of our services.',
      ],
    },
    {
      heading: 'Availability and liability',
      paragraphs: [
        'We work to keep the site accurate and available but provide it as it is, without a guarantee that it is free of errors or always reachable. As far as the law allows, we are not liable for losses that come from relying on the site’s general information rather than on a written agreement with us.',
      ],
    },
    {
      heading: 'Privacy',
      paragraphs: [
        'The Privacy Policy explains what we do with the details you give us, and the Storage Notice lists what the site keeps in your browser.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: [
        'We may update these terms. The version on this page, with the month it takes effect at the top, is the one that applies. If you have a question about them, write to us through the contact form on our home page.',
      ],
    },
  ],
} satisfies PageContent;
