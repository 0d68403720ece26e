/**
 * The words of the account page, in English: its three cards (profile, password, signing out),
 * the offline note and what each save says. The form fields' labels and the checks' messages are
 * signing in's (src/auth/words.ts). Translations: `words.zh.ts`, `words.am.ts` beside
 * this file, with the same keys.
 */
export const words = {
  offline:
    'You are offline. This is your profile as last saved on this device; editing waits until you are back online, because changes are saved on our servers.',
  needsScript: 'Your account page needs JavaScript. Please enable it and reload.',
  profile: {
    title: 'Profile',
    description: 'Your name and company role, as the header shows them.',
    email: 'Email',
    save: 'Save changes',
    saved: 'Your profile is saved.',
  },
  password: {
    title: 'Password',
    description:
      'Choose a new password for signing in with your email address. Every other device where you are signed in will be signed out.',
    change: 'Change password',
    changed: 'Your password is changed. You stay signed in here; every other device is signed out.',
  },
  sessions: {
    title: 'Sign out',
    description:
      'Signing out of every device ends your sessions in every browser and app where you are signed in, this one included.',
    thisDevice: 'Sign out of this device',
    everyDevice: 'Sign out of every device',
  },
};

export type Words = typeof words;
