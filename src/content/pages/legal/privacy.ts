import type { PageContent } from '../../types';

export default {
  template: 'legal',
  title: 'Privacy Policy',
  description:
    'What Tana Fintech collects when you create an account or send a message, where it goes, how long it stays and how to have it deleted.',
  icon: 'i-lucide-shield-check',
  published: '2026-11',
  intro:
    'This policy explains what personal data this website collects, why, who processes it for us, how long it is kept and what you can ask of us. It covers this website only, not the platform our clients use after signing a contract with us.',
  sections: [
    {
      heading: 'Who is responsible',
      paragraphs: [
        'Tana Fintech runs this website and decides what happens to the personal data collected through it. The details of the legal entity are shown below when they have been published for this site.',
      ],
      companyDetails: 'operator',
    },
    {
      heading: 'What we collect',
      paragraphs: [
        'We collect only what you type into the site’s two forms. There is no analytics, advertising or tracking script on the site, and it sets no cookies.',
      ],
      bullets: [
        'When you create an account: your first and last name, your email address, your password and, if you give it, your role in your company; with them, the language of the page you signed up on, so that our emails reach you in it. Signing in with Google, GitHub or Twitter instead shares with us the name and email address that provider holds for you.',
        'When you send a message: your name, your email address, your company if you give it, your message and an identifier made for that message, so that a message sent twice is stored once.',
        'Like every website, the servers that deliver these pages see your IP address and the pages you ask for.',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: [
        'Account details let you sign in and reach the platform, and let us confirm your email address and help you reset your password. Contact messages are used to answer you: we reply within 24 hours. We do not sell your data, use it for advertising or add you to a mailing list.',
      ],
    },
    {
      heading: 'Who processes it for us',
      paragraphs: ['Two services receive the data you type, each only for its own job:'],
      bullets: [
        'Our authentication service (Supabase Auth) stores your account: your name, company role, email address, the language you signed up in, a one-way hash of your password, and the sessions of the devices you are signed in on. It sends the confirmation and password-reset emails.',
        'Our form service receives your contact messages and keeps them in an inbox our team reads.',
      ],
    },
    {
      heading: 'What stays on your device',
      paragraphs: [
        'To keep you signed in, to remember your theme and language and to make sure a message written offline is not lost, the site keeps a few items in your browser. The Storage Notice lists every one of them, why it is there and how long it stays.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'Your account is kept until you ask us to delete it. Signing out removes your session from the device; signing out of every device ends all of your sessions. Contact messages are kept for as long as we need them to answer and follow up your enquiry, and deleted when you ask.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You can ask to see the personal data we hold about you, to correct it, to have it deleted or to receive a copy of it. You can change your name, company role and password on your account page at any time. For anything else, write to us through the contact form on our home page, or to the data protection contact below when one is published, and we will answer within 24 hours.',
      ],
      companyDetails: 'privacy-contact',
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'When we change this policy we publish the new version here, with the month it takes effect at the top of the page.',
      ],
    },
  ],
} satisfies PageContent;
