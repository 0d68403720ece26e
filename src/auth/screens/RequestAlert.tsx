import { AuthAlert } from './AuthAlert';
import type { AuthRequestState } from '../service/useAuthRequest';

/** A request's message in its alert, in a slot that takes no room while there is none. */
export function RequestAlert({ request, className = 'mt-4' }: { request: AuthRequestState; className?: string }) {
  return (
    <div className={`${className} empty:hidden`}>
      <AuthAlert error={request.error} success={request.success} />
    </div>
  );
}
