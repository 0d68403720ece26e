import type { RedirectWords } from './redirect-words';

export const words: RedirectWords = {
  /** What the page says for the error codes an auth redirect can bring back (never the redirect's own text). */
  redirectErrors: {
    linkExpired: 'የኢሜይሉ ሊንክ ልክ አይደለም ወይም ጊዜው አልፎበታል',
    accessDenied: 'ተጠቃሚው ፈቃድ አልሰጠም',
    signupDisabled: 'በአሁኑ ጊዜ አዲስ መለያ መፍጠር አይቻልም።',
    socialFailed: 'በማኅበራዊ መለያ መግባት አልተሳካም። እባክዎ እንደገና ይሞክሩ።',
    flowExpired: 'ይህ የመግቢያ ሊንክ ጊዜው አልፎበታል። እባክዎ እንደገና ይግቡ።',
    providerEmailUnverified: 'እባክዎ የኢሜይል አድራሻዎን በአገልግሎት ሰጪው በኩል ያረጋግጡ፤ ከዚያም እንደገና ይሞክሩ።',
    emailNotConfirmed: 'ኢሜይሉ አልተረጋገጠም',
    userBanned: 'ይህ መለያ ታግዷል።',
    serviceProblem: 'የመግቢያ አገልግሎቱ ችግር አጋጥሞታል። እባክዎ እንደገና ይሞክሩ።',
    unknown: 'መግባት አልተሳካም። እባክዎ እንደገና ይሞክሩ።',
  },
};
