import type { Words } from './words';

/**
 * The words of signing in, in Amharic: the /auth card (tabs, forms, social sign-in), the password
 * reset page, the form checks, and what the page says about a request's outcome or an email link
 * (the header's account items are in session-words.am.ts, loaded on every page). Errors the auth
 * service sends with its own text are shown as they come and are not here. Same keys as the
 * English `words.ts`.
 */
export const words: Words = {
  /** The form fields' labels (also named in the checks' messages). */
  fields: {
    firstName: 'ስም',
    lastName: 'የአባት ስም',
    companyRole: 'በኩባንያው ያለዎት ሚና',
    email: 'ኢሜይል',
    password: 'የይለፍ ቃል',
    newPassword: 'አዲስ የይለፍ ቃል',
    confirmNewPassword: 'አዲሱን የይለፍ ቃል ያረጋግጡ',
  },
  /** What the forms check before anything is sent. */
  problems: {
    tooLong: (field: string, max: number) => `${field} ከ${max} ቁምፊ መብለጥ የለበትም።`,
    passwordTooLong: (max: number) =>
      `የይለፍ ቃል ከ${max} ቁምፊ መብለጥ የለበትም፤ የግዕዝ ፊደላት፣ ምልክት ያላቸው ፊደላት ወይም ኢሞጂ ካሉበት ደግሞ ገደቡ ከዚህ ያነሰ ነው።`,
    blank: (field: string) => `${field} ባዶ መሆን አይችልም።`,
    passwordsDiffer: 'ሁለቱ የይለፍ ቃሎች አይመሳሰሉም።',
  },
  /** The /auth card. */
  panel: {
    tabsLabel: 'ይግቡ ወይም መለያ ይፍጠሩ',
    signInTab: 'ይግቡ',
    signUpTab: 'ይመዝገቡ',
    signInButton: 'ይግቡ',
    createAccountButton: 'መለያ ይፍጠሩ',
    forgotPassword: 'የይለፍ ቃልዎን ረስተዋል?',
    needsScript: 'ለመግባት JavaScript ያስፈልጋል። እባክዎ ያብሩት እና ገጹን እንደገና ይጫኑ።',
  },
  social: {
    /** Above the providers' buttons. */
    orContinueWith: 'ወይም በሚከተሉት ይቀጥሉ',
    /** A provider's button, for screen readers ('በGoogle ይቀጥሉ'); the button shows the provider's name. */
    continueWith: (provider: string) => `${provider} ተጠቅመው ይቀጥሉ`,
  },
  signUp: {
    confirmEmail: 'የማረጋገጫ ሊንኩን ለማግኘት ኢሜይልዎን ይመልከቱ!',
    confirmationResent: (email: string) => `አዲስ የማረጋገጫ ሊንክ ወደ ${email} ተልኳል።`,
  },
  /** 'ኢሜይሉ ወደ <address> አልደረሰዎትም?', read as one phrase around the address. */
  sendAgain: {
    before: 'ኢሜይሉ ወደ ',
    after: ' አልደረሰዎትም?',
    button: 'እንደገና ይላክልኝ',
  },
  /** Under the button to ask again, while the service's limit runs. */
  retry: {
    countdown: (seconds: number) => `ከ${seconds} ሰከንድ በኋላ እንደገና መጠየቅ ይችላሉ።`,
    pleaseWait: (seconds: number) => `እንደገና ከመጠየቅዎ በፊት እባክዎ ${seconds} ሰከንድ ይጠብቁ።`,
  },
  /** What an email link or a social sign-in brought back. */
  links: {
    confirmedElsewhere: 'የኢሜይል አድራሻዎ ተረጋግጧል። ለመቀጠል ይግቡ።',
    resetElsewhere:
      'ይህ ሊንክ የተከፈተው ከጠየቁበት ብራውዘር በተለየ ብራውዘር ስለሆነ እዚህ ሊያስገባዎ አይችልም። ከታች አዲስ ሊንክ ይጠይቁ እና በዚህ ብራውዘር ይክፈቱት።',
  },
  /** Failures that are not the service's own words. */
  serviceErrors: {
    invalid_credentials: 'ኢሜይሉ ወይም የይለፍ ቃሉ ትክክል አይደለም',
    email_not_confirmed: 'ኢሜይሉ ገና አልተረጋገጠም',
    user_already_exists: 'ይህ ኢሜይል አስቀድሞ ተመዝግቧል',
    same_password: 'አዲሱ የይለፍ ቃል ከቀድሞው የተለየ መሆን አለበት።',
    over_request_rate_limit: 'በጣም ብዙ ጥያቄዎች ቀርበዋል፤ እባክዎ ትንሽ ቆይተው ይሞክሩ',
  },
  errors: {
    unreachable: 'ከመግቢያ አገልግሎቱ ጋር መገናኘት አልተቻለም። ግንኙነትዎን ያረጋግጡ እና እንደገና ይሞክሩ።',
    couldNotLoad: 'የመግቢያ አገልግሎቱን መጫን አልተቻለም። ግንኙነትዎን ያረጋግጡ እና እንደገና ይሞክሩ።',
    somethingWentWrong: 'ችግር ተፈጥሯል። እባክዎ እንደገና ይሞክሩ።',
  },
};
