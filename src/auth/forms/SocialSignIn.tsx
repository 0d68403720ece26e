import { buttonClass } from '../../components/ui/button-styles';
import { Icon } from '../../components/ui/Icon';
import { signInWithProvider } from '../service/load-auth-actions';
import { SOCIAL_PROVIDERS } from '../service/social-providers';
import type { AuthRequest } from '../service/useAuthRequest';
import { words } from '../words';

interface SocialSignInProps {
  request: AuthRequest;
  ready: boolean;
  /** The page that asked for sign-in; without one, the provider returns to the site root. */
  returnPath?: string;
}

/** 'Or continue with' Google, GitHub or Twitter: each leaves for the provider and comes back signed in. */
export function SocialSignIn({ request, ready, returnPath }: SocialSignInProps) {
  return (
    <div className="mt-6">
      <p className="m-0 flex items-center gap-3 text-xs uppercase tracking-wider text-muted before:(h-px flex-1 bg-line content-empty) after:(h-px flex-1 bg-line content-empty)">
        {words.social.orContinueWith}
      </p>
      <div className="mt-4 grid gap-2 sm:grid-cols-3">
        {SOCIAL_PROVIDERS.map((provider) => (
          <button
            key={provider.id}
            type="button"
            className={buttonClass('outline')}
            disabled={!ready || request.loading}
            aria-label={words.social.continueWith(provider.label)}
            onClick={() => void request.run(() => signInWithProvider(provider.id, returnPath))}
          >
            <Icon name={provider.icon} />
            {provider.label}
          </button>
        ))}
      </div>
    </div>
  );
}
