import { languageNotFoundRules, type SiteRules } from '../../scripts/hosts/site-rules';
import { headerRules } from '../../scripts/security/header-rules';

/** Site rules of the shape the build writes: the real header rules with short policies, two aliases. */
export const sampleSiteRules: SiteRules = {
  headers: headerRules({ sitePolicy: "default-src 'self'", documentPolicy: "default-src 'none'" }),
  redirects: [
    ['/services/acquiring-services/mobile-pos', '/services/acquiring-services/softpos'],
    ['/zh/services/acquiring-services/mobile-pos', '/zh/services/acquiring-services/softpos'],
  ],
  notFound: languageNotFoundRules(),
};
